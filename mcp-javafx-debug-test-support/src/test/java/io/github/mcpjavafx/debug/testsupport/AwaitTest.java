package io.github.mcpjavafx.debug.testsupport;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class AwaitTest {

    @Test
    void returnsTheFirstStateThatIsDone() {
        AtomicInteger polls = new AtomicInteger();

        int seen = Await.await("the third poll", Duration.ofSeconds(10), polls::incrementAndGet, n -> n >= 3);

        assertThat(seen).isEqualTo(3);
        assertThat(polls).hasValue(3);
    }

    @Test
    void failsNamingWhatWasAwaitedAndTheLastStateSeen() {
        AtomicInteger polls = new AtomicInteger();

        assertThatThrownBy(() -> Await.await("a negative count", Duration.ofMillis(30), polls::incrementAndGet, n -> n < 0))
                .isInstanceOf(AssertionError.class)
                .hasMessage("Waited PT0.03S for a negative count; the last state seen: " + polls.get());
    }

    @Test
    void aConditionThatNeverHoldsFailsNamingIt() {
        assertThatThrownBy(() -> Await.await("the door to open", Duration.ofMillis(10), () -> false))
                .isInstanceOf(AssertionError.class)
                .hasMessage("Waited PT0.01S for the door to open");
    }

    @Test
    void aPollThatKnowsTheWaitIsHopelessEndsItAtOnce() {
        AtomicInteger polls = new AtomicInteger();

        assertThatThrownBy(() -> Await.await("the app's window", Duration.ofMinutes(5), () -> {
            polls.incrementAndGet();
            throw new AssertionError("the app exited with 1");
        })).hasMessage("the app exited with 1");
        assertThat(polls).hasValue(1);
    }
}
