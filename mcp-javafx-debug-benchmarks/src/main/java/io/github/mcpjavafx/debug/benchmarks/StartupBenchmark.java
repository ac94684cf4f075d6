package io.github.mcpjavafx.debug.benchmarks;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.function.ToDoubleFunction;

/**
 * What the debug server adds to an application's start, and what the agent's first call costs. Launches
 * {@link StartupApp} (a headless JavaFX app with a form scene) as a JVM of its own: without the server, with
 * it installed in {@code start()} after the window, and with it installed first thing in {@code main}
 * ("first", as the Spring starter and the agent start it), and times from launching the process to the
 * window's first frame, the FX thread's CPU time until then, the server serving, and the first and second
 * {@code ui_query} by {@code #id} over HTTP. With {@code --baseline=<jars>} (another build's core and server
 * jars, put first on the class path) both library configurations run once more with those jars, in the
 * same rounds: a change is measured against the build before it under the same load. Each configuration
 * runs once to warm the file caches, then {@code runs} times, interleaved round by round.
 *
 * <p>Arguments, all optional: {@code --sizes=1000,10000 --runs=5 --baseline=a.jar:b.jar}.
 */
public final class StartupBenchmark {

    static final double GOAL_SECONDS = 1.5;
    /** The app's window with the library installed comes at most this much later than without it. */
    static final double WINDOW_GOAL_RATIO = 1.05;

    private StartupBenchmark() {
    }

    /** One way to launch the app: its label, its mode argument and the jars put first on its class path. */
    private record Configuration(String label, String mode, String firstJars) {
        boolean server() {
            return !mode.isEmpty();
        }
    }

    /** One launch's figures; NaN where the configuration has none. */
    private record Launch(double window, double fxCpuMs, double ready, double installMs, double firstQueryMs,
                          double secondQueryMs) {
    }

    public static void main(String[] args) throws Exception {
        int[] sizes = {1_000, 10_000};
        int runs = 5;
        String baseline = "";
        for (String arg : args) {
            String value = arg.substring(arg.indexOf('=') + 1).trim();
            if (arg.startsWith("--sizes=")) {
                sizes = Arrays.stream(value.split(",")).mapToInt(s -> Integer.parseInt(s.trim())).toArray();
            } else if (arg.startsWith("--runs=")) {
                runs = Integer.parseInt(value);
            } else if (arg.startsWith("--baseline=")) {
                baseline = value;
            } else {
                throw new IllegalArgumentException("Unknown argument " + arg
                        + "; use --sizes=1000,10000 --runs=5 --baseline=core.jar:server.jar");
            }
        }
        List<Configuration> configurations = new ArrayList<>(List.of(
                new Configuration("without server", "", ""),
                new Configuration("in start()", "--server", ""),
                new Configuration("first in main", "--server-first", "")));
        if (!baseline.isEmpty()) {
            configurations.add(new Configuration("baseline: in start()", "--server", baseline));
            configurations.add(new Configuration("baseline: first", "--server-first", baseline));
        }
        System.out.println("== App start: a headless JavaFX app in a JVM of its own, without and with the debug server ==");
        System.out.printf("%d CPUs, load average %s; time from launching the JVM; %d runs each after one warm-up run, "
                        + "configurations interleaved; median / p90%s%n%n", Runtime.getRuntime().availableProcessors(),
                loadAverage(), runs, baseline.isEmpty() ? "" : "; baseline jars: " + baseline);
        System.out.printf("%-14s | %-22s | %-13s | %-9s | %-10s | %-13s | %-10s | %-15s | %-15s%n", "scene",
                "configuration", "window s", "vs none", "FX CPU ms", "server ready", "install ms", "1st #id query ms",
                "2nd #id query ms");
        System.out.println("-".repeat(150));
        List<String> goals = new ArrayList<>();
        for (int size : sizes) {
            goals.addAll(measure(size, runs, configurations));
        }
        System.out.printf("%nLoad average at the end: %s%nGoals:%n", loadAverage());
        goals.forEach(System.out::println);
        System.out.println("  [n/a   ] JVM start -> window shown and server up, and the #id query at 10k, against the prior art:"
                + " judged by the side-by-side harness (../shared/prior-art, which launches both), not here");
    }

