package io.github.mcpjavafx.debug.benchmarks;

import io.github.mcpjavafx.debug.core.fx.FxThread;
import io.github.mcpjavafx.debug.core.scene.WindowList;
import javafx.application.Platform;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.stage.Stage;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Starts the JavaFX toolkit the way the benchmarks need it and shows their scenes. The mains are
 * plain classes (not {@code Application}s, which fail on the class path), headless through Monocle
 * unless {@code -Dglass.platform} says otherwise.
 */
final class BenchToolkit {

    static final long FX_TIMEOUT_MS = 120_000;

    private BenchToolkit() {
    }

    /**
     * Monocle's headless platform and the software pipeline, set before the toolkit reads them;
     * a value given on the command line wins (to watch the scenes on a real display, say).
     */
    static void startHeadless() throws InterruptedException {
        System.setProperty("glass.platform", System.getProperty("glass.platform", "Monocle"));
        System.setProperty("monocle.platform", System.getProperty("monocle.platform", "Headless"));
        System.setProperty("prism.order", System.getProperty("prism.order", "sw"));
        System.setProperty("java.awt.headless", System.getProperty("java.awt.headless", "true"));
        CountDownLatch started = new CountDownLatch(1);
        Platform.startup(started::countDown);
        Platform.setImplicitExit(false);
        if (!started.await(60, TimeUnit.SECONDS)) {
            throw new IllegalStateException("The JavaFX toolkit did not start within 60 s");
        }
    }

    /** One line naming the platform the figures were taken on. */
    static String platformLine() {
        return String.format("Java %s (%s), JavaFX %s, glass %s / prism %s, %d CPUs, max heap %d MB",
                System.getProperty("java.version"), System.getProperty("java.vm.name"),
                System.getProperty("javafx.runtime.version"), System.getProperty("glass.platform"),
                System.getProperty("prism.order"), Runtime.getRuntime().availableProcessors(),
                Runtime.getRuntime().maxMemory() >> 20);
    }

    /** Shows a form scene of about {@code targetNodes} nodes and waits until it is laid out. */
    static BenchScene show(int targetNodes) {
        int sections = FxThread.call(() -> FormScene.sectionsFor(targetNodes), FX_TIMEOUT_MS);
        Stage stage = FxThread.call(() -> {
            Parent root = FormScene.build(sections);
            Stage s = new Stage();
            s.setTitle("Benchmark " + targetNodes);
            s.setScene(new Scene(root, 1280, 800));
            s.show();
            return s;
        }, FX_TIMEOUT_MS);
        FxThread.awaitIdle(FX_TIMEOUT_MS);
        BenchScene scene = FxThread.call(() -> new BenchScene(stage, WindowList.showing().indexOf(stage),
                BareTraversal.visitAll(stage.getScene().getRoot()),
                FormScene.lastSaveButton(sections), FormScene.lastFieldText(sections)), FX_TIMEOUT_MS);
        // Building and styling the scene leaves much garbage (and a previous scene is gone only
        // now): collect it before timing, or its pauses land in the measured runs.
        System.gc();
        return scene;
    }

    /** Hides the scene's window. */
    static void hide(BenchScene scene) {
        FxThread.run(() -> scene.stage().hide(), FX_TIMEOUT_MS);
    }

    /** Stops the toolkit and the JVM: Monocle's input threads are not daemons. */
    /**
     * Starts the headless toolkit, runs {@code benchmark}, and ends the JVM (the FX toolkit's
     * threads would keep it alive): status 0 when it completed, 1 after printing what failed.
     */
    static void run(Runnable benchmark) throws InterruptedException {
        startHeadless();
        int status = 1;
        try {
            benchmark.run();
            status = 0;
        } catch (RuntimeException | Error e) {
            e.printStackTrace(); // printed before exit() ends the JVM
        } finally {
            exit(status);
        }
    }

    static void exit(int status) {
        Platform.exit();
        System.exit(status);
    }
}
