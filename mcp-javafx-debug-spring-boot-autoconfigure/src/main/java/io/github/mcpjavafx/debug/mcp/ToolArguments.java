package io.github.mcpjavafx.debug.mcp;

import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.model.UiRef;
import io.github.mcpjavafx.debug.core.model.Target;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Typed reads of a tool call's JSON arguments. The SDK has already checked them against the
 * input schema, so a wrong type here means a schema and this class disagree; it still becomes a
 * clear {@code MCP_UI_INVALID_ARGUMENT} rather than a ClassCastException.
 */
final class ToolArguments {

    private final String where;
    private final Map<String, Object> values;

    private ToolArguments(String where, Map<String, Object> values) {
        this.where = where;
        this.values = values == null ? Map.of() : values;
    }

    static ToolArguments of(Map<String, Object> arguments) {
        return new ToolArguments("", arguments);
    }

    String string(String name) {
        Object v = values.get(name);
        if (v == null || v instanceof String) {
            return (String) v;
        }
        throw wrongType(name, "a string", v);
    }

    Integer integer(String name) {
        Object v = values.get(name);
        if (v == null) {
            return null;
        }
        if (v instanceof Number n && n.doubleValue() == Math.rint(n.doubleValue())) {
            if (n.doubleValue() < Integer.MIN_VALUE || n.doubleValue() > Integer.MAX_VALUE) {
                throw UiException.invalidArgument("Argument " + path(name) + " is out of range: " + v + ".");
            }
            return n.intValue();
        }
        throw wrongType(name, "an integer", v);
    }

    Double number(String name) {
        Object v = values.get(name);
        if (v == null || v instanceof Number) {
            return v == null ? null : ((Number) v).doubleValue();
        }
        throw wrongType(name, "a number", v);
    }

    Boolean bool(String name) {
        Object v = values.get(name);
        if (v == null || v instanceof Boolean) {
            return (Boolean) v;
        }
        throw wrongType(name, "true or false", v);
    }

    /** A nested object, or {@code null} when absent. */
    @SuppressWarnings("unchecked")
    ToolArguments object(String name) {
        Object v = values.get(name);
        if (v == null) {
            return null;
        }
        if (v instanceof Map<?, ?> map) {
            return new ToolArguments(path(name) + ".", (Map<String, Object>) map);
        }
        throw wrongType(name, "an object", v);
    }

    /** A list of objects, or {@code null} when absent. */
    List<ToolArguments> objects(String name) {
        Object v = values.get(name);
        if (v == null) {
            return null;
        }
        if (!(v instanceof List<?> list)) {
            throw wrongType(name, "an array", v);
        }
        List<ToolArguments> result = new ArrayList<>(list.size());
        for (int i = 0; i < list.size(); i++) {
            if (!(list.get(i) instanceof Map<?, ?> map)) {
                throw UiException.invalidArgument(path(name) + "[" + i + "] must be an object.");
            }
            @SuppressWarnings("unchecked")
            Map<String, Object> entry = (Map<String, Object>) map;
            result.add(new ToolArguments(path(name) + "[" + i + "].", entry));
        }
        return result;
    }

    /** A list of strings, or {@code null} when absent. */
    List<String> strings(String name) {
        Object v = values.get(name);
        if (v == null) {
            return null;
        }
        if (v instanceof List<?> list && list.stream().allMatch(String.class::isInstance)) {
            return list.stream().map(String.class::cast).toList();
        }
        throw wrongType(name, "an array of strings", v);
    }

    /** {@code {"uid": ..., "path": ...}} as a ref, or {@code null} when absent. */
    UiRef ref(String name) {
        ToolArguments ref = object(name);
        return ref == null ? null : new UiRef(ref.string("uid"), ref.string("path"));
    }

    /** {@code {"ref": {...}} | {"css": ...} | {"text": ...}} as a target, or {@code null} when absent. */
    Target target(String name) {
        ToolArguments target = object(name);
        return target == null ? null : new Target(target.ref("ref"), target.string("css"), target.string("text"));
    }

    private String path(String name) {
        return where + name;
    }

    private UiException wrongType(String name, String expected, Object actual) {
        return UiException.invalidArgument("Argument " + path(name) + " must be " + expected + ", got "
                + (actual instanceof String ? "\"" + actual + "\"" : String.valueOf(actual)) + ".");
    }
}
