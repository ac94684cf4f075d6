package io.github.mcpjavafx.debug.mcp;

import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * A tool's published input schema, from its argument record: the record is the one source, and what
 * it declares is what is published, what a call is checked against, and what it is bound to. The
 * build writes the schemas of the server's own tools to {@link #INDEX} ({@link ToolSchemaGenerator#main});
 * a record the index does not have, or no longer fits, is generated ({@link ToolSchemaGenerator}).
 */
final class ToolInputSchemas {

    /** Where the build writes the schemas of the server's own tools, by argument record class name. */
    static final String INDEX = "META-INF/mcp-javafx-debug/tool-input-schemas.json";

    private ToolInputSchemas() {
    }

    /** The input schema of a tool whose arguments are {@code argumentType}. */
    static ObjectNode of(Class<?> argumentType) {
        ObjectNode written = writtenFor(argumentType);
        return written != null ? written.deepCopy() : ToolSchemaGenerator.generate(argumentType);
    }

    /** Reads the index the build wrote, if no call has yet. */
    static void readIndex() {
        Written.SCHEMAS.size();
    }

    /** Whether the build wrote the schema of {@code argumentType}, and it still fits the record. */
    static boolean written(Class<?> argumentType) {
        return writtenFor(argumentType) != null;
    }

    /** The schema the build wrote for {@code argumentType}, when it still fits the record; else null. Shared: copy it. */
    private static ObjectNode writtenFor(Class<?> argumentType) {
        ObjectNode written = Written.SCHEMAS.get(argumentType.getName());
        return written != null && fits(written, argumentType) ? written : null;
    }

    /**
     * Whether the record still declares the arguments the written schema lists: a record changed
     * since the build (run from an IDE, say) is generated again rather than served stale.
     */
    private static boolean fits(ObjectNode schema, Class<?> argumentType) {
        if (!argumentType.isRecord()) {
            return false;
        }
        Set<String> declared = Arrays.stream(argumentType.getRecordComponents()).map(RecordComponent::getName)
                .collect(Collectors.toSet());
        return declared.equals(new HashSet<>(schema.path("properties").propertyNames()));
    }

    /** The index the build wrote, read once; empty when there is none (a build that skipped it). */
    private static final class Written {
        static final Map<String, ObjectNode> SCHEMAS = read();

        private static Map<String, ObjectNode> read() {
            Map<String, ObjectNode> schemas = new TreeMap<>();
            try (InputStream in = ToolInputSchemas.class.getClassLoader().getResourceAsStream(INDEX)) {
                if (in != null) {
                    JsonNode index = JsonMapper.builder().build().readTree(in);
                    index.properties().forEach(entry -> schemas.put(entry.getKey(), (ObjectNode) entry.getValue()));
                }
            } catch (IOException | JacksonException | ClassCastException e) {
                schemas.clear(); // unreadable: every schema is generated, as without the index
            }
            return Map.copyOf(schemas);
        }
    }
}
