package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.fx.FxThread;
import io.github.mcpjavafx.debug.core.looks.LocalStylesheet;
import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.ErrorCode;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.model.WaitRequest;
import io.github.mcpjavafx.debug.core.query.TargetResolver;
import io.github.mcpjavafx.debug.core.wait.UiWaiter;

import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Checks a whole batch before anything runs, so that bad input changes nothing: a missing type or
 * field, an unknown key, a number out of range or fields that exclude each other fail with
 * {@code MCP_UI_INVALID_ARGUMENT} naming the action. Over MCP the published schema has refused most
 * of this already; these checks hold for every caller, and state the rules a schema cannot. Each type's
 * rules are its declaration's ({@link ActionKind#check}); this is what they refuse with.
 */
final class ActionChecks {

    private final int index;
    private final ActionSpec action;
    private final Map<ActionSpec, LocalStylesheet> sheets;

    private ActionChecks(int index, ActionSpec action, Map<ActionSpec, LocalStylesheet> sheets) {
        this.index = index;
        this.action = action;
        this.sheets = sheets;
    }

    /**
     * Fails on the first bad action; gives the stylesheets the batch's style actions add, read and checked, by the
     * very action (never on the FX thread: reading a file may take a while).
     */
    static Map<ActionSpec, LocalStylesheet> check(List<ActionSpec> batch) {
        Map<ActionSpec, LocalStylesheet> sheets = new IdentityHashMap<>();
        for (int i = 0; i < batch.size(); i++) {
            ActionSpec action = batch.get(i);
            if (action == null) {
                throw invalid(i, null, null, "needs a type, e.g. {\"type\": \"click\", \"target\": {\"css\": \"#save\"}}.");
            }
            ActionKind.of(action).check(action, new ActionChecks(i, action, sheets));
        }
        return sheets;
    }

    /**
     * A malformed css, regex or blank text anywhere in the batch is refused before the first action
     * runs, as {@link ActionParser} refuses the rest of bad input: a refused batch changes nothing.
     */
    static void checkSelectors(List<ActionSpec> plan, TargetResolver targets, UiWaiter waiter, long fxTimeoutMs) {
        for (int i = 0; i < plan.size(); i++) {
            ActionSpec action = plan.get(i);
            try {
                ActionKind<ActionSpec> kind = ActionKind.of(action);
                targets.check(action.target(), "target");
                targets.check(kind.dropTarget(action), "to");
                WaitRequest wait = kind.awaits(action);
                if (wait != null) {
                    waiter.check(wait);
                }
                Runnable onScreen = kind.screenCheck(action);
                if (onScreen != null) {
                    FxThread.run(onScreen, fxTimeoutMs);
                }
            } catch (UiException refusal) {
                Map<String, Object> details = new LinkedHashMap<>(refusal.details());
                details.put("argument", "actions[" + i + "]." + details.get("argument"));
                details.put("actionIndex", i);
                details.put("actionType", action.type());
                throw new UiException(refusal.code(), "Action " + i + " (" + action.type() + ") "
                        + refusal.getMessage() + " Nothing was run.", details, refusal);
            }
        }
    }

    /** Keeps the stylesheet the action adds, read while checking: written where JavaFX reads it before the batch runs. */
    void stage(LocalStylesheet sheet) {
        sheets.put(action, sheet);
    }

    /** Refuses a missing {@code field}. */
    void require(String field, Object value) {
        if (value == null) {
            throw invalid(field, "needs " + field + ".");
        }
    }

    /** {@code field}: the action's field at fault, or null for the action as a whole. */
    UiException invalid(String field, String problem) {
        return invalid(index, action.type(), field, problem);
    }

    private static UiException invalid(int index, String type, String field, String problem) {
        String what = type == null ? "Action " + index : "Action " + index + " (" + type + ")";
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("argument", "actions[" + index + "]" + (field == null ? "" : "." + field));
        details.put("actionIndex", index);
        if (type != null) {
            details.put("actionType", type);
        }
        return new UiException(ErrorCode.MCP_UI_INVALID_ARGUMENT, what + " " + problem
                + " Nothing was run.", details);
    }
}
