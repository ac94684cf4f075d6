package io.github.mcpjavafx.debug.core.pick;

import io.github.mcpjavafx.debug.core.capture.NodeReader;
import io.github.mcpjavafx.debug.core.fx.FxThread;
import io.github.mcpjavafx.debug.core.model.ErrorCode;
import io.github.mcpjavafx.debug.core.model.PickRequest;
import io.github.mcpjavafx.debug.core.model.PickResult;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.model.UiNode;
import io.github.mcpjavafx.debug.core.pick.PickGesture.Picked;
import io.github.mcpjavafx.debug.core.scene.ListedNodes;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.scene.WindowList;
import io.github.mcpjavafx.debug.core.text.NodeLine;
import io.github.mcpjavafx.debug.core.wait.CallerPresence;
import javafx.scene.Node;
import javafx.scene.input.MouseEvent;

import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Predicate;

/**
 * {@code ui_pick}: waits until the person clicks a node in the app (in inspect mode, the default, any
 * click; else a click with the pick modifier held), and answers that node as a snapshot lists it.
 * {@link PickGesture} says how each mode treats the app's own input. The waiting holds no thread but the caller's: the filters
 * are set on the FX thread in one short call, and the click arrives through them.
 *
 * <p>Calls that wait at the same time share one pick: the person clicks once and every waiting call
 * gets that node (they all asked the same person the same question). The filters go when the
 * click is over or when the last waiting call gives up; {@link #close()} ends a pick at once. At most
 * {@value #MAX_WAITING_CALLS} calls wait at once; one more is refused at once.
 */
public final class NodePicker implements AutoCloseable {

    /**
     * Calls that may wait at once. Each holds a server thread for as long as it waits (the server has
     * 16): a few more let every other tool go on answering.
     */
    static final int MAX_WAITING_CALLS = 4;
    /** How often a waiting pick asks whether its client is still there. */
    private static final long PRESENCE_CHECK_NANOS = TimeUnit.MILLISECONDS.toNanos(250);

    private final NodeReader reader;
    private final String modifier;
    private final long fxTimeoutMs;
    private PickGesture gesture; // guarded by this: the armed pick that calls join
    private int waiting;         // guarded by this: calls waiting on gesture
    private boolean closed;      // guarded by this

    /**
     * @param modifier the key held with the click: alt, ctrl, shift or meta; {@code none} for inspect mode
     *                 ({@link io.github.mcpjavafx.debug.McpJavafxConfig#pickModifier()})
     */
    public NodePicker(UidRegistry uids, String modifier, long fxTimeoutMs) {
        this.reader = new NodeReader(uids);
        this.modifier = modifier;
        this.fxTimeoutMs = fxTimeoutMs;
    }

