package io.github.mcpjavafx.debug.mcp;

import io.github.mcpjavafx.debug.core.model.ToolOutput;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.util.Map;

/**
 * Runs one call of one of our tools: check the arguments against the published schema, bind them to
 * the argument record, run the tool's handler and shape its output, inside the {@link CallEnvelope}
 * every call goes through.
 */
final class ToolCall {

    private final ToolDeclaration.Served tool;
    private final ArgumentCheck check;
    private final JsonMapper json;
    private final CallEnvelope envelope;
    /** The call of the tool whose arguments one argument takes ({@link ToolDeclaration#nests}), null when none. */
    private final ToolCall nested;

    ToolCall(ToolDeclaration.Served tool, ArgumentCheck check, JsonMapper json, CallEnvelope envelope, ToolCall nested) {
        this.tool = tool;
        this.check = check;
        this.json = json;
        this.envelope = envelope;
        this.nested = nested;
    }

    CallToolResult call(Map<String, Object> arguments) {
        return envelope.run(tool.declaration().name(), () -> {
            ToolOutput output = tool.handler().apply(arguments(arguments));
            return new CallEnvelope.Answer(ToolResults.success(output), output);
        });
    }

    /** The checked and bound argument record. */
    @SuppressWarnings("unchecked") // the schema check let only a JSON object through as the nested arguments
    Object arguments(Map<String, Object> arguments) {
        JsonNode checked = check.check(arguments);
        if (nested != null && arguments != null
                && arguments.get(tool.declaration().nested().argument()) instanceof Map<?, ?> inner) {
            nested.arguments((Map<String, Object>) inner); // refused as a call of that tool would be, before anything runs
        }
        return bind(checked);
    }

    String example() {
        return check.example();
    }

    /** Readies the argument check, so that the first call does not pay for it. */
    void prepare() {
        check.prepare();
    }

    Class<?> argumentType() {
        return tool.declaration().arguments();
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
}
