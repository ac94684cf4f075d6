package io.github.mcpjavafx.debug.mcp;

import io.github.mcpjavafx.debug.core.model.ErrorCode;
import io.github.mcpjavafx.debug.core.model.ToolOutput;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Runs one call of one tool: check the arguments against the published schema, bind them to the
 * argument record, invoke the tool method, shape the result (ending with the app's new errors, if
 * any: {@link AppLogWatch}), and write one audit line
 * ({@code tool, outcome, duration}). Exceptions never escape to the MCP server, which would not
 * log them: they become error results here, and unexpected ones are logged in full.
 */
final class ToolCall {

    private static final Log AUDIT = LogFactory.getLog("io.github.mcpjavafx.debug.audit");
    private static final Log LOG = LogFactory.getLog(ToolCall.class);

    private final String name;
    private final Object bean;
    private final Method method;
    private final ArgumentCheck check;
    private final JsonMapper json;
    private final AppLogWatch appLog;

    ToolCall(String name, Object bean, Method method, ArgumentCheck check, JsonMapper json, AppLogWatch appLog) {
        this.name = name;
        this.bean = bean;
        this.method = method;
        this.check = check;
        this.json = json;
        this.appLog = appLog;
    }

    CallToolResult call(Map<String, Object> arguments) {
        long started = System.nanoTime();
        appLog.beforeCall();
        ToolOutput output = null;
        CallToolResult result;
        String outcome;
        try {
            output = invoke(arguments(arguments));
            result = ToolResults.success(output);
            outcome = "ok";
        } catch (UiException e) {
            result = ToolResults.failure(e, json);
            outcome = e.code().name();
        } catch (RuntimeException e) {
            LOG.error("Tool " + name + " failed unexpectedly", e);
            result = ToolResults.failure(new UiException(ErrorCode.MCP_UI_INTERNAL,
                    "Unexpected failure in " + name + ": " + e + ". The server keeps running; "
                            + "please report this with the application log.", Map.of("exception", e.getClass().getName()), e), json);
            outcome = ErrorCode.MCP_UI_INTERNAL.name();
        }
        result = ToolResults.withNewErrors(result, appLog.afterCall(output), json);
        if (AUDIT.isInfoEnabled()) {
            AUDIT.info(name + " " + outcome + " " + TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started) + " ms");
        }
        return result;
    }

    /** The checked and bound argument record. */
    Object arguments(Map<String, Object> arguments) {
        return bind(check.check(arguments));
    }

    String example() {
        return check.example();
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
