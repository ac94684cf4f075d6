package io.github.mcpjavafx.debug.testfx;

import javafx.application.Platform;
import org.testfx.util.WaitForAsyncUtils;

import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The one bridge to the FX thread: scene graphs are read and changed there only. Also callable on the
 * FX thread itself (a finder's predicate runs there), where it runs the work directly.
 */
final class OnFx {

    /** How long the UI may take to answer one read or one change before the step fails. */
    static final long ANSWER_SECONDS = 5;

    private OnFx() {
    }

    /** Reads the UI on the FX thread. */
    static <T> T read(Callable<T> read) {
        if (Platform.isFxApplicationThread()) {
            try {
                return read.call();
            } catch (RuntimeException | Error e) {
                throw e;
            } catch (Exception e) {
                throw new AssertionError("Reading the UI failed", e);
            }
        }
        try {
            return WaitForAsyncUtils.asyncFx(read).get(ANSWER_SECONDS, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            // an AssertionError of a helper (no such item) fails the step with its own message
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw new AssertionError("Reading the UI failed", e.getCause());
        } catch (TimeoutException e) {
            throw new AssertionError("The UI did not answer within " + ANSWER_SECONDS + " s", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("Interrupted while reading the UI", e);
        }
    }

    /** Changes the UI on the FX thread, then lets it handle what the change caused, as TestFX's interact does. */
    static void change(Runnable change) {
        read(() -> {
            change.run();
            return null;
        });
        WaitForAsyncUtils.waitForFxEvents();
    }
}
