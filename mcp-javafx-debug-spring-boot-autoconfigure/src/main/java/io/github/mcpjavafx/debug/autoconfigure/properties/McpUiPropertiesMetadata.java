package io.github.mcpjavafx.debug.autoconfigure.properties;

import io.github.mcpjavafx.debug.Setting;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;

/**
 * The IDE metadata of the {@code mcp.ui.*} properties, in the format of Spring Boot's configuration
 * metadata: each {@link Setting}'s key, type, default and description, the groups its keys form, and the values
 * of the settings that take only a few ({@link Setting#choices()}) as hints the IDE completes.
 *
 * <p>Its {@link #main} runs in the build, after compiling, and writes {@link #RESOURCE} into the
 * classes, where IDEs look for it: Spring Boot's annotation processor would need a class with a
 * field per setting, a second declaration of each, to write it.
 */
public final class McpUiPropertiesMetadata {

    public static final String RESOURCE = "META-INF/spring-configuration-metadata.json";

    private McpUiPropertiesMetadata() {
    }

    /** The metadata of every setting, in {@link Setting}'s order. */
    public static ObjectNode of(Setting... settings) {
        ObjectNode metadata = JsonNodeFactory.instance.objectNode();
        ArrayNode groups = metadata.putArray("groups");
        ArrayNode properties = metadata.putArray("properties");
        ArrayNode hints = metadata.putArray("hints");
        Set<String> groupNames = new TreeSet<>();
        for (Setting setting : settings) {
            String key = setting.springKey();
            groupNames.add(key.substring(0, key.lastIndexOf('.')));
            ObjectNode property = properties.addObject()
                    .put("name", key)
                    .put("type", setting.type().getName())
                    .put("description", setting.description());
            putDefault(property, setting);
            if (!setting.choices().isEmpty()) {
                ArrayNode values = hints.addObject().put("name", key).putArray("values");
                setting.choices().forEach((value, meaning) -> values.addObject().put("value", value).put("description", meaning));
            }
        }
        groupNames.forEach(name -> groups.addObject().put("name", name));
        return metadata;
    }

    /** The default as a JSON value of the setting's type, as the IDE offers it; none when unset has a meaning of its own. */
    private static void putDefault(ObjectNode property, Setting setting) {
        Object value = setting.declaredDefault();
        if (value instanceof Boolean flag) {
            property.put("defaultValue", flag);
        } else if (value instanceof Integer number) {
            property.put("defaultValue", number);
        } else if (value != null) {
            property.put("defaultValue", value.toString());
        }
    }

    /** Writes {@link #RESOURCE} under the classes directory given as the one argument. */
    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            throw new IllegalArgumentException("Arguments: <classes directory>");
        }
        Path out = Path.of(args[0]).resolve(RESOURCE);
        Files.createDirectories(out.getParent());
        Files.writeString(out, JsonMapper.builder().build().writerWithDefaultPrettyPrinter()
                .writeValueAsString(of(Setting.values())));
    }
}
