package io.github.mcpjavafx.debug.stdio;

import io.github.mcpjavafx.debug.server.ServerInstance;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.spec.McpSchema;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/** The titles of an app's showing windows, read with a one-level compact snapshot of all its windows. */
final class WindowTitles implements Function<ServerInstance, List<String>> {

    private static final Map<String, Object> ALL_WINDOWS_SHALLOW = Map.of("stage", "all", "depth", 1);

    private final McpJsonMapper json;

    WindowTitles(McpJsonMapper json) {
        this.json = json;
    }

    /** Empty when the app does not answer or shows no window: the listing still names it. */
    @Override
    public List<String> apply(ServerInstance app) {
        try (AppLink link = AppLink.open(app, json)) {
            McpSchema.CallToolResult snapshot = link.call(McpSchema.CallToolRequest.builder("ui_get_snapshot")
                    .arguments(ALL_WINDOWS_SHALLOW).build());
            List<String> titles = new ArrayList<>();
            if (!Boolean.TRUE.equals(snapshot.isError()) && snapshot.structuredContent() instanceof Map<?, ?> structured
                    && structured.get("windows") instanceof List<?> windows) {
                for (Object each : windows) {
                    if (each instanceof Map<?, ?> window && window.get("title") instanceof String title) {
                        titles.add(title);
                    }
                }
            }
            return titles;
        } catch (RuntimeException noAnswer) {
            return List.of();
        }
    }
}
