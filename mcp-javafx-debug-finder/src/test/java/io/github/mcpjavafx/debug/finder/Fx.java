package io.github.mcpjavafx.debug.finder;

import javafx.application.Platform;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

import java.util.ArrayList;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Real windows on Monocle's headless screen (the build's test flags) for the finder's tests, with no test library
 * of ours: as an extension, starts the toolkit once per JVM and closes every window after each test.
 */
final class Fx implements BeforeAllCallback, AfterEachCallback {

    private static final long SECONDS = 10;

    @Override
    public void beforeAll(ExtensionContext context) throws InterruptedException {
        CountDownLatch started = new CountDownLatch(1);
        try {
            Platform.startup(started::countDown);
        } catch (IllegalStateException alreadyStarted) {
            started.countDown();
        }
        Platform.setImplicitExit(false);
        if (!started.await(SECONDS, TimeUnit.SECONDS)) {
            throw new IllegalStateException("The JavaFX toolkit did not start");
        }
    }

    @Override
    public void afterEach(ExtensionContext context) {
        on(() -> {
            new ArrayList<>(Window.getWindows()).forEach(Window::hide);
            return null;
        });
    }

    /** Runs {@code work} on the FX thread and answers what it returns, after a layout pass it queued has run. */
    static <T> T on(Callable<T> work) {
        CompletableFuture<T> done = new CompletableFuture<>();
        Platform.runLater(() -> {
            try {
                done.complete(work.call());
            } catch (Throwable e) {
                done.completeExceptionally(e);
            }
        });
        try {
            T answer = done.get(SECONDS, TimeUnit.SECONDS);
            CompletableFuture<Void> settled = new CompletableFuture<>();
            Platform.runLater(() -> settled.complete(null)); // what the work queued (a skin, a layout) runs first
            settled.get(SECONDS, TimeUnit.SECONDS);
            return answer;
        } catch (Exception e) {
            throw new AssertionError(e.getCause() != null ? e.getCause() : e);
        }
    }

    static Stage show(String title, Parent root) {
        return on(() -> {
            Stage stage = new Stage();
            stage.setTitle(title);
            stage.setScene(new Scene(root, 400, 300));
            stage.show();
            return stage;
        });
    }
}
