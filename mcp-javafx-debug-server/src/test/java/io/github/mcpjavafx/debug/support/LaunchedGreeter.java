package io.github.mcpjavafx.debug.support;

import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.recording.ApplicationClasses;
import io.github.mcpjavafx.debug.testsupport.Await;
import javafx.application.Application;

import java.time.Duration;

/**
 * Starts {@link GreeterApp} the way apps start, through JavaFX's launcher from a plain main class,
 * and prints the Application class that {@code ui_export_test} would detect: {@code detected: <name>}.
 */
public final class LaunchedGreeter {

    private LaunchedGreeter() {
    }

    public static void main(String[] args) {
        Thread launcher = new Thread(() -> Application.launch(GreeterApp.class), "launcher");
        launcher.setDaemon(true);
        launcher.start();
        try {
            System.out.println(Await.await("JavaFX to launch the app", Duration.ofSeconds(60), LaunchedGreeter::detected,
                    line -> line.startsWith("detected: ")));
        } catch (AssertionError notLaunched) {
            System.out.println(notLaunched.getMessage());
        }
        System.exit(0);
    }

    /** What {@code ui_export_test} would detect, or why it detects nothing yet. */
    private static String detected() {
        try {
            return "detected: " + ApplicationClasses.detect();
        } catch (UiException notYetLaunched) {
            return notYetLaunched.getMessage();
        }
    }
}
