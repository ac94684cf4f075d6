package io.github.mcpjavafx.debug.core.recording;

import io.github.mcpjavafx.debug.core.actions.ActionKind;
import io.github.mcpjavafx.debug.core.actions.ActionObserver;
import io.github.mcpjavafx.debug.core.changes.AppErrors;
import io.github.mcpjavafx.debug.core.changes.ChangeTracker;
import io.github.mcpjavafx.debug.core.controls.NodeText;
import io.github.mcpjavafx.debug.core.fx.FxThread;
import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.PerformResult;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.model.WaitRequest;
import io.github.mcpjavafx.debug.core.scene.Ancestry;
import io.github.mcpjavafx.debug.finder.SceneWalk;
import javafx.geometry.Bounds;
import javafx.application.Platform;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.control.Tooltip;
import javafx.stage.PopupWindow;
import javafx.stage.Stage;
import javafx.stage.Window;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Records what each {@code ui_perform} batch did into the {@link SessionRecording}: its actions with the facts a
 * replay finds their nodes by, its waits, and the text, value and console changes a replay checks. A batch's
 * steps are added at its end, in one piece, also when a failure stopped it.
 */
public final class ActionRecorder implements ActionObserver {

    private final SessionRecording recording;
    /** The most a look at a wait's matches may take on the FX thread: the app's FX timeout, as for every call. */
    private final long lookMs;
    /** What showed before the last batch's first action; null when it had none with a target. */
    private volatile BeforeLook lastBefore;

    public ActionRecorder(SessionRecording recording, long lookMs) {
        this.recording = recording;
        this.lookMs = lookMs;
    }

    @Override
    public Batch batchStarted() {
        lastBefore = null;
        return new BatchSteps();
    }

    /**
     * The step of a {@code ui_wait} that held, with whether it held already before the last batch's actions (then it
     * proves nothing they did). FX thread.
     */
    public RecordedStep.Wait waited(WaitRequest request) {
        BeforeLook before = lastBefore;
        return new RecordedStep.Wait(request, before == null ? null : before.heldBefore(request));
    }

    /** A popup as {@link SceneWalk#popupsShowing} counts them: tooltips aside, which come and go with the pointer. */
    private static boolean isPopup(Window window) {
        return window instanceof PopupWindow && !(window instanceof Tooltip);
    }

    /**
     * One batch's steps. Synchronized: the facts are noted on the FX thread, while a step that timed out is told
     * on the caller's thread.
     */
    private final class BatchSteps implements Batch {

        private final List<RecordedStep> steps = new ArrayList<>();
        private final Map<Integer, Touched> touched = new HashMap<>();
        /** What showed before the batch's first action on a node: what its checks must not have held for. */
        private BeforeLook before;
        /** The batch's targets and their values before its first action on them (nullable: no value). */
        private final Map<Node, String> valuesBefore = new IdentityHashMap<>();
        /** Each action's target, by index: a later action on the same node may overwrite what it showed. */
        private final Map<Integer, Node> targets = new HashMap<>();
        /** Each act step's target. */
        private final Map<RecordedStep.Act, Node> actTargets = new IdentityHashMap<>();
        /** The acts that wrote a text, with their target and the text check it passed once the act ended. */
        private final Map<RecordedStep.Act, WrittenText> written = new IdentityHashMap<>();

        /** The facts of an action's nodes, read from the nodes and their ancestors only: the locators are chosen at export. */
        private record Touched(NodeFacts target, NodeFacts to, RecordedStep.Offset offset) {
        }

        @Override
        public synchronized void aboutToAct(int index, ActionSpec action, Node target, Node to) {
            if (before == null) {
                before = BeforeLook.now();
                lastBefore = before;
            }
            touched.put(index, new Touched(NodeFacts.of(target), to == null ? null : NodeFacts.of(to),
                    dragOffset(action, target)));
            valuesBefore.putIfAbsent(target, NodeText.value(target));
            if (target != null) {
                targets.put(index, target);
            }
        }

        /** A drag to a screen point, as an offset from the node's center: the node may be elsewhere in a replay. */
        private static RecordedStep.Offset dragOffset(ActionSpec action, Node node) {
            Point2D drop = ActionKind.of(action).dropPoint(action);
            Bounds screen = drop == null ? null : node.localToScreen(node.getBoundsInLocal());
            return screen == null ? null
                    : new RecordedStep.Offset(drop.getX() - screen.getCenterX(), drop.getY() - screen.getCenterY());
        }

        /** A replay presses the part too: a test's click on the center would hit a dead spot. */
        @Override
        public synchronized void pressed(int index, Node part) {
            NodeFacts facts = NodeFacts.of(part);
            Touched was = touched.get(index);
            if (facts != null && was != null) {
                touched.put(index, new Touched(facts, was.to(), was.offset()));
            }
        }

        @Override
        public synchronized void acted(int index, ActionSpec action, String key, String window) {
            Touched facts = touched.getOrDefault(index, new Touched(null, null, null));
            boolean first = steps.stream().noneMatch(RecordedStep.Act.class::isInstance);
            RecordedStep.Act act = new RecordedStep.Act(action, facts.target(), facts.to(), key, facts.offset(), window, first);
            steps.add(act);
            Node target = targets.get(index);
            if (target != null) {
                actTargets.put(act, target);
            }
            String typed = ActionKind.of(action).typed(action).stream().filter(text -> text != null && !text.isEmpty())
                    .findFirst().orElse(null); // a select by index typed none
            if (target != null && typed != null && Platform.isFxApplicationThread()) {
                // a failed step is told off the FX thread, where nothing may be read
                WrittenText wrote = WrittenText.of(target, typed, before, valuesBefore.get(target));
                if (wrote != null) {
                    written.put(act, wrote);
                }
            }
        }

