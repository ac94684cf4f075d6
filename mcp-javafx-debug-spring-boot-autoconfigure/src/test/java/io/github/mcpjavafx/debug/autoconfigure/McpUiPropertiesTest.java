package io.github.mcpjavafx.debug.autoconfigure;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.Setting;
import io.github.mcpjavafx.debug.SettingExamples;
import io.github.mcpjavafx.debug.SystemPropertyConfig;
import io.github.mcpjavafx.debug.autoconfigure.properties.McpUiProperties;
import io.github.mcpjavafx.debug.autoconfigure.properties.McpUiPropertiesMetadata;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.source.MapConfigurationPropertySource;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

class McpUiPropertiesTest {

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(McpJavafxDebugAutoConfiguration.class));

    @Test
    void propertyDefaultsAreTheCoreDefaults() {
        McpJavafxConfig fromProperties = McpUiProperties.bind(binderOf(Map.of()));
        assertThat(fromProperties).isEqualTo(McpJavafxConfig.defaults().toBuilder().enabled(false).build());
    }

    @ParameterizedTest
    @EnumSource(Setting.class)
    void everySpringPropertyLandsWhereItsSystemPropertyDoes(Setting setting) {
        String value = SettingExamples.otherThanDefault(setting);
        Properties system = new Properties();
        system.setProperty(setting.systemKey(), value);

        Object fromSpring = setting.valueIn(McpUiProperties.bind(binderOf(Map.of(setting.springKey(), value))));
        assertThat(fromSpring).as(setting.springKey() + "=" + value)
                .isEqualTo(setting.valueIn(SystemPropertyConfig.read(system)))
                .isNotEqualTo(setting.valueIn(McpUiProperties.bind(binderOf(Map.of()))));
    }

    /** Spring's relaxed binding: {@code mcp.ui.bindHost} is {@code mcp.ui.bind-host}. */
    @ParameterizedTest
    @EnumSource(Setting.class)
    void everySpringPropertyMayBeWrittenInCamelCase(Setting setting) {
        String value = SettingExamples.otherThanDefault(setting);
        String camel = Pattern.compile("-([a-z])").matcher(setting.springKey()).replaceAll(m -> m.group(1).toUpperCase());

        assertThat(setting.valueIn(McpUiProperties.bind(binderOf(Map.of(camel, value))))).as(camel + "=" + value)
                .isEqualTo(setting.valueIn(McpUiProperties.bind(binderOf(Map.of(setting.springKey(), value)))));
    }

    @Test
    void aValueOfTheWrongTypeRefusesToStartNamingTheProperty() {
        runner.withPropertyValues("mcp.ui.enabled=true", "mcp.ui.fx-timeout-ms=soon")
                .run(context -> {
                    assertThat(context).hasFailed();
                    assertThat(context.getStartupFailure()).hasStackTraceContaining(
                            "Failed to bind properties under 'mcp.ui.fx-timeout-ms'");
                });
    }

    /** The IDE's view of the properties, generated from {@link Setting} in the build, is the declared one. */
    @Test
    void generatedMetadataListsExactlyTheSettingsWithTheirTypesDefaultsAndDescriptions() throws Exception {
        Path classes = Path.of(McpUiProperties.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        JsonNode metadata = JsonMapper.builder().build()
                .readTree(classes.resolve(McpUiPropertiesMetadata.RESOURCE).toFile());
        Map<String, JsonNode> byKey = new LinkedHashMap<>();
        metadata.get("properties").forEach(property -> byKey.put(property.get("name").asString(), property));

        assertThat(byKey.keySet()).as("the Spring properties").containsExactly(
                Arrays.stream(Setting.values()).map(Setting::springKey).toArray(String[]::new));
        for (Setting setting : Setting.values()) {
            JsonNode property = byKey.get(setting.springKey());
            assertThat(property.path("type").asString("")).as(setting.springKey() + "'s type")
                    .isEqualTo(setting.type().getName());
            JsonNode shown = property.get("defaultValue");
            assertThat(shown == null ? null : shown.asString()).as(setting.springKey() + "'s default")
                    .isEqualTo(setting.defaultValue());
            if (shown != null) {
                assertThat(shown.isBoolean() || shown.isInt() || shown.isString()).as(setting.springKey()
                        + "'s default is a JSON value of its type").isTrue();
                assertThat(JsonMapper.builder().build().treeToValue(shown, setting.type()))
                        .isEqualTo(setting.declaredDefault());
            }
            assertThat(property.path("description").asString("")).as(setting.springKey() + "'s description")
                    .isEqualTo(setting.description());
        }
        List<String> groups = new ArrayList<>();
        metadata.get("groups").forEach(group -> groups.add(group.get("name").asString()));
        assertThat(groups).containsExactly("mcp.ui", "mcp.ui.snapshot");
    }

    @Test
    void tokenWhosePlaceholderDidNotResolveRefusesToStart() {
        runner.withPropertyValues("mcp.ui.enabled=true", "mcp.ui.token=${MCP_UI_TOKEN_NEVER_SET}")
                .run(context -> {
                    assertThat(context).hasFailed();
                    assertThat(context.getStartupFailure()).rootCause()
                            .hasMessageContaining("mcp.ui.token is \"${MCP_UI_TOKEN_NEVER_SET}\"")
                            .hasMessageContaining("${VARIABLE:}");
                });
    }

    @Test
    void tokenPlaceholderWithAnEmptyDefaultFallsBackToAGeneratedToken() {
        runner.withPropertyValues("mcp.ui.enabled=true", "mcp.ui.token=${MCP_UI_TOKEN_NEVER_SET:}")
                .run(context -> assertThat(context.getBean(DebugServerLifecycle.class).server().token())
                        .hasSizeGreaterThan(20).doesNotContain("$"));
    }

    private static Binder binderOf(Map<String, String> properties) {
        return new Binder(new MapConfigurationPropertySource(properties));
    }
}
