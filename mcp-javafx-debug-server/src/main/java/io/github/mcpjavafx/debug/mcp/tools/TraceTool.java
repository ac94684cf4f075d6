package io.github.mcpjavafx.debug.mcp.tools;

import io.github.mcpjavafx.debug.core.UiEngine;
import io.github.mcpjavafx.debug.core.model.PerformRequest;
import io.github.mcpjavafx.debug.core.model.TraceRequest;
import io.github.mcpjavafx.debug.core.model.TraceResult;
import tools.jackson.databind.json.JsonMapper;

/**
 * {@code ui_trace}'s handler: a trace of a duration, or of the {@code ui_perform} batch given as {@code perform},
 * read here as ui_perform's arguments (the published schema carries ui_perform's once, under ui_perform). The call
 * checked and bound {@code perform} with ui_perform's own check already ({@code nests} in {@link UiTools}), so a
 * bad batch was refused as ui_perform refuses it before this runs.
 */
final class TraceTool {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private TraceTool() {
    }

    static TraceResult trace(UiEngine engine, TraceRequest arguments) {
        return arguments.perform() == null ? engine.trace(arguments)
                : engine.trace(JSON.convertValue(arguments.perform(), PerformRequest.class));
    }
}
