package io.github.mcpjavafx.debug.core.capture;

import io.github.mcpjavafx.debug.core.controls.ControlFamilies;
import io.github.mcpjavafx.debug.core.model.UiNode;
import io.github.mcpjavafx.debug.core.scene.FxProperties;
import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.control.Control;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Region;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The {@code fx.properties} of a node: a small fixed set, chosen for what an agent acting on the
 * UI needs to know, not a dump of every JavaFX property. FX thread only.
 *
 * <ul>
 *   <li>every node: {@code opacity}, {@code layoutX}, {@code layoutY}, {@code focusTraversable},
 *       {@code mouseTransparent}, {@code pseudoClassStates} (sorted names), {@code style} (when set)</li>
 *   <li>regions: {@code prefWidth}, {@code prefHeight} (when set)</li>
 *   <li>controls: {@code tooltip} (its text, when there is one), {@code contextMenu} (item count, when there is one)</li>
 *   <li>labeled: {@code wrapText}; buttons: {@code defaultButton}, {@code cancelButton}</li>
 *   <li>text inputs: {@code editable}, {@code caretPosition}</li>
 *   <li>combo boxes, date and color pickers: {@code editable}, {@code showing}; choice boxes: {@code showing}</li>
 *   <li>toggles (check boxes, radio and toggle buttons): {@code selected}</li>
 *   <li>sliders: {@code min}, {@code max}; scroll panes: {@code hvalue}, {@code vvalue}; titled panes: {@code expanded}</li>
 *   <li>ListView, TableView, TreeView, TreeTableView: {@code editable}, {@code selectionMode}</li>
 * </ul>
 *
 * The controls' own are declared by their families ({@code ControlFamily#properties}). Any other property is
 * read when asked for by name.
 */
final class NodeProperties {

    private NodeProperties() {
    }

    /**
     * The node's properties, in the order above; {@code keys} (nullable: all) filters them. A key
     * outside that set is read by name from any node, custom controls included ({@link FxProperties});
     * one that names no property of the node is listed as unknown.
     */
    static UiNode.Fx read(Node node, Set<String> keys) {
        Map<String, Object> out = common(node, keys);
        if (keys == null) {
            return new UiNode.Fx(out, null);
        }
        List<String> unknown = new ArrayList<>();
        for (String key : keys.stream().sorted().toList()) {
            if (out.containsKey(key)) {
                continue;
            }
            FxProperties.Found found = FxProperties.find(node, key);
            if (found == null) {
                unknown.add(key);
            } else {
                out.put(key, FxProperties.plain(found.value()));
            }
        }
        return new UiNode.Fx(out, unknown.isEmpty() ? null : unknown);
    }

    private static Map<String, Object> common(Node node, Set<String> keys) {
        Map<String, Object> out = new LinkedHashMap<>();
        Sink sink = new Sink(out, keys);
        sink.put("opacity", node.getOpacity());
        sink.put("layoutX", node.getLayoutX());
        sink.put("layoutY", node.getLayoutY());
        sink.put("focusTraversable", node.isFocusTraversable());
        sink.put("mouseTransparent", node.isMouseTransparent());
        if (sink.wants("pseudoClassStates")) {
            List<String> states = new ArrayList<>();
            for (PseudoClass state : node.getPseudoClassStates()) {
                states.add(state.getPseudoClassName());
            }
            Collections.sort(states);
            sink.put("pseudoClassStates", states);
        }
        String style = node.getStyle();
        if (style != null && !style.isEmpty()) {
            sink.put("style", style);
        }
        if (node instanceof Region region) {
            putIfSet(sink, "prefWidth", region.getPrefWidth());
            putIfSet(sink, "prefHeight", region.getPrefHeight());
        }
        if (node instanceof Control control) {
            readControl(control, sink);
        }
        return out;
    }

    private static void readControl(Control control, Sink sink) {
        Tooltip tooltip = control.getTooltip();
        if (tooltip != null) {
            sink.put("tooltip", tooltip.getText());
        }
        if (control.getContextMenu() != null) {
            sink.put("contextMenu", control.getContextMenu().getItems().size());
        }
        ControlFamilies.of(control).properties(control, sink::put);
    }

    private static void putIfSet(Sink sink, String key, double size) {
        if (size != Region.USE_COMPUTED_SIZE) {
            sink.put(key, size);
        }
    }

    /** Writes the keys asked for; enum values as their names, nulls left out. */
    private record Sink(Map<String, Object> out, Set<String> keys) {
        boolean wants(String key) {
            return keys == null || keys.contains(key);
        }

        void put(String key, Object value) {
            if (value != null && wants(key)) {
                out.put(key, value instanceof Enum<?> e ? e.name() : value);
            }
        }
    }
}
