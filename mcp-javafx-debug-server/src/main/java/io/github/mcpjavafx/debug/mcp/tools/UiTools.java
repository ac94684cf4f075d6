package io.github.mcpjavafx.debug.mcp.tools;

import io.github.mcpjavafx.debug.core.UiEngine;
import io.github.mcpjavafx.debug.core.model.ActionTypes;
import io.github.mcpjavafx.debug.core.model.ExportTestRequest;
import io.github.mcpjavafx.debug.core.model.HighlightRequest;
import io.github.mcpjavafx.debug.core.model.LogsRequest;
import io.github.mcpjavafx.debug.core.model.NodeRequest;
import io.github.mcpjavafx.debug.core.model.PerformRequest;
import io.github.mcpjavafx.debug.core.model.PickRequest;
import io.github.mcpjavafx.debug.core.model.QueryRequest;
import io.github.mcpjavafx.debug.core.model.ScreenshotRequest;
import io.github.mcpjavafx.debug.core.model.SnapshotRequest;
import io.github.mcpjavafx.debug.core.model.TraceRequest;
import io.github.mcpjavafx.debug.core.model.WaitRequest;
import io.github.mcpjavafx.debug.mcp.ToolDeclaration;

import java.util.List;

import static io.github.mcpjavafx.debug.mcp.ToolDeclaration.Effect.CHANGES;
import static io.github.mcpjavafx.debug.mcp.ToolDeclaration.Effect.READS;
import static io.github.mcpjavafx.debug.mcp.ToolDeclaration.Effect.READS_ONCE;
import static io.github.mcpjavafx.debug.mcp.ToolDeclaration.tool;

/**
 * The ui_* tools every app's server publishes, each declared once, in the order {@code tools/list} shows them.
 * Their shares are what they take now, with a few characters of room: the list is full, so a tool that grows
 * takes its room from another's share.
 */
public final class UiTools {

    public static final List<ToolDeclaration<UiEngine, ?>> ALL = List.of(
            tool("ui_get_snapshot", "UI snapshot", READS, SnapshotRequest.class, UiEngine::snapshot)
                    .described("Read the live JavaFX UI as an indented text tree, one node per line with its stable uid "
                            + "(u-1f), type, #id, text and state. Start here. Zoom in with root and depth; stage=all "
                            + "shows every window (popups, dialogs); mode=full adds detail.")
                    .example("{\"root\": {\"uid\": \"u-3\"}, \"depth\": 3}")
                    .share(1_734),
            tool("ui_query", "Find UI nodes", READS, QueryRequest.class, UiEngine::query)
                    .described("Find nodes by JavaFX CSS selector (#save, .button, TextField), visible text (contains by "
                            + "default) or predicate. One line per match with its uid.")
                    .example("{\"selector\": {\"text\": \"Save\", \"match\": \"equals\"}}")
                    .share(1_548),
            tool("ui_get_node", "Read one UI node", READS, NodeRequest.class, UiEngine::node)
                    .described("One node in depth: full text, value, bounds, accessibility, properties, visible rows, "
                            + "why it is unseen; style: CSS origins.")
                    .example("{\"target\": {\"ref\": {\"uid\": \"u-9\"}}, \"fields\": [\"text\", \"layout\"]}")
                    .share(1_211),
            tool("ui_perform", "Act on the UI", CHANGES, PerformRequest.class, UiEngine::perform)
                    // every action type with its fields and what it does, as the code declares them
                    .described("Run UI actions in order as a user would (JavaFX robot), settling after each; the first "
                            + "failure stops the batch and says why. Types (fields, * required): " + ActionTypes.summary())
                    .example("{\"actions\": [{\"type\": \"setText\", \"target\": {\"css\": \"#customer\"}, \"text\": \"Ada\"}, "
                            + "{\"type\": \"click\", \"target\": {\"ref\": {\"uid\": \"u-9\"}}}]}")
                    .share(5_190),
            tool("ui_wait", "Wait for the UI", READS, WaitRequest.class, UiEngine::await)
                    .described("Wait until a node matching selector is visible, none is (hidden), no animation runs "
                            + "(idle), or node uid's value changed (from). Answers as soon as it holds.")
                    .example("{\"until\": \"visible\", \"selector\": {\"text\": \"Loaded\"}, \"timeoutMs\": 10000}")
                    .share(1_755),
            tool("ui_screenshot", "UI screenshot", READS, ScreenshotRequest.class, UiEngine::screenshot)
                    .described("Picture a window or one node as PNG or JPEG. Costs far more "
                            + "context than a snapshot: for layout, colours, images.")
                    .example("{\"stageIndex\": 0, \"maxWidth\": 800}")
                    .share(1_289),
            tool("ui_highlight", "Highlight", READS, HighlightRequest.class, UiEngine::highlight)
                    .described("Outline nodes with uid badges in the live app, for a person watching. Lasts durationMs.")
                    .example("{\"target\": {\"ref\": {\"uid\": \"u-9\"}}, \"durationMs\": 3000}")
                    .share(942),
            tool("ui_pick", "Let the person pick a node", READS_ONCE, PickRequest.class, UiEngine::pick)
                    .described("Wait until the person clicks a node in the app (Esc cancels); the app ignores "
                            + "that click. Answers its line, uid and path.")
                    .example("{\"timeoutMs\": 60000}")
                    .share(421),
            tool("ui_get_logs", "App exceptions and logs", READS, LogsRequest.class, UiEngine::logs)
                    .described("The app's uncaught exceptions, log records and console lines, with "
                            + "seq and first app frame. Poll with sinceSeq.")
                    .example("{\"sinceSeq\": 41, \"minLevel\": \"ERROR\"}")
                    .share(692),
            tool("ui_export_test", "Export a TestFX test", READS_ONCE, ExportTestRequest.class, UiEngine::exportTest)
                    .described("This session's successful actions and waits as a JUnit 5 + TestFX test checking what they "
                            + "changed.")
                    .example("{\"className\": \"OrderFlowTest\", \"packageName\": \"com.acme.ui\"}")
                    .share(742),
            tool("ui_trace", "Trace FX thread", READS, TraceRequest.class, TraceTool::trace)
                    .described("Slow app? Trace the FX thread for durationMs or a ui_perform batch: long pulses, hot "
                            + "code, causes.")
                    .example("{\"durationMs\": 3000}")
                    .share(450)
                    .nests("perform", "ui_perform"));

    private UiTools() {
    }
}
