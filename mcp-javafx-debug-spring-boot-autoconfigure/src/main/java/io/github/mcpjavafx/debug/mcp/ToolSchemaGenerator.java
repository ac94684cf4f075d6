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
import org.springframework.ai.mcp.annotation.McpTool;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.lang.reflect.Method;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Stream;

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

    private static final SchemaGenerator GENERATOR = generator();

    private ToolSchemaGenerator() {
    }

    /** The input schema of a tool whose arguments are {@code argumentType}. */
    static ObjectNode generate(Class<?> argumentType) {
        return GENERATOR.generateSchema(argumentType);
    }

    /**
     * Writes the schemas of every {@link McpTool} method's argument record in the given packages
     * under a classes directory to {@link ToolInputSchemas#INDEX} there, by class name.
     * Arguments: {@code <classes directory> <package>...}.
     */
    public static void main(String[] args) throws IOException, ClassNotFoundException {
        if (args.length < 2) {
            throw new IllegalArgumentException("Arguments: <classes directory> <package>...");
        }
        Path classes = Path.of(args[0]);
        Map<String, ObjectNode> schemas = new TreeMap<>(); // sorted: the same records write the same file
        for (int i = 1; i < args.length; i++) {
            for (Class<?> tool : classesIn(classes, args[i])) {
                for (Method method : tool.getMethods()) {
                    if (method.isAnnotationPresent(McpTool.class) && method.getParameterCount() == 1) {
                        Class<?> argumentType = method.getParameterTypes()[0];
                        schemas.put(argumentType.getName(), generate(argumentType));
                    }
                }
            }
        }
        JsonMapper json = JsonMapper.builder().build();
        ObjectNode index = json.createObjectNode();
        schemas.forEach(index::set);
        Path out = classes.resolve(ToolInputSchemas.INDEX);
        Files.createDirectories(out.getParent());
        Files.writeString(out, json.writeValueAsString(index));
    }

    private static Class<?>[] classesIn(Path classes, String packageName) throws IOException, ClassNotFoundException {
        Path folder = classes.resolve(packageName.replace('.', '/'));
        String[] names;
        try (Stream<Path> files = Files.list(folder)) {
            names = files.map(file -> file.getFileName().toString())
                    .filter(name -> name.endsWith(".class") && !name.contains("$"))
                    .map(name -> packageName + "." + name.substring(0, name.length() - ".class".length()))
                    .sorted().toArray(String[]::new);
        }
        Class<?>[] found = new Class<?>[names.length];
        for (int i = 0; i < names.length; i++) {
            found[i] = Class.forName(names[i], false, ToolSchemaGenerator.class.getClassLoader());
        }
        return found;
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
