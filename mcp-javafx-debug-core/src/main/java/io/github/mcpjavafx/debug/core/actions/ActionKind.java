package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.capture.NodeReader;
import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.Target;
import io.github.mcpjavafx.debug.core.model.WaitRequest;
import javafx.geometry.Point2D;
import javafx.scene.Node;

import java.util.List;

/**
 * What one action type of {@code ui_perform} does, declared in one class: how its input is checked, how it acts,
 * what its result line shows of what it was given, and the statements that replay it in an exported test. The
 * record the agent's JSON binds to is {@link ActionSpec}'s; its declaration is the class of this package named
 * after the record with {@code Action} added ({@code ClickAction} for the record {@code Click}), found once per
 * type. How to add a type: {@code docs/development.md}.
 */
public abstract class ActionKind<A extends ActionSpec> {

    /** The declarations, by record: found by name, so that a new type is its record and its declaration alone. */
    private static final ClassValue<ActionKind<?>> DECLARED = new ClassValue<>() {
        @Override
        protected ActionKind<?> computeValue(Class<?> record) {
            String name = ActionKind.class.getPackageName() + "." + record.getSimpleName() + "Action";
            try {
                return (ActionKind<?>) Class.forName(name).getDeclaredConstructor().newInstance();
            } catch (ReflectiveOperationException | ClassCastException e) {
                throw new IllegalStateException("Action type " + record.getSimpleName() + " has no declaration: "
                        + name + " extending ActionKind is missing", e);
            }
        }
    };

    /** The declaration of {@code action}'s type. */
    @SuppressWarnings("unchecked")
    public static <A extends ActionSpec> ActionKind<A> of(A action) {
        return (ActionKind<A>) DECLARED.get(action.getClass());
    }

    /**
     * Refuses input that cannot run, with {@code checks}' {@code invalid} or {@code require}: a missing field, a
     * number out of range, fields that exclude each other. Any thread; nothing has run yet.
     */
    abstract void check(A action, ActionChecks checks);

    /** Acts on the step's resolved target, through the robot or the control's API. FX thread. */
    abstract RobotActions.Acted run(A action, Step step);

    /** What the action was given, as its result line shows it ({@code "ACME"}, {@code CTRL+S}); empty when its target says it all. */
    String given(A action) {
        return "";
    }

    /** A node to resolve besides the target (a drag's drop target); null when there is none. */
    Target dropTarget(A action) {
        return null;
    }

    /** The wait a {@code wait} action is: awaited between steps, off the FX thread; null for an action that acts. */
    WaitRequest awaits(A action) {
        return null;
    }

    /** A check of the input against the screen, run on the FX thread before any action runs; null when none. */
    Runnable screenCheck(A action) {
        return null;
    }

    /**
     * What the action's line adds when its batch changed nothing: where its input went instead (a caption over the
     * shape that handles the press); empty when it cannot tell. FX thread.
     */
    String unanswered(A action, Node target, NodeReader reader) {
        return "";
    }

    /** The {@code KeyCode} name a replay presses, as the recording keeps it; null for an action that presses no key. */
    String pressedKey(A action) {
        return null;
    }

    /** The statements that replay the action in a TestFX test, calling the helpers of {@code mcp-javafx-debug-testfx}. */
    public abstract List<String> replay(A action, Replay replay);

    /** The texts the action typed, set or chose (a date in them is not the clock's); empty for one that typed none. */
    public List<String> typed(A action) {
        return List.of();
    }

    /** The screen point a drag dropped at, when it dropped at a point rather than on a node; null otherwise. */
    public Point2D dropPoint(A action) {
        return null;
    }

    /** What a replay of one recorded action is written with; the recording gives it, the locators chosen its way. */
    public interface Replay {

        /** The expression that finds the action's target in the test. */
        String node();

        /** The expression that finds a drag's drop target; null when none was recorded (it was in no window). */
        String to();

        /** Where a drag to a screen point went, from the dragged node's centre; null when it was not recorded. */
        Point2D offset();

        /** The title of the window a window action changed, nullable. */
        String window();

        /** The {@code KeyCode} name the action pressed, as recorded ({@link #pressedKey}). */
        String key();

        /** The statements of a wait, as a {@code ui_wait} step is replayed. */
        List<String> waitFor(WaitRequest wait);

        /** A {@code // not replayed:} comment saying {@code why}; the checks after it are left out. */
        List<String> skipped(String why);

        /** {@code text} as a Java string literal. */
        String literal(String text);

        /** {@code value} as a Java double literal, as short as it reads. */
        String number(double value);
    }
}
