package io.github.mcpjavafx.debug.core.changes;

import io.github.mcpjavafx.debug.core.scene.NodePaths;
import io.github.mcpjavafx.debug.core.scene.WindowList;
import io.github.mcpjavafx.debug.core.text.TextFormat;
import javafx.stage.Modality;
import javafx.stage.Stage;
import javafx.stage.Window;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Windows as results name them, by their place among the showing windows, as a snapshot's window lines start:
 * {@code Stage[0] "Orders"}, {@code Dialog[2] "Confirm" modal owner=0}, {@code Popup[1] ContextMenu owner=0}.
 */
public final class WindowLabels {

    private WindowLabels() {
    }

    /** A window's label: its name, a popup's type, its title, whether it is modal, and its owner's place. */
    public static String of(Window window, List<Window> all) {
        String title = WindowList.titleOf(window);
        Window owner = WindowList.ownerOf(window);
        StringBuilder sb = new StringBuilder(64);
        TextFormat.appendWindowLabel(sb, WindowList.kindOf(window), all.indexOf(window), NodePaths.typeName(window.getClass()),
                title == null || title.isEmpty() ? null : title,
                window instanceof Stage stage && stage.getModality() != Modality.NONE,
                owner != null && all.contains(owner) ? all.indexOf(owner) : null, false);
        return sb.toString();
    }

    /** The labels of {@code windows}, placed among {@code all}. */
    static List<String> of(List<Window> windows, List<Window> all) {
        return windows.stream().map(window -> of(window, all)).toList();
    }

    /** The counts above zero, named per window ({@code Stage[0]}) in the windows' order. */
    static Map<String, Integer> perWindow(Map<Window, Integer> counts, List<Window> windows) {
        Map<String, Integer> named = new LinkedHashMap<>();
        for (Window window : windows) {
            Integer count = counts.get(window);
            if (count != null && count > 0) {
                named.put(TextFormat.windowName(WindowList.kindOf(window), windows.indexOf(window)), count);
            }
        }
        return named;
    }
}
