package io.github.mcpjavafx.debug.core.model;

import java.util.Set;

/**
 * A tool answer that itself shows application log records (ui_get_logs, or an action's result that
 * names the exceptions it caused), so the "new errors" line at the end of every answer does not
 * point the agent at what it is reading already.
 */
public interface ShowsLogRecords {

    /** The {@link LogEntry#seq() seq}s this answer shows. */
    Set<Long> shownLogSeqs();
}
