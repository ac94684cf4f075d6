package io.github.mcpjavafx.debug.mcp;

import io.github.mcpjavafx.debug.core.model.ToolOutput;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.Map;

/**
 * Runs one call of one of our tools: check the arguments against the published schema, bind them to
 * the argument record, invoke the tool method and shape its output, inside the {@link CallEnvelope}
 * every call goes through.
 */
final class ToolCall {

    private final String name;
    private final Object bean;
    private final Method method;
    private final ArgumentCheck check;
    private final JsonMapper json;
    private final CallEnvelope envelope;

    ToolCall(String name, Object bean, Method method, ArgumentCheck check, JsonMapper json, CallEnvelope envelope) {
        this.name = name;
        this.bean = bean;
        this.method = method;
        this.check = check;
        this.json = json;
        this.envelope = envelope;
    }

    CallToolResult call(Map<String, Object> arguments) {
        return envelope.run(name, () -> {
            ToolOutput output = invoke(arguments(arguments));
            return new CallEnvelope.Answer(ToolResults.success(output), output);
        });
    }

    /** The checked and bound argument record. */
    Object arguments(Map<String, Object> arguments) {
        return bind(check.check(arguments));
    }

    String example() {
        return check.example();
    }

    /** Readies the argument check, so that the first call does not pay for it. */
    void prepare() {
        check.prepare();
    }

    Class<?> argumentType() {
        return method.getParameterTypes()[0];
    }

    /** The argument record; a rule the schema cannot state (exactly one of ref, css, text) fails here, in the record. */
    private Object bind(JsonNode arguments) {
        try {
            return json.treeToValue(arguments, argumentType());
        } catch (JacksonException e) {
            String argument = argumentName(e);
            for (Throwable cause = e; cause != null; cause = cause.getCause()) {
                if (cause instanceof UiException refusal) {
                    // The record knows the rule, Jackson knows where the record was: name it, as the schema check does.
                    throw refusal.details().containsKey("argument") ? refusal : check.refusal(argument, refusal.getMessage());
                }
            }
            throw check.refusal(argument, (argument.equals("(arguments)") ? "" : argument + ": ") + e.getOriginalMessage() + ".");
        }
    }

    /** {@code actions[0].deltaY}, from where in the arguments Jackson stopped. */
    private static String argumentName(JacksonException e) {
        StringBuilder name = new StringBuilder();
        for (JacksonException.Reference step : e.getPath()) {
            if (step.getPropertyName() != null) {
                name.append(name.isEmpty() ? "" : ".").append(step.getPropertyName());
            } else if (step.getIndex() >= 0) {
                name.append('[').append(step.getIndex()).append(']');
            }
        }
        return name.isEmpty() ? "(arguments)" : name.toString();
    }

    private ToolOutput invoke(Object arguments) {
        try {
            return (ToolOutput) method.invoke(bean, arguments);
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw new IllegalStateException(e.getCause());
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }
}
