package io.github.mcpjavafx.debug.benchmarks;

import io.github.mcpjavafx.debug.core.capture.WindowList;
import io.github.mcpjavafx.debug.core.fx.FxThread;
import javafx.application.Platform;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.stage.Stage;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * How much FX-thread time the engine costs on form scenes of 1k, 10k and 50k nodes, next to the
 * floor of merely walking them. A plain main class (not an {@code Application}, which fails on
 * the class path), headless through Monocle unless {@code -Dglass.platform} says otherwise.
 *
 * <p>Arguments, all optional: {@code --sizes=1000,10000,50000 --warmup=10 --runs=30}.
 */
public final class CoreBenchmark {

    private static final long FX_TIMEOUT_MS = 120_000;

    private CoreBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        Options options = Options.parse(args);
        startHeadlessToolkit();
        try {
            run(options);
        } finally {
            Platform.exit();
        }
        System.exit(0); // Monocle's input threads are not daemons
    }

    private static void run(Options options) {
        ResultTable table = new ResultTable(System.out);
        System.out.printf("Java %s, JavaFX %s, glass %s / prism %s, %d CPUs; %d warm-up + %d measured runs per workload%n%n",
                System.getProperty("java.version"), System.getProperty("javafx.runtime.version"),
                System.getProperty("glass.platform"), System.getProperty("prism.order"), Runtime.getRuntime().availableProcessors(),
                options.warmup, options.runs);
        List<Workload> workloads = CoreWorkloads.all(FX_TIMEOUT_MS);
        Map<Integer, List<Timings>> bySize = new LinkedHashMap<>();
        table.printSummaryHeader();
        for (int target : options.sizes) {
            BenchScene scene = show(target);
            // Building and styling the scene leaves much garbage (and the previous size's scene is
            // gone only now): collect it before timing, or its pauses land in the measured runs.
            System.gc();
            try {
                List<Timings> all = new ArrayList<>();
                Map<Measure, Timings> byMeasure = new EnumMap<>(Measure.class);
                for (Workload workload : workloads) {
                    Timings timings = time(workload, scene, options);
                    all.add(timings);
                    byMeasure.put(workload.measure(), timings);
                }
                bySize.put(scene.nodeCount(), all);
                table.printSummaryRow(scene.nodeCount(), byMeasure);
            } finally {
                FxThread.run(() -> scene.stage().hide(), FX_TIMEOUT_MS);
            }
        }
        table.printDetails(bySize);
    }

    /** Shows a form scene of about {@code targetNodes} nodes and waits until it is laid out. */
    private static BenchScene show(int targetNodes) {
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
        return FxThread.call(() -> new BenchScene(stage, WindowList.showing().indexOf(stage),
                BareTraversal.visit(stage.getScene().getRoot()),
                FormScene.lastSaveButton(sections), FormScene.lastFieldText(sections)), FX_TIMEOUT_MS);
    }

    private static Timings time(Workload workload, BenchScene scene, Options options) {
        long[] fx = workload.where() == Workload.Where.FX ? new long[options.runs] : null;
        long[] e2e = new long[options.runs];
        Workload.Outcome last = null;
        for (int i = -options.warmup; i < options.runs; i++) {
            long[] fxTime = new long[1];
            long start = System.nanoTime();
            Workload.Outcome outcome;
            if (workload.where() == Workload.Where.FX) {
                outcome = FxThread.call(() -> {
                    long fxStart = System.nanoTime();
                    Workload.Outcome o = workload.run(scene);
                    fxTime[0] = System.nanoTime() - fxStart;
                    return o;
                }, FX_TIMEOUT_MS);
            } else {
                outcome = workload.run(scene);
            }
            long elapsed = System.nanoTime() - start;
            if (i >= 0) {
                e2e[i] = elapsed;
                if (fx != null) {
                    fx[i] = fxTime[0];
                }
            }
            last = outcome;
        }
        return new Timings(workload, fx, e2e, last);
    }

    /**
     * Monocle's headless platform and the software pipeline, set before the toolkit reads them;
     * a value given on the command line wins (to watch the scenes on a real display, say).
     */
    private static void startHeadlessToolkit() throws InterruptedException {
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

    /** The command line: {@code --sizes=1000,10000 --warmup=10 --runs=30}. */
    private record Options(int[] sizes, int warmup, int runs) {

        static Options parse(String[] args) {
            int[] sizes = {1_000, 10_000, 50_000};
            int warmup = 10;
            int runs = 30;
            for (String arg : args) {
                String value = arg.substring(arg.indexOf('=') + 1);
                if (arg.startsWith("--sizes=")) {
                    sizes = Arrays.stream(value.split(",")).map(String::trim).mapToInt(Integer::parseInt).toArray();
                } else if (arg.startsWith("--warmup=")) {
                    warmup = Integer.parseInt(value);
                } else if (arg.startsWith("--runs=")) {
                    runs = Integer.parseInt(value);
                } else {
                    throw new IllegalArgumentException("Unknown argument " + arg
                            + "; use --sizes=1000,10000,50000 --warmup=10 --runs=30");
                }
            }
            if (runs < 1 || warmup < 0 || sizes.length == 0) {
                throw new IllegalArgumentException("Need --runs >= 1, --warmup >= 0 and at least one size");
            }
            return new Options(sizes, warmup, runs);
        }
    }
}
