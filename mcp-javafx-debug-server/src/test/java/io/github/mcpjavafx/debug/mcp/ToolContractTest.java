package io.github.mcpjavafx.debug.mcp;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.core.UiEngine;
import io.github.mcpjavafx.debug.core.model.ErrorCode;
import io.github.mcpjavafx.debug.mcp.tools.UiTools;
import io.github.mcpjavafx.debug.stdio.StdioProxy;
import io.modelcontextprotocol.json.McpJsonMapper;
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
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

/**
 * The published schemas, the code and the docs agree: what the schema allows binds, what the code
 * takes is in the schema, every example is a valid call, the docs' argument tables are the
 * schemas', and the whole {@code tools/list} stays within its budget of every agent turn.
 */
class ToolContractTest {

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final McpJsonMapper MCP_JSON = new JacksonMcpJsonMapper(JSON);
    private static final Path DOCS = Path.of("..", "docs", "tools.md");
    private static final Pattern ERROR_ROW = Pattern.compile("^\\| `(MCP_UI_[A-Z_]+)` \\|");

    private final UiEngine engine = new UiEngine(McpJavafxConfig.defaults());
    private final ToolCatalog catalog = new ToolCatalog(ToolDeclaration.servedBy(engine, UiTools.ALL), JSON, MCP_JSON);
    /** An app server's tools, then the stdio entry point's own (not called here: they work on nothing). */
    private final ToolCatalog everyTool = new ToolCatalog(Stream.concat(ToolDeclaration.servedBy(engine, UiTools.ALL).stream(),
            StdioProxy.OWN_TOOLS.stream().map(tool -> tool.servedBy(null))).toList(), JSON, MCP_JSON);

    /** The server starts with the schemas the build wrote, and they are what the records declare now. */
    @Test
    void buildWroteEveryToolsSchemaAsItsRecordDeclaresIt() {
        for (McpSchema.Tool tool : everyTool.tools()) {
            Class<?> type = everyTool.argumentType(tool.name());
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

    /**
     * Each tool within its share of the budget ({@link ToolDeclaration#share}), the shares within the budget: a
     * list over it names the tool that grew, and the fix is in its declaration.
     */
    @Test
    void toolsListStaysWithinItsBudget() {
        String list = JSON.writeValueAsString(new McpSchema.ListToolsResult(catalog.tools(), null, null));
        System.out.printf("tools/list: %,d characters for %d tools (budget %,d):", list.length(),
                catalog.tools().size(), ToolDeclaration.TOOLS_LIST_BUDGET);
        List<String> over = new ArrayList<>();
        int sizes = 0;
        int shares = 0;
        for (int i = 0; i < UiTools.ALL.size(); i++) {
            ToolDeclaration<UiEngine, ?> declared = UiTools.ALL.get(i);
            int size = JSON.writeValueAsString(catalog.tools().get(i)).length();
            System.out.printf(" %s %,d/%,d", declared.name(), size, declared.share());
            sizes += size;
            shares += declared.share();
            if (size > declared.share()) {
                over.add(String.format("%s takes %,d characters, over its share of %,d", declared.name(), size, declared.share()));
            }
        }
        System.out.println();
        assertThat(over).as("tools over their share of tools/list: shorten the description or the argument "
                + "descriptions, or give the tool a share another tool's declaration gives up").isEmpty();
        assertThat(shares + list.length() - sizes).as("the shares and the list's own brackets and commas")
                .isLessThanOrEqualTo(ToolDeclaration.TOOLS_LIST_BUDGET);
        assertThat(list.length()).isLessThan(ToolDeclaration.TOOLS_LIST_BUDGET);
    }

    /**
     * The stdio entry point lists its own tools before an app's: each stays within its share. (With them, its
     * list is longer than an app server's, by their shares.)
     */
    @Test
    void theStdioEntrysOwnToolsStayWithinTheirShares() {
        List<String> over = new ArrayList<>();
        int total = JSON.writeValueAsString(new McpSchema.ListToolsResult(everyTool.tools(), null, null)).length();
        System.out.printf("the stdio entry point's tools/list: %,d characters with an app's ui_* tools:", total);
        for (ToolDeclaration<?, ?> declared : StdioProxy.OWN_TOOLS) {
            int size = JSON.writeValueAsString(declared.published(MCP_JSON)).length();
            System.out.printf(" %s %,d/%,d", declared.name(), size, declared.share());
            if (size > declared.share()) {
                over.add(String.format("%s takes %,d characters, over its share of %,d", declared.name(), size, declared.share()));
            }
        }
        System.out.println();
        assertThat(over).as("the stdio entry point's tools over their share of tools/list").isEmpty();
    }

    /** The docs' error table has one row per code, and no other. */
    @Test
    void docsListEveryErrorCode() throws Exception {
        List<String> rows = Files.readString(DOCS).lines().map(ERROR_ROW::matcher).filter(Matcher::find)
                .map(row -> row.group(1)).toList();
        assertThat(rows).as("docs/tools.md's error table").containsExactlyInAnyOrderElementsOf(
                Arrays.stream(ErrorCode.values()).map(Enum::name).toList());
    }

    @Test
    void everyEnumValueTheSchemaListsBindsAndTheCodeTakesNoOther() {
        List<String> checked = new ArrayList<>();
        for (McpSchema.Tool tool : everyTool.tools()) {
            JsonNode schema = ToolInputSchemas.of(everyTool.argumentType(tool.name())); // as checked: the action types apart
            walk(schema, schema, everyTool.argumentType(tool.name()), tool.name(), checked);
        }
        assertThat(checked).as("enums found in the schemas").contains("ui_get_snapshot.mode", "ui_query.selector.match",
                "ui_perform.actions[click].modifiers[]", "ui_perform.actions[pressKey].modifiers[]", "ui_perform.actions[wait].until",
                "ui_wait.until", "ui_screenshot.format", "ui_get_logs.minLevel");
    }

    @Test
    void everyToolExampleIsAValidCall() {
        for (McpSchema.Tool tool : everyTool.tools()) {
            String example = everyTool.example(tool.name());
            assertThatCode(() -> everyTool.arguments(tool.name(), JSON.readValue(example, Map.class)))
                    .as(tool.name() + " " + example).doesNotThrowAnyException();
        }
    }

    @Test
    void docsShowTheArgumentsAsPublished() throws Exception {
        String docs = Files.readString(DOCS);
        String expected = docs;
        for (McpSchema.Tool tool : everyTool.tools()) {
            expected = ArgumentTables.replace(expected, tool.name(), ArgumentTables.render(JSON.valueToTree(tool.inputSchema())));
        }
        expected = ArgumentTables.replace(expected, "tools", "published", ArgumentTables.toolList(catalog.tools(),
                everyTool.tools().subList(catalog.tools().size(), everyTool.tools().size())));
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
