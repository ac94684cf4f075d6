package io.github.mcpjavafx.debug.agent;

/**
 * Keeps the JVM ending when the application ends. The server's Tomcat holds non-daemon threads, so an
 * application whose {@code main} returns (rather than calling {@code System.exit}) would otherwise keep
 * running for it. Once {@code main} has returned (the JVM's {@code DestroyJavaVM} thread waits) and every
 * non-daemon thread left is the server's, the server is closed and the JVM ends as it would have.
 */
final class AppExitWatcher {

    private static final long POLL_MILLIS = 500;

    private AppExitWatcher() {
    }

    /** Blocks until the application has ended, then closes {@code server}. */
    static void closeWhenAppEnds(AutoCloseable server, ClassLoader serverLoader) throws Exception {
        while (!appEnded(serverLoader)) {
            Thread.sleep(POLL_MILLIS);
        }
        server.close();
    }

    private static boolean appEnded(ClassLoader serverLoader) {
        boolean mainReturned = false;
        for (Thread thread : liveThreads()) {
            if (thread.getName().equals("DestroyJavaVM")) {
                mainReturned = true;
            } else if (!thread.isDaemon() && thread != Thread.currentThread() && !isServers(thread, serverLoader)) {
                return false;
            }
        }
        return mainReturned;
    }

    private static boolean isServers(Thread thread, ClassLoader serverLoader) {
        for (ClassLoader l = thread.getContextClassLoader(); l != null; l = l.getParent()) {
            if (l == serverLoader) {
                return true;
            }
        }
        return false;
    }

    private static Thread[] liveThreads() {
        ThreadGroup root = Thread.currentThread().getThreadGroup();
        while (root.getParent() != null) {
            root = root.getParent();
        }
        Thread[] threads = new Thread[root.activeCount() + 16];
        int n = root.enumerate(threads, true);
        return java.util.Arrays.copyOf(threads, n);
    }
}
