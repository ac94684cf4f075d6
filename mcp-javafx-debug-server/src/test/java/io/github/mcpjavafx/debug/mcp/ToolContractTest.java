package io.github.mcpjavafx.debug.mcp;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.core.UiEngine;
import io.github.mcpjavafx.debug.core.logs.LogBuffer;
import io.github.mcpjavafx.debug.core.logs.LogReader;
import io.github.mcpjavafx.debug.mcp.tools.UiTools;
import io.modelcontextprotocol.json.jackson3.JacksonMcpJsonMapper;
import io.modelcontextprotocol.spec.McpSchema;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

/**
 * The published schemas, the code and the docs agree: what the schema allows binds, what the code
 * takes is in the schema, every example is a valid call, the docs' argument tables are the
 * schemas', and the whole {@code tools/list} stays within its budget of every agent turn.
 */
class ToolContractTest {

    /** Tool definitions ride along in every agent turn: about 4,000 tokens at most, with the tools to come. */
    static final int TOOLS_LIST_BUDGET_CHARS = 16_000;

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final Path DOCS = Path.of("..", "docs", "tools.md");

    private final UiEngine engine = new UiEngine(McpJavafxConfig.defaults());
    private final ToolCatalog catalog = new ToolCatalog(UiTools.of(engine, new LogReader(new LogBuffer(), List.of())), JSON,
            new JacksonMcpJsonMapper(JSON));

    /** The server starts with the schemas the build wrote, and they are what the records declare now. */
    @Test
    void buildWroteEveryToolsSchemaAsItsRecordDeclaresIt() {
        for (McpSchema.Tool tool : catalog.tools()) {
            Class<?> type = catalog.argumentType(tool.name());
            assertThat(ToolInputSchemas.written(type))
                    .as("%s: the build writes %s (process-classes); run it after changing an argument record",
                            tool.name(), ToolInputSchemas.INDEX)
                    .isTrue();
            // As published: the same JSON text (read back, a bound is an int node where the generator made a decimal one).
            assertThat(ToolInputSchemas.of(type).toString()).as(tool.name())
                    .isEqualTo(ToolSchemaGenerator.generate(type).toString());
        }
    }

    /** Each tool gets a schema of its own: changing one changes no other, nor the next one handed out. */
    @Test
    void writtenSchemasAreHandedOutAsCopies() {
        Class<?> type = catalog.argumentType("ui_query");
        ToolInputSchemas.of(type).put("type", "changed");
        assertThat(ToolInputSchemas.of(type).get("type").asString()).isEqualTo("object");
    }

    @Test
    void toolsListStaysWithinItsBudget() {
        String list = JSON.writeValueAsString(new McpSchema.ListToolsResult(catalog.tools(), null, null));
        System.out.printf("tools/list: %,d characters for %d tools (budget %,d):", list.length(),
                catalog.tools().size(), TOOLS_LIST_BUDGET_CHARS);
        catalog.tools().forEach(tool -> System.out.printf(" %s %,d", tool.name(), JSON.writeValueAsString(tool).length()));
        System.out.println();
        assertThat(list.length()).isLessThan(TOOLS_LIST_BUDGET_CHARS);
    }

    @Test
    void everyEnumValueTheSchemaListsBindsAndTheCodeTakesNoOther() {
        List<String> checked = new ArrayList<>();
        for (McpSchema.Tool tool : catalog.tools()) {
            JsonNode schema = ToolInputSchemas.of(catalog.argumentType(tool.name())); // as checked: the action types apart
            walk(schema, schema, catalog.argumentType(tool.name()), tool.name(), checked);
        }
        assertThat(checked).as("enums found in the schemas").contains("ui_get_snapshot.mode", "ui_query.selector.match",
                "ui_perform.actions[click].modifiers[]", "ui_perform.actions[pressKey].modifiers[]", "ui_perform.actions[wait].until",
                "ui_wait.until", "ui_screenshot.format", "ui_get_logs.minLevel");
    }

    @Test
    void everyToolExampleIsAValidCall() {
        for (McpSchema.Tool tool : catalog.tools()) {
            String example = catalog.example(tool.name());
            assertThatCode(() -> catalog.arguments(tool.name(), JSON.readValue(example, Map.class)))
                    .as(tool.name() + " " + example).doesNotThrowAnyException();
        }
    }

