package io.github.mcpjavafx.debug.mcp;

import io.github.mcpjavafx.debug.core.RequestThread;
import io.github.mcpjavafx.debug.core.model.ErrorCode;
import io.github.mcpjavafx.debug.core.model.ToolOutput;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import tools.jackson.databind.json.JsonMapper;

import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * What every tool call goes through, ours and the application's alike: the app's log hooked before
 * it, its answer ending with the app's new errors ({@link AppLogWatch}), and one audit line
 * ({@code tool, outcome, duration, FX time}). Exceptions never escape to the MCP server, which would not log
 * them: they become error results here, and unexpected ones are logged in full; so do a stack
 * overflow and memory running out within one call.
 */
final class CallEnvelope {

    private static final Log AUDIT = LogFactory.getLog("io.github.mcpjavafx.debug.audit");
    private static final Log LOG = LogFactory.getLog(CallEnvelope.class);

    private final JsonMapper json;
    private final AppLogWatch appLog;

    CallEnvelope(JsonMapper json, AppLogWatch appLog) {
        this.json = json;
        this.appLog = appLog;
    }

    /** The result of one call of {@code tool}; {@code call} may throw {@link UiException} to fail it. */
    CallToolResult run(String tool, Supplier<Answer> call) {
        long started = System.nanoTime();
        long fxBefore = RequestThread.fxNanos();
        appLog.beforeCall();
        ToolOutput output = null;
        CallToolResult result;
        String outcome;
        try {
            Answer answer = call.get();
            output = answer.output();
            result = answer.result();
            outcome = Boolean.TRUE.equals(result.isError()) ? "error" : "ok";
        } catch (UiException e) {
            result = ToolResults.failure(e, json);
            outcome = e.code().name();
        } catch (RuntimeException e) {
            LOG.error("Tool " + tool + " failed unexpectedly", e);
            result = ToolResults.failure(new UiException(ErrorCode.MCP_UI_INTERNAL,
                    "Unexpected failure in " + tool + ": " + e + ". The server keeps running; "
                            + "please report this with the application log.", Map.of("exception", e.getClass().getName()), e), json);
            outcome = ErrorCode.MCP_UI_INTERNAL.name();
        } catch (VirtualMachineError e) {
            // A stack overflow or memory running out within this call: the call's frames are gone, so
            // its memory is free again. Answered as this call's failure, the error does not reach
            // Tomcat's worker, whose death would leave the port listening and nothing answering.
            LOG.error("Tool " + tool + " ran out of " + (e instanceof StackOverflowError ? "stack" : "memory"), e);
            result = ToolResults.failure(new UiException(ErrorCode.MCP_UI_INTERNAL,
                    tool + " failed: " + e + ". The call was stopped; the server and the application keep running. "
                            + "Ask for less at once (a smaller limit, depth or text).",
                    Map.of("exception", e.getClass().getName())), json);
            outcome = ErrorCode.MCP_UI_INTERNAL.name();
        } catch (LinkageError e) {
            // A library of another version than the server's (the application's build picked it): say so, not HTTP 500.
            LOG.error("Tool " + tool + " met a library version it was not built with", e);
            result = ToolResults.failure(new UiException(ErrorCode.MCP_UI_INTERNAL,
                    tool + " failed: " + e + ". The application has a library of another version than the debug server"
                            + " was built with; the warning logged at its start names it. Fix the application's build;"
                            + " the server keeps running.", Map.of("exception", e.getClass().getName()), e), json);
            outcome = ErrorCode.MCP_UI_INTERNAL.name();
        }
        result = ToolResults.withNewErrors(result, appLog.afterCall(output), json);
        if (AUDIT.isInfoEnabled()) {
            AUDIT.info(auditLine(tool, outcome, System.nanoTime() - started, RequestThread.fxNanos() - fxBefore));
        }
        return result;
    }

    /**
     * {@code ui_perform ok 12 ms, FX 3.4 ms}: the call's time, and how much of it the FX thread worked
     * for it; the two come from the same call, so their ratio holds whatever the machine's load.
     */
    static String auditLine(String tool, String outcome, long nanos, long fxNanos) {
        return String.format(Locale.ROOT, "%s %s %d ms, FX %.1f ms", tool, outcome, TimeUnit.NANOSECONDS.toMillis(nanos),
                fxNanos / 1e6);
    }

    /**
     * A call's result, and the engine's output it was made from (null for the application's tools):
     * the output knows which log records it shows itself.
     */
    record Answer(CallToolResult result, ToolOutput output) {
    }
}
