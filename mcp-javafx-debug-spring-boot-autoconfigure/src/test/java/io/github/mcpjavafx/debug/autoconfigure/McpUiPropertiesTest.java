package io.github.mcpjavafx.debug.autoconfigure;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.Setting;
import io.github.mcpjavafx.debug.SettingExamples;
import io.github.mcpjavafx.debug.SystemPropertyConfig;
import io.github.mcpjavafx.debug.autoconfigure.properties.McpUiProperties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.context.properties.bind.Bindable;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.source.MapConfigurationPropertySource;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;

import static org.assertj.core.api.Assertions.assertThat;

class McpUiPropertiesTest {

    @Test
    void propertyDefaultsAreTheCoreDefaults() {
        McpJavafxConfig fromProperties = new McpUiProperties().toConfig();
        assertThat(fromProperties).isEqualTo(McpJavafxConfig.defaults().toBuilder().enabled(false).build());
    }

    @ParameterizedTest
    @EnumSource(Setting.class)
    void everySpringPropertyLandsWhereItsSystemPropertyDoes(Setting setting) {
        String value = SettingExamples.otherThanDefault(setting);
        McpUiProperties properties = new Binder(new MapConfigurationPropertySource(Map.of(setting.springKey(), value)))
                .bindOrCreate(McpUiProperties.CONFIG_PREFIX, Bindable.of(McpUiProperties.class));
        Properties system = new Properties();
        system.setProperty(setting.systemKey(), value);

        Object fromSpring = setting.valueIn(properties.toConfig());
        assertThat(fromSpring).as(setting.springKey() + "=" + value)
                .isEqualTo(setting.valueIn(SystemPropertyConfig.read(system)))
                .isNotEqualTo(setting.valueIn(new McpUiProperties().toConfig()));
    }

    /** The IDE's view of the properties (generated from McpUiProperties' Javadoc and literals) is the declared one. */
    @Test
    void ideMetadataDescribesEverySettingAsDeclared() throws Exception {
        Path classes = Path.of(McpUiProperties.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        JsonNode metadata = JsonMapper.builder().build()
                .readTree(classes.resolve("META-INF/spring-configuration-metadata.json").toFile());
        Map<String, JsonNode> byKey = new LinkedHashMap<>();
        metadata.get("properties").forEach(property -> byKey.put(property.get("name").asString(), property));

        assertThat(byKey.keySet()).as("the Spring properties").containsExactlyInAnyOrder(
                Arrays.stream(Setting.values()).map(Setting::springKey).toArray(String[]::new));
        for (Setting setting : Setting.values()) {
            JsonNode property = byKey.get(setting.springKey());
            JsonNode shown = property.get("defaultValue");
            assertThat(shown == null ? null : shown.asString()).as(setting.springKey() + "'s default")
                    .isEqualTo(setting.defaultValue());
            assertThat(property.path("description").asString("")).as(setting.springKey() + "'s Javadoc")
                    .isEqualTo(setting.description());
        }
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
