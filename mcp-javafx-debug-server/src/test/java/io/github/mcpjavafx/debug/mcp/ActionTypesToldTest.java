package io.github.mcpjavafx.debug.mcp;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.core.UiEngine;
import io.github.mcpjavafx.debug.core.model.ActionTypes;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.mcp.tools.UiTools;
import io.modelcontextprotocol.json.jackson3.JacksonMcpJsonMapper;
import io.modelcontextprotocol.spec.McpSchema;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Every action type {@code ActionSpec} declares is told wherever an agent or a person learns of
 * them: {@code ui_perform}'s own description, the agent instructions, docs/tools.md and the tools overview (the
 * allow-actions property's description, in the auto-configuration, is checked there). And a call is refused as the
 * type it names.
 */
class ActionTypesToldTest {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final ToolCatalog catalog = new ToolCatalog(ToolDeclaration.servedBy(new UiEngine(McpJavafxConfig.defaults()),
            UiTools.ALL), JSON, new JacksonMcpJsonMapper(JSON));

    @Test
    void theToolsOwnDescriptionTellsEveryTypeWithItsFieldsAndWhatItDoes() {
        String description = catalog.tools().stream().filter(tool -> tool.name().equals("ui_perform"))
                .map(McpSchema.Tool::description).findFirst().orElseThrow();
        for (ActionTypes.Declared type : ActionTypes.ALL) {
            assertThat(description).as(type.name()).contains(type.summary());
        }
    }

    @Test
    void theAgentInstructionsNameEveryType() {
        String instructions = AgentInstructions.text(true);
        for (String type : ActionTypes.names()) {
            assertThat(instructions).as(type).containsPattern("\\b" + type + "\\b");
        }
    }

    @Test
    void theDocsAndTheToolsOverviewNameEveryType() throws Exception {
        String docs = Files.readString(Path.of("..", "docs", "tools.md"));
        String row = Files.readString(Path.of("..", "docs", "tools-overview.md")).lines()
                .filter(line -> line.startsWith("| `ui_perform` |")).findFirst().orElseThrow();
        for (String type : ActionTypes.names()) {
            assertThat(docs).as("docs/tools.md: " + type).contains("`actions[" + type + "]`");
            assertThat(row).as("docs/tools-overview.md's ui_perform row: " + type).contains("`" + type + "`");
        }
    }

    @Test
    void anActionIsRefusedAsTheTypeItNames() {
        assertRefused(Map.of("type", "focus", "target", Map.of("css", "#save"), "text", "Save"), "actions[0]",
                "Unknown argument actions[0].text; actions[0] (focus) takes type, target. To target a node by its text "
                        + "use \"target\": {\"text\": \"...\"}.");
        assertRefused(Map.of("type", "clik"), "actions[0].type",
                "actions[0].type must be one of \"click\", \"focus\", \"typeText\"");
        assertRefused(Map.of("target", Map.of("css", "#save")), "actions[0]", "actions[0].type is required.");
        assertRefused(Map.of("type", "setText"), "actions[0]", "actions[0].target and actions[0].text are required.");
        assertRefused(Map.of("type", "scroll", "target", Map.of("css", "#save"), "deltaY", 250), "actions[0].deltaY",
                "actions[0].deltaY must be from -100 to 100; was 250.");
    }

    private void assertRefused(Map<String, Object> action, String argument, String problem) {
        assertThatThrownBy(() -> catalog.arguments("ui_perform", Map.of("actions", List.of(action))))
                .isInstanceOfSatisfying(UiException.class, e -> {
                    assertThat(e.getMessage()).contains(problem).contains("Nothing was run. Example: ");
                    assertThat(e.details()).containsEntry("argument", argument);
                });
    }
}
