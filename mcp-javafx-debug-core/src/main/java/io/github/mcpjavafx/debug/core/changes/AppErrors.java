package io.github.mcpjavafx.debug.core.changes;

import java.util.List;

/**
 * Where the app's uncaught exceptions are counted, and its console lines kept, so that an action's
 * result can name those it raised and what it printed: take a mark before, ask what came since after.
 */
public interface AppErrors {

    /** Nothing is recorded: no exception is ever reported. */
    AppErrors NONE = new AppErrors() {
        @Override
        public long mark() {
            return 0;
        }

        @Override
        public List<Raised> since(long mark) {
            return List.of();
        }
    };

    /**
     * One uncaught exception, or the same one raised again and again: its records' numbers and its line
     * (numbers, count, class, message, first frame of the app). A line that only counts exceptions left
     * out has no numbers.
     */
    record Raised(List<Long> seqs, String line) {

        public Raised {
            seqs = List.copyOf(seqs);
        }
    }

    /** A mark for now. */
    long mark();

    /** The uncaught exceptions since {@code mark}, the same one once, oldest first. */
    List<Raised> since(long mark);

    /**
     * From now on a printed line is the batch's only when {@code causes} says so at print time
     * ({@link ChangeCauses#batchPrints}); until this is called, every line printed since a mark is.
     */
    default void printsToldBy(ChangeCauses causes) {
    }

    /** What the app printed to its console since {@code mark}, the lines the batch printed only; none when nothing is captured. */
    default Printed printedSince(long mark) {
        return Printed.NONE;
    }

    /**
     * Console lines, the first few: {@code out: Rating = 4.0}.
     *
     * @param lines   the first distinct lines, each cut, {@code out: } or {@code err: } first, a repeated one
     *                with its count after it ({@code  ×13})
     * @param more    how many more lines were printed than are listed
     * @param repeats whether a listed line stands for more than one printed line
     */
    record Printed(List<String> lines, int more, boolean repeats) {

        public static final Printed NONE = new Printed(List.of(), 0, false);
    }
}
