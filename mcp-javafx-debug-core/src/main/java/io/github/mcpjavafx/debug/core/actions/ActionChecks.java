package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.looks.LocalStylesheet;
import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.ErrorCode;
import io.github.mcpjavafx.debug.core.model.UiException;

import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Checks a whole batch before anything runs, so that bad input changes nothing: a missing type or
 * field, an unknown key, a number out of range or fields that exclude each other fail with
 * {@code MCP_UI_INVALID_ARGUMENT} naming the action. Over MCP the published schema has refused most
 * of this already; these checks hold for every caller, and state the rules a schema cannot.
 * Runs on any thread.
 */
final class ActionChecks implements ActionSpec.Visitor<Void> {

    private final int index;
    private final Map<ActionSpec.Style, LocalStylesheet> sheets;

    private ActionChecks(int index, Map<ActionSpec.Style, LocalStylesheet> sheets) {
        this.index = index;
        this.sheets = sheets;
    }

    /**
     * Fails on the first bad action; gives the stylesheets the batch's style actions add, read and checked, by the
     * very action (never on the FX thread: reading a file may take a while).
     */
    static Map<ActionSpec.Style, LocalStylesheet> check(List<ActionSpec> batch) {
        Map<ActionSpec.Style, LocalStylesheet> sheets = new IdentityHashMap<>();
        for (int i = 0; i < batch.size(); i++) {
            ActionSpec action = batch.get(i);
            if (action == null) {
                throw invalid(i, null, null, "needs a type, e.g. {\"type\": \"click\", \"target\": {\"css\": \"#save\"}}.");
            }
            action.accept(new ActionChecks(i, sheets));
        }
        return sheets;
    }

    @Override
    public Void click(ActionSpec.Click click) {
        boolean hasPoint = click.x() != null || click.y() != null;
        if (click.target() != null && hasPoint) {
            throw invalid(click, null, "has both a target and x,y; give one of them.");
        }
        if (click.target() == null && (click.x() == null || click.y() == null || !Double.isFinite(click.x())
                || !Double.isFinite(click.y()))) {
            throw invalid(click, null, "needs a target, or both x and y in screen coordinates.");
        }
        int count = click.clickCount() == null ? 1 : click.clickCount();
        if (count < 1 || count > 3) {
            throw invalid(click, "clickCount", "has clickCount " + count + "; use 1, 2 (double click) or 3.");
        }
        return null;
    }

    @Override
    public Void focus(ActionSpec.Focus focus) {
        return require(focus, "target", focus.target());
    }

    @Override
    public Void typeText(ActionSpec.TypeText type) {
        if (type.text() == null || type.text().isEmpty()) {
            throw invalid(type, "text", "needs a non-empty text to type.");
        }
        return null;
    }

    @Override
    public Void setText(ActionSpec.SetText set) {
        require(set, "target", set.target());
        return require(set, "text", set.text());
    }

    @Override
    public Void setValue(ActionSpec.SetValue set) {
        require(set, "target", set.target());
        if (set.property() == null || set.property().isBlank()) {
            throw invalid(set, "property", "needs property: a property name such as value, rating or lowValue.");
        }
        if (!(set.value() instanceof Number || set.value() instanceof Boolean || set.value() instanceof String)) {
            throw invalid(set, "value", "needs value: a number, true or false, a text or an enum constant's name.");
        }
        return null;
    }

    @Override
    public Void pressKey(ActionSpec.PressKey key) {
        require(key, "key", key.key());
        if (KeyNames.key(key.key()) == null) {
            throw invalid(key, "key", "has unknown key \"" + key.key() + "\"; use a KeyCode name such as "
                    + "ENTER, ESCAPE, TAB, BACK_SPACE, DELETE, UP, PAGE_DOWN, F5, A or DIGIT1.");
        }
        return null;
    }

    @Override
    public Void scroll(ActionSpec.Scroll scroll) {
        int deltaY = notches(scroll, "deltaY", scroll.deltaY());
        int deltaX = notches(scroll, "deltaX", scroll.deltaX());
        if (deltaX == 0 && deltaY == 0) {
            throw invalid(scroll, null, "needs deltaY (wheel notches, positive scrolls down) or deltaX "
                    + "(positive scrolls right), not zero.");
        }
        return require(scroll, "target", scroll.target());
    }

