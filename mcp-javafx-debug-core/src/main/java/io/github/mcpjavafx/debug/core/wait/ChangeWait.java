package io.github.mcpjavafx.debug.core.wait;

import io.github.mcpjavafx.debug.core.capture.NodeReader;
import io.github.mcpjavafx.debug.core.fx.FxThread;
import io.github.mcpjavafx.debug.core.model.ErrorCode;
import io.github.mcpjavafx.debug.core.model.Target;
import io.github.mcpjavafx.debug.core.model.UiRef;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.model.UiNode;
import io.github.mcpjavafx.debug.core.model.WaitRequest;
import io.github.mcpjavafx.debug.core.model.WaitResult;
import io.github.mcpjavafx.debug.core.query.TargetResolver;
import io.github.mcpjavafx.debug.core.scene.WindowList;
import io.github.mcpjavafx.debug.core.text.NodeLine;
import io.github.mcpjavafx.debug.core.text.TextFormat;
import javafx.scene.Node;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.TimeUnit;

/**
 * {@code ui_wait {"until": "changed"}}: waits until what a node shows is no longer what it was: its value
 * ({@code 48.0}), else what its skin shows of it ({@code 60.8 V}, {@code on}), else its text. The node is found
 * once, when the wait begins; a value that changed between the agent's read and the wait is caught by
 * {@code from}, the value it must change from. Looks once per frame, as every wait does, and answers the value
 * before and the value it settled on: a gauge that animates each change answers where the animation ended, not
 * its first frame. Settled means unchanged for {@value #QUIET_LOOKS} looks in a row spanning at least
 * {@value #QUIET_MS} ms, a condition each look checks (a loaded machine renders fewer frames, so both must hold).
 * When the wait's limit comes first, it answers the last value seen and says it was still changing. A node that
 * leaves the window has changed too: it is gone.
 */
final class ChangeWait {

    /** Looks in a row that saw the same value: an animation changes its value at every frame. */
    static final int QUIET_LOOKS = 6;
    /** The least time those looks span: a timeline whose key frames are a few frames apart is not over between them. */
    static final long QUIET_MS = 250;

    private final TargetResolver targets;
    private final NodeReader reader;

    ChangeWait(TargetResolver targets, NodeReader reader) {
        this.targets = targets;
        this.reader = reader;
    }

    WaitResult await(WaitRequest request, long lookMs) {
        long started = System.nanoTime();
        long deadline = started + TimeUnit.MILLISECONDS.toNanos(request.timeoutMs());
        Node node = FxThread.call(() -> targets.resolve(Target.ref(UiRef.ofUid(request.uid())), "uid"), lookMs);
        Seen first = look(node, lookMs);
        String was = request.from() != null ? request.from() : first.shows();
        Seen seen = first;
        while (Objects.equals(seen.shows(), was) && !seen.gone()) {
            if (System.nanoTime() >= deadline) {
                throw timeout(request, seen, was);
            }
            UiWaiter.untilNextLook(request.until(), deadline);
            seen = look(node, lookMs);
        }
        long changedAt = System.nanoTime();
        Settling settling = new Settling(seen, changedAt);
        while (!settling.seen.gone() && !settling.quiet(System.nanoTime()) && System.nanoTime() < deadline) {
            UiWaiter.untilNextLook(request.until(), deadline);
            settling.next(look(node, lookMs), System.nanoTime());
        }
        seen = settling.seen;
        boolean settled = seen.gone() || settling.quiet(System.nanoTime());
        long waited = TimeUnit.NANOSECONDS.toMillis(changedAt - started);
        long animated = TimeUnit.NANOSECONDS.toMillis(settling.lastChange - changedAt);
        String now = seen.gone() ? null : seen.shows();
        String text = "changed after " + waited + " ms: " + quoted(was) + " → "
                + (seen.gone() ? "gone (" + first.line() + " left its window)" : quoted(now) + " on " + seen.line())
                + (!settled ? " (still changing when the wait's " + request.timeoutMs() + " ms ran out: the last value seen)"
                : settling.changes > 1 ? String.format(Locale.ROOT, " (animated %.1f s, then settled)", animated / 1000.0)
                : "");
        return new WaitResult(request.until(), TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started),
                seen.gone() ? List.of() : List.of(seen.line()), null, was, now,
                settling.changes > 1 ? animated : null, settled ? null : Boolean.FALSE, text);
    }

    /** The value after its first change, followed until it stays put: a condition on looks and their span, no sleep. */
    private static final class Settling {
        private Seen seen;
        /** Changes seen, the first included. */
        private int changes = 1;
        private long lastChange;
        private int sameLooks;

        Settling(Seen changed, long at) {
            this.seen = changed;
            this.lastChange = at;
        }

        void next(Seen look, long at) {
            if (look.gone() || !Objects.equals(look.shows(), seen.shows())) {
                changes++;
                lastChange = at;
                sameLooks = 0;
            } else {
                sameLooks++;
            }
            seen = look;
        }

        boolean quiet(long now) {
            return sameLooks >= QUIET_LOOKS && now - lastChange >= TimeUnit.MILLISECONDS.toNanos(QUIET_MS);
        }
    }

    /** What the node shows now, and its line; gone when it left its window. */
    private Seen look(Node node, long lookMs) {
        return FxThread.call(() -> {
            if (node.getScene() == null || node.getScene().getWindow() == null || !node.getScene().getWindow().isShowing()) {
                return new Seen(null, null, true);
            }
            UiNode read = reader.summary(node, WindowList.showing());
            return new Seen(shows(read), NodeLine.of(read), false);
        }, lookMs);
    }

    /** What a node shows of its value: the value, else what its skin shows, else its text. */
    static String shows(UiNode node) {
        return node.value() != null ? node.value() : node.shows() != null ? node.shows() : node.text();
    }

    private static String quoted(String shown) {
        return shown == null ? "nothing" : TextFormat.quoted(shown);
    }

    private static UiException timeout(WaitRequest request, Seen seen, String was) {
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("until", request.until().wireName());
        details.put("timeoutMs", request.timeoutMs());
        details.put("shows", seen.shows());
        return new UiException(ErrorCode.MCP_UI_TIMEOUT, "Waited " + request.timeoutMs() + " ms for changed: "
                + seen.line() + " still shows " + quoted(was) + ". Wait longer, or check that something changes it.",
                details);
    }

    private record Seen(String shows, String line, boolean gone) {
    }
}
