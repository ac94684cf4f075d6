package io.github.mcpjavafx.debug;

import java.util.Optional;

/**
 * Closes a server installed without Spring once the JavaFX toolkit has ended, so that an app that never
 * calls {@code close()} still exits when its last window closes: the embedded web server keeps a thread
 * that is not a daemon, which would keep the JVM running with no UI left to debug. The watch is a daemon
 * thread that waits for the JavaFX Application Thread to appear, then to end.
 */
final class ToolkitExitWatch {

    private static final String FX_THREAD = "JavaFX Application Thread";
    private static final long LOOK_EVERY_MILLIS = 250;

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

    /** The FX thread once the toolkit runs (the server may be installed before {@code launch}); null once the server is closed. */
    private static Thread awaitFxThread(McpJavafxHandle handle) throws InterruptedException {
        while (handle.state() != McpJavafxHandle.State.CLOSED && handle.state() != McpJavafxHandle.State.FAILED) {
            Optional<Thread> fx = Thread.getAllStackTraces().keySet().stream()
                    .filter(thread -> thread.getName().equals(FX_THREAD) && thread.isAlive()).findFirst();
            if (fx.isPresent()) {
                return fx.get();
            }
            Thread.sleep(LOOK_EVERY_MILLIS);
        }
        return null;
    }
}
