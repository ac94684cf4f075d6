package io.github.mcpjavafx.debug.mcp;

import io.github.mcpjavafx.debug.core.UiEngine;
import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.NodeRequest;
import io.github.mcpjavafx.debug.core.model.PerformRequest;
import io.github.mcpjavafx.debug.core.model.QueryRequest;
import io.github.mcpjavafx.debug.core.model.ScreenshotRequest;
import io.github.mcpjavafx.debug.core.model.SnapshotRequest;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.model.WindowScope;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The five tools of the {@code mcp-javafx-ui/1.0} contract: each turns its arguments into an
 * engine request and hands it to {@link UiEngine}. Nothing else happens here.
 */
final class UiTools {

    static final String SNAPSHOT = "ui_get_snapshot";
    static final String QUERY = "ui_query";
    static final String NODE = "ui_get_node";
    static final String PERFORM = "ui_perform";
    static final String SCREENSHOT = "ui_screenshot";

    private UiTools() {
    }

    /** The tools to publish: all five, or the four read-only ones when actions are off. */
    static List<UiTool> forEngine(UiEngine engine, ToolSchemas schemas) {
        List<UiTool> tools = new ArrayList<>();
        tools.add(new UiTool(SNAPSHOT, "UI snapshot",
                "Read the live JavaFX scene graph as an indented text tree, one node per line with its stable uid "
                        + "(u-1f), type, #id, text and state. Start here. Compact by default; use root (a ref) and depth "
                        + "to zoom into a subtree, stage=all to see every window including open popups and dialogs, "
                        + "mode=full or include{...} for bounds, properties, accessibility and visible table cells.",
                schemas.input(SNAPSHOT), schemas.output(SNAPSHOT), true,
                args -> engine.snapshot(snapshotRequest(args))));
        tools.add(new UiTool(QUERY, "Find UI nodes",
                "Find nodes by JavaFX CSS selector (#save, .button, TextField), by visible text (labels, buttons, "
                        + "text fields and their prompts, tabs, menus, visible table/list cells; contains by default, or "
                        + "equals / regex), or by predicate (typeIs, idEquals, styleClassHas, textContains, visible, "
                        + "enabled). Returns one line per match with its uid, a summary and where it is on screen.",
                schemas.input(QUERY), schemas.output(QUERY), true,
                args -> engine.query(queryRequest(args))));
        tools.add(new UiTool(NODE, "Read one UI node",
                "Read one node in depth: text, value, bounds, accessibility, JavaFX properties and, for lists and "
                        + "tables, the visible rows. Target it by ref {uid}, or by css/text matching exactly one node. "
                        + "Narrow the answer with fields and properties.",
                schemas.input(NODE), schemas.output(NODE), true,
                args -> engine.node(nodeRequest(args))));
        if (engine.config().allowActions()) {
            tools.add(new UiTool(PERFORM, "Act on the UI",
                    "Run UI actions in order through the JavaFX robot, as a user would: click (a target or screen x,y; "
                            + "button, clickCount), focus, typeText (into the focused node), setText (text inputs), "
                            + "pressKey (KeyCode name + modifiers such as CTRL, SHIFT, SHORTCUT), scroll (deltaY notches, "
                            + "positive scrolls down). Waits for the UI to settle after each action. The first failing "
                            + "action stops the batch and the error names it and why (NOT_VISIBLE, DISABLED, OBSCURED, ...). "
                            + "Verify the effect with ui_get_snapshot or ui_query afterwards.",
                    schemas.input(PERFORM), schemas.output(PERFORM), false,
                    args -> engine.perform(performRequest(args))));
        }
        tools.add(new UiTool(SCREENSHOT, "UI screenshot",
                "Take a PNG (or JPEG) picture of a window (stageIndex, default the focused one) or of one node "
                        + "(target). maxWidth downscales. Costs far more context than a snapshot: use it to check "
                        + "what text cannot tell (layout, colours, images).",
                schemas.input(SCREENSHOT), schemas.output(SCREENSHOT), true,
                args -> engine.screenshot(screenshotRequest(args))));
        return List.copyOf(tools);
    }

    static SnapshotRequest snapshotRequest(ToolArguments args) {
        ToolArguments include = args.object("include");
        return new SnapshotRequest(
                scope(args),
                parse(SnapshotRequest.Mode.class, args.string("mode"), "mode", "compact or full"),
                args.integer("depth"),
                args.ref("root"),
                args.bool("includeControlInternals"),
                include == null ? null : new SnapshotRequest.Include(include.bool("bounds"),
                        include.bool("localToScreen"), include.bool("properties"), include.bool("virtualization"),
                        include.bool("accessibility")));
    }

    static QueryRequest queryRequest(ToolArguments args) {
        ToolArguments scope = args.object("scope");
        ToolArguments selector = args.object("selector");
        if (selector == null) {
            throw UiException.invalidArgument("ui_query needs a selector: {\"css\": \"#save\"}, {\"text\": \"Save\"} "
                    + "or {\"predicate\": {\"typeIs\": [\"Button\"]}}.");
        }
        ToolArguments predicate = selector.object("predicate");
        return new QueryRequest(
                scope == null ? null : scope(scope),
                new QueryRequest.Selector(selector.string("css"), selector.string("text"),
                        parse(QueryRequest.TextMatch.class, selector.string("match"), "match", "contains, equals or regex"),
                        predicate == null ? null : new QueryRequest.Predicate(predicate.strings("typeIs"),
                                predicate.string("idEquals"), predicate.string("styleClassHas"),
                                predicate.string("textContains"), predicate.bool("visible"), predicate.bool("enabled"))),
                args.integer("limit"));
    }

    static NodeRequest nodeRequest(ToolArguments args) {
        Boolean children = args.bool("includeChildren");
        return new NodeRequest(args.target("target"), children != null && children, args.strings("fields"),
                args.strings("properties"));
    }

    static PerformRequest performRequest(ToolArguments args) {
        List<ToolArguments> actions = args.objects("actions");
        List<ActionSpec> specs = new ArrayList<>();
        if (actions != null) {
            for (ToolArguments a : actions) {
                specs.add(new ActionSpec(a.string("type"), a.target("target"), a.number("x"), a.number("y"),
                        a.string("button"), a.integer("clickCount"), a.string("text"), a.string("key"),
                        a.strings("modifiers"), a.number("deltaX"), a.number("deltaY")));
            }
        }
        return new PerformRequest(specs, args.bool("awaitUiIdle"), args.integer("timeoutMs"));
    }

    static ScreenshotRequest screenshotRequest(ToolArguments args) {
        return new ScreenshotRequest(args.integer("stageIndex"), args.target("target"),
                ScreenshotRequest.Format.parse(args.string("format")), args.integer("maxWidth"));
    }

    private static WindowScope scope(ToolArguments args) {
        return new WindowScope(WindowScope.parseSelection(args.string("stage")), args.integer("stageIndex"));
    }

    private static <E extends Enum<E>> E parse(Class<E> type, String value, String name, String allowed) {
        if (value == null || value.isBlank()) {
            return null;
        }
        try {
            return Enum.valueOf(type, value.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw UiException.invalidArgument(name + " must be " + allowed + ", was \"" + value + "\".");
        }
    }
}
