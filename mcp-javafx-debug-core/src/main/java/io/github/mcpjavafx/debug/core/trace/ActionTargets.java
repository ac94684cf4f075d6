package io.github.mcpjavafx.debug.core.trace;

import io.github.mcpjavafx.debug.core.controls.NodeText;
import javafx.event.ActionEvent;
import javafx.event.EventHandler;
import javafx.scene.Node;
import javafx.scene.Scene;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Which control's action handler runs: a stack sample names the handler's method, not the button that fired it.
 * An action event passes the scene on its way to the button's handlers, so a filter on each traced scene notes its
 * target ({@code the Load button}) just before they run, and a sample inside a button's action handler is named by
 * the last one noted. Filters live only while a trace runs; added and removed on the FX thread.
 */
final class ActionTargets {

    /** What {@link StackReading} calls a button's handler before it knows which button. */
    static final String BUTTON_HANDLER = "a button's action handler";

    private final List<Scene> scenes;
    private final EventHandler<ActionEvent> filter = this::noted;
    private volatile String last;

    private ActionTargets(List<Scene> scenes) {
        this.scenes = List.copyOf(scenes);
    }

    /** Notes the actions fired in {@code scenes}. */
    static ActionTargets listen(List<Scene> scenes) {
        ActionTargets targets = new ActionTargets(scenes);
        targets.scenes.forEach(scene -> scene.addEventFilter(ActionEvent.ACTION, targets.filter));
        return targets;
    }

    private void noted(ActionEvent event) {
        last = event.getTarget() instanceof Node node ? name(node) : null;
    }

    /** {@code read} with its button's handler named by the button, when one was noted; any thread. */
    StackReading.Read named(StackReading.Read read) {
        String button = last;
        return button != null && BUTTON_HANDLER.equals(read.handler()) ? read.withHandler(button + "'s action handler")
                : read;
    }

    /** Stops noting. */
    void remove() {
        scenes.forEach(scene -> scene.removeEventFilter(ActionEvent.ACTION, filter));
    }

    /** {@code the Load button}, {@code the Dark mode check box}; null when the control shows no text. */
    static String name(Node node) {
        String text = NodeText.text(node);
        if (text == null || text.isBlank()) {
            return null;
        }
        String line = text.strip().lines().findFirst().orElse("");
        return "the " + (line.length() > 40 ? line.substring(0, 39) + "…" : line) + " " + kind(node.getClass());
    }

    /** {@code check box} of a CheckBox or a subclass of the app's: the nearest JavaFX control class, in words. */
    private static String kind(Class<?> type) {
        Class<?> named = type;
        while (named != null && !named.getName().startsWith("javafx.scene.control.")) {
            named = named.getSuperclass();
        }
        String simple = (named == null ? type : named).getSimpleName();
        List<String> words = new ArrayList<>();
        for (String word : simple.split("(?<=[a-z])(?=[A-Z])")) {
            words.add(word.toLowerCase(Locale.ROOT));
        }
        return String.join(" ", words);
    }
}
