package io.github.mcpjavafx.debug.support;

import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.recording.ApplicationClasses;
import javafx.application.Application;

/**
 * Starts {@link GreeterApp} the way apps start, through JavaFX's launcher from a plain main class,
 * and prints the Application class that {@code ui_export_test} would detect: {@code detected: <name>}.
 */
public final class LaunchedGreeter {

    private LaunchedGreeter() {
    }

    public static void main(String[] args) throws InterruptedException {
        Thread launcher = new Thread(() -> Application.launch(GreeterApp.class), "launcher");
        launcher.setDaemon(true);
        launcher.start();
        long deadline = System.nanoTime() + 60_000_000_000L;
        while (true) {
            try {
                System.out.println("detected: " + ApplicationClasses.detect());
                break;
            } catch (UiException notYetLaunched) {
                if (System.nanoTime() > deadline) {
                    System.out.println(notYetLaunched.getMessage());
                    break;
                }
                Thread.sleep(50);
            }
        }
        System.exit(0);
    }
}