    /** Waits for the pick, at most {@code request.timeoutMs()}; {@code MCP_UI_TIMEOUT} when nobody picks. */
    public PickResult pick(PickRequest request) {
        long started = System.nanoTime();
        PickGesture joined = join();
        UiException failure = null;
        try {
            FxThread.run(joined::arm, fxTimeoutMs); // a no-op for calls that joined an armed pick
            awaitPick(joined, started + TimeUnit.MILLISECONDS.toNanos(request.timeoutMs()));
        } catch (TimeoutException e) {
            failure = timeout(request);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            failure = closing();
        } catch (ExecutionException e) {
            failure = e.getCause() instanceof UiException ui ? ui : closing();
        } catch (UiException e) { // the FX thread did not take the filters in time
            failure = e;
        }
        leave(joined, failure);
        // Picked, possibly just as this call timed out: the click was taken, so it is answered.
        Picked picked = joined.result().isCompletedExceptionally() ? null : joined.result().getNow(null);
        if (picked != null) {
            return new PickResult(picked.uid(), picked.path(), picked.line(),
                    TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started));
        }
        throw failure != null ? failure : closing();
    }

    /** Waits for the pick until {@code deadline}, asking in between whether the client still waits for it. */
    private static void awaitPick(PickGesture joined, long deadline)
            throws TimeoutException, InterruptedException, ExecutionException {
        while (true) {
            long left = deadline - System.nanoTime();
            try {
                joined.result().get(Math.max(0, Math.min(left, PRESENCE_CHECK_NANOS)), TimeUnit.NANOSECONDS);
                return;
            } catch (TimeoutException e) {
                if (left <= PRESENCE_CHECK_NANOS) {
                    throw e;
                }
                CallerPresence.requirePresent("a pick");
            }
        }
    }

    /** Ends a waiting pick: its calls fail at once, its filters go. */
    @Override
    public void close() {
        PickGesture ending;
        synchronized (this) {
            closed = true;
            ending = gesture;
            gesture = null;
        }
        if (ending != null) {
            ending.result().completeExceptionally(closing());
            ending.abandon();
        }
    }

    private synchronized PickGesture join() {
        if (closed) {
            throw closing();
        }
        if (gesture == null || gesture.result().isDone()) {
            PickGesture[] created = new PickGesture[1];
            created[0] = new PickGesture(inspecting(), this::modifierHeld, ListedNodes::nearest, this::describe,
                    () -> created[0].result().completeExceptionally(cancelledByPerson()));
            gesture = created[0];
            waiting = 0;
        }
        if (waiting >= MAX_WAITING_CALLS) {
            throw new UiException(ErrorCode.MCP_UI_TIMEOUT, MAX_WAITING_CALLS + " ui_pick calls already wait for the "
                    + "person's click; this one did not start. Their answer is the node: wait for it.",
                    Map.of("state", "NOT_STARTED", "waiting", waiting));
        }
        waiting++;
        return gesture;
    }

    /** How many calls wait for the pick now. */
    synchronized int waitingCalls() {
        return gesture == null ? 0 : waiting;
    }

    /** A call stops waiting; the last one to go gives the pick up for its reason (unless it was picked). */
    private void leave(PickGesture left, UiException why) {
        synchronized (this) {
            if (gesture != left || --waiting > 0) {
                return; // closed (close() ended it), or others still wait
            }
            gesture = null;
        }
        left.result().completeExceptionally(why != null ? why : closing());
        left.abandon();
    }

    private boolean modifierHeld(MouseEvent event) {
        return switch (modifier) {
            case "ctrl" -> event.isControlDown();
            case "shift" -> event.isShiftDown();
            case "meta" -> event.isMetaDown();
            default -> event.isAltDown();
        };
    }

    /** FX thread: the node a snapshot lists for the node the press landed on. */
    private Picked describe(Node hit) {
        UiNode listed = reader.summary(ListedNodes.nearest(hit), WindowList.showing());
        return new Picked(listed.uid(), listed.ref().path(), NodeLine.of(listed));
    }

    private boolean inspecting() {
        return "none".equals(modifier);
    }

    private UiException timeout(PickRequest request) {
        String how = inspecting() ? "click the node in the app (it is outlined under the pointer)"
                : "hold " + modifier.substring(0, 1).toUpperCase(Locale.ROOT) + modifier.substring(1)
                + " and click the node in the app";
        return new UiException(ErrorCode.MCP_UI_TIMEOUT, "Nobody picked a node within " + request.timeoutMs()
                + " ms. Ask the person to " + how + ", then call ui_pick again "
                + "(timeoutMs up to " + PickRequest.MAX_TIMEOUT_MS + "); or find the node with ui_query.",
                Map.of("timeoutMs", request.timeoutMs(), "modifier", modifier));
    }

    private static UiException cancelledByPerson() {
        return new UiException(ErrorCode.MCP_UI_TIMEOUT, "The person pressed Esc: they chose not to pick a node. "
                + "Ask them what they mean, or find the node with ui_query.", Map.of("state", "CANCELLED"));
    }

    private static UiException closing() {
        return new UiException(ErrorCode.MCP_UI_NOT_ENABLED,
                "The debug server is closing: the pick was given up and the app's clicks are its own again.");
    }
}
