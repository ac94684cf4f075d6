package io.github.mcpjavafx.debug.core.text;

import io.github.mcpjavafx.debug.core.model.NodePath;
import io.github.mcpjavafx.debug.core.model.UiNode;
import io.github.mcpjavafx.debug.core.model.UiSnapshot;
import io.github.mcpjavafx.debug.core.model.UiVirtualization;
import io.github.mcpjavafx.debug.core.model.UiWindow;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class TextTreeRendererTest {

    @Test
    void windowsAreNamedByKindWithOwnerAndModality() {
        UiSnapshot snapshot = snapshot(false,
                window(0, "stage", "Stage", "Orders", true, "NONE", null, leaf("BorderPane", null, null)),
                window(1, "popup", "ContextMenu", null, false, null, 0, null),
                window(2, "dialog", "Stage", "Confirm", false, "APPLICATION_MODAL", 0, null));

        assertThat(text(snapshot)).isEqualTo("""
                Stage[0] "Orders" focused 1024x768
                 BorderPane u-1
                Popup[1] ContextMenu owner=0 1024x768
                Dialog[2] "Confirm" owner=0 modal 1024x768""");
    }

    @Test
    void textsAreEscapedAndCut() {
        String longText = "x".repeat(100);
        UiNode multiline = leaf("Label", "say \"hi\"\nbye", null);
        UiNode tooLong = leaf("Label", longText, null);

        String text = text(snapshot(false, window(0, "stage", "Stage", null, false, "NONE", null,
                parent(multiline, tooLong))));

        assertThat(text).contains("Label u-1 \"say \\\"hi\\\"\\nbye\"")
                .contains("Label u-1 \"" + "x".repeat(TextFormat.MAX_TEXT - 1) + "…\"")
                .doesNotContain("x".repeat(TextFormat.MAX_TEXT));
    }

    @Test
    void valuesSelectionAndDepthMarkersAreTerse() {
        UiNode slider = new UiNode("u-2", null, "Slider", null, List.of(), true, true, false, null, null,
                null, null, "42", null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, List.of());
        UiNode combo = new UiNode("u-3", null, "ComboBox", "color", List.of(), true, true, true, null, null,
                null, "Pick one", "Red", null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, List.of());
        UiNode list = new UiNode("u-4", null, "ListView", null, List.of(), true, true, false, null, null,
                null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null,
                new UiVirtualization(300, new UiVirtualization.Range(10, 29), List.of(1, 2, 3, 4, 5, 6, 7), null,
                        null, null), null, null, null, null, List.of());
        UiNode deep = new UiNode("u-5", null, "VBox", null, List.of(), false, true, false, null, null,
                null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, 12, null, null, null, List.of());

        String text = text(snapshot(true, window(0, "stage", "Stage", null, false, "NONE", null,
                parent(slider, combo, list, deep))));

        assertThat(text).contains("  Slider u-2 value=42\n")
                .contains("  ComboBox#color u-3 prompt=\"Pick one\" value=\"Red\" disabled\n")
                .contains("  ListView u-4 items=300 selected=[1, 2, 3, 4, 5, …+2] visible=10..29\n")
                .contains("  VBox u-5 hidden …12 more\n")
                .endsWith("to see the rest)");
    }

    private static String text(UiSnapshot snapshot) {
        return TextTreeRenderer.render(snapshot, Integer.MAX_VALUE).text();
    }

    private static UiSnapshot snapshot(boolean truncated, UiWindow... windows) {
        return new UiSnapshot(UiSnapshot.SCHEMA, "2024-01-01T00:00:00Z", new UiSnapshot.App(1, "17", "21", null),
                null, List.of(windows), truncated);
    }

    private static UiWindow window(int index, String kind, String type, String title, boolean focused, String modality,
                                   Integer owner, UiNode root) {
        return new UiWindow(index, kind, type, title, true, focused, modality, owner, 0, 0, 1024, 768, null,
                root == null ? null : new UiWindow.Scene(List.of(), root));
    }

    private static UiNode leaf(String type, String text, Integer hidden) {
        return new UiNode("u-1", NodePath.windowRoot(0), type, null, List.of(), true, true, false, null, null,
                text, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, hidden, null, null, null, List.of());
    }

    private static UiNode parent(UiNode... children) {
        return new UiNode("u-0", NodePath.windowRoot(0), "VBox", null, List.of(), true, true, false, null, null,
                null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, List.of(children));
    }
}
