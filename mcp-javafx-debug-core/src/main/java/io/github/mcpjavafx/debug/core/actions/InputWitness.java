package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.fx.FxThread;
import io.github.mcpjavafx.debug.core.scene.WindowList;
import javafx.event.Event;
import javafx.event.EventHandler;
import javafx.event.EventType;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseEvent;
import javafx.stage.PopupWindow;
import javafx.stage.Window;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Where the robot's input of one action really went: an event filter on the scene of every window of
 * the app, for the action's duration only, notes the window and the node each key or mouse press
 * and release reached. Input that reached none of them went to another application (or nowhere).
 * FX thread only.
 */
final class InputWitness {

    /** Should the action never finish (the UI timed out meanwhile), the filters still go away after this. */
    private static final long FORGET_AFTER_SECONDS = 30;

    private final List<EventType<? extends Event>> watched;
    private final Map<Scene, EventHandler<Event>> filters = new LinkedHashMap<>();
    private final List<Received> received = new ArrayList<>();
    /** Popups that hide on a press outside them and keep that press, showing when the watch began. */
    private final List<PopupWindow> autoHiding = new ArrayList<>();

    /** One event that arrived: its type, its window, and the node it went to (null when only the scene got it). */
    record Received(EventType<? extends Event> type, Window window, Node node) {
    }

    private InputWitness(List<EventType<? extends Event>> watched) {
        this.watched = watched;
        for (Window window : WindowList.showing()) {
            if (window instanceof PopupWindow popup && popup.isAutoHide() && popup.getConsumeAutoHidingEvents()) {
                autoHiding.add(popup);
            }
            Scene scene = window.getScene();
            if (scene != null && !filters.containsKey(scene)) {
                EventHandler<Event> filter = event -> received.add(new Received(event.getEventType(), window,
                        event.getTarget() instanceof Node node ? node : null));
                filters.put(scene, filter);
                for (EventType<? extends Event> type : watched) {
                    scene.addEventFilter(type, filter);
                }
            }
        }
        FxThread.later(TimeUnit.SECONDS.toMillis(FORGET_AFTER_SECONDS), this::stop);
    }

    /** Watches key presses and typed characters. */
    static InputWitness keys() {
        return new InputWitness(List.of(KeyEvent.KEY_PRESSED, KeyEvent.KEY_TYPED));
    }

    /** Watches mouse presses and releases. */
    static InputWitness pointer() {
        return new InputWitness(List.of(MouseEvent.MOUSE_PRESSED, MouseEvent.MOUSE_RELEASED));
    }

    /** Takes the filters off; what was seen stays readable. Safe to call twice. */
    InputWitness stop() {
        filters.forEach((scene, filter) -> watched.forEach(type -> scene.removeEventFilter(type, filter)));
        filters.clear();
        return this;
    }

    List<Received> received() {
        return List.copyOf(received);
    }

    /**
     * The popup that hid since the watch began and keeps the press that hides it (an auto-complete list, a
     * context menu): where a press that reached no window went. Null when none did.
     */
    PopupWindow hiddenPopup() {
        return autoHiding.stream().filter(popup -> !popup.isShowing()).findFirst().orElse(null);
    }

    /** The first event of {@code type}, or null when none came. */
    Received first(EventType<? extends Event> type) {
        return received.stream().filter(r -> r.type() == type).findFirst().orElse(null);
    }
}
