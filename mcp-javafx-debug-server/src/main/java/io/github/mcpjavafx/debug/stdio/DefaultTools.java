package io.github.mcpjavafx.debug.stdio;

import io.github.mcpjavafx.debug.mcp.tools.UiTools;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.spec.McpSchema;

import java.util.List;

/**
 * The ui_* tools as every app's debug server declares them, listed before an app serves: a client that lists the
 * tools once as it connects (most do), or a stateless one whose every call is a new session, sees them from the
 * start, and a call before an app serves gets the documented error ({@code MCP_UI_NO_APP},
 * {@code MCP_UI_APP_RESTARTING}, {@code MCP_UI_APP_NOT_CHOSEN}), not "unknown tool". Read from the same
 * declarations the app's server publishes ({@link UiTools}); once an app serves, its own list (its settings,
 * its own tools) takes their place.
 */
final class DefaultTools {

    private DefaultTools() {
    }

    static List<McpSchema.Tool> listed(McpJsonMapper json) {
        return UiTools.ALL.stream().map(tool -> tool.published(json)).toList();
    }
}
