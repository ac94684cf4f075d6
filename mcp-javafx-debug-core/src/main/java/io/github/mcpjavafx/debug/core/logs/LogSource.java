package io.github.mcpjavafx.debug.core.logs;

/** One place the application's records come from, hooked while the server runs. */
interface LogSource {

    /** {@code uncaught}, {@code jul}, {@code logback}, {@code log4j} or {@code console}: what the agent is told is captured. */
    String name();

    /** Hooks in again where the application (or its logging configuration) took the hook away since. */
    void keepHooked();

    /** Removes every hook, restoring what the application had. */
    void close();
}
