package io.github.mcpjavafx.debug.stdio;

import tools.jackson.databind.JsonNode;

import java.util.List;

/**
 * Checks a call's arguments against a tool's published input schema, as far as names and listed values
 * go: every key is a property of the schema where it stands, every required one is given, a value of an
 * enum is one it lists. Not a validator: bounds and types are the server's to check.
 */
final class SchemaWalk {

    private SchemaWalk() {
    }

    static void check(JsonNode root, JsonNode declared, JsonNode value, String where, List<String> problems) {
        JsonNode schema = declared.has("$ref") ? root.at(declared.get("$ref").asString().substring(1)) : declared;
        if (schema.has("enum") && value.isString()) {
            boolean listed = false;
            for (JsonNode allowed : schema.get("enum")) {
                listed |= allowed.asString().equals(value.asString());
            }
            if (!listed) {
                problems.add(where + ": " + value + " is not one of " + schema.get("enum"));
            }
        }
        if (value.isArray() && schema.has("items")) {
            value.forEach(item -> check(root, schema.get("items"), item, where + "[]", problems));
        }
        if (value.isObject() && schema.has("properties")) {
            JsonNode properties = schema.get("properties");
            for (String name : value.propertyNames()) {
                if (properties.has(name)) {
                    check(root, properties.get(name), value.get(name), where + "." + name, problems);
                } else {
                    problems.add(where + ": no argument " + name);
                }
            }
            schema.path("required").forEach(required -> {
                if (!value.has(required.asString())) {
                    problems.add(where + ": " + required.asString() + " is required");
                }
            });
        }
    }
}
