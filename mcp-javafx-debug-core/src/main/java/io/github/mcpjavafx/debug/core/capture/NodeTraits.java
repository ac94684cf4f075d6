package io.github.mcpjavafx.debug.core.capture;

import io.github.mcpjavafx.debug.core.controls.CheckedItems;
import io.github.mcpjavafx.debug.core.controls.ControlFamilies;
import io.github.mcpjavafx.debug.core.controls.GraphicNames;
import io.github.mcpjavafx.debug.core.controls.SelectedItems;
import io.github.mcpjavafx.debug.core.scene.FxProperties;
import io.github.mcpjavafx.debug.core.scene.NamingLabel;
import io.github.mcpjavafx.debug.core.scene.OwnProperties;
import io.github.mcpjavafx.debug.core.scene.ValueTrack;
import javafx.scene.Node;
import javafx.scene.control.Label;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a node's line shows beyond its text and value, where JavaFX's own types say nothing: a
 * custom control's own value-like properties ({@code rating=2.0 max=5}), and for a labeled control
 * without text what a user recognises it by: its tooltip, its accessible text, or its graphic
 * ({@code graphic="ANGLE_RIGHT"}, {@code graphic="save.png"}); and a glyph of an icon font its icon
 * ({@code icon="ANGLE_RIGHT"}); and a control with a check model the items checked
 * ({@code checked=[Item 2, Item 4]}), and a control from outside JavaFX what it has selected
 * ({@code selectedCountries=[GERMANY]}, {@link SelectedItems}); and a field of JavaFX's own without a prompt the label
 * beside it ({@code label="Email:"}). FX thread only.
 */
final class NodeTraits {

    private NodeTraits() {
    }

    /**
     * {@code traits} (nullable) with the label beside the node when it is a field of JavaFX's own that no prompt names,
     * last: after what the field holds and its validation, as a person reads the field and then its caption.
     */
    static Map<String, Object> withFieldLabel(Map<String, Object> traits, Node node) {
        String label = fieldLabel(node);
        if (label == null) {
            return traits;
        }
        Map<String, Object> labelled = traits == null ? new LinkedHashMap<>() : new LinkedHashMap<>(traits);
        labelled.put("label", label);
        return labelled;
    }

    /** The label beside a field of JavaFX's own that no prompt names ({@link NamingLabel#ofField}), or null. */
    private static String fieldLabel(Node node) {
        Label label = NamingLabel.ofField(node);
        return label == null ? null : label.getText().strip();
    }

    /** The traits, or {@code null} when there are none. */
    static Map<String, Object> of(Node node) {
        Map<String, Object> recognised = ControlFamilies.of(node).traits(node);
        if (recognised != null) {
            return recognised;
        }
        Map<String, Object> own = OwnProperties.of(node);
        List<String> checked = CheckedItems.of(node);
        if (checked != null) {
            own = new LinkedHashMap<>(own);
            own.put("checked", checked);
        }
        Map<String, Object> selected = SelectedItems.of(node);
        if (!selected.isEmpty()) {
            own = new LinkedHashMap<>(own);
            own.putAll(selected);
        }
        if (own.isEmpty() && !FxProperties.isJavaFx(node.getClass())) {
            String icon = GraphicNames.iconOf(node); // an icon font's glyph says its icon, not the character it draws
            return icon == null ? null : Map.of("icon", icon);
        }
        return own.isEmpty() ? null : own;
    }

    /**
     * The items a control with a check model has checked, what a control from outside JavaFX has selected, and the
     * range and track of one whose thumb is dragged along a bar ({@link ValueTrack}), as traits, or {@code null} when it
     * has none of them: what a line shows beside what the control's skin shows.
     */
    static Map<String, Object> chosenOf(Node node) {
        List<String> checked = CheckedItems.of(node);
        Map<String, Object> selected = SelectedItems.of(node);
        Map<String, Object> track = ValueTrack.ofCustom(node);
        if (checked == null && selected.isEmpty() && track == null) {
            return null;
        }
        Map<String, Object> chosen = new LinkedHashMap<>();
        if (checked != null) {
            chosen.put("checked", checked);
        }
        chosen.putAll(selected);
        if (track != null) {
            chosen.putAll(track);
        }
        return chosen;
    }
}
