package io.github.mcpjavafx.debug.autoconfigure;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.autoconfigure.properties.McpUiProperties;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class McpUiPropertiesTest {

    @Test
    void propertyDefaultsAreTheCoreDefaults() {
        McpJavafxConfig fromProperties = new McpUiProperties().toConfig();
        assertThat(fromProperties).isEqualTo(McpJavafxConfig.defaults().toBuilder().enabled(false).build());
    }
}
