package io.github.mcpjavafx.debug;

import java.time.Duration;

/**
 * Closes a server installed without Spring once the JavaFX toolkit has ended, so that an app that never
 * calls {@code close()} still exits when its last window closes: the embedded web server keeps a thread
 * that is not a daemon, which would keep the JVM running with no UI left to debug. The watch is a daemon
 * thread that waits for the JavaFX Application Thread to appear, then to end.
 *
 * <p>It looks for that thread less and less often (from every {@value #FIRST_LOOK_MILLIS} ms to every
 * {@value #LAST_LOOK_MILLIS} ms) and gives up {@link #GIVE_UP_AFTER} after the install: an app that has started
 * no toolkit by then is not a JavaFX app, and its server ends with {@code close()} or the JVM.
 */
final class ToolkitExitWatch {

    private static final String FX_THREAD = "JavaFX Application Thread";
    private static final long FIRST_LOOK_MILLIS = 250;
    private static final long LAST_LOOK_MILLIS = 5_000;
    static final Duration GIVE_UP_AFTER = Duration.ofMinutes(2);

    private ToolkitExitWatch() {
    }

    static void closeWhenToolkitEnds(McpJavafxHandle handle) {
        Thread watch = new Thread(() -> {
            try {
                Thread fx = awaitFxThread(handle);
                if (fx != null) {
                    fx.join();
                    handle.close();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "mcp-javafx-debug-exit-watch");
        watch.setDaemon(true);
        watch.start();
    }

    /**
     * The FX thread once the toolkit runs (the server may be installed before {@code launch}); null once the
     * server is closed, or when no toolkit started in time.
     */
    private static Thread awaitFxThread(McpJavafxHandle handle) throws InterruptedException {
        long giveUpAt = System.nanoTime() + GIVE_UP_AFTER.toNanos();
        long pause = FIRST_LOOK_MILLIS;
        while (handle.state() != McpJavafxHandle.State.CLOSED && handle.state() != McpJavafxHandle.State.FAILED
                && System.nanoTime() - giveUpAt < 0) {
            Thread fx = fxThread();
            if (fx != null) {
                return fx;
            }
            Thread.sleep(pause);
            pause = Math.min(LAST_LOOK_MILLIS, pause * 2);
        }
        return null;
    }

    /** The live FX thread, or null: a look at the threads' names, without their stacks. */
    private static Thread fxThread() {
        ThreadGroup root = Thread.currentThread().getThreadGroup();
        while (root.getParent() != null) {
            root = root.getParent();
        }
        Thread[] threads = new Thread[root.activeCount() * 2 + 16];
        int count = root.enumerate(threads, true);
        for (int i = 0; i < count; i++) {
            if (threads[i].getName().equals(FX_THREAD) && threads[i].isAlive()) {
                return threads[i];
            }
        }
        return null;
    }
}