    private static List<String> measure(int size, int runs, List<Configuration> configurations)
            throws IOException, InterruptedException {
        for (Configuration configuration : configurations) {
            launch(size, configuration);
        }
        List<List<Launch>> launches = new ArrayList<>();
        configurations.forEach(c -> launches.add(new ArrayList<>()));
        for (int i = 0; i < runs; i++) {
            for (int c = 0; c < configurations.size(); c++) {
                launches.get(c).add(launch(size, configurations.get(c)));
            }
        }
        double without = median(launches.get(0), Launch::window);
        List<String> goals = new ArrayList<>();
        for (int c = 0; c < configurations.size(); c++) {
            Configuration configuration = configurations.get(c);
            List<Launch> of = launches.get(c);
            double window = median(of, Launch::window);
            System.out.printf(Locale.ROOT, "%-14s | %-22s | %-13s | %8.1f%% | %10.0f | %-13s | %10.1f | %-16s | %-15s%n",
                    String.format(Locale.ROOT, "%,d nodes", size), configuration.label(), figure(of, Launch::window),
                    100 * (window / without - 1), median(of, Launch::fxCpuMs), figure(of, Launch::ready),
                    median(of, Launch::installMs), figure(of, Launch::firstQueryMs, "%.0f / %.0f"),
                    figure(of, Launch::secondQueryMs, "%.0f / %.0f"));
            if (configuration.server() && configuration.firstJars().isEmpty()) {
                goals.add(String.format(Locale.ROOT, "  [%s] %,d nodes, installed %s: the window within %.0f%% of the app "
                                + "without the server: %.2f s vs %.2f s (%+.1f%%)",
                        window <= WINDOW_GOAL_RATIO * without ? "met   " : "MISSED", size, configuration.label(),
                        100 * (WINDOW_GOAL_RATIO - 1), window, without, 100 * (window / without - 1)));
            }
            if (configuration.mode().equals("--server-first") && configuration.firstJars().isEmpty()) {
                double adds = Math.max(window, median(of, Launch::ready)) - without;
                goals.add(String.format(Locale.ROOT, "  [%s] %,d nodes, installed first in main: window and server both up "
                                + "<= %.1f s after the window without the server: %.2f s", adds <= GOAL_SECONDS ? "met   "
                                : "MISSED", size, GOAL_SECONDS, adds));
            }
        }
        return goals;
    }

    /** Launches the app as {@code configuration} says and reads its figures; seconds from launch. */
    private static Launch launch(int size, Configuration configuration) throws IOException, InterruptedException {
        String classPath = configuration.firstJars().isEmpty() ? System.getProperty("java.class.path")
                : configuration.firstJars() + File.pathSeparator + System.getProperty("java.class.path");
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx1g", "-cp", classPath, StartupApp.class.getName(), String.valueOf(size)));
        if (configuration.server()) {
            command.add(configuration.mode());
        }
        long launched = System.nanoTime();
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        double window = Double.NaN;
        double fxCpu = Double.NaN;
        double ready = Double.NaN;
        double installMs = Double.NaN;
        double firstQuery = Double.NaN;
        double secondQuery = Double.NaN;
        StringBuilder log = new StringBuilder();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                double at = (System.nanoTime() - launched) / 1e9;
                if (line.equals(StartupApp.WINDOW_SHOWN)) {
                    window = at;
                } else if (line.equals(StartupApp.SERVER_READY)) {
                    ready = at;
                } else if (line.startsWith(StartupApp.FX_CPU_MS)) {
                    fxCpu = valueOf(line, StartupApp.FX_CPU_MS);
                } else if (line.startsWith(StartupApp.INSTALL_MS)) {
                    installMs = valueOf(line, StartupApp.INSTALL_MS);
                } else if (line.startsWith(StartupApp.FIRST_QUERY_MS)) {
                    firstQuery = valueOf(line, StartupApp.FIRST_QUERY_MS);
                } else if (line.startsWith(StartupApp.SECOND_QUERY_MS)) {
                    secondQuery = valueOf(line, StartupApp.SECOND_QUERY_MS);
                } else {
                    log.append(line).append('\n');
                }
            }
        }
        if (!process.waitFor(120, TimeUnit.SECONDS) || process.exitValue() != 0 || Double.isNaN(window)
                || configuration.server() && (Double.isNaN(ready) || Double.isNaN(secondQuery))) {
            process.destroyForcibly();
            throw new IllegalStateException("The app did not start as expected (" + configuration.label() + "):\n" + log);
        }
        return new Launch(window, fxCpu, ready, installMs, firstQuery, secondQuery);
    }

    private static double valueOf(String line, String prefix) {
        return Double.parseDouble(line.substring(prefix.length()));
    }

    private static String loadAverage() {
        try {
            return String.join(" ", Arrays.copyOf(Files.readString(Path.of("/proc/loadavg")).split(" "), 3));
        } catch (IOException | RuntimeException e) {
            return String.format(Locale.ROOT, "%.2f", ManagementFactory.getOperatingSystemMXBean()
                    .getSystemLoadAverage());
        }
    }

    /** Median / p90 of seconds. */
    private static String figure(List<Launch> launches, ToDoubleFunction<Launch> figure) {
        return figure(launches, figure, "%.2f / %.2f");
    }

    private static String figure(List<Launch> launches, ToDoubleFunction<Launch> figure, String format) {
        double[] values = launches.stream().mapToDouble(figure).sorted().toArray();
        if (Double.isNaN(values[0])) {
            return "-";
        }
        return String.format(Locale.ROOT, format, values[(int) Math.ceil(0.5 * values.length) - 1],
                values[(int) Math.ceil(0.9 * values.length) - 1]);
    }

    private static double median(List<Launch> launches, ToDoubleFunction<Launch> figure) {
        double[] values = launches.stream().mapToDouble(figure).sorted().toArray();
        return values[(int) Math.ceil(0.5 * values.length) - 1];
    }
}
