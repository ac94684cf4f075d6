package io.github.mcpjavafx.debug.core.capture;

import io.github.mcpjavafx.debug.core.model.UiSnapshot;

/** The running application as a snapshot describes it: process, Java and JavaFX versions, main class. */
final class AppInfo {

    private AppInfo() {
    }

    /** Read fresh each time: the JavaFX version properties only appear once the toolkit has started. */
    static UiSnapshot.App current() {
        String javafx = System.getProperty("javafx.version", System.getProperty("javafx.runtime.version"));
        return new UiSnapshot.App(ProcessHandle.current().pid(), System.getProperty("java.version"), javafx, mainClass());
    }

    /** The first word of the launch command: the main class, or the jar for {@code java -jar}. */
    private static String mainClass() {
        String command = System.getProperty("sun.java.command");
        if (command == null || command.isBlank()) {
            return null;
        }
        String trimmed = command.trim();
        int space = trimmed.indexOf(' ');
        return space < 0 ? trimmed : trimmed.substring(0, space);
    }
}
