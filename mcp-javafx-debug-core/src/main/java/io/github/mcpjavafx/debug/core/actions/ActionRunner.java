package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.fx.FxThread;
import io.github.mcpjavafx.debug.core.model.ErrorCode;
import io.github.mcpjavafx.debug.core.model.PerformRequest;
import io.github.mcpjavafx.debug.core.model.PerformResult.Outcome;
import io.github.mcpjavafx.debug.core.model.PerformResult;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.model.UiRef;
import io.github.mcpjavafx.debug.core.query.TargetResolver;
import io.github.mcpjavafx.debug.core.scene.NodePaths;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.scene.WindowList;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.input.MouseButton;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Collectors;

/**
 * Runs a {@code ui_perform} batch: checks every action first (bad input changes nothing), then
 * runs them in order, each as one call onto the FX thread that resolves the target and acts,
 * followed by a wait for the UI to settle. The first failure stops the batch.
 *
 * <p>Call it from any thread but the FX thread: robot input is handled by the FX thread only
 * after the call that produced it has returned, so the runner must hand the thread back between
 * steps.
 */
public final class ActionRunner {

    private static final int QUOTED_TEXT_MAX = 24;

    private final TargetResolver targets;
    private final UidRegistry uids;
    private final long fxTimeoutMs;
    private final RobotActions actions; // FX thread only, like the Robot it holds

    /**
     * @param targets     resolves each action's target
     * @param uids        names the nodes acted on in results and errors
     * @param fxTimeoutMs the default time each FX-thread step may take
     */
    public ActionRunner(TargetResolver targets, UidRegistry uids, long fxTimeoutMs) {
        this.targets = targets;
        this.uids = uids;
        this.fxTimeoutMs = fxTimeoutMs;
        this.actions = new RobotActions(new NodeLabels(uids));
    }

    /**
     * Runs the batch. On success every outcome is {@code ok}; otherwise throws the failing step's
     * {@link UiException} (usually {@code MCP_UI_ACTION_FAILED}) with {@code actionIndex},
     * {@code actionType} and {@code results} (the outcomes so far, the failed one last) added to
     * its details. Input that cannot run fails with {@code MCP_UI_INVALID_ARGUMENT} before
     * anything has run.
     */
    public PerformResult perform(PerformRequest request) {
        if (Platform.isFxApplicationThread()) {
            throw new UiException(ErrorCode.MCP_UI_INTERNAL, "ui_perform was called on the FX thread, which must "
                    + "be free to handle the robot's input between steps; call it from another thread.");
        }
        List<PlannedAction> plan = ActionParser.parse(request.actions());
        long timeoutMs = request.timeoutMs() != null ? request.timeoutMs() : fxTimeoutMs;
        List<Outcome> outcomes = new ArrayList<>(plan.size());
        List<String> lines = new ArrayList<>(plan.size());
        for (int i = 0; i < plan.size(); i++) {
            PlannedAction action = plan.get(i);
            AtomicReference<Touched> touched = new AtomicReference<>();
            try {
                run(action, touched, timeoutMs);
                if (request.awaitUiIdle()) {
                    FxThread.awaitIdle(timeoutMs);
                }
            } catch (UiException failure) {
                Touched node = touched.get();
                outcomes.add(new Outcome(i, action.type(), false, node == null ? null : node.ref(), failure.toError()));
                throw batchFailure(failure, i, plan.size(), action, outcomes);
            }
            Touched node = touched.get();
            outcomes.add(new Outcome(i, action.type(), true, node == null ? null : node.ref(), null));
            lines.add(line(i, action, node));
        }
        return new PerformResult(List.copyOf(outcomes), String.join("\n", lines));
    }

    /** One step: resolve and act in one FX call, then the action's continuations, each after the UI settled. */
    private void run(PlannedAction action, AtomicReference<Touched> touched, long timeoutMs) {
        RobotActions.Acted acted = FxThread.call(() -> {
            Node target = action.target() == null ? null : targets.resolve(action.target());
            if (target != null) {
                touched.set(describe(target)); // known before acting, so a failure can still name it
            }
            RobotActions.Acted result = dispatch(action, target);
            if (target == null && result.node() != null) {
                touched.set(describe(result.node()));
            }
            return result;
        }, timeoutMs);
        while (acted.next() != null) {
            FxThread.awaitIdle(timeoutMs); // the robot's input must be handled before we look at its effect
            acted = FxThread.call(acted.next()::run, timeoutMs);
        }
    }

