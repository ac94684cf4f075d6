package io.github.mcpjavafx.debug.server;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.McpJavafxDebug;
import io.github.mcpjavafx.debug.McpJavafxHandle;
import io.github.mcpjavafx.debug.core.fx.FxThread;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;

import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A server installed before the app's first window starts once that window has drawn its first frame, so that its
 * own start does not compete with the app's; an app that shows no window gets its server when the wait's limit is up.
 * Each test waits from its own moment (the JVM that runs the tests started long ago).
 */
class FirstFrameStartTest {

    private Supplier<FirstFrameWait> previous;

    @BeforeEach
    void noWindowYet() {
        HeadlessFx.closeAllWindows();
        assertThat(onFx(() -> Window.getWindows().stream().noneMatch(Window::isShowing))).isTrue();
        previous = DebugServer.firstFrame;
    }

    @AfterEach
    void restore() {
        DebugServer.firstFrame = previous;
        HeadlessFx.closeAllWindows();
    }

    @Test
    void aServerInstalledBeforeTheFirstWindowStartsAfterItsFirstFrame() throws Exception {
        DebugServer.firstFrame = () -> new FirstFrameWait(Instant.now().plus(Duration.ofMinutes(2)));

        try (McpJavafxHandle handle = McpJavafxDebug.install(McpJavafxConfig.defaults())) {
            assertThat(handle.awaitReady(Duration.ofSeconds(2))).as("ready before any window").isFalse();
            assertThat(handle.state()).isEqualTo(McpJavafxHandle.State.STARTING);
            assertThat(handle.whenReady().toCompletableFuture().isDone()).isFalse();
            assertThat(((DebugServer) handle).instanceFile()).isEmpty();

            AtomicBoolean aFrameBeforeReady = new AtomicBoolean();
            onFx(() -> {
                Stage stage = new Stage();
                stage.setScene(new javafx.scene.Scene(new VBox(new Label("First")), 200, 100));
                stage.getScene().addPostLayoutPulseListener(() -> {
                    if (!handle.whenReady().toCompletableFuture().isDone()) {
                        aFrameBeforeReady.set(true);
                    }
                });
                stage.show();
                return null;
            });

            assertThat(handle.awaitReady(Duration.ofSeconds(60))).as("ready after the first frame").isTrue();
            assertThat(aFrameBeforeReady).as("the window's first frame came before the server").isTrue();
            assertThat(handle.endpoint()).startsWith("http://");
            assertThat(((DebugServer) handle).instanceFile()).isPresent();
        }
    }

    @Test
    void anAppThatShowsNoWindowGetsItsServerWhenTheLimitIsUp() {
        DebugServer.firstFrame = () -> new FirstFrameWait(Instant.now().plus(Duration.ofSeconds(2)));

        try (McpJavafxHandle handle = McpJavafxDebug.install(McpJavafxConfig.defaults())) {
            assertThat(handle.awaitReady(Duration.ofSeconds(60))).isTrue();
            assertThat(handle.endpoint()).startsWith("http://");
            assertThat(onFx(() -> Window.getWindows().stream().noneMatch(Window::isShowing))).as("no window shown").isTrue();
        }
    }

    /**
     * An app that installs the server in its {@code start()} and asks the handle for its endpoint there holds the FX
     * thread, so the first frame the server waits for cannot come: the wait gives way at once instead of at its limit.
     */
    @Test
    void theEndpointAskedForOnTheFxThreadBeforeTheFirstFrameComesWithoutTheFrame() {
        DebugServer.firstFrame = () -> new FirstFrameWait(Instant.now().plus(Duration.ofMinutes(2)));
        List<McpJavafxHandle> installed = new ArrayList<>();
        try {
            // a bound for a loaded machine, not a timing: before the fix the call waited out the two-minute limit
            String endpoint = FxThread.call(() -> {
                Stage stage = new Stage();
                stage.setScene(new javafx.scene.Scene(new VBox(new Label("Starting")), 200, 100));
                stage.show(); // not drawn yet: this call holds the FX thread
                McpJavafxHandle handle = McpJavafxDebug.install(McpJavafxConfig.defaults());
                installed.add(handle);
                return handle.endpoint();
            }, 60_000);

            assertThat(endpoint).startsWith("http://");
        } finally {
            installed.forEach(McpJavafxHandle::close);
        }
    }

    @Test
    void aServerInstalledWhileAWindowShowsStartsAfterTheNextPulse() {
        HeadlessFx.show("Shown", new VBox(new Label("Shown")), 200, 100);
        DebugServer.firstFrame = () -> new FirstFrameWait(Instant.now().plus(Duration.ofMinutes(2)));

        try (McpJavafxHandle handle = McpJavafxDebug.install(McpJavafxConfig.defaults())) {
            // far sooner than the limit: an idle window's scene gets the one pulse the wait asks for
            assertThat(handle.awaitReady(Duration.ofSeconds(60))).isTrue();
        }
    }
}
