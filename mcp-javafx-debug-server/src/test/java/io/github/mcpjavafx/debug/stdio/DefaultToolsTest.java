package io.github.mcpjavafx.debug.stdio;

import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.spec.McpSchema;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** What the stdio entry lists before an app serves: the tools the server declares, in its order, with their schemas. */
class DefaultToolsTest {

    @Test
    void theToolsListedBeforeAnAppServesAreTheServersOwn() {
        List<McpSchema.Tool> tools = DefaultTools.listed(McpJsonDefaults.getMapper());
        assertThat(tools).extracting(McpSchema.Tool::name).containsExactly("ui_get_snapshot", "ui_query", "ui_get_node",
                "ui_perform", "ui_wait", "ui_screenshot", "ui_highlight", "ui_pick", "ui_get_logs", "ui_export_test", "ui_trace");
        assertThat(tools).allSatisfy(tool -> assertThat(tool.inputSchema()).as(tool.name()).containsKey("properties"));
    }
}
