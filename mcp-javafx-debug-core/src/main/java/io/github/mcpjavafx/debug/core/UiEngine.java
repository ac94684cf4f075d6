package io.github.mcpjavafx.debug.core;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.core.model.ErrorCode;
import io.github.mcpjavafx.debug.core.model.NodeRequest;
import io.github.mcpjavafx.debug.core.model.NodeResult;
import io.github.mcpjavafx.debug.core.model.PerformRequest;
import io.github.mcpjavafx.debug.core.model.PerformResult;
import io.github.mcpjavafx.debug.core.model.QueryRequest;
import io.github.mcpjavafx.debug.core.model.QueryResult;
import io.github.mcpjavafx.debug.core.model.ScreenshotRequest;
import io.github.mcpjavafx.debug.core.model.ScreenshotResult;
import io.github.mcpjavafx.debug.core.model.SnapshotRequest;
import io.github.mcpjavafx.debug.core.model.SnapshotResult;
import io.github.mcpjavafx.debug.core.model.UiException;

/**
 * Everything the five tools do, as plain Java: the MCP layer only adapts. Safe to call from any
 * thread; UI reads and writes go to the FX thread, one call at a time, each under the configured
 * timeout.
 */
public final class UiEngine {

    private final McpJavafxConfig config;

    public UiEngine(McpJavafxConfig config) {
        this.config = config;
    }

    public McpJavafxConfig config() {
        return config;
    }

    /** {@code ui_get_snapshot}. */
    public SnapshotResult snapshot(SnapshotRequest request) {
        throw pending("ui_get_snapshot");
    }

    /** {@code ui_query}. */
    public QueryResult query(QueryRequest request) {
        throw pending("ui_query");
    }

    /** {@code ui_get_node}. */
    public NodeResult node(NodeRequest request) {
        throw pending("ui_get_node");
    }

    /** {@code ui_perform}; refused with {@code MCP_UI_NOT_ENABLED} when actions are off. */
    public PerformResult perform(PerformRequest request) {
        throw pending("ui_perform");
    }

    /** {@code ui_screenshot}. */
    public ScreenshotResult screenshot(ScreenshotRequest request) {
        throw pending("ui_screenshot");
    }

    private static UiException pending(String tool) {
        return new UiException(ErrorCode.MCP_UI_INTERNAL, tool + " is being wired up");
    }
}
