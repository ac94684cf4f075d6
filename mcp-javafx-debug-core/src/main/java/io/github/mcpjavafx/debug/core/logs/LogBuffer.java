package io.github.mcpjavafx.debug.core.logs;

import io.github.mcpjavafx.debug.core.changes.AppErrors;
import io.github.mcpjavafx.debug.core.changes.ChangeCauses;
import io.github.mcpjavafx.debug.core.model.LogEntry;
import io.github.mcpjavafx.debug.core.model.LogLevel;

import java.util.ArrayList;
import java.util.List;

/**
 * The application's recent log records and uncaught exceptions, as {@link LogEntry}s numbered in
 * arrival order: a ring of the last {@link #DEFAULT_CAPACITY} (older ones are dropped). A
 * {@link LogCapture} fills it; tools and action results read it.
 *
 * <p>To learn what happened during something, remember {@link #lastSeq()} before it and ask
 * {@link #since(long, LogLevel)} or {@link #uncaughtSince(long)} after it.
 *
 * <p>Thread-safe. Adding is cheap for the logging thread: the record is shaped (message cut,
 * exception summarised) before a lock held only to number and store it.
 */
public final class LogBuffer implements AppErrors {

    /** About a thousand records: enough for a session's warnings, at most a few hundred kilobytes. */
    public static final int DEFAULT_CAPACITY = 1000;

    /** Console lines an action's result lists; the rest are counted, and {@code ui_get_logs} has them. */
    static final int MAX_PRINTED = 5;

    private final LogEntry[] ring;
    /** Whether the console line in the same slot of {@link #ring} was printed by the batch that ran then. */
    private final boolean[] batchPrinted;
    private long lastSeq; // guarded by this
    /** Tells at print time whether a line is the running batch's; null: every line is. */
    private volatile ChangeCauses causes;

    public LogBuffer() {
        this(DEFAULT_CAPACITY);
    }

    public LogBuffer(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be 1 or more, was " + capacity);
        }
        this.ring = new LogEntry[capacity];
        this.batchPrinted = new boolean[capacity];
    }

    @Override
    public void printsToldBy(ChangeCauses causes) {
        this.causes = causes;
    }

    /** The sequence number of the newest record, 0 when none has arrived. */
    public synchronized long lastSeq() {
        return lastSeq;
    }

    /** The records still kept whose seq is above {@code afterSeq} and whose level is at least {@code minLevel}, oldest first. */
    public List<LogEntry> since(long afterSeq, LogLevel minLevel) {
        List<LogEntry> found = new ArrayList<>();
        synchronized (this) {
            for (long seq = Math.max(afterSeq, lastSeq - ring.length) + 1; seq <= lastSeq; seq++) {
                LogEntry entry = ring[slot(seq)];
                if (entry.level().atLeast(minLevel)) {
                    found.add(entry);
                }
            }
        }
        return found;
    }

    /** The uncaught exceptions still kept whose seq is above {@code afterSeq}, oldest first. */
    @Override
    public long mark() {
        return lastSeq();
    }

    /** The uncaught exceptions after {@code mark}, one line for each distinct one, for an action's consequences. */
    @Override
    public List<Raised> since(long mark) {
        return RepeatedRecords.uncaught(uncaughtSince(mark));
    }

    /**
     * The first {@value #MAX_PRINTED} distinct console lines after {@code mark} that the batch printed, for an
     * action's consequences; lines printed meanwhile by anything else are left out ({@code ui_get_logs} has them).
     */
    @Override
    public Printed printedSince(long mark) {
        List<LogEntry> printed = new ArrayList<>();
        synchronized (this) {
            for (long seq = Math.max(mark, lastSeq - ring.length) + 1; seq <= lastSeq; seq++) {
                if (ring[slot(seq)].stream() != null && batchPrinted[slot(seq)]) {
                    printed.add(ring[slot(seq)]);
                }
            }
        }
        return RepeatedRecords.printed(printed, MAX_PRINTED);
    }

    public List<LogEntry> uncaughtSince(long afterSeq) {
        return since(afterSeq, LogLevel.ERROR).stream().filter(LogEntry::uncaught).toList();
    }

    /** Numbers and stores one record; the parts are shaped by {@link EntryParts} on the caller's thread first. */
    void add(LogLevel level, boolean uncaught, String logger, String thread, long epochMillis, String message,
             Throwable thrown) {
        add(level, uncaught, logger, null, thread, epochMillis, message, thrown, false);
    }

    /** Stores one line the app printed to {@code System.out} ({@code out}, INFO) or {@code System.err} ({@code err}, WARN). */
    void addPrinted(String stream, String thread, long epochMillis, String line) {
        ChangeCauses told = causes;
        add("err".equals(stream) ? LogLevel.WARN : LogLevel.INFO, false, null, stream, thread, epochMillis, line, null,
                told == null || told.batchPrints());
    }

    private void add(LogLevel level, boolean uncaught, String logger, String stream, String thread, long epochMillis,
                     String message, Throwable thrown, boolean printedByBatch) {
        String time = EntryParts.time(epochMillis);
        String text = EntryParts.message(message);
        var exception = EntryParts.exception(thrown);
        synchronized (this) {
            long seq = ++lastSeq;
            ring[slot(seq)] = new LogEntry(seq, time, level, uncaught, logger, stream, thread, text, exception);
            batchPrinted[slot(seq)] = printedByBatch;
        }
    }

    private int slot(long seq) {
        return (int) ((seq - 1) % ring.length);
    }
}
