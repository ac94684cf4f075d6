package io.github.mcpjavafx.debug.core.fx;

import io.github.mcpjavafx.debug.core.model.ErrorCode;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.layout.VBox;
import javafx.stage.Modality;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class FxThreadTest {

    @BeforeAll
    static void toolkit() {
        HeadlessFx.start();
    }

    @Test
    void runsWorkOnTheFxThreadAndReturnsItsResult() {
        boolean onFx = FxThread.call(Platform::isFxApplicationThread, 5000);
        assertThat(onFx).isTrue();
    }

    @Test
    void runsImmediatelyWhenAlreadyOnTheFxThread() {
        String nested = FxThread.call(() -> FxThread.call(() -> "inner", 1), 5000);
        assertThat(nested).isEqualTo("inner");
    }

    @Test
    void busyFxThreadGivesTimeoutAndTheQueuedWorkNeverRuns() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        Platform.runLater(() -> await(release));
        AtomicBoolean ran = new AtomicBoolean();

        assertThatThrownBy(() -> FxThread.run(() -> ran.set(true), 200))
                .isInstanceOfSatisfying(UiException.class, e -> {
                    assertThat(e.code()).isEqualTo(ErrorCode.MCP_UI_TIMEOUT);
                    assertThat(e.details()).containsEntry("state", "NOT_STARTED");
                });

        release.countDown();
        FxThread.awaitIdle(5000);
        assertThat(ran).as("work cancelled by a timeout must not run later").isFalse();
        assertThat(FxThread.call(() -> "next call works", 5000)).isEqualTo("next call works");
    }

    @Test
    void workThatStartedButHangsIsReportedAsStillRunning() {
        CountDownLatch release = new CountDownLatch(1);
        try {
            assertThatThrownBy(() -> FxThread.run(() -> await(release), 200))
                    .isInstanceOfSatisfying(UiException.class, e -> {
                        assertThat(e.code()).isEqualTo(ErrorCode.MCP_UI_TIMEOUT);
                        assertThat(e.details()).containsEntry("state", "STILL_RUNNING");
                    });
        } finally {
            release.countDown();
        }
        assertThat(FxThread.call(() -> 42, 5000)).isEqualTo(42);
    }

    @Test
    void timeoutNamesTheAppCodeThatKeepsTheFxThreadBusy() {
        CountDownLatch release = new CountDownLatch(1);
        Platform.runLater(() -> recomputeReport(release));
        try {
            assertThatThrownBy(() -> FxThread.run(() -> { }, 300))
                    .isInstanceOfSatisfying(UiException.class, e -> {
                        assertThat(e.getMessage()).contains("The FX thread is busy in "
                                + FxThreadTest.class.getName() + ".recomputeReport(FxThreadTest.java:");
                        @SuppressWarnings("unchecked")
                        Map<String, Object> fx = (Map<String, Object>) e.details().get("fxThread");
                        assertThat(fx).containsEntry("doing", "BUSY");
                        assertThat((List<?>) fx.get("frames")).hasSizeBetween(1, FxThreadActivity.MAX_FRAMES)
                                .first().asString().startsWith(FxThreadTest.class.getName() + ".recomputeReport(");
                    });
        } finally {
            release.countDown();
        }
    }

    @Test
    void timeoutInsideAModalDialogNamesTheDialog() {
        Stage[] dialog = new Stage[1];
        try {
            assertThatThrownBy(() -> FxThread.run(() -> {
                dialog[0] = new Stage();
                dialog[0].setTitle("Confirm delete");
                dialog[0].initModality(Modality.APPLICATION_MODAL);
                dialog[0].setScene(new Scene(new VBox(), 100, 50));
                dialog[0].showAndWait();
            }, 500)).isInstanceOfSatisfying(UiException.class, e -> {
                assertThat(e.details()).containsEntry("state", "STILL_RUNNING");
                assertThat(e.getMessage()).contains("waiting in a nested event loop for the modal dialog \"Confirm delete\"");
                @SuppressWarnings("unchecked")
                Map<String, Object> fx = (Map<String, Object>) e.details().get("fxThread");
                assertThat(fx).containsEntry("doing", "NESTED_EVENT_LOOP").containsEntry("modalDialog", "Confirm delete");
            });
        } finally {
            FxThread.run(() -> dialog[0].close(), 5000);
        }
    }

    @Test
    void aStackOfOnlyToolkitFramesNamesNothing() {
        StackTraceElement[] idle = {
                new StackTraceElement("com.sun.glass.ui.gtk.GtkApplication", "_runLoop", "GtkApplication.java", -2),
                new StackTraceElement("java.lang.Thread", "run", "Thread.java", 833)};
        assertThat(FxThreadActivity.of(idle, Thread.State.RUNNABLE, () -> null)).isNull();
    }

    @Test
    void exceptionsOnTheFxThreadBecomeInternalErrors() {
        assertThatThrownBy(() -> FxThread.call(() -> {
            throw new IllegalStateException("boom");
        }, 5000)).isInstanceOfSatisfying(UiException.class, e -> {
            assertThat(e.code()).isEqualTo(ErrorCode.MCP_UI_INTERNAL);
            assertThat(e.getMessage()).contains("boom");
        });
    }

    @Test
    void uiExceptionsPassThroughUnchanged() {
        UiException original = UiException.invalidArgument("bad");
        assertThatThrownBy(() -> FxThread.call(() -> {
            throw original;
        }, 5000)).isSameAs(original);
    }

    /** Stands for an app's long event handler. */
    private static void recomputeReport(CountDownLatch release) {
        try {
            release.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
