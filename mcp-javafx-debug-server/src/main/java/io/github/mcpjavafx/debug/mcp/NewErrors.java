package io.github.mcpjavafx.debug.mcp;

/**
 * Errors (ERROR records and uncaught exceptions) that arrived since the agent's previous call: the
 * last line of any tool's text, and {@code newErrors} in its {@code structuredContent}.
 *
 * @param count    how many
 * @param sinceSeq the {@code sinceSeq} of a {@code ui_get_logs} call that lists them
 */
record NewErrors(int count, long sinceSeq) {

    /** {@code 2 new errors: ui_get_logs {"sinceSeq": 41}}. */
    String line() {
        return count + (count == 1 ? " new error" : " new errors") + ": ui_get_logs {\"sinceSeq\": " + sinceSeq + "}";
    }
}
