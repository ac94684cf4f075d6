package io.github.mcpjavafx.debug.autoconfigure;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.autoconfigure.properties.McpUiProperties;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

import static org.assertj.core.api.Assertions.assertThat;

class McpUiPropertiesTest {

    @Test
    void propertyDefaultsAreTheCoreDefaults() {
        McpJavafxConfig fromProperties = new McpUiProperties().toConfig();
        assertThat(fromProperties).isEqualTo(McpJavafxConfig.defaults().toBuilder().enabled(false).build());
    }

    @Test
    void tokenWhosePlaceholderDidNotResolveRefusesToStart() {
        new ApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(McpJavafxDebugAutoConfiguration.class))
                .withPropertyValues("mcp.ui.enabled=true", "mcp.ui.token=${MCP_UI_TOKEN_NEVER_SET}")
                .run(context -> {
                    assertThat(context).hasFailed();
                    assertThat(context.getStartupFailure()).rootCause()
                            .hasMessageContaining("mcp.ui.token is \"${MCP_UI_TOKEN_NEVER_SET}\"")
                            .hasMessageContaining("${VARIABLE:}");
                });
    }

    @Test
    void tokenPlaceholderWithAnEmptyDefaultFallsBackToAGeneratedToken() {
        new ApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(McpJavafxDebugAutoConfiguration.class))
                .withPropertyValues("mcp.ui.enabled=true", "mcp.ui.token=${MCP_UI_TOKEN_NEVER_SET:}")
                .run(context -> assertThat(context.getBean(DebugServerLifecycle.class).server().token())
                        .hasSizeGreaterThan(20).doesNotContain("$"));
    }
}
