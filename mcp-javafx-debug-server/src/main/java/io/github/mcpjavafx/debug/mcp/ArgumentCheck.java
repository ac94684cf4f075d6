package io.github.mcpjavafx.debug.mcp;

import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.dialect.Dialects;
import com.networknt.schema.path.NodePath;
import io.github.mcpjavafx.debug.core.model.ErrorCode;
import io.github.mcpjavafx.debug.core.model.UiException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Checks a call's arguments against the tool's published input schema before anything runs, and
 * turns the first violation into {@code MCP_UI_INVALID_ARGUMENT: <argument> <what is allowed>; was
 * <value>. Nothing was run. Example: <a valid call>}, with the same in {@code details}. It takes the
 * place of the MCP SDK's own check (switched off on the server), whose text names no next step and
 * carries no structured error.
 */
final class ArgumentCheck {

    private final String tool;
    private final String example;
    private final ObjectNode inputSchema;
    private final JsonMapper json;
    /** Compiled on first use ({@link #prepare}): a few hundred classes the server's start does not wait for. */
    private volatile Schema schema;

    ArgumentCheck(String tool, ObjectNode inputSchema, String example, JsonMapper json) {
        this.tool = tool;
        this.example = example;
        this.inputSchema = inputSchema;
        this.json = json;
    }

    /** Loads the schema validator's classes, if no check has yet. */
    static void loadValidator() {
        Schemas.REGISTRY.getClass();
    }

    /** Compiles the schema now, so that the first call does not; safe from any thread. */
    void prepare() {
        schema();
    }

    private Schema schema() {
        Schema compiled = schema;
        if (compiled == null) {
            compiled = Schemas.REGISTRY.getSchema(inputSchema);
            schema = compiled;
        }
        return compiled;
    }

    String example() {
        return example;
    }

    /** The arguments as JSON, once they are known to fit the schema. */
    JsonNode check(Map<String, Object> arguments) {
        JsonNode node = json.valueToTree(arguments == null ? Map.of() : arguments);
        List<Error> errors = schema().validate(node);
        if (!errors.isEmpty()) {
            throw refusal(inputSchema, errors, "");
        }
        return node;
    }

    /** A refusal for arguments the schema let through but the tool cannot use. */
    UiException refusal(String argument, String problem) {
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("tool", tool);
        details.put("argument", argument);
        details.put("problem", problem);
        details.put("example", example);
        return new UiException(ErrorCode.MCP_UI_INVALID_ARGUMENT,
                problem + " Nothing was run. Example: " + tool + " " + example, details);
    }

    /**
     * The refusal for the first violation; an unknown key comes first, as it usually explains the rest
     * (a misplaced "ref" also leaves "target" missing), unless an object of several kinds fits none.
     *
     * @param root   the schema {@code errors} come from
     * @param errors every error, so that all the arguments missing beside the first one's are named at once
     * @param at     where in the arguments {@code root} applies, {@code ""} for the arguments themselves
     */
    private UiException refusal(ObjectNode root, List<Error> errors, String at) {
        // An action that fits none of its kinds also reports what each other kind found wrong with it: only its own count.
        Error error = errors.stream().filter(e -> "oneOf".equals(e.getKeyword())).findFirst()
                .or(() -> errors.stream().filter(e -> "additionalProperties".equals(e.getKeyword())).findFirst())
                .orElse(errors.get(0));
        String inside = argumentName(error.getInstanceLocation());
        String argument = at.isEmpty() || inside.isEmpty() ? at + inside : at + (inside.startsWith("[") ? "" : ".") + inside;
        if ("oneOf".equals(error.getKeyword())) {
            return kindRefusal(root, error, argument);
        }
        String problem = "required".equals(error.getKeyword()) ? missing(error, errors, argument)
                : problem(root, error, argument);
        return refusal(argument.isEmpty() ? "(arguments)" : argument, problem);
    }

    /**
     * An object of one of several kinds told apart by {@code type} (an action) that fits none: say what is
     * wrong with it as the kind it names, or that it names none.
     */
    private UiException kindRefusal(ObjectNode root, Error error, String argument) {
        JsonNode value = error.getInstanceNode();
        if (!value.isObject()) {
            return refusal(argument, argument + " must be an object; was " + value + ".");
        }
        JsonNode type = value.get("type");
        if (type == null) {
            return refusal(argument, argument + ".type is required.");
        }
        List<String> names = new ArrayList<>();
        for (JsonNode kind : error.getSchemaNode()) {
            JsonNode name = kind.path("properties").path("type").path("const");
            names.add(name.toString());
            if (name.equals(type)) {
                ObjectNode alone = ((ObjectNode) kind).deepCopy();
                alone.set("$defs", root.get("$defs"));
                return refusal(alone, Schemas.REGISTRY.getSchema(alone).validate(value), argument);
            }
        }
        return refusal(argument + ".type", argument + ".type must be one of " + String.join(", ", names)
                + "; was " + type + ".");
    }

