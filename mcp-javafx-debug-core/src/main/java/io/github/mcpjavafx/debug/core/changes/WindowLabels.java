package io.github.mcpjavafx.debug.core.changes;

import io.github.mcpjavafx.debug.core.scene.NodePaths;
import io.github.mcpjavafx.debug.core.scene.WindowList;
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
        String name = nameOf(window, all);
        String line = "popup".equals(WindowList.kindOf(window)) ? name + " " + NodePaths.typeName(window.getClass()) : name;
        StringBuilder sb = new StringBuilder(line);
        String title = WindowList.titleOf(window);
        if (title != null && !title.isEmpty()) {
            sb.append(" \"").append(title.replace("\"", "\\\"")).append('"');
        }
        if (window instanceof Stage stage && stage.getModality() != Modality.NONE) {
            sb.append(" modal");
        }
        Window owner = WindowList.ownerOf(window);
        if (owner != null && all.contains(owner)) {
            sb.append(" owner=").append(all.indexOf(owner));
        }
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
                named.put(nameOf(window, windows), count);
            }
        }
        return named;
    }

    /** {@code Stage[0]}, {@code Dialog[2]}, {@code Popup[1]}. */
    private static String nameOf(Window window, List<Window> all) {
        String name = switch (WindowList.kindOf(window)) {
            case "popup" -> "Popup";
            case "dialog" -> "Dialog";
            default -> "Stage";
        };
        return name + "[" + all.indexOf(window) + "]";
    }
}
