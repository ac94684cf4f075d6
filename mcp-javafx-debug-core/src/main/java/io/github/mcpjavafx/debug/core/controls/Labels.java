package io.github.mcpjavafx.debug.core.controls;

import javafx.beans.Observable;
import javafx.scene.Node;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.Labeled;
import javafx.scene.control.Tooltip;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;

/**
 * Labels, and every labeled control no family declares closer (cells, a menu button's parts): their text
 * names them, their graphic is theirs; a change to either changes the line. One without text is recognised
 * by its tooltip, accessible text or graphic ({@code graphic="save.png"}). The families of labeled
 * controls (buttons, titled panes, a date picker's days) build on this one; their members that are not
 * labeled get none of it.
 */
class Labels implements ControlFamily {

    @Override
    public List<Class<?>> declared() {
        return List.of(Labeled.class);
    }

    @Override
    public String text(Node node) {
        return heldText(node);
    }

    @Override
    public String heldText(Node node) {
        return node instanceof Labeled labeled ? labeled.getText() : null;
    }

    @Override
    public TextRole textRole(Node node) {
        return node instanceof Labeled ? TextRole.LABEL : null;
    }

    /** A label without text is recognised by its tooltip, its accessible text, or its graphic's name. */
    @Override
    public Map<String, Object> traits(Node node) {
        if (!(node instanceof Labeled labeled) || labeled.getText() != null && !labeled.getText().isBlank()) {
            return null;
        }
        Tooltip tooltip = labeled.getTooltip();
        if (tooltip != null && tooltip.getText() != null && !tooltip.getText().isBlank()) {
            return Map.of("tooltip", tooltip.getText());
        }
        String accessible = labeled.getAccessibleText();
        if (accessible != null && !accessible.isBlank()) {
            return Map.of("accessibleText", accessible);
        }
        String graphic = GraphicNames.of(labeled.getGraphic());
        return graphic == null ? null : Map.of("graphic", graphic);
    }

    /** Not a row's: a list hands its rows to other items as it scrolls. */
    @Override
    public boolean checksText(Node node) {
        return node instanceof Labeled && !(node instanceof IndexedCell<?>);
    }

    @Override
    public void properties(Node node, BiConsumer<String, Object> out) {
        if (node instanceof Labeled labeled) {
            out.accept("wrapText", labeled.isWrapText());
        }
    }

    @Override
    public List<Observable> watched(Node node) {
        List<Observable> watched = new ArrayList<>(4);
        if (node instanceof Labeled labeled) {
            watched.add(labeled.textProperty());
            watched.add(labeled.graphicProperty());
        }
        return watched;
    }
}