    @Test
    void docsShowTheArgumentsAsPublished() throws Exception {
        String docs = Files.readString(DOCS);
        String expected = docs;
        for (McpSchema.Tool tool : catalog.tools()) {
            expected = ArgumentTables.replace(expected, tool.name(), ArgumentTables.render(JSON.valueToTree(tool.inputSchema())));
        }
        expected = ArgumentTables.replace(expected, "action-types", "ui_perform",
                ArgumentTables.renderKinds(ToolInputSchemas.of(catalog.argumentType("ui_perform"))));
        if (Boolean.getBoolean("docs.update")) {
            Files.writeString(DOCS, expected);
        }
        assertThat(docs).as("docs/tools.md is out of date; run ./mvnw -pl mcp-javafx-debug-server "
                + "test -Dtest=ToolContractTest -Ddocs.update=true").isEqualTo(expected);
    }

    /** Walks a schema node and the Java type it was generated from side by side. */
    private static void walk(JsonNode root, JsonNode node, Type type, String where, List<String> checked) {
        node = resolve(root, node);
        Class<?> raw = raw(type);
        if (node.has("enum")) {
            Set<String> published = new LinkedHashSet<>();
            node.get("enum").forEach(value -> published.add(value.asString()));
            Set<String> taken = new LinkedHashSet<>();
            for (Object constant : raw.getEnumConstants()) {
                taken.add(JSON.valueToTree(constant).asString());
            }
            assertThat(taken).as(where + ": the values the code takes are the values the schema lists").isEqualTo(published);
            for (String value : published) {
                assertThat(JSON.convertValue(value, raw)).as(where + " " + value).isNotNull();
            }
            checked.add(where);
        } else if (node.has("oneOf")) {
            kinds(root, node.get("oneOf"), raw, where, checked);
        } else if (node.has("items")) {
            walk(root, node.get("items"), ((ParameterizedType) type).getActualTypeArguments()[0], where + "[]", checked);
        } else if (node.has("properties")) {
            assertThat(raw.isRecord()).as(where + " is an argument record").isTrue();
            List<String> components = Arrays.stream(raw.getRecordComponents()).map(RecordComponent::getName).toList();
            List<String> properties = new ArrayList<>();
            node.get("properties").propertyNames().forEach(properties::add);
            assertThat(properties).as(where + ": published properties are the record's components").isEqualTo(components);
            for (RecordComponent component : raw.getRecordComponents()) {
                walk(root, node.get("properties").get(component.getName()), component.getGenericType(),
                        where + "." + component.getName(), checked);
            }
        }
    }

    /**
     * A sealed type's records, published as a {@code oneOf} by {@code type}: one kind per record, each
     * with the record's name and components, walked on.
     */
    private static void kinds(JsonNode root, JsonNode kinds, Class<?> sealed, String where, List<String> checked) {
        assertThat(sealed.isSealed()).as(where + " is a sealed type").isTrue();
        Map<String, Class<?>> declared = new java.util.LinkedHashMap<>();
        for (Class<?> kind : sealed.getPermittedSubclasses()) {
            declared.put(kind.getAnnotation(com.fasterxml.jackson.annotation.JsonTypeName.class).value(), kind);
        }
        List<String> published = new ArrayList<>();
        String owner = where.endsWith("[]") ? where.substring(0, where.length() - 2) : where;
        for (JsonNode kind : kinds) {
            String name = kind.get("properties").get("type").get("const").asString();
            published.add(name);
            assertThat(declared).as(where + ": a record declares " + name).containsKey(name);
            tools.jackson.databind.node.ObjectNode fields = ((tools.jackson.databind.node.ObjectNode) kind).deepCopy();
            ((tools.jackson.databind.node.ObjectNode) fields.get("properties")).remove("type");
            walk(root, fields, declared.get(name), owner + "[" + name + "]", checked);
        }
        assertThat(published).as(where + ": every declared kind is published").containsExactlyInAnyOrderElementsOf(declared.keySet());
    }

    private static JsonNode resolve(JsonNode root, JsonNode node) {
        return node.has("$ref") ? root.at(node.get("$ref").asString().substring(1)) : node;
    }

    private static Class<?> raw(Type type) {
        return type instanceof ParameterizedType parameterized ? (Class<?>) parameterized.getRawType() : (Class<?>) type;
    }
}
