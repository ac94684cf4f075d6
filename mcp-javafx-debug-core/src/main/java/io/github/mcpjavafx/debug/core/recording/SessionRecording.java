package io.github.mcpjavafx.debug.core.recording;

import io.github.mcpjavafx.debug.core.model.StepRanges;
import io.github.mcpjavafx.debug.core.model.UiException;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * What was done since the recording started, for {@code ui_export_test}: the steps of every
 * successful action, wait and reported text change, oldest first, each with its number. Numbers
 * run on across restarts, so a number an agent was given stays its step: a session shared by several
 * clients can still be exported per task ({@code steps}). It keeps the newest {@value #CAPACITY}
 * steps and counts the ones it dropped, so a long session costs bounded memory. Thread-safe.
 */
public final class SessionRecording {

    /** Steps kept; a session longer than this is exported from its newest steps. */
    public static final int CAPACITY = 2_000;

    private final ArrayDeque<RecordedStep> steps = new ArrayDeque<>();
    /** The number of the oldest kept step; the newest is {@code first + steps.size() - 1}. */
    private long first = 1;
    private long dropped;

    /** Appends the steps of one call, in order; {@code null} when there were none. */
    public synchronized Numbers add(List<? extends RecordedStep> more) {
        if (more.isEmpty()) {
            return null;
        }
        long from = first + steps.size();
        for (RecordedStep step : more) {
            if (steps.size() == CAPACITY) {
                steps.removeFirst();
                first++;
                dropped++;
            }
            steps.addLast(step);
        }
        return new Numbers(from, first + steps.size() - 1);
    }

    /** What is recorded now; with {@code restart}, the recording then starts anew (its numbers run on). */
    public synchronized Recorded read(boolean restart) {
        return read(restart, StepRanges.ALL);
    }

    /**
     * What is recorded now in {@code ranges}, in the order recorded; with {@code restart}, the recording then starts
     * anew. Steps older than the ones kept count as dropped only when asked for. A range that goes past the last
     * recorded step, or lies wholly before the oldest kept, is refused ({@code MCP_UI_INVALID_ARGUMENT}, naming
     * {@code steps}) and restarts nothing; {@link StepRanges#ALL} never is.
     */
    public synchronized Recorded read(boolean restart, StepRanges ranges) {
        long last = first + steps.size() - 1;
        String recorded = steps.isEmpty() ? "no step is recorded yet (the next gets number " + first + ")"
                : "recorded steps are " + first + ".." + last;
        for (StepRanges.Range range : ranges.ranges()) {
            if (range == StepRanges.ALL.ranges().get(0)) {
                continue;
            }
            if (range.last() == StepRanges.Range.LAST ? range.first() > last : range.last() > last) {
                throw UiException.invalidArgument("steps " + range + " goes past the last recorded step: " + recorded
                        + ". Give step numbers ui_perform reported.").naming("steps");
            }
            if (range.last() < first) {
                throw UiException.invalidArgument("steps " + range + " is before the oldest step kept: " + recorded
                        + " (older ones were " + (dropped > 0 ? "dropped, " + CAPACITY + " are kept" : "exported with reset")
                        + ").").naming("steps");
            }
        }
        List<RecordedStep> all = new ArrayList<>(steps);
        List<RecordedStep> read = new ArrayList<>();
        long lost = 0;
        for (StepRanges.Range range : ranges.ranges()) {
            long to = Math.min(range.last(), last);
            if (to >= first) {
                read.addAll(all.subList((int) (Math.max(range.first(), first) - first), (int) (to - first + 1)));
            }
            lost += Math.min(dropped, Math.max(0, first - range.first()));
        }
        Recorded answer = new Recorded(List.copyOf(read), Math.min(dropped, lost),
                Math.max(first, ranges.ranges().get(0).first()));
        if (restart) {
            first += steps.size();
            steps.clear();
            dropped = 0;
        }
        return answer;
    }

    /** The numbers one call's steps got, both ends included. */
    public record Numbers(long first, long last) {
    }

    /**
     * @param steps     the kept steps asked for, oldest first
     * @param dropped   how many older steps asked for were dropped to stay within {@link #CAPACITY}
     * @param firstStep the number of the first of {@code steps}
     */
    public record Recorded(List<RecordedStep> steps, long dropped, long firstStep) {

        public Recorded(List<RecordedStep> steps, long dropped) {
            this(steps, dropped, 1);
        }
    }
}
