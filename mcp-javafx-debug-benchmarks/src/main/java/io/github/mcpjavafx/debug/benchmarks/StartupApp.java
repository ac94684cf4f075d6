package io.github.mcpjavafx.debug.benchmarks;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.McpJavafxDebug;
import io.github.mcpjavafx.debug.McpJavafxHandle;
import javafx.animation.AnimationTimer;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.stage.Stage;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * A small headless JavaFX app for {@link StartupBenchmark}, started in a JVM of its own: it builds a
 * form scene of {@code <nodes>} nodes, shows it and, with {@code --server}, installs the debug server
 * (its default configuration: actions on) right after, in {@code start()} on the FX thread; with
 * {@code --server-first}, first thing in {@code main}, before the toolkit starts, as the Spring starter
 * and the agent do (both as docs/plain-javafx.md shows). It prints how long {@code install()} held the
 * FX thread, {@value #WINDOW_SHOWN} at the window's first frame with the CPU time the FX thread had
 * spent by then, {@value #SERVER_READY} once the server serves, and then, as an agent's first call, the
 * time of a {@code ui_query} by {@code #id} over HTTP ({@value #FIRST_QUERY_MS}) and of the same query
 * once more ({@value #SECOND_QUERY_MS}); then it exits. Arguments: {@code <nodes> [--server|--server-first]}.
 */
final class StartupApp {

    static final String WINDOW_SHOWN = "window-shown";
    /** Followed by the CPU time the FX thread spent until the window's first frame, in ms. */
    static final String FX_CPU_MS = "fx-cpu-ms=";
    static final String SERVER_READY = "server-ready";
    /** Followed by how long {@code install()} held the FX thread, in ms. */
    static final String INSTALL_MS = "install-ms=";
    /** Followed by the first {@code ui_query #id}'s time over HTTP, in ms. */
    static final String FIRST_QUERY_MS = "first-query-ms=";
    /** Followed by the second one's. */
    static final String SECOND_QUERY_MS = "second-query-ms=";

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
        int[] sections = new int[1];
        Platform.runLater(() -> {
            sections[0] = FormScene.sectionsFor(nodes);
            Stage stage = new Stage();
            stage.setScene(new Scene(FormScene.build(sections[0]), 1280, 800));
            stage.show();
            if (server) {
                handle[0] = install(done);
            }
            new AnimationTimer() { // runs at the first pulse after start() has handed the FX thread back
                @Override
                public void handle(long now) {
                    stop();
                    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
                    System.out.println(FX_CPU_MS + threads.getCurrentThreadCpuTime() / 1e6);
                    System.out.println(WINDOW_SHOWN);
                    done.countDown();
                }
            }.start();
        });
        boolean finished = done.await(120, TimeUnit.SECONDS);
        if (finished && handle[0] != null) {
            PlainHttp agent = new PlainHttp(handle[0].endpoint(), handle[0].token());
            String query = "{\"selector\":{\"css\":\"" + FormScene.lastSaveButton(sections[0]) + "\"}}";
            System.out.println(FIRST_QUERY_MS + timeMs(() -> agent.call("ui_query", query)));
            System.out.println(SECOND_QUERY_MS + timeMs(() -> agent.call("ui_query", query)));
        }
        if (handle[0] != null) {
            handle[0].close();
        }
        BenchToolkit.exit(finished ? 0 : 1);
    }

    private static double timeMs(Runnable call) {
        long before = System.nanoTime();
        call.run();
        return (System.nanoTime() - before) / 1e6;
    }

    /** Installs the server, prints how long that took, and counts {@code done} down once it serves. */
    private static McpJavafxHandle install(CountDownLatch done) {
        long before = System.nanoTime();
        McpJavafxHandle handle = McpJavafxDebug.install(McpJavafxConfig.builder().build());
        System.out.println(INSTALL_MS + (System.nanoTime() - before) / 1e6);
        handle.whenReady().thenRun(() -> {
            System.out.println(SERVER_READY);
            done.countDown();
        });
        return handle;
    }
}
