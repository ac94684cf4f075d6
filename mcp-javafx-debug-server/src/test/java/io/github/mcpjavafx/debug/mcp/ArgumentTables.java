package io.github.mcpjavafx.debug.mcp;

import io.modelcontextprotocol.spec.McpSchema;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Renders a tool's input schema as the argument table of {@code docs/tools.md}, so the docs are
 * written from the published schema, never by hand: one row per argument, nested ones as
 * {@code scope.stage} and {@code actions[].type}.
 */
public final class ArgumentTables {

    private ArgumentTables() {
    }

    public static String render(JsonNode schema) {
        StringBuilder table = new StringBuilder("| argument | type | meaning |\n|---|---|---|\n");
        rows(schema, schema, "", requiredOf(schema), new HashSet<>(), table);
        return table.toString();
    }

    /**
     * The kinds of a list argument ({@code actions[click]}, ...) as the full schema declares them: one
     * row per kind with what it does, then one per field it takes.
     */
    static String renderKinds(JsonNode schema) {
        StringBuilder table = new StringBuilder("| action | field type | meaning |\n|---|---|---|\n");
        for (String name : schema.get("properties").propertyNames()) {
            JsonNode items = schema.get("properties").get(name).path("items");
            if (items.has("oneOf")) {
                kinds(schema, items.get("oneOf"), name, new HashSet<>(), table);
            }
        }
        return table.toString();
    }

    /** The tools as published, one row each: name, title, who publishes it and its hints. */
    static String toolList(List<McpSchema.Tool> appServers, List<McpSchema.Tool> stdioEntry) {
        StringBuilder table = new StringBuilder("| tool | title | published by | hints |\n|---|---|---|---|\n");
        appServers.forEach(tool -> toolRow(tool, "every app's server", table));
        stdioEntry.forEach(tool -> toolRow(tool, "the stdio entry point", table));
        return table.toString();
    }

    private static void toolRow(McpSchema.Tool tool, String publishedBy, StringBuilder table) {
        McpSchema.ToolAnnotations hints = tool.annotations();
        table.append("| `").append(tool.name()).append("` | ").append(tool.title()).append(" | ").append(publishedBy)
                .append(" | ").append(Boolean.TRUE.equals(hints.readOnlyHint()) ? "read-only" : "changes the app")
                .append(Boolean.TRUE.equals(hints.destructiveHint()) ? ", destructive" : "")
                .append(Boolean.TRUE.equals(hints.idempotentHint()) ? ", idempotent" : "").append(" |\n");
    }

    /** {@code docs} with the table between {@code <!-- arguments TOOL -->} and {@code <!-- /arguments -->} replaced. */
    public static String replace(String docs, String tool, String table) {
        return replace(docs, "arguments", tool, table);
    }

    /** {@code docs} with the table between {@code <!-- SECTION TOOL -->} and {@code <!-- /arguments -->} replaced. */
    static String replace(String docs, String section, String tool, String table) {
        String open = "<!-- " + section + " " + tool + " -->\n";
        String close = "<!-- /arguments -->";
        int start = docs.indexOf(open);
        if (start < 0) {
            throw new AssertionError("docs/tools.md has no " + open.strip() + " section for the argument table");
        }
        int end = docs.indexOf(close, start);
        return docs.substring(0, start + open.length()) + table + docs.substring(end);
    }

    /** @param expanded the definitions ({@code $ref}) whose fields have rows already: a target's are shown once */
    private static void rows(JsonNode root, JsonNode object, String prefix, List<String> required, Set<String> expanded,
                             StringBuilder table) {
        for (String name : object.get("properties").propertyNames()) {
            JsonNode declared = object.get("properties").get(name);
            JsonNode property = resolve(root, declared);
            String path = prefix + name;
            table.append("| `").append(path).append("` | ").append(type(root, property))
                    .append(required.contains(name) ? ", required" : "").append(" | ")
                    .append(description(root, property)).append(" |\n");
            JsonNode element = property.has("items") ? resolve(root, property.get("items")) : property;
            boolean shown = declared.has("$ref") && !expanded.add(declared.get("$ref").asString());
            if (element.has("properties") && !shown) {
                rows(root, element, path + (property.has("items") ? "[]." : "."), requiredOf(element), expanded, table);
            }
        }
    }

    /** One row per kind ({@code actions[click]}, what it does), then its fields but {@code type}. */
    private static void kinds(JsonNode root, JsonNode kinds, String path, Set<String> expanded, StringBuilder table) {
        for (JsonNode kind : kinds) {
            String name = kind.get("properties").get("type").get("const").asString();
            String at = path + "[" + name + "]";
            table.append("| `").append(at).append("` | `type`: `").append(name).append("` | ")
                    .append(description(root, kind)).append(" |\n");
            List<String> required = requiredOf(kind);
            required.remove("type");
            ObjectNode fields = ((ObjectNode) kind).deepCopy();
            ((ObjectNode) fields.get("properties")).remove("type");
            rows(root, fields, at + ".", required, expanded, table);
        }
    }

    private static String type(JsonNode root, JsonNode property) {
        if (property.has("enum")) {
            List<String> values = new ArrayList<>();
            property.get("enum").forEach(value -> values.add("`" + value.asString() + "`"));
            return String.join(" \\| ", values);
        }
        String type = property.path("type").asString();
        if (type.isEmpty()) {
            return "any"; // a schema without a type takes any JSON value
        }
        if (type.equals("array")) {
            String items = type(root, resolve(root, property.get("items")));
            return "list of " + items + bounds(property, "minItems", "maxItems");
        }
        return type + bounds(property, "minimum", "maximum");
    }

    private static String bounds(JsonNode property, String minKey, String maxKey) {
        JsonNode min = property.get(minKey);
        JsonNode max = property.get(maxKey);
        if (min == null && max == null) {
            return "";
        }
        return " " + (min == null ? "" : min.toString()) + "…" + (max == null ? "" : max.toString());
    }

    private static String description(JsonNode root, JsonNode property) {
        String text = property.path("description").asString("");
        JsonNode element = property.has("items") ? resolve(root, property.get("items")) : property;
        if (text.isEmpty() && element != property) {
            text = element.path("description").asString("");
        }
        return text.replace("|", "\\|");
    }

    private static List<String> requiredOf(JsonNode object) {
        List<String> required = new ArrayList<>();
        object.path("required").forEach(name -> required.add(name.asString()));
        return required;
    }

    private static JsonNode resolve(JsonNode root, JsonNode node) {
        return node.has("$ref") ? root.at(node.get("$ref").asString().substring(1)) : node;
    }
}
