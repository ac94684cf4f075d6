package io.github.mcpjavafx.debug.core.support;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

/** A thread spinning on every core and one more, inside the test's JVM, until closed: a machine under load. */
public final class EveryCoreBusy implements AutoCloseable {

    private final AtomicBoolean on = new AtomicBoolean(true);
    private final AtomicLong spins = new AtomicLong();
    private final List<Thread> threads = new ArrayList<>();

    private EveryCoreBusy() {
    }

    /** Starts the spinning threads. */
    public static EveryCoreBusy start() {
        EveryCoreBusy load = new EveryCoreBusy();
        for (int i = 0; i <= Runtime.getRuntime().availableProcessors(); i++) {
            Thread thread = new Thread(load::spin, "load-" + i);
            thread.setDaemon(true);
            thread.start();
            load.threads.add(thread);
        }
        return load;
    }

    private void spin() {
        long x = 0;
        while (on.get()) {
            x += Long.numberOfTrailingZeros(x * 31 + 7);
            spins.incrementAndGet();
        }
    }

    /** How often the threads spun: that the load ran. */
    public long spins() {
        return spins.get();
    }

    @Override
    public void close() {
        on.set(false);
        for (Thread thread : threads) {
            try {
                thread.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