    private RobotActions.Acted dispatch(PlannedAction action, Node target) {
        if (action instanceof PlannedAction.Focus) {
            return actions.focus(target);
        }
        if (action instanceof PlannedAction.Click click) {
            return target != null
                    ? actions.click(target, click.button(), click.clickCount())
                    : actions.clickAt(click.x(), click.y(), click.button(), click.clickCount());
        }
        if (action instanceof PlannedAction.TypeText type) {
            return actions.typeText(target, type.text());
        }
        if (action instanceof PlannedAction.SetText set) {
            return actions.setText(target, set.text());
        }
        if (action instanceof PlannedAction.PressKey key) {
            return actions.pressKey(key.key(), key.modifiers());
        }
        PlannedAction.Scroll scroll = (PlannedAction.Scroll) action;
        return actions.scroll(target, scroll.deltaX(), scroll.deltaY());
    }

    /** FX thread: the node's ref and {@code Type#id}, captured while the node is at hand. */
    private Touched describe(Node node) {
        UiRef ref = new UiRef(uids.uidOf(node),
                NodePaths.pathOf(node, WindowList.showing()).map(Object::toString).orElse(null));
        return new Touched(ref, NodeLabels.typeAndId(node));
    }

    private static UiException batchFailure(UiException failure, int index, int size, PlannedAction action,
                                            List<Outcome> outcomes) {
        Map<String, Object> details = new LinkedHashMap<>(failure.details());
        details.put("actionIndex", index);
        details.put("actionType", action.type());
        details.put("results", List.copyOf(outcomes));
        String ran = index == 0 ? "nothing ran before it" : "actions 0.." + (index - 1) + " ran";
        String skipped = index == size - 1 ? "" : ", " + (size - index - 1) + " after it did not run";
        UiException batch = new UiException(failure.code(), "Action " + index + " (" + action.type() + ") failed ("
                + ran + skipped + "): " + failure.getMessage(), details, failure.getCause());
        batch.setStackTrace(failure.getStackTrace());
        return batch;
    }

    /** {@code 0 click u-8 Button#save ok}. */
    private static String line(int index, PlannedAction action, Touched node) {
        StringBuilder line = new StringBuilder().append(index).append(' ').append(action.type());
        String what = whatOf(action);
        if (!what.isEmpty()) {
            line.append(' ').append(what);
        }
        if (node != null) {
            line.append(' ').append(node.ref().uid()).append(' ').append(node.typeAndId());
        }
        return line.append(" ok").toString();
    }

    private static String whatOf(PlannedAction action) {
        if (action instanceof PlannedAction.Click click) {
            String where = click.target() == null ? "(" + num(click.x()) + "," + num(click.y()) + ")" : "";
            String how = (click.button() == MouseButton.PRIMARY ? "" : click.button().name())
                    + (click.clickCount() == 1 ? "" : " x" + click.clickCount());
            return (where + " " + how).trim();
        }
        if (action instanceof PlannedAction.TypeText type) {
            return quoted(type.text());
        }
        if (action instanceof PlannedAction.SetText set) {
            return quoted(set.text());
        }
        if (action instanceof PlannedAction.PressKey key) {
            return key.modifiers().stream().map(Enum::name).map(m -> m + "+").collect(Collectors.joining())
                    + key.key().name();
        }
        if (action instanceof PlannedAction.Scroll scroll) {
            return ((scroll.deltaY() != 0 ? "deltaY=" + scroll.deltaY() : "") + " "
                    + (scroll.deltaX() != 0 ? "deltaX=" + scroll.deltaX() : "")).trim();
        }
        return "";
    }

    private static String quoted(String text) {
        String shown = text.length() <= QUOTED_TEXT_MAX ? text : text.substring(0, QUOTED_TEXT_MAX) + "…";
        return "\"" + shown.replace("\n", "\\n") + "\"";
    }

    private static String num(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }

    /** The node an action touched, as results name it. */
    private record Touched(UiRef ref, String typeAndId) {
    }
}
