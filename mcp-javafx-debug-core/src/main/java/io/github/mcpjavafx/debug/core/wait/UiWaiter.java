package io.github.mcpjavafx.debug.core.wait;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.core.capture.NodeReader;
import io.github.mcpjavafx.debug.core.fx.AnimationActivity;
import io.github.mcpjavafx.debug.core.fx.FxThread;
import io.github.mcpjavafx.debug.core.model.ErrorCode;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.model.WaitRequest;
import io.github.mcpjavafx.debug.core.model.WaitRequest.Until;
import io.github.mcpjavafx.debug.core.model.WaitResult;
import io.github.mcpjavafx.debug.core.query.NodeQueries;
import io.github.mcpjavafx.debug.core.query.TargetResolver;
import io.github.mcpjavafx.debug.core.scene.NodeVisibility;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.scene.WindowList;
import io.github.mcpjavafx.debug.core.text.NodeLine;
import javafx.scene.Node;
import javafx.stage.Window;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Waits for the UI instead of sleeping: until a node matching a selector is visible, until none
 * is, or until nothing animates. It looks once per frame: each look is one short call onto the FX
 * thread, and between looks it waits for the next pulse without holding the thread, so the app
 * keeps running and its background work lands. Shared by {@code ui_wait} and the {@code wait}
 * action. Call it from any thread but the FX thread. A wait whose client has gone stops
 * ({@link CallerPresence}).
 */
public final class UiWaiter {

    /** Lines of matching nodes a result or a timeout shows. */
    private static final int SHOWN_MATCHES = 5;
    private final NodeQueries queries = new NodeQueries();
    private final NodeReader reader;
    private final ChangeWait changes;
    /**
     * The least time one look at the UI may wait for the FX thread: the configured FX timeout, of no progress (an app
     * whose frames are long keeps its FX thread working, and a look queued behind them is answered when they end).
     */
    private final long lookMs;

    /** A waiter whose looks have the default FX timeout, {@value McpJavafxConfig#DEFAULT_FX_TIMEOUT_MS} ms. */
    public UiWaiter(UidRegistry uids) {
        this(uids, McpJavafxConfig.DEFAULT_FX_TIMEOUT_MS);
    }

    /**
     * @param uids        the registry that names the matching nodes in results, as every service takes it
     * @param fxTimeoutMs the configured FX timeout ({@code mcp.ui.fx-timeout-ms}), the least time a look may wait
     */
    public UiWaiter(UidRegistry uids, long fxTimeoutMs) {
        this.reader = new NodeReader(uids);
        this.changes = new ChangeWait(new TargetResolver(uids, queries), reader);
        this.lookMs = fxTimeoutMs;
    }

    public WaitResult await(WaitRequest request) {
        try {
            return run(request);
        } catch (UiException refusal) {
            throw refusal.naming("selector"); // a bad css or regex, or a regex out of time
        }
    }

    /** Refuses, naming {@code selector}, a selector no node could match (malformed css or regex). Any thread. */
    public void check(WaitRequest request) {
        try {
            if (request.selector() != null) {
                queries.prepare(request.selector());
            }
        } catch (UiException refusal) {
            throw refusal.naming("selector");
        }
    }