    /** {@code className and packageName are required.}: every argument missing from the object {@code first} is about. */
    private static String missing(Error first, List<Error> all, String argument) {
        String prefix = argument.isEmpty() ? "" : argument + ".";
        List<String> names = all.stream()
                .filter(e -> "required".equals(e.getKeyword()) && e.getInstanceLocation().equals(first.getInstanceLocation()))
                .map(e -> prefix + e.getProperty()).distinct().toList();
        return names.size() == 1 ? names.get(0) + " is required."
                : String.join(", ", names.subList(0, names.size() - 1)) + " and " + names.get(names.size() - 1)
                + " are required.";
    }

    /** {@code actions[0].deltaY}: the argument as the agent wrote it. */
    static String argumentName(NodePath location) {
        StringBuilder name = new StringBuilder();
        for (int i = 0; i < location.getNameCount(); i++) {
            Object element = location.getElement(i);
            if (element instanceof Integer index) {
                name.append('[').append(index).append(']');
            } else {
                name.append(name.isEmpty() ? "" : ".").append(element);
            }
        }
        return name.toString();
    }

    private String problem(ObjectNode root, Error error, String argument) {
        JsonNode value = error.getInstanceNode();
        JsonNode owner = ruleOwner(root, error);
        String subject = argument.isEmpty() ? "The arguments" : argument;
        String prefix = argument.isEmpty() ? "" : argument + ".";
        return switch (error.getKeyword()) {
            case "additionalProperties" -> unknown(owner, prefix + error.getProperty(), argument.isEmpty() ? tool : argument,
                    error.getProperty());
            case "enum" -> subject + " must be one of " + join(error.getSchemaNode()) + "; was " + value + ".";
            case "type" -> subject + " must be " + typeName(error.getSchemaNode().asString()) + "; was " + value + ".";
            case "minimum", "maximum" -> subject + " must be " + range(owner, "minimum", "maximum") + "; was " + value + ".";
            case "minItems", "maxItems" -> subject + " must hold " + range(owner, "minItems", "maxItems")
                    + " items; has " + value.size() + ".";
            default -> subject + " " + error.getMessage() + ".";
        };
    }

    /**
     * {@code Unknown argument actions[0].text; actions[0] (focus) takes type, target.}: a text where a
     * target is taken is most likely meant as one, so that reading is offered.
     */
    private static String unknown(JsonNode owner, String argument, String holder, String key) {
        JsonNode kind = owner.path("properties").path("type").path("const");
        JsonNode properties = owner.path("properties");
        return "Unknown argument " + argument + "; " + holder + (kind.isString() ? " (" + kind.asString() + ")" : "")
                + " takes " + String.join(", ", properties.propertyNames()) + "."
                + (key.equals("text") && properties.has("target")
                ? " To target a node by its text use \"target\": {\"text\": \"...\"}." : "");
    }

    /** The schema node the failed keyword belongs to: {@code /properties/depth} for {@code /properties/depth/minimum}. */
    private static JsonNode ruleOwner(ObjectNode root, Error error) {
        String pointer = error.getSchemaLocation().getFragment().toString();
        int cut = pointer.lastIndexOf('/');
        return cut <= 0 ? root : root.at(pointer.substring(0, cut));
    }

    private static String range(JsonNode owner, String minKey, String maxKey) {
        JsonNode min = owner.get(minKey);
        JsonNode max = owner.get(maxKey);
        if (min != null && max != null) {
            return "from " + min + " to " + max;
        }
        return min != null ? "at least " + min : "at most " + max;
    }

    private static String join(JsonNode values) {
        List<String> texts = new ArrayList<>();
        values.forEach(value -> texts.add(value.toString()));
        return String.join(", ", texts);
    }

    private static String typeName(String type) {
        return switch (type) {
            case "integer" -> "a whole number";
            case "number" -> "a number";
            case "boolean" -> "true or false";
            case "array" -> "a list";
            case "object" -> "an object";
            default -> "a " + type;
        };
    }

    /** The validator's registry, loaded with the first schema compiled rather than with this class. */
    private static final class Schemas {
        static final SchemaRegistry REGISTRY = SchemaRegistry.withDefaultDialect(Dialects.getDraft202012());
    }
}
