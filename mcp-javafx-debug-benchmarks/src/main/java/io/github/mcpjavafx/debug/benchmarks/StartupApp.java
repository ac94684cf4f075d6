package io.github.mcpjavafx.debug.benchmarks;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.McpJavafxDebug;
import io.github.mcpjavafx.debug.McpJavafxHandle;
import javafx.animation.AnimationTimer;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.stage.Stage;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * A small headless JavaFX app for {@link StartupBenchmark}, started in a JVM of its own: it builds a
 * form scene of {@code <nodes>} nodes, shows it and, with {@code --server}, installs the debug server
 * right after, in {@code start()} on the FX thread; with {@code --server-first}, first thing in
 * {@code main}, before the toolkit starts (both as docs/plain-javafx.md shows). It prints
 * how long {@code install()} held the FX thread, {@value #WINDOW_SHOWN} at the window's first frame
 * and {@value #SERVER_READY} once the server serves, then exits. Arguments:
 * {@code <nodes> [--server|--server-first]}.
 */
final class StartupApp {

    static final String WINDOW_SHOWN = "window-shown";
    static final String SERVER_READY = "server-ready";
    /** Followed by how long {@code install()} held the FX thread, in ms. */
    static final String INSTALL_MS = "install-ms=";

    private StartupApp() {
    }

    public static void main(String[] args) throws Exception {
        int nodes = Integer.parseInt(args[0]);
        String mode = args.length > 1 ? args[1] : "";
        boolean server = mode.equals("--server");
        boolean serverFirst = mode.equals("--server-first");
        CountDownLatch done = new CountDownLatch(server || serverFirst ? 2 : 1);
        McpJavafxHandle[] handle = new McpJavafxHandle[1];
        if (serverFirst) {
            handle[0] = install(done);
        }
        BenchToolkit.startHeadless();
        Platform.runLater(() -> {
            Stage stage = new Stage();
            stage.setScene(new Scene(FormScene.build(FormScene.sectionsFor(nodes)), 1280, 800));
            stage.show();
            if (server) {
                handle[0] = install(done);
            }
            new AnimationTimer() { // runs at the first pulse after start() has handed the FX thread back
                @Override
                public void handle(long now) {
                    stop();
                    System.out.println(WINDOW_SHOWN);
                    done.countDown();
                }
            }.start();
        });
        boolean finished = done.await(120, TimeUnit.SECONDS);
        if (handle[0] != null) {
            handle[0].close();
        }
        BenchToolkit.exit(finished ? 0 : 1);
    }

    /** Installs the server, prints how long that took, and counts {@code done} down once it serves. */
    private static McpJavafxHandle install(CountDownLatch done) {
        long before = System.nanoTime();
        McpJavafxHandle handle = McpJavafxDebug.install(McpJavafxConfig.builder().allowActions(false).build());
        System.out.println(INSTALL_MS + (System.nanoTime() - before) / 1e6);
        handle.whenReady().thenRun(() -> {
            System.out.println(SERVER_READY);
            done.countDown();
        });
        return handle;
    }
}