        /**
         * The texts the batch's acts wrote that a later act on the same node wrote over ({@code "3"} typed into a
         * spinner, then its value set to 2): each checked right after its act, since the batch's end shows only the
         * last and a replay without the first act would pass. FX thread.
         */
        private void checkOverwrittenTexts() {
            for (int i = steps.size() - 1; i >= 0; i--) {
                WrittenText wrote = written.get(steps.get(i));
                if (wrote != null && actedOnAfter(i, wrote.target()) && !wrote.shown().equals(wrote.shownNow())) {
                    steps.add(i + 1, wrote.check());
                }
            }
        }

        private boolean actedOnAfter(int index, Node target) {
            return steps.subList(index + 1, steps.size()).stream().anyMatch(step -> step instanceof RecordedStep.Act later
                    && actTargets.get(later) == target);
        }

        /** Not synchronized while it looks: the FX thread must not wait for this batch's lock meanwhile. */
        @Override
        public void waited(WaitRequest wait) {
            BeforeLook look;
            synchronized (this) {
                look = before;
            }
            Boolean held = null;
            try {
                held = look == null ? null : FxThread.call(() -> look.heldBefore(wait), lookMs);
            } catch (UiException busy) {
                // a UI too busy to look again leaves the wait of unknown state before: it is exported as a check
            }
            synchronized (this) {
                steps.add(new RecordedStep.Wait(wait, held));
            }
        }

        /**
         * The checks of what the batch changed, its targets' own first: a toggle that became selected proves the click
         * before anything it brought. A target whose value changed is checked even when the changes did not list it.
         */
        @Override
        public synchronized void changed(ChangeTracker.Diff diff) {
            checkOverwrittenTexts();
            List<RecordedStep> checks = new ArrayList<>(TextChecks.of(diff.textChanged(), before));
            diff.valueChanged().forEach(change -> checks.addAll(ValueChecks.of(change.node(), change.value(),
                    change.ownProperties(), change.selection(), change.state())));
            valuesBefore.forEach((target, was) -> {
                if (!Objects.equals(was, NodeText.value(target)) && checks.stream().noneMatch(check -> checks(check, target))) {
                    checks.addAll(ValueChecks.of(target, true, List.of(), false, false));
                }
            });
            dropRepeatedCheckedItems(checks);
            checks.replaceAll(check -> cameLate(check, diff.cameLate()) ? new RecordedStep.Late(check) : check);
            List<RecordedStep> own = checks.stream().filter(check -> valuesBefore.keySet().stream()
                    .anyMatch(target -> checks(check, target))).toList();
            steps.addAll(own);
            checks.stream().filter(check -> !own.contains(check)).forEach(steps::add);
            checkWindows(diff);
        }

        /**
         * The checks of the windows the batch opened or closed: a titled window it opened, by the title a person reads
         * (the replay waits for it); the popups, when it closed all that showed (ESCAPE on a combo box's list) or opened
         * one when none showed (a popover), by none or one showing.
         */
        private void checkWindows(ChangeTracker.Diff diff) {
            diff.opened().stream().filter(window -> window instanceof Stage stage && stage.isShowing()
                            && stage.getTitle() != null && !stage.getTitle().isBlank() && !titledBefore(stage, diff))
                    .map(window -> new RecordedStep.WindowShown(((Stage) window).getTitle())).distinct().forEach(steps::add);
            int showing = SceneWalk.popupsShowing();
            long opened = diff.opened().stream().filter(window -> isPopup(window) && window.isShowing()).count();
            boolean closed = diff.closed().stream().anyMatch(ActionRecorder::isPopup);
            if (showing == 0 && closed) {
                steps.add(new RecordedStep.PopupsClosed());
            } else if (opened > 0 && opened == showing && !closed) {
                steps.add(new RecordedStep.PopupShown());
            }
        }

        /** Whether a window that showed before the action has the same title: a check by it would hold before too. */
        private static boolean titledBefore(Stage opened, ChangeTracker.Diff diff) {
            return Window.getWindows().stream().anyMatch(window -> window != opened && !diff.opened().contains(window)
                    && window instanceof Stage stage && opened.getTitle().equals(stage.getTitle()));
        }

        /** Whether a check reads a node (or a control around one) whose change came after its action's dispatch. */
        private static boolean cameLate(RecordedStep check, List<Node> late) {
            NodeFacts facts = check.checks();
            Node node = facts == null || facts.node() == null ? null : facts.node().get();
            return node != null && late.stream().anyMatch(changed -> Ancestry.isAncestorOrSelf(node, changed));
        }

        /** One check of a control's checked items: its skin's changed part and the control itself both lead to it. */
        private static void dropRepeatedCheckedItems(List<RecordedStep> checks) {
            List<Node> checked = new ArrayList<>();
            checks.removeIf(check -> {
                if (!(check instanceof RecordedStep.CheckedShown shown) || shown.control().node() == null) {
                    return false;
                }
                Node control = shown.control().node().get();
                boolean repeated = checked.stream().anyMatch(seen -> seen == control);
                checked.add(control);
                return repeated;
            });
        }

        private static boolean checks(RecordedStep check, Node node) {
            NodeFacts facts = check.checks();
            return facts != null && facts.node() != null && facts.node().get() == node;
        }

        @Override
        public synchronized void printed(AppErrors.Printed printed) {
            if (!printed.repeats()) { // a line printed again and again is a loop's trace, not a result a replay checks
                steps.addAll(ConsoleChecks.of(printed.lines(), printed.more()));
            }
        }

        @Override
        public synchronized PerformResult.Steps ended() {
            SessionRecording.Numbers numbers = recording.add(steps);
            return numbers == null ? null : new PerformResult.Steps(numbers.first(), numbers.last());
        }
    }
}
