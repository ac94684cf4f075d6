package io.github.mcpjavafx.debug.core.recording;

import java.util.ArrayDeque;
import java.util.List;

/**
 * What the agent did since the recording started, for {@code ui_export_test}: the steps of every
 * successful action, wait and reported text change, oldest first. It keeps the newest
 * {@value #CAPACITY} steps and counts the ones it dropped, so a long session costs bounded memory.
 * Thread-safe.
 */
public final class SessionRecording {

    /** Steps kept; a session longer than this is exported from its newest steps. */
    public static final int CAPACITY = 2_000;

    private final ArrayDeque<RecordedStep> steps = new ArrayDeque<>();
    private long dropped;

    /** Appends the steps of one call, in order. */
    public synchronized void add(List<? extends RecordedStep> more) {
        for (RecordedStep step : more) {
            if (steps.size() == CAPACITY) {
                steps.removeFirst();
                dropped++;
            }
            steps.addLast(step);
        }
    }

    /** What is recorded now; with {@code restart}, the recording then starts anew. */
    public synchronized Recorded read(boolean restart) {
        Recorded recorded = new Recorded(List.copyOf(steps), dropped);
        if (restart) {
            steps.clear();
            dropped = 0;
        }
        return recorded;
    }

    /**
     * @param steps   the kept steps, oldest first
     * @param dropped how many older steps were dropped to stay within {@link #CAPACITY}
     */
    public record Recorded(List<RecordedStep> steps, long dropped) {
    }
}
