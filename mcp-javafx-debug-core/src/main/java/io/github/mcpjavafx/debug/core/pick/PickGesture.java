package io.github.mcpjavafx.debug.core.pick;

import io.github.mcpjavafx.debug.core.highlight.OutlineFrame;
import io.github.mcpjavafx.debug.core.scene.WindowList;
import javafx.application.Platform;
import javafx.collections.ListChangeListener;
import javafx.event.EventHandler;
import javafx.scene.Cursor;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
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
import java.util.function.UnaryOperator;

/**
 * One pick, from arming to the person's click: event filters on every window of the app (those opened
 * later too: dialogs, popups). While it waits, the node a pick would answer is outlined under the
 * pointer and the windows show a crosshair cursor.
 *
 * <p>In <em>inspect mode</em> (no pick modifier, the default) the app is paused for the person's hand,
 * as in a browser's element picker: the first primary press picks, and the app sees none of the mouse
 * and none of the keys meanwhile; Esc gives the pick up. No key is needed, so nothing fights a window
 * manager that owns Alt+click, and no lone Alt activates the app's menu bar. With a modifier, the app
 * is used as usual and only a primary press with the modifier held picks.
 *
 * <p>Either way the picked click is swallowed whole (drags, release, click). Filters, outline and
 * cursors go away when the click is over, or when nobody waits any more. Everything but
 * {@link #result()} runs on the FX thread.
 */
final class PickGesture {

    private enum State { WAITING, SWALLOWING, OVER }

    private final boolean inspect;
    private final Predicate<MouseEvent> modifierHeld;
    private final UnaryOperator<Node> listed;
    private final Function<Node, Picked> describe;
    private final Runnable cancelled;
    private final CompletableFuture<Picked> result = new CompletableFuture<>();
    private final EventHandler<MouseEvent> mouseFilter = this::onMouse;
    private final EventHandler<KeyEvent> keyFilter = this::onKey;
    private final ListChangeListener<Window> newWindows = change -> {
        while (change.next()) {
            change.getAddedSubList().forEach(this::attach);
        }
    };
    private final List<Window> attached = new ArrayList<>();
    private final Map<Scene, Cursor> cursorsBefore = new IdentityHashMap<>();
    private final OutlineFrame outline = new OutlineFrame();
    private Node outlined;
    private State state = State.WAITING;
    private boolean armed;

    /**
     * @param inspect      true: any primary press picks and the app gets no mouse or key input meanwhile
     * @param modifierHeld without inspect: whether an event has the pick modifier down
     * @param listed       the node a snapshot lists for the node under the pointer (what is outlined)
     * @param describe     the picked node's answer, from the node a press landed on
     * @param cancelled    completes {@link #result()} exceptionally when the person pressed Esc (inspect mode)
     */
    PickGesture(boolean inspect, Predicate<MouseEvent> modifierHeld, UnaryOperator<Node> listed,
                Function<Node, Picked> describe, Runnable cancelled) {
        this.inspect = inspect;
        this.modifierHeld = modifierHeld;
        this.listed = listed;
        this.describe = describe;
        this.cancelled = cancelled;
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
        if (attached.contains(window) || WindowList.isOverlay(window)) {
            return; // the outline's own bars are no part of the app
        }
        window.addEventFilter(MouseEvent.ANY, mouseFilter);
        if (inspect) {
            window.addEventFilter(KeyEvent.ANY, keyFilter);
        }
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
        if (state != State.WAITING) {
            return;
        }
        if (inspect) {
            event.consume(); // the app is paused for the person's hand: hovers, drags and clicks alike
        }
        Node hit = hitBy(event);
        if (event.getEventType() == MouseEvent.MOUSE_MOVED || event.getEventType() == MouseEvent.MOUSE_DRAGGED) {
            outline(hit);
        }
        if (event.getEventType() != MouseEvent.MOUSE_PRESSED || event.getButton() != MouseButton.PRIMARY
                || !(inspect || modifierHeld.test(event))) {
            return;
        }
        if (hit == null || !result.complete(describe.apply(hit))) {
            return; // nothing to name, or nobody waits any more: the app gets its click (unless inspecting)
        }
        event.consume();
        state = State.SWALLOWING;
        outline.hide();
    }

    /** Inspect mode: the app gets no key while the pick waits; Esc gives the pick up. */
    private void onKey(KeyEvent event) {
        if (state != State.WAITING) {
            return;
        }
        event.consume();
        if (event.getEventType() == KeyEvent.KEY_PRESSED && event.getCode() == KeyCode.ESCAPE) {
            cancelled.run();
            disarm();
        }
    }

    private static Node hitBy(MouseEvent event) {
        Node hit = event.getPickResult() == null ? null : event.getPickResult().getIntersectedNode();
        if (hit == null && event.getSource() instanceof Window window && window.getScene() != null) {
            hit = window.getScene().getRoot(); // on the scene's fill, outside every node
        }
        return hit;
    }

    /** Outlines what a press at the pointer would pick; a move within the same node changes nothing. */
    private void outline(Node hit) {
        Node node = hit == null ? null : listed.apply(hit);
        if (node == outlined) {
            return;
        }
        outlined = node;
        if (node == null) {
            outline.hide();
        } else {
            outline.around(node);
        }
    }

    private void disarm() {
        state = State.OVER;
        Window.getWindows().removeListener(newWindows);
        attached.forEach(window -> {
            window.removeEventFilter(MouseEvent.ANY, mouseFilter);
            window.removeEventFilter(KeyEvent.ANY, keyFilter);
        });
        attached.clear();
        outline.hide();
        outlined = null;
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
