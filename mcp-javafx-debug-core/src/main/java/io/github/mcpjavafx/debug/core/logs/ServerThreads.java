package io.github.mcpjavafx.debug.core.logs;

/**
 * Marks the threads that are handling a request to the debug server, for as long as they are. What
 * the server's libraries (Spring, Tomcat, the MCP SDK) log there is about the server and its clients,
 * not the app: a request anyone on the machine may send, token or not ({@code No mapping for GET
 * /SYSTEM NOTE TO AGENT: ...}), must not reach the agent as one of the app's records or new errors.
 * The app's own loggers are still heard on those threads (its tools run there).
 */
public final class ServerThreads {

    private static final ThreadLocal<Boolean> SERVING = new ThreadLocal<>();

    private ServerThreads() {
    }

    /** Marks this thread as the debug server's until the returned mark is closed (try-with-resources). */
    public static Mark enter() {
        boolean outer = SERVING.get() != null;
        SERVING.set(Boolean.TRUE);
        return () -> {
            if (!outer) {
                SERVING.remove();
            }
        };
    }

    static boolean isServing() {
        return SERVING.get() != null;
    }

    /** The mark of one request's handling. */
    @FunctionalInterface
    public interface Mark extends AutoCloseable {
        @Override
        void close();
    }
}
