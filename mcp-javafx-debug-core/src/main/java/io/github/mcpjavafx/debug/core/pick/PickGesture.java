package io.github.mcpjavafx.debug.core.pick;

import javafx.application.Platform;
import javafx.collections.ListChangeListener;
import javafx.event.EventHandler;
import javafx.scene.Cursor;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.stage.Window;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * One pick, from arming to the person's click: an event filter on every window (those opened later
 * too: dialogs, popups) that takes the first primary press with the pick modifier held, and then
 * swallows the rest of that click (drags, release, click) so the app sees none of it. The windows
 * show a crosshair cursor meanwhile. Filters and cursors go away when the click is over, or when
 * nobody waits any more. Everything but {@link #result()} runs on the FX thread.
 */
final class PickGesture {

    private enum State { WAITING, SWALLOWING, OVER }

    private final Predicate<MouseEvent> modifierHeld;
    private final Function<Node, Picked> describe;
    private final CompletableFuture<Picked> result = new CompletableFuture<>();
    private final EventHandler<MouseEvent> filter = this::onMouse;
    private final ListChangeListener<Window> newWindows = change -> {
        while (change.next()) {
            change.getAddedSubList().forEach(this::attach);
        }
    };
    private final List<Window> attached = new ArrayList<>();
    private final Map<Scene, Cursor> cursorsBefore = new IdentityHashMap<>();
    private State state = State.WAITING;
    private boolean armed;

    /**
     * @param modifierHeld whether an event has the pick modifier down
     * @param describe     the picked node's answer, from the node a press landed on
     */
    PickGesture(Predicate<MouseEvent> modifierHeld, Function<Node, Picked> describe) {
        this.modifierHeld = modifierHeld;
        this.describe = describe;
    }

    /** Completes with the picked node; exceptionally when the pick was given up. Any thread. */
    CompletableFuture<Picked> result() {
        return result;
    }

    /** FX thread: filters on every window, and on each one that opens until the pick is over; once. */
    void arm() {
        if (armed || state != State.WAITING || result.isDone()) {
            return; // every call that joins the pick arms it, the first one does
        }
        armed = true;
        Window.getWindows().forEach(this::attach);
        Window.getWindows().addListener(newWindows);
    }

    /** Any thread: takes the filters off unless a picked click is still being swallowed (it ends itself). */
    void abandon() {
        Platform.runLater(() -> {
            if (state == State.WAITING) {
                disarm();
            }
        });
    }

    private void attach(Window window) {
        if (attached.contains(window)) {
            return;
        }
        window.addEventFilter(MouseEvent.ANY, filter);
        attached.add(window);
        Scene scene = window.getScene();
        if (scene != null && !cursorsBefore.containsKey(scene)) {
            cursorsBefore.put(scene, scene.getCursor());
            scene.setCursor(Cursor.CROSSHAIR);
        }
    }

    private void onMouse(MouseEvent event) {
        if (state == State.SWALLOWING && event.getEventType() == MouseEvent.MOUSE_PRESSED) {
            disarm(); // a new press: the picked click's release never came (its window closed), so let go
            return;
        }
        if (state == State.SWALLOWING) {
            event.consume();
            if (event.getEventType() == MouseEvent.MOUSE_RELEASED) {
                // The click (MOUSE_CLICKED) follows in this same dispatch: swallow it too, then let go.
                Platform.runLater(this::disarm);
            }
            return;
        }
        if (state != State.WAITING || event.getEventType() != MouseEvent.MOUSE_PRESSED
                || event.getButton() != MouseButton.PRIMARY || !modifierHeld.test(event)) {
            return;
        }
        Node hit = event.getPickResult() == null ? null : event.getPickResult().getIntersectedNode();
        if (hit == null && event.getSource() instanceof Window window && window.getScene() != null) {
            hit = window.getScene().getRoot(); // pressed on the scene's fill, outside every node
        }
        if (hit == null || !result.complete(describe.apply(hit))) {
            return; // nothing to name, or nobody waits any more: the app gets its click
        }
        event.consume();
        state = State.SWALLOWING;
    }

    private void disarm() {
        state = State.OVER;
        Window.getWindows().removeListener(newWindows);
        attached.forEach(window -> window.removeEventFilter(MouseEvent.ANY, filter));
        attached.clear();
        cursorsBefore.forEach((scene, before) -> {
            if (scene.getCursor() == Cursor.CROSSHAIR) { // unless the app set a cursor of its own meanwhile
                scene.setCursor(before);
            }
        });
        cursorsBefore.clear();
    }

    /** What a pick answers: the listed node's uid, path and line. */
    record Picked(String uid, String path, String line) {
    }
}
