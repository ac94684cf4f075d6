package io.github.mcpjavafx.debug.benchmarks;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * What the debug server adds to an application's start. Launches {@link StartupApp} (a headless
 * JavaFX app with a form scene) as a JVM of its own, without the server, with it installed in
 * {@code start()} after the window, and with it installed first thing in {@code main} ("first"), and
 * times from launching the process to the window's first frame and to the server serving, and how long
 * {@code install()} held the FX thread. Each configuration runs once to warm the file caches, then
 * {@code runs} times, alternating.
 *
 * <p>Arguments, all optional: {@code --sizes=1000,10000 --runs=5}.
 */
public final class StartupBenchmark {

    static final double GOAL_SECONDS = 1.5;

    private StartupBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int[] sizes = {1_000, 10_000};
        int runs = 5;
        for (String arg : args) {
            String value = arg.substring(arg.indexOf('=') + 1).trim();
            if (arg.startsWith("--sizes=")) {
                sizes = Arrays.stream(value.split(",")).mapToInt(s -> Integer.parseInt(s.trim())).toArray();
            } else if (arg.startsWith("--runs=")) {
                runs = Integer.parseInt(value);
            } else {
                throw new IllegalArgumentException("Unknown argument " + arg + "; use --sizes=1000,10000 --runs=5");
            }
        }
        System.out.println("== App start: a headless JavaFX app in a JVM of its own, without and with the debug server ==");
        System.out.printf("%d CPUs; time from launching the JVM; %d runs each after one warm-up run; median / p90 s%n%n",
                Runtime.getRuntime().availableProcessors(), runs);
        System.out.printf("%-14s | %-15s | %-15s | %-15s | %-12s | %-12s | %-10s | %-15s | %-15s%n", "scene",
                "window, no srv", "window, server", "server ready", "window delay", "server adds", "install ms",
                "first: window", "first: ready");
        System.out.println("-".repeat(147));
        List<String> goals = new ArrayList<>();
        for (int size : sizes) {
            goals.add(measure(size, runs));
        }
        System.out.printf("%nGoals:%n");
        goals.forEach(System.out::println);
        System.out.println("  [n/a   ] JVM start -> window shown and server up <= the prior art's on the same scene: judged by the "
                + "side-by-side harness (../shared/prior-art, which launches both), not here");
    }

    private static String measure(int size, int runs) throws IOException, InterruptedException {
        launch(size, "");
        launch(size, "--server");
        launch(size, "--server-first");
        double[] plainWindow = new double[runs];
        double[] window = new double[runs];
        double[] ready = new double[runs];
        double[] installMs = new double[runs];
        double[] firstWindow = new double[runs];
        double[] firstReady = new double[runs];
        for (int i = 0; i < runs; i++) {
            plainWindow[i] = launch(size, "")[0];
            double[] with = launch(size, "--server");
            window[i] = with[0];
            ready[i] = with[1];
            installMs[i] = with[2];
            double[] first = launch(size, "--server-first");
            firstWindow[i] = first[0];
            firstReady[i] = first[1];
        }
        double delay = median(window) - median(plainWindow);
        double adds = median(ready) - median(plainWindow);
        System.out.printf(Locale.ROOT, "%-14s | %-15s | %-15s | %-15s | %12.2f | %12.2f | %10.1f | %-15s | %-15s%n",
                String.format(Locale.ROOT, "%,d nodes", size), figure(plainWindow), figure(window), figure(ready), delay, adds,
                median(installMs), figure(firstWindow), figure(firstReady));
        double bothUpFirst = Math.max(median(firstWindow), median(firstReady));
        double addsFirst = bothUpFirst - median(plainWindow);
        return String.format(Locale.ROOT, "  [%s] %,d nodes: the server adds <= %.1f s to the app's start (ready %.2f s "
                        + "after launch vs the window at %.2f s without it): %.2f s; the window itself waits %.2f s more%n"
                        + "  [%s] %,d nodes, installed first in main: window and server both up <= %.1f s after the window "
                        + "without the server: %.2f s (window %.2f s, ready %.2f s)",
                adds <= GOAL_SECONDS ? "met   " : "MISSED", size, GOAL_SECONDS, median(ready), median(plainWindow),
                adds, delay, addsFirst <= GOAL_SECONDS ? "met   " : "MISSED", size, GOAL_SECONDS, addsFirst,
                median(firstWindow), median(firstReady));
    }

    /** Launches the app ({@code mode}: none, {@code --server} or {@code --server-first}); seconds from launch to its window's first frame and (with the server) to ready. */
    private static double[] launch(int size, String mode) throws IOException, InterruptedException {
        boolean server = !mode.isEmpty();
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx1g", "-cp", System.getProperty("java.class.path"), StartupApp.class.getName(), String.valueOf(size)));
        if (server) {
            command.add(mode);
        }
        long launched = System.nanoTime();
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        double window = Double.NaN;
        double ready = Double.NaN;
        double installMs = Double.NaN;
        StringBuilder log = new StringBuilder();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                double at = (System.nanoTime() - launched) / 1e9;
                if (line.equals(StartupApp.WINDOW_SHOWN)) {
                    window = at;
                } else if (line.equals(StartupApp.SERVER_READY)) {
                    ready = at;
                } else if (line.startsWith(StartupApp.INSTALL_MS)) {
                    installMs = Double.parseDouble(line.substring(StartupApp.INSTALL_MS.length()));
                } else {
                    log.append(line).append('\n');
                }
            }
        }
        if (!process.waitFor(120, TimeUnit.SECONDS) || process.exitValue() != 0 || Double.isNaN(window)
                || server && Double.isNaN(ready)) {
            process.destroyForcibly();
            throw new IllegalStateException("The app did not start as expected:\n" + log);
        }
        return new double[]{window, ready, installMs};
    }

    private static String figure(double[] seconds) {
        double[] sorted = seconds.clone();
        Arrays.sort(sorted);
        return String.format(Locale.ROOT, "%.2f / %.2f", median(seconds), sorted[(int) Math.ceil(0.9 * sorted.length) - 1]);
    }

    private static double median(double[] seconds) {
        double[] sorted = seconds.clone();
        Arrays.sort(sorted);
        return sorted[(int) Math.ceil(0.5 * sorted.length) - 1];
    }
}
