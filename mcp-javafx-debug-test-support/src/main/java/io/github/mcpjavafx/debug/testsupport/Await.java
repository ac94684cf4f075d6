package io.github.mcpjavafx.debug.testsupport;

import java.time.Duration;
import java.util.function.BooleanSupplier;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * The one wait of the tests: polls a condition until it holds, and fails naming what was awaited and the last state
 * seen when it does not hold in time. A poll that knows the wait is hopeless (the app died, the call it waits on
 * ended) throws its own {@link AssertionError} at once, which ends the wait. Tests wait on conditions, never for time.
 */
public final class Await {

    /** The first pause between two polls; it doubles up to {@link #LONGEST_PAUSE}, so a quick condition is seen quickly. */
    private static final long FIRST_PAUSE_MILLIS = 1;
    private static final long LONGEST_PAUSE = 50;

    private Await() {
    }

    /** Waits until {@code condition} holds; fails with "{@code what}" when it does not within {@code timeout}. */
    public static void await(String what, Duration timeout, BooleanSupplier condition) {
        await(what, timeout, condition::getAsBoolean, Boolean::booleanValue);
    }

    /**
     * Polls {@code state} until {@code done} holds of what it gives, and returns that; fails with "{@code what}" and the
     * last state seen when none does within {@code timeout}.
     */
    public static <T> T await(String what, Duration timeout, Supplier<T> state, Predicate<? super T> done) {
        long deadline = System.nanoTime() + timeout.toNanos();
        long pause = FIRST_PAUSE_MILLIS;
        while (true) {
            T seen = state.get();
            if (done.test(seen)) {
                return seen;
            }
            if (System.nanoTime() - deadline > 0) {
                throw new AssertionError("Waited " + timeout + " for " + what
                        + (seen instanceof Boolean ? "" : "; the last state seen: " + seen));
            }
            pause(pause);
            pause = Math.min(pause * 2, LONGEST_PAUSE);
        }
    }

    private static void pause(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("Interrupted while waiting", e);
        }
    }
}
