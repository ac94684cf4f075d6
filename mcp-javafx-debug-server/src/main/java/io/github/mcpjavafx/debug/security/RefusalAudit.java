package io.github.mcpjavafx.debug.security;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.apache.commons.logging.LogFactory;

import java.io.IOException;
import java.time.Duration;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * Audits the requests the server refuses or cannot route (401, 403, 404, 413, 421), for the
 * person who runs the app, in the application's log under {@value #LOGGER}, never in what the agent
 * reads ({@code ui_get_logs} leaves this library's loggers out). Anyone on the machine may send such
 * requests, as fast as they like, so they are rate-limited: the first refusal after a quiet
 * {@link #DEFAULT_WINDOW} is logged at once, one WARN line; the ones that follow within that time are
 * counted, and one WARN line sums them up with the next refusal after it, or when the server stops.
 */
public final class RefusalAudit implements Filter, AutoCloseable {

    public static final String LOGGER = "io.github.mcpjavafx.debug.audit.refused";
    public static final Duration DEFAULT_WINDOW = Duration.ofMinutes(1);
    /** The most of a refused request's path a line shows: it is whatever the client sent. */
    private static final int SHOWN_PATH = 80;

    private final long windowNanos;
    private final LongSupplier nanoClock;
    private final Consumer<String> warn;
    /** Guarded by this: refusals since {@link #windowStart}, by status. */
    private final Map<Integer, Integer> counted = new TreeMap<>();
    private long windowStart;
    private boolean open;

    public RefusalAudit() {
        this(DEFAULT_WINDOW, System::nanoTime, LogFactory.getLog(LOGGER)::warn);
    }

    RefusalAudit(Duration window, LongSupplier nanoClock, Consumer<String> warn) {
        this.windowNanos = window.toNanos();
        this.nanoClock = nanoClock;
        this.warn = warn;
    }

    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain) throws IOException, ServletException {
        try {
            chain.doFilter(request, response);
        } finally {
            int status = ((HttpServletResponse) response).getStatus();
            if (isRefusal(status)) {
                HttpServletRequest http = (HttpServletRequest) request;
                refused(status, http.getMethod(), http.getRequestURI(), http.getRemoteAddr() + ":" + http.getRemotePort());
            }
        }
    }

    static boolean isRefusal(int status) {
        // Not 405: MCP clients try GET on the streamable endpoint for a stream, which a stateless server has not.
        return status == 401 || status == 403 || status == 404 || status == 413 || status == 421;
    }

    /** Counts one refusal; logs it when it opens a window, and the window before it, if any, summed up. */
    void refused(int status, String method, String path, String client) {
        String line;
        synchronized (this) {
            long now = nanoClock.getAsLong();
            if (open && now - windowStart < windowNanos) {
                counted.merge(status, 1, Integer::sum);
                return;
            }
            String before = summary(now);
            open = true;
            windowStart = now;
            line = (before != null ? before + " " : "") + "Refused " + method + " "
                    + (path.length() <= SHOWN_PATH ? path : path.substring(0, SHOWN_PATH) + "…") + " from " + client
                    + ": " + status + " " + reason(status) + "; further refusals within " + windowNanos / 1_000_000_000
                    + " s are counted and summed up.";
        }
        warn.accept(line);
    }

    /** Logs what was counted and not yet said. */
    @Override
    public void close() {
        String line;
        synchronized (this) {
            line = summary(nanoClock.getAsLong());
            open = false;
        }
        if (line != null) {
            warn.accept(line);
        }
    }

    /** The counted refusals as one sentence, and forgets them; null when none. Guarded by this. */
    private String summary(long now) {
        if (counted.isEmpty()) {
            return null;
        }
        int total = counted.values().stream().mapToInt(Integer::intValue).sum();
        StringBuilder line = new StringBuilder("Refused " + total + " more request" + (total == 1 ? "" : "s") + " in "
                + Math.max(1, (now - windowStart) / 1_000_000_000) + " s:");
        counted.forEach((status, count) -> line.append(' ').append(status).append(" ×").append(count).append(','));
        line.setCharAt(line.length() - 1, '.');
        counted.clear();
        return line.toString();
    }

    private static String reason(int status) {
        return switch (status) {
            case 401 -> "no valid bearer token";
            case 403 -> "foreign Origin";
            case 404 -> "no such path";
            case 413 -> "body too large";
            case 421 -> "foreign Host";
            default -> "refused";
        };
    }
}
