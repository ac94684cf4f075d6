package io.github.mcpjavafx.debug.core.trace;

import io.github.mcpjavafx.debug.core.scene.ShownControl;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Control;
import javafx.scene.control.SkinBase;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The skins of the app's and its libraries' controls in the showing scenes (JavaFX's own left out), each with the
 * titles of the controls that wear it: a stack sample names classes, not objects, so time spent in a skin's class
 * is told with every control of that class ("GaugeTileSkin: Gauge Tile"). A skin's superclasses (a library's
 * common {@code TileSkin}) are known too, each with the controls of all its subclasses. Read on the FX thread at a
 * trace's start.
 */
final class SkinOwners {

    static final SkinOwners NONE = new SkinOwners(Map.of());

    private final Map<String, List<String>> titles;

    private SkinOwners(Map<String, List<String>> titles) {
        this.titles = titles;
    }

    /** The skins in {@code scenes}. FX thread only. */
    static SkinOwners of(List<Scene> scenes) {
        Map<String, List<String>> titles = new LinkedHashMap<>();
        for (Scene scene : scenes) {
            if (scene.getRoot() != null) {
                visit(scene.getRoot(), titles);
            }
        }
        return new SkinOwners(titles);
    }

    private static void visit(Node node, Map<String, List<String>> titles) {
        if (node instanceof Control control && control.getSkin() != null) {
            String title = ShownControl.ownTitle(control);
            for (Class<?> c = control.getSkin().getClass(); c != null && c != SkinBase.class && c != Object.class
                    && !platform(c.getName()); c = c.getSuperclass()) {
                List<String> owners = titles.computeIfAbsent(c.getName(), k -> new ArrayList<>());
                if (title != null) {
                    owners.add(title);
                }
            }
        }
        if (node instanceof Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                visit(child, titles);
            }
        }
    }

    private static boolean platform(String cls) {
        return cls.startsWith("javafx.") || cls.startsWith("com.sun.javafx.");
    }

    /** The known skin class nearest the top of {@code stack} (a class nested in it, its timers' and listeners', counts as it), or null. */
    String skinOn(StackTraceElement[] stack) {
        if (titles.isEmpty()) {
            return null;
        }
        for (StackTraceElement e : stack) {
            for (String cls = e.getClassName(); ; cls = cls.substring(0, cls.lastIndexOf('$'))) {
                if (titles.containsKey(cls)) {
                    return cls;
                }
                if (cls.lastIndexOf('$') < 0) {
                    break;
                }
            }
        }
        return null;
    }

    /** The titles of the controls that wear {@code skin} (or a subclass of it), in scene order. */
    List<String> titles(String skin) {
        return titles.getOrDefault(skin, List.of());
    }
}
