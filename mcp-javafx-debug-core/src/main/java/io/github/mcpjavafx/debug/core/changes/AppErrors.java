package io.github.mcpjavafx.debug.core.changes;

import java.util.List;

/**
 * Where the app's uncaught exceptions are counted, so that an action's result can name those it
 * raised: take a mark before, ask what came since after.
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

    /** One uncaught exception: its record number and its line (class, message, first frame of the app). */
    record Raised(long seq, String line) {
    }

    /** A mark for now. */
    long mark();

    /** The uncaught exceptions since {@code mark}, oldest first. */
    List<Raised> since(long mark);
}