    @Override
    public Void select(ActionSpec.Select select) {
        require(select, "target", select.target());
        if ((select.item() == null) == (select.index() == null)) {
            throw invalid(select, null, "needs item (the exact text shown) or index (from 0), one of them.");
        }
        return null;
    }

    @Override
    public Void expand(ActionSpec.Expand expand) {
        return require(expand, "target", expand.target());
    }

    @Override
    public Void collapse(ActionSpec.Collapse collapse) {
        return require(collapse, "target", collapse.target());
    }

    @Override
    public Void hover(ActionSpec.Hover hover) {
        return require(hover, "target", hover.target());
    }

    @Override
    public Void drag(ActionSpec.Drag drag) {
        require(drag, "target", drag.target());
        boolean hasPoint = drag.x() != null || drag.y() != null;
        if ((drag.to() != null) == hasPoint || (hasPoint && (drag.x() == null || drag.y() == null))) {
            throw invalid(drag, null, "needs where to drop: to (a target), or both x and y in screen coordinates.");
        }
        return null;
    }

    @Override
    public Void await(ActionSpec.Wait wait) {
        try {
            wait.request();
        } catch (UiException e) {
            throw invalid(wait, null, e.getMessage());
        }
        return null;
    }

    @Override
    public Void style(ActionSpec.Style style) {
        require(style, "target", style.target());
        if (style.style() == null && style.addClass() == null && style.removeClass() == null && style.stylesheet() == null) {
            throw invalid(style, null, "needs style (an inline style, \"\" clears it), addClass, removeClass or "
                    + "stylesheet (a URL, or CSS text).");
        }
        String problem = LiveStyles.problem(style);
        if (problem != null) {
            throw invalid(style, null, problem);
        }
        if (style.stylesheet() != null) {
            try {
                sheets.put(style, LiveStyles.sheet(style));
            } catch (LocalStylesheet.Refused refused) {
                throw invalid(style, "stylesheet", refused.getMessage());
            }
        }
        return null;
    }

    @Override
    public Void window(ActionSpec.Window window) {
        boolean sized = window.width() != null || window.height() != null;
        boolean placed = window.x() != null || window.y() != null;
        if (window.close() != null) {
            if (!window.close() || sized || placed || window.maximized() != null) {
                throw invalid(window, "close", "has close " + window.close() + (window.close() ? " with other changes" : "")
                        + "; close takes true, alone: {\"type\": \"window\", \"close\": true}.");
            }
            return null;
        }
        if (!sized && !placed && window.maximized() == null) {
            throw invalid(window, null, "needs width and height, x and y, maximized, or close: true.");
        }
        if (Boolean.TRUE.equals(window.maximized()) && (sized || placed)) {
            throw invalid(window, "maximized", "has maximized true with a size or place; a maximized window fills the "
                    + "screen: give one of them.");
        }
        positive(window, "width", window.width());
        positive(window, "height", window.height());
        if (placed && (window.x() != null && !Double.isFinite(window.x()) || window.y() != null && !Double.isFinite(window.y()))) {
            throw invalid(window, null, "needs finite screen coordinates x and y.");
        }
        return null;
    }

    private void positive(ActionSpec.Window window, String field, Integer size) {
        if (size != null && (size < 1 || size > ActionSpec.MAX_WINDOW_SIZE)) {
            throw invalid(window, field, "has " + field + " " + size + "; a window's size is from 1 to "
                    + ActionSpec.MAX_WINDOW_SIZE + " logical units.");
        }
    }

    private int notches(ActionSpec.Scroll scroll, String field, Integer value) {
        if (value == null) {
            return 0;
        }
        if (Math.abs(value) > ActionSpec.MAX_SCROLL_NOTCHES) {
            throw invalid(scroll, field, "has " + field + " " + value + "; it counts wheel notches: a whole number "
                    + "from -" + ActionSpec.MAX_SCROLL_NOTCHES + " to " + ActionSpec.MAX_SCROLL_NOTCHES + ".");
        }
        return value;
    }

    private Void require(ActionSpec action, String field, Object value) {
        if (value == null) {
            throw invalid(action, field, "needs " + field + ".");
        }
        return null;
    }

    private UiException invalid(ActionSpec action, String field, String problem) {
        return invalid(index, action.type(), field, problem);
    }

    /** {@code field}: the action's field at fault, or null for the action as a whole. */
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
