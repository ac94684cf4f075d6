package io.github.mcpjavafx.debug.testfx;

/** How a {@link RecordedAppTest} ends the app after each test. */
public enum Cleanup {
    /**
     * Hide the app's windows, then call its {@code stop()} on the FX thread, waiting at most 30 s (a Spring
     * context closes; an app whose {@code stop()} calls {@code Platform.exit()} does not hang the clean-up).
     * A {@code stop()} that ends the JVM ({@code System.exit}) fails the run instead of ending it quietly.
     */
    STOP_APP,
    /**
     * Hide the app's windows and leave its {@code stop()} uncalled: for an app whose {@code stop()} ends the JVM.
     * What it would release (threads, timers) goes when the test JVM ends.
     */
    CLOSE_WINDOWS
}
