package io.github.mcpjavafx.debug.core.highlight;

import io.github.mcpjavafx.debug.core.capture.NodeReader;
import io.github.mcpjavafx.debug.core.fx.FxThread;
import io.github.mcpjavafx.debug.core.marks.InteractiveMarks;
import io.github.mcpjavafx.debug.core.marks.MarkedNode;
import io.github.mcpjavafx.debug.core.model.FailureReason;
import io.github.mcpjavafx.debug.core.model.HighlightRequest;
import io.github.mcpjavafx.debug.core.model.HighlightResult;
import io.github.mcpjavafx.debug.core.model.HighlightResult.Highlighted;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.model.WindowScope;
import io.github.mcpjavafx.debug.core.query.TargetResolver;
import io.github.mcpjavafx.debug.core.scene.NodeVisibility;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.scene.WindowList;
import io.github.mcpjavafx.debug.core.text.NodeLine;
import javafx.scene.Node;
import javafx.stage.Window;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code ui_highlight} and the flash before each action: outlines and uid badges drawn over the
 * app's real windows for a person watching. They change nothing in the app and no tool sees them.
 * One highlight at a time: a new one replaces the last; it goes after its duration or on clear.
 */
public final class Highlighter {

    private final TargetResolver targets;
    private final InteractiveMarks marks;
    private final UidRegistry uids;
    private final NodeReader reader;
    private final boolean flashActions;
    private final long fxTimeoutMs;
    // FX thread only, like the windows they hold:
    private final ActionFlash flash = new ActionFlash();
    private HighlightOverlay shown;
    private List<MarkedNode> outlined = List.of();
    private long generation;

    /**
     * @param flashActions whether {@link #flash} outlines action targets ({@code mcp.ui.highlight-actions},
     *                     where {@link Onlookers#possible() someone can watch})
     * @param fxTimeoutMs  how long to wait for the FX thread
     */
    public Highlighter(TargetResolver targets, InteractiveMarks marks, UidRegistry uids, boolean flashActions,
                       long fxTimeoutMs) {
        this.targets = targets;
        this.marks = marks;
        this.uids = uids;
        this.reader = new NodeReader(uids);
        this.flashActions = flashActions;
        this.fxTimeoutMs = fxTimeoutMs;
    }

    /**
     * Highlights what the request names, or clears. Any thread.
     *
     * @throws UiException the target's usual errors ({@code MCP_UI_STALE_REF}, {@code MCP_UI_NODE_NOT_FOUND},
     *                     {@code MCP_UI_ACTION_FAILED} with {@code NOT_VISIBLE}...), the old highlight left as it was
     */
    public HighlightResult highlight(HighlightRequest request) {
        return FxThread.call(() -> {
            if (request.clearOnly()) {
                clear();
                return HighlightResult.cleared();
            }
            List<MarkedNode> chosen = request.target() != null ? List.of(markOf(targets.resolve(request.target())))
                    : marks.inWindows(WindowScope.focused());
            clear();
            int durationMs = request.effectiveDurationMs();
            long mine = generation;
            outline(chosen);
            FxThread.later(durationMs, () -> clearIf(mine));
            return HighlightResult.of(chosen.stream().map(m -> new Highlighted(m.uid(), m.line())).toList(),
                    marks.listable(chosen.stream().map(MarkedNode::line).toList()), durationMs);
        }, fxTimeoutMs);
    }

    /**
     * FX thread: takes the highlight off the screen while robot input runs, so that no overlay window
     * takes a click meant for the app. The returned task outlines the same nodes again where they are
     * then (leaving out those the input hid or removed), unless the highlight has ended meanwhile.
     */
    public Runnable stepAside() {
        if (shown == null) {
            return () -> { };
        }
        shown.remove();
        long mine = generation;
        return () -> {
            if (generation == mine && shown != null) {
                outline(movedOn(outlined));
            }
        };
    }

    /** FX thread: outlines an action's target for a moment, when {@code mcp.ui.highlight-actions} is on. */
    public void flash(Node target) {
        if (flashActions) {
            flash.flash(target);
        }
    }

    private MarkedNode markOf(Node node) {
        Node hidden = NodeVisibility.firstHidden(node);
        String line = NodeLine.of(reader.summary(node, WindowList.showing()));
        if (hidden != null) {
            throw UiException.actionFailed(FailureReason.NOT_VISIBLE, line + " is not visible, so there is nothing "
                    + "to outline. Make it visible first.", Map.of("uid", uids.uidOf(node)));
        }
        Window window = node.getScene().getWindow();
        return MarkedNode.of(node, WindowList.showing().indexOf(window), uids.uidOf(node), line).orElseThrow(
                () -> UiException.actionFailed(FailureReason.OFF_SCREEN, line + " lies outside what its window shows "
                        + "(scrolled out of view or beyond the window's edge), so there is nothing to outline. Scroll "
                        + "it into view first (a scroll action on its container).", Map.of("uid", uids.uidOf(node))));
    }

    private void outline(List<MarkedNode> chosen) {
        long mine = generation;
        outlined = chosen;
        shown = HighlightOverlay.show(chosen, WindowList.showing(), () -> clearIf(mine));
    }

    /** The marks where their nodes are now; nodes no longer visible or scrolled out of view are left out. */
    private List<MarkedNode> movedOn(List<MarkedNode> before) {
        List<Window> windows = WindowList.showing();
        List<MarkedNode> now = new ArrayList<>(before.size());
        for (MarkedNode mark : before) {
            Node node = uids.find(mark.uid()).orElse(null);
            if (node != null && NodeVisibility.isEffectivelyVisible(node)) {
                MarkedNode.of(node, windows.indexOf(node.getScene().getWindow()), mark.uid(), mark.line()).ifPresent(now::add);
            }
        }
        return now;
    }

    private void clearIf(long mine) {
        if (generation == mine) {
            clear();
        }
    }

    private void clear() {
        generation++;
        if (shown != null) {
            shown.remove();
            shown = null;
            outlined = List.of();
        }
    }
}
