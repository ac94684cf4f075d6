package io.github.mcpjavafx.debug.mcp;

import tools.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.List;

/**
 * Renders a tool's input schema as the argument table of {@code docs/tools.md}, so the docs are
 * written from the published schema, never by hand: one row per argument, nested ones as
 * {@code scope.stage} and {@code actions[].type}.
 */
final class ArgumentTables {

    private ArgumentTables() {
    }

    static String render(JsonNode schema) {
        StringBuilder table = new StringBuilder("| argument | type | meaning |\n|---|---|---|\n");
        rows(schema, schema, "", requiredOf(schema), table);
        return table.toString();
    }

    /** {@code docs} with the table between {@code <!-- arguments TOOL -->} and {@code <!-- /arguments -->} replaced. */
    static String replace(String docs, String tool, String table) {
        String open = "<!-- arguments " + tool + " -->\n";
        String close = "<!-- /arguments -->";
        int start = docs.indexOf(open);
        if (start < 0) {
            throw new AssertionError("docs/tools.md has no " + open.strip() + " section for the argument table");
        }
        int end = docs.indexOf(close, start);
        return docs.substring(0, start + open.length()) + table + docs.substring(end);
    }

    private static void rows(JsonNode root, JsonNode object, String prefix, List<String> required, StringBuilder table) {
        for (String name : object.get("properties").propertyNames()) {
            JsonNode property = resolve(root, object.get("properties").get(name));
            String path = prefix + name;
            table.append("| `").append(path).append("` | ").append(type(root, property))
                    .append(required.contains(name) ? ", required" : "").append(" | ")
                    .append(description(root, property)).append(" |\n");
            JsonNode element = property.has("items") ? resolve(root, property.get("items")) : property;
            if (element.has("properties")) {
                rows(root, element, path + (property.has("items") ? "[]." : "."), requiredOf(element), table);
            }
        }
    }

    private static String type(JsonNode root, JsonNode property) {
        if (property.has("enum")) {
            List<String> values = new ArrayList<>();
            property.get("enum").forEach(value -> values.add("`" + value.asString() + "`"));
            return String.join(" \\| ", values);
        }
        String type = property.path("type").asString();
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
