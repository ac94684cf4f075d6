package io.github.mcpjavafx.debug.benchmarks;

import io.github.mcpjavafx.debug.core.fx.FxThread;

import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How much FX-thread time the engine costs on form scenes of 1k, 10k, 50k and 100k nodes, next to the
 * floor of merely walking them.
 *
 * <p>Arguments, all optional: {@code --sizes=1000,10000,50000,100000 --warmup=10 --runs=30}.
 */
public final class CoreBenchmark {

    private static final long MIN_WARMUP_MS = 500;
    /**
     * A workload that calls many methods (a capture) is still being compiled when a small one (the
     * bare walk) is long done, the more so when other work holds the CPUs: warm-up goes on until the
     * JIT has been quiet this long, so that every workload is timed in its compiled form.
     */
    private static final long JIT_QUIET_MS = 500;
    private static final long MAX_WARMUP_MS = 10_000;
    private static final CompilationMXBean JIT = ManagementFactory.getCompilationMXBean();
    /**
     * For the FX thread's CPU time beside its wall time: on a shared machine the wall time of a run
     * may include waiting for a CPU, and the longer the run the likelier it waits; the two side by
     * side tell that apart from work that really got slower.
     */
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    /** Bytes a thread allocated: unlike time, the same however busy the machine is. */
    private static final com.sun.management.ThreadMXBean ALLOCATIONS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    private CoreBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        Options options = Options.parse(args);
        BenchToolkit.run(() -> run(options));
    }

    private static void run(Options options) {
        ResultTable table = new ResultTable(System.out);
        System.out.println("== Core: FX-thread cost of the engine ==");
        System.out.printf("%s; >= %d warm-up runs and >= " + MIN_WARMUP_MS + " ms, then %d measured runs per workload%n%n", BenchToolkit.platformLine(),
                options.warmup, options.runs);
        List<Workload<?>> workloads = CoreWorkloads.all(BenchToolkit.FX_TIMEOUT_MS).stream()
                .filter(w -> options.only == null || w.measure().label().startsWith(options.only)).toList();
        Map<Integer, List<Timings>> bySize = new LinkedHashMap<>();
        table.printSummaryHeader();
        for (int target : options.sizes) {
            BenchScene scene = BenchToolkit.show(target);
            try {
                List<Timings> all = new ArrayList<>();
                Map<Measure, Timings> byMeasure = new EnumMap<>(Measure.class);
                for (Workload<?> workload : workloads) {
                    Timings timings = time(workload, scene, options.warmup, options.runs);
                    all.add(timings);
                    byMeasure.put(workload.measure(), timings);
                }
                bySize.put(scene.nodeCount(), all);
                table.printSummaryRow(scene.nodeCount(), byMeasure);
            } finally {
                BenchToolkit.hide(scene);
            }
        }
        table.printDetails(bySize);
        table.printGoals(bySize);
    }

    /**
     * Runs {@code workload} untimed at least {@code warmup} times and for at least
     * {@value #MIN_WARMUP_MS} ms (so that even sub-millisecond work reaches the optimizing JIT), and
     * on until the JIT has finished nothing for {@value #JIT_QUIET_MS} ms (at most
     * {@value #MAX_WARMUP_MS} ms in all), then {@code runs} times timed. Starts from a collected
     * heap, so that the garbage of the workload before (a full snapshot's, say) is not collected
     * during this one's runs.
     */
    static <R> Timings time(Workload<R> workload, BenchScene scene, int warmup, int runs) {
        System.gc();
        long started = System.nanoTime();
        long warmUntil = started + MIN_WARMUP_MS * 1_000_000;
        long giveUpAt = started + MAX_WARMUP_MS * 1_000_000;
        long compiled = JIT.getTotalCompilationTime();
        long compiledAt = started;
        boolean cold = workload.measure().cold();
        for (int i = 0; i < warmup || System.nanoTime() < warmUntil || jitBusy(compiledAt, giveUpAt); i++) {
            if (cold) {
                CacheSweep.evict();
            }
            once(workload, scene);
            long now = JIT.getTotalCompilationTime();
            if (now != compiled) {
                compiled = now;
                compiledAt = System.nanoTime();
            }
        }
        boolean onFx = workload.where() == Workload.Where.FX;
        long[] fx = onFx ? new long[runs] : null;
        long[] fxCpu = onFx ? new long[runs] : null;
        long[] fxAlloc = onFx ? new long[runs] : null;
        long[] e2e = new long[runs];
        R last = null;
        for (int i = 0; i < runs; i++) {
            if (cold) {
                CacheSweep.evict();
            }
            long[] fxTime = new long[3];
            long start = System.nanoTime();
            R result;
            if (onFx) {
                result = FxThread.call(() -> {
                    long allocStart = ALLOCATIONS.getCurrentThreadAllocatedBytes();
                    long cpuStart = THREADS.getCurrentThreadCpuTime();
                    long fxStart = System.nanoTime();
                    R r = workload.run(scene);
                    fxTime[0] = System.nanoTime() - fxStart;
                    fxTime[1] = THREADS.getCurrentThreadCpuTime() - cpuStart;
                    fxTime[2] = ALLOCATIONS.getCurrentThreadAllocatedBytes() - allocStart;
                    return r;
                }, BenchToolkit.FX_TIMEOUT_MS);
            } else {
                result = workload.run(scene);
            }
            e2e[i] = System.nanoTime() - start;
            if (fx != null) {
                fx[i] = fxTime[0];
                fxCpu[i] = fxTime[1];
                fxAlloc[i] = fxTime[2];
            }
            last = result;
        }
        return new Timings(workload, fx, fxCpu, e2e, fxAlloc, workload.describe(last));
    }

    /** Whether the JIT finished a compilation within the last {@value #JIT_QUIET_MS} ms, and there is time left to wait. */
    private static boolean jitBusy(long lastCompiledAt, long giveUpAt) {
        long now = System.nanoTime();
        return now - lastCompiledAt < JIT_QUIET_MS * 1_000_000 && now < giveUpAt;
    }

    private static <R> R once(Workload<R> workload, BenchScene scene) {
        return workload.where() == Workload.Where.FX
                ? FxThread.call(() -> workload.run(scene), BenchToolkit.FX_TIMEOUT_MS)
                : workload.run(scene);
    }

    /** The command line: {@code --sizes=1000,10000 --warmup=10 --runs=30}. */
    private record Options(int[] sizes, int warmup, int runs, String only) {

        static Options parse(String[] args) {
            int[] sizes = {1_000, 10_000, 50_000, 100_000};
            int warmup = 10;
            int runs = 30;
            String only = null;
            for (String arg : args) {
                String value = arg.substring(arg.indexOf('=') + 1);
                if (arg.startsWith("--sizes=")) {
                    sizes = Arrays.stream(value.split(",")).map(String::trim).mapToInt(Integer::parseInt).toArray();
                } else if (arg.startsWith("--warmup=")) {
                    warmup = Integer.parseInt(value);
                } else if (arg.startsWith("--runs=")) {
                    runs = Integer.parseInt(value);
                } else if (arg.startsWith("--only=")) {
                    only = value.isBlank() ? null : value; // the workloads whose label starts so, e.g. consequences

                } else {
                    throw new IllegalArgumentException("Unknown argument " + arg
                            + "; use --sizes=1000,10000,50000,100000 --warmup=10 --runs=30 --only=consequences");
                }
            }
            if (runs < 1 || warmup < 0 || sizes.length == 0) {
                throw new IllegalArgumentException("Need --runs >= 1, --warmup >= 0 and at least one size");
            }
            return new Options(sizes, warmup, runs, only);
        }
    }
}
