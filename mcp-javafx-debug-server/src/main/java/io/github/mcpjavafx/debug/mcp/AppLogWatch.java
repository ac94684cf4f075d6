package io.github.mcpjavafx.debug.mcp;

import io.github.mcpjavafx.debug.core.AppLog;
import io.github.mcpjavafx.debug.core.model.LogEntry;
import io.github.mcpjavafx.debug.core.model.ShowsLogRecords;
import io.github.mcpjavafx.debug.core.model.ToolOutput;

import java.util.List;
import java.util.Set;

/**
 * What every tool call does with the application's log. Before the call, the capture is hooked in
 * again wherever the app replaced a hook since (so an exception the call causes is seen). After it,
 * errors that arrived since the previous call, and that the answer does not itself show, are
 * reported once: each error is told about in one answer only, whichever tool it is.
 */
final class AppLogWatch {

    /** No capture (a catalog built for tests or benchmarks): nothing to hook, nothing to tell. */
    static final AppLogWatch NONE = new AppLogWatch(null);

    private final AppLog log;
    private long toldUpTo; // guarded by this

    AppLogWatch(AppLog log) {
        this.log = log;
        this.toldUpTo = log == null ? 0 : log.lastSeq();
    }

    void beforeCall() {
        if (log != null) {
            log.keepHooked();
        }
    }

    /** The errors to tell about at the end of {@code answer} (null for a failed call); null when there are none. */
    synchronized NewErrors afterCall(ToolOutput answer) {
        if (log == null) {
            return null;
        }
        long last = log.lastSeq();
        Set<Long> shown = answer instanceof ShowsLogRecords records ? records.shownLogSeqs() : Set.of();
        List<LogEntry> untold = log.errorsSince(toldUpTo).stream()
                .filter(entry -> entry.seq() <= last && !shown.contains(entry.seq())).toList();
        toldUpTo = last;
        return untold.isEmpty() ? null : new NewErrors(untold.size(), untold.get(0).seq() - 1);
    }
}