    private WaitResult run(WaitRequest request) {
        if (request.until() == Until.CHANGED) {
            return changes.await(request, lookMs);
        }
        long started = System.nanoTime();
        long deadline = started + TimeUnit.MILLISECONDS.toNanos(request.timeoutMs());
        NodeQueries.Prepared prepared = request.selector() == null ? null : queries.prepare(request.selector());
        Look look;
        Integer visibleAtStart = null;
        while (true) {
            // The wait's timeout bounds the waiting, not a look: the last one, at the deadline, still
            // gets time to see what the timeout should report.
            look = look(request, prepared, Math.max(millisLeft(deadline), lookMs));
            if (visibleAtStart == null && request.until() == Until.HIDDEN) {
                visibleAtStart = look.visible();
            }
            if (look.holds(request.until())) {
                if (request.until() == Until.IDLE) {
                    FxThread.awaitIdle(millisLeft(deadline)); // drain what is queued, then CSS and layout (or a frame)
                }
                long waited = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started);
                return new WaitResult(request.until(), waited, look.lines(), visibleAtStart,
                        text(request, prepared, look, waited, visibleAtStart));
            }
            if (System.nanoTime() >= deadline) {
                throw timeout(request, prepared, look, nothingMatches(request, look) ? nearMisses(request, prepared)
                        : List.of());
            }
            untilNextLook(request.until(), deadline);
        }
    }

    /**
     * Between two looks of a wait: stops when its client has gone, else waits for the next frame without holding
     * the FX thread (until the deadline at most, where the last look says what it saw).
     */
    static void untilNextLook(Until until, long deadline) {
        CallerPresence.requirePresent(until.wireName());
        try {
            FxThread.awaitNextPulse(millisLeft(deadline));
        } catch (UiException noFrameBeforeTheDeadline) {
            // the next look, at the deadline, says what it saw
        }
    }

    /** One look at the UI: the visible matches' lines, or how many animations run. */
    private Look look(WaitRequest request, NodeQueries.Prepared prepared, long timeoutMs) {
        if (prepared == null) {
            return FxThread.call(() -> new Look(List.of(), 0, List.of(), AnimationActivity.running()), timeoutMs);
        }
        NodeQueries.Candidates candidates = FxThread.call(
                () -> prepared.collect(WindowList.select(request.scope())), timeoutMs);
        List<Node> matched = candidates.match(); // a regex runs here, off the FX thread, under its budget
        return FxThread.call(() -> {
            List<Window> windows = WindowList.showing();
            List<String> lines = new ArrayList<>();
            List<String> hidden = new ArrayList<>();
            int visible = 0;
            for (Node node : matched) {
                boolean shown = node.getScene() != null && NodeVisibility.isEffectivelyVisible(node);
                visible += shown ? 1 : 0;
                List<String> into = shown ? lines : hidden;
                if (into.size() < SHOWN_MATCHES && node.getScene() != null) {
                    into.add(NodeLine.of(reader.summary(node, windows)));
                }
            }
            return new Look(lines, visible, hidden, 0);
        }, timeoutMs);
    }

    private static String text(WaitRequest request, NodeQueries.Prepared prepared, Look look, long waited,
                               Integer visibleAtStart) {
        String head = request.until().wireName() + " after " + waited + " ms";
        if (request.until() == Until.IDLE) {
            return head + (AnimationActivity.observable() ? ": no animation runs, queue drained, CSS and layout applied"
                    : ": queue drained, frame rendered (running animations cannot be seen on this JavaFX setup)");
        }
        if (request.until() == Until.HIDDEN) {
            return head + ": nothing matching " + prepared.description() + " is visible; "
                    + (visibleAtStart > 0 ? visibleAtStart + " was visible when the wait began"
                    : "none was when the wait began (nothing went away: is the selector right?)");
        }
        return head + ":\n" + String.join("\n", look.lines());
    }

    private static boolean nothingMatches(WaitRequest request, Look look) {
        return request.until() == Until.VISIBLE && look.hidden().isEmpty();
    }

    /** The lines of the nodes a selector that matches nothing may have meant: one more look, at the timeout only. */
    private List<String> nearMisses(WaitRequest request, NodeQueries.Prepared prepared) {
        return FxThread.call(() -> {
            List<WindowList.Indexed> scope = WindowList.select(request.scope());
            List<Window> windows = WindowList.showing();
            return prepared.nearMisses(prepared.collect(scope), scope).stream()
                    .map(node -> NodeLine.of(reader.summary(node, windows))).toList();
        }, lookMs);
    }

    /** @param near the lines of the nodes a selector that matched nothing at all may have meant */
    private static UiException timeout(WaitRequest request, NodeQueries.Prepared prepared, Look look, List<String> near) {
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("until", request.until().wireName());
        details.put("timeoutMs", request.timeoutMs());
        String seen = switch (request.until()) {
            case VISIBLE -> "no node matching " + prepared.description() + " became visible. "
                    + (!look.hidden().isEmpty() ? "Matching but hidden:\n" + String.join("\n", look.hidden())
                    : near.isEmpty() ? "Nothing matches it at all: check the selector with ui_query, or wait longer."
                    : "Nothing matches it at all. Did you mean one of these?\n" + String.join("\n", near)
                    + "\nWait for one of them by its text or id, or wait longer.");
            case HIDDEN -> look.visible() + " node(s) matching " + prepared.description() + " still visible:\n"
                    + String.join("\n", look.lines());
            case IDLE -> look.animations() + " animation(s) still running. Wait longer, or act without waiting.";
            case CHANGED -> throw new IllegalStateException("a change is waited for by ChangeWait");
        };
        if (!look.lines().isEmpty()) {
            details.put("matches", look.lines());
        }
        if (!look.hidden().isEmpty()) {
            details.put("hiddenMatches", look.hidden());
        }
        if (!near.isEmpty()) {
            details.put("near", near);
        }
        details.put("animations", look.animations());
        return new UiException(ErrorCode.MCP_UI_TIMEOUT, "Waited " + request.timeoutMs() + " ms for "
                + request.until().wireName() + ": " + seen, details);
    }

    static long millisLeft(long deadline) {
        return Math.max(1, TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime()));
    }

    /** What one look saw: lines of visible and of hidden matches (a few of each), and running animations. */
    private record Look(List<String> lines, int visible, List<String> hidden, int animations) {
        boolean holds(Until until) {
            return switch (until) {
                case VISIBLE -> visible > 0;
                case HIDDEN -> visible == 0;
                case IDLE -> animations == 0;
                case CHANGED -> false; // waited for by ChangeWait
            };
        }
    }
}
