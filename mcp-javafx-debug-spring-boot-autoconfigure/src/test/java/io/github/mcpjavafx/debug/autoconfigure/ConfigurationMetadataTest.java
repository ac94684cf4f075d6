package io.github.mcpjavafx.debug.autoconfigure;

import io.github.mcpjavafx.debug.core.model.ActionTypes;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.io.InputStream;

import static org.assertj.core.api.Assertions.assertThat;

/** What the IDE tells of the {@code mcp.ui.*} properties, from the metadata the build generates. */
class ConfigurationMetadataTest {

    /** Its text goes into the IDE's metadata: a partial list there would tell users of fewer actions than there are. */
    @Test
    void theAllowActionsPropertyNamesEveryTypeOrNone() throws Exception {
        JsonNode metadata;
        try (InputStream in = getClass().getClassLoader().getResourceAsStream("META-INF/spring-configuration-metadata.json")) {
            metadata = JsonMapper.builder().build().readTree(in);
        }
        String description = "";
        for (JsonNode property : metadata.get("properties")) {
            if (property.get("name").asString().equals("mcp.ui.allow-actions")) {
                description = property.path("description").asString();
            }
        }
        assertThat(description).isNotEmpty();
        String text = description;
        long named = ActionTypes.names().stream().filter(type -> text.matches("(?s).*\\b" + type + "\\b.*")).count();
        assertThat(named).as(description).isIn(0L, (long) ActionTypes.names().size());
    }
}
