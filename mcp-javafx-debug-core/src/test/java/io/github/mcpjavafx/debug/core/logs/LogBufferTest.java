package io.github.mcpjavafx.debug.core.logs;

import io.github.mcpjavafx.debug.core.model.LogEntry;
import io.github.mcpjavafx.debug.core.model.LogLevel;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.stream.LongStream;

import static org.assertj.core.api.Assertions.assertThat;

class LogBufferTest {

    @Test
    void recordsAreNumberedFromOneInArrivalOrder() {
        LogBuffer buffer = new LogBuffer();
        assertThat(buffer.lastSeq()).isZero();

        warn(buffer, "first");
        error(buffer, "second");

        assertThat(buffer.lastSeq()).isEqualTo(2);
        assertThat(buffer.since(0, LogLevel.WARN)).extracting(LogEntry::seq, LogEntry::message)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(1L, "first"), org.assertj.core.groups.Tuple.tuple(2L, "second"));
    }

    @Test
    void sinceFiltersBySeqAndLevel() {
        LogBuffer buffer = new LogBuffer();
        warn(buffer, "a");
        error(buffer, "b");
        warn(buffer, "c");
        error(buffer, "d");

        assertThat(buffer.since(2, LogLevel.WARN)).extracting(LogEntry::message).containsExactly("c", "d");
        assertThat(buffer.since(0, LogLevel.ERROR)).extracting(LogEntry::message).containsExactly("b", "d");
        assertThat(buffer.since(4, LogLevel.WARN)).isEmpty();
    }

    @Test
    void uncaughtSinceListsOnlyUncaughtExceptions() {
        LogBuffer buffer = new LogBuffer();
        long before = buffer.lastSeq();
        error(buffer, "logged");
        buffer.add(LogLevel.ERROR, true, null, "worker", 0, null, new IllegalStateException("boom"));

        assertThat(buffer.uncaughtSince(before)).singleElement().satisfies(entry -> {
            assertThat(entry.uncaught()).isTrue();
            assertThat(entry.exception().type()).isEqualTo("java.lang.IllegalStateException");
        });
    }

    @Test
    void theRingKeepsTheNewestAndDropsTheOldest() {
        LogBuffer buffer = new LogBuffer(3);
        for (int i = 1; i <= 5; i++) {
            warn(buffer, "m" + i);
        }

        assertThat(buffer.lastSeq()).isEqualTo(5);
        assertThat(buffer.since(0, LogLevel.WARN)).extracting(LogEntry::seq).containsExactly(3L, 4L, 5L);
        assertThat(buffer.since(4, LogLevel.WARN)).extracting(LogEntry::seq).containsExactly(5L);
    }

    @Test
    void concurrentLoggersGetEverySeqExactlyOnce() throws InterruptedException {
        LogBuffer buffer = new LogBuffer(10_000);
        int threads = 8;
        int perThread = 500;
        CountDownLatch go = new CountDownLatch(1);
        List<Thread> started = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            Thread thread = new Thread(() -> {
                try {
                    go.await();
                } catch (InterruptedException e) {
                    return;
                }
                for (int i = 0; i < perThread; i++) {
                    warn(buffer, "x");
                }
            });
            thread.start();
            started.add(thread);
        }
        go.countDown();
        for (Thread thread : started) {
            thread.join();
        }

        assertThat(buffer.since(0, LogLevel.WARN)).extracting(LogEntry::seq)
                .containsExactlyElementsOf(LongStream.rangeClosed(1, threads * perThread).boxed().toList());
    }

    @Test
    void longMessagesAreCut() {
        LogBuffer buffer = new LogBuffer();
        warn(buffer, "x".repeat(5_000));

        String kept = buffer.since(0, LogLevel.WARN).get(0).message();
        assertThat(kept).hasSize(EntryParts.MAX_MESSAGE).endsWith("…");
    }

    private static void warn(LogBuffer buffer, String message) {
        buffer.add(LogLevel.WARN, false, "com.example.orders", "main", System.currentTimeMillis(), message, null);
    }

    private static void error(LogBuffer buffer, String message) {
        buffer.add(LogLevel.ERROR, false, "com.example.orders", "main", System.currentTimeMillis(), message, null);
    }
}
