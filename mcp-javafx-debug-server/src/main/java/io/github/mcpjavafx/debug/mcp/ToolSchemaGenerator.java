package io.github.mcpjavafx.debug.mcp;

import com.github.victools.jsonschema.generator.FieldScope;
import com.github.victools.jsonschema.generator.Option;
import com.github.victools.jsonschema.generator.OptionPreset;
import com.github.victools.jsonschema.generator.SchemaGenerator;
import com.github.victools.jsonschema.generator.SchemaGeneratorConfigBuilder;
import com.github.victools.jsonschema.generator.SchemaVersion;
import com.github.victools.jsonschema.module.jackson.JacksonOption;
import com.github.victools.jsonschema.module.jackson.JacksonSchemaModule;
import io.github.mcpjavafx.debug.core.model.Range;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * Generates a tool's input schema from its argument record, with the generator Spring AI's MCP
 * annotations use (victools and its Jackson module): component names and types, enum values as
 * they are written in JSON, descriptions from {@code @JsonPropertyDescription} and
 * {@code @JsonClassDescription}, required arguments from {@code @JsonProperty(required = true)},
 * bounds from {@link Range}. Unknown keys are not allowed.
 *
 * <p>Its {@link #main} runs in the build, after compiling, and writes the schemas of the server's
 * own tools where {@link ToolInputSchemas} finds them: generating them took a third of a second of
 * every server start (the generator's first use is slow), and they only change when the records do.
 */
public final class ToolSchemaGenerator {

    /** Built on first use: a server whose schemas the build wrote never loads the generator's classes. */
    private static final class Generator {
        static final SchemaGenerator INSTANCE = generator();
    }

    private ToolSchemaGenerator() {
    }

    /** The input schema of a tool whose arguments are {@code argumentType}. */
    static ObjectNode generate(Class<?> argumentType) {
        ObjectNode schema = Generator.INSTANCE.generateSchema(argumentType);
        tidy(schema);
        if (schema.has("properties")) {
            return schema;
        }
        // A record without components: an object of no properties, said as such (tables and clients read them).
        ObjectNode none = schema.objectNode();
        none.set("type", schema.get("type"));
        none.putObject("properties");
        none.setAll(schema);
        return none;
    }

    /**
     * The schema as {@code tools/list} publishes it: the kinds of a {@code oneOf} (the action types)
     * as one object with their fields merged and {@code type} an enum. Kinds side by side cost half
     * again the bytes of every agent turn; which fields each type takes is in the tool's description,
     * and calls are checked against the full schema all the same ({@link ArgumentCheck}).
     */
    static ObjectNode published(ObjectNode schema) {
        ObjectNode copy = schema.deepCopy();
        merge(copy);
        return copy;
    }

    private static void merge(JsonNode node) {
        if (node instanceof ObjectNode object && object.get("oneOf") instanceof ArrayNode kinds && isKinds(kinds)) {
            ObjectNode properties = object.objectNode();
            ArrayNode names = properties.putObject("type").put("type", "string").putArray("enum");
            for (JsonNode kind : kinds) {
                names.add(kind.get("properties").get("type").get("const"));
                kind.get("properties").properties().forEach(field -> {
                    if (!properties.has(field.getKey())) {
                        properties.set(field.getKey(), field.getValue());
                    }
                });
            }
            object.remove("oneOf");
            object.put("type", "object");
            object.set("properties", properties);
            object.putArray("required").add("type");
            object.put("additionalProperties", false);
        }
        for (JsonNode child : node) {
            merge(child);
        }
    }

    /**
     * Two shapes the generator writes that clients read badly, made plain without changing what
     * validates: the subtypes of a kind ({@code anyOf} of objects told apart by a constant
     * {@code type}) become a {@code oneOf} with {@code type} listed first; a property whose type
     * and whose own field both carry a description ({@code allOf} of the type and a part with
     * nothing but a description, which strict clients flag as having no validation keyword) becomes
     * the type with both descriptions.
     */
    private static void tidy(JsonNode node) {
        if (node instanceof ObjectNode object) {
            if (object.get("anyOf") instanceof ArrayNode kinds && isKinds(kinds)) {
                object.remove("anyOf");
                kinds.forEach(kind -> typeFirst((ObjectNode) kind));
                object.set("oneOf", kinds);
            }
            if (object.get("allOf") instanceof ArrayNode parts && parts.size() == 2
                    && parts.get(0) instanceof ObjectNode type && onlyDescribes(parts.get(1))) {
                String own = parts.get(1).get("description").asString();
                String general = type.path("description").asString("");
                object.remove("allOf");
                object.setAll(type);
                object.put("description", general.isEmpty() ? own : general + " " + own);
            }
        }
        for (JsonNode child : node) {
            tidy(child);
        }
    }

    private static boolean isKinds(ArrayNode branches) {
        for (JsonNode branch : branches) {
            if (!branch.path("properties").path("type").has("const")) {
                return false;
            }
        }
        return !branches.isEmpty();
    }

    private static void typeFirst(ObjectNode kind) {
        ObjectNode properties = (ObjectNode) kind.get("properties");
        JsonNode type = properties.remove("type");
        ObjectNode ordered = properties.objectNode();
        ordered.set("type", type);
        ordered.setAll(properties);
        kind.set("properties", ordered);
    }

    private static boolean onlyDescribes(JsonNode part) {
        return part.size() == 1 && part.has("description");
    }

    /**
     * Writes the schemas of the argument records of the {@link ToolDeclaration}s the given classes hold in static
     * fields (one, or a list) under a classes directory to {@link ToolInputSchemas#INDEX} there, by record class
     * name. Arguments: {@code <classes directory> <class>...}.
     */
    public static void main(String[] args) throws IOException, ReflectiveOperationException {
        if (args.length < 2) {
            throw new IllegalArgumentException("Arguments: <classes directory> <class>...");
        }
        Map<String, ObjectNode> schemas = new TreeMap<>(); // sorted: the same records write the same file
        for (int i = 1; i < args.length; i++) {
            for (Field field : Class.forName(args[i]).getDeclaredFields()) {
                if (Modifier.isStatic(field.getModifiers())) {
                    field.setAccessible(true);
                    Object value = field.get(null);
                    for (Object held : value instanceof List<?> list ? list : Collections.singletonList(value)) {
                        if (held instanceof ToolDeclaration<?, ?> tool) {
                            schemas.put(tool.arguments().getName(), generate(tool.arguments()));
                        }
                    }
                }
            }
        }
        JsonMapper json = JsonMapper.builder().build();
        ObjectNode index = json.createObjectNode();
        schemas.forEach(index::set);
        Path out = Path.of(args[0]).resolve(ToolInputSchemas.INDEX);
        Files.createDirectories(out.getParent());
        Files.writeString(out, json.writeValueAsString(index));
    }

    private static SchemaGenerator generator() {
        SchemaGeneratorConfigBuilder builder = new SchemaGeneratorConfigBuilder(SchemaVersion.DRAFT_2020_12,
                OptionPreset.PLAIN_JSON)
                .with(new JacksonSchemaModule(JacksonOption.FLATTENED_ENUMS_FROM_JSONVALUE,
                        JacksonOption.RESPECT_JSONPROPERTY_REQUIRED))
                .with(Option.FORBIDDEN_ADDITIONAL_PROPERTIES_BY_DEFAULT, Option.PLAIN_DEFINITION_KEYS)
                .without(Option.SCHEMA_VERSION_INDICATOR);
        // Declaration order: a record lists its arguments in the order that reads best.
        builder.forTypesInGeneral().withPropertySorter((a, b) -> 0);
        // A map argument is an object passed on as it is (ui_trace's perform: ui_perform's arguments, checked there).
        builder.forTypesInGeneral().withAdditionalPropertiesResolver(
                scope -> scope.getType().isInstanceOf(Map.class) ? Object.class : null);
        builder.forFields()
                .withNumberInclusiveMinimumResolver(field -> number(field, Range::min, Long.MIN_VALUE))
                .withNumberInclusiveMaximumResolver(field -> number(field, Range::max, Long.MAX_VALUE))
                .withArrayMinItemsResolver(field -> size(field, Range::min, Long.MIN_VALUE))
                .withArrayMaxItemsResolver(field -> size(field, Range::max, Long.MAX_VALUE));
        return new SchemaGenerator(builder.build());
    }

    private static BigDecimal number(FieldScope field, Function<Range, Long> side, long unset) {
        Long bound = bound(field, side, unset);
        return bound == null || field.isContainerType() ? null : BigDecimal.valueOf(bound);
    }

    private static Integer size(FieldScope field, Function<Range, Long> side, long unset) {
        Long bound = bound(field, side, unset);
        return bound == null || !field.isContainerType() ? null : bound.intValue();
    }

    private static Long bound(FieldScope field, Function<Range, Long> side, long unset) {
        if (field.isFakeContainerItemScope()) {
            return null; // the bounds belong to the list or the number itself, not to each item
        }
        Range range = field.getAnnotationConsideringFieldAndGetter(Range.class);
        Long value = range == null ? null : side.apply(range);
        return value == null || value == unset ? null : value;
    }
}
