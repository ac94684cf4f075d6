package io.github.mcpjavafx.debug.autoconfigure;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.Setting;
import io.github.mcpjavafx.debug.Transport;
import io.github.mcpjavafx.debug.core.model.ActionTypes;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

/** What the IDE tells of the {@code mcp.ui.*} properties, from the metadata the build generates. */
class ConfigurationMetadataTest {

    /** The IDE completes the transport and the pick modifier from hints: every value the server takes, each one it takes. */
    @Test
    void enumeratedSettingsHintEveryValueTheyTake() {
        Map<String, List<String>> hinted = new LinkedHashMap<>();
        for (JsonNode hint : metadata().get("hints")) {
            List<String> values = new ArrayList<>();
            hint.get("values").forEach(value -> {
                values.add(value.get("value").asString());
                assertThat(value.path("description").asString()).as(hint.get("name") + " " + value).isNotBlank();
            });
            hinted.put(hint.get("name").asString(), values);
        }

        assertThat(hinted).containsOnlyKeys("mcp.ui.transport", "mcp.ui.pick-modifier");
        assertThat(hinted.get("mcp.ui.transport")).containsExactly("http", "sse");
        assertThat(hinted.get("mcp.ui.pick-modifier")).containsExactlyElementsOf(McpJavafxConfig.PICK_MODIFIERS);
        assertThat(hinted.get("mcp.ui.transport")).extracting(Transport::parse).containsExactly(Transport.values());
        for (Setting setting : List.of(Setting.TRANSPORT, Setting.PICK_MODIFIER)) {
            for (String value : hinted.get(setting.springKey())) {
                assertThatCode(() -> McpJavafxConfig.builder().set(setting, value).build()).as(value).doesNotThrowAnyException();
            }
        }
    }

    /** Its text goes into the IDE's metadata: a partial list there would tell users of fewer actions than there are. */
    @Test
    void theAllowActionsPropertyNamesEveryTypeOrNone() {
        String description = "";
        for (JsonNode property : metadata().get("properties")) {
            if (property.get("name").asString().equals("mcp.ui.allow-actions")) {
                description = property.path("description").asString();
            }
        }
        assertThat(description).isNotEmpty();
        String text = description;
        long named = ActionTypes.names().stream().filter(type -> text.matches("(?s).*\\b" + type + "\\b.*")).count();
        assertThat(named).as(description).isIn(0L, (long) ActionTypes.names().size());
    }

    private static JsonNode metadata() {
        try (InputStream in = ConfigurationMetadataTest.class.getClassLoader()
                .getResourceAsStream("META-INF/spring-configuration-metadata.json")) {
            return JsonMapper.builder().build().readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
