package io.github.mcpjavafx.debug.mcp.tools;

import io.github.mcpjavafx.debug.core.UiEngine;
import io.github.mcpjavafx.debug.core.model.PerformRequest;
import io.github.mcpjavafx.debug.core.model.TraceRequest;
import io.github.mcpjavafx.debug.core.model.TraceResult;
import io.github.mcpjavafx.debug.core.model.UiException;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * {@code ui_trace}'s handler: a trace of a duration, or of the {@code ui_perform} batch given as {@code perform},
 * read here as ui_perform's arguments (the published schema carries ui_perform's once, under ui_perform). The call
 * checked {@code perform} with ui_perform's own check already ({@code nests} in {@link UiTools}).
 */
final class TraceTool {

    /** Reads {@code perform} as ui_perform reads its arguments: unknown fields are mistakes. */
    private static final JsonMapper JSON = JsonMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES).build();

    private TraceTool() {
    }

    static TraceResult trace(UiEngine engine, TraceRequest arguments) {
        return arguments.perform() == null ? engine.trace(arguments) : engine.trace(batch(arguments));
    }

    private static PerformRequest batch(TraceRequest arguments) {
        try {
            return JSON.convertValue(arguments.perform(), PerformRequest.class);
        } catch (JacksonException | IllegalArgumentException e) {
            for (Throwable cause = e; cause != null; cause = cause.getCause()) {
                if (cause instanceof UiException refused) {
                    throw refused.naming("perform"); // the batch's own refusal says best what is wrong
                }
            }
            throw UiException.invalidArgument("perform takes ui_perform's arguments, e.g. {\"actions\": [{\"type\": "
                    + "\"click\", \"target\": {\"css\": \"#load\"}}]}: " + e.getMessage().lines().findFirst().orElse(""))
                    .naming("perform");
        }
    }
}
