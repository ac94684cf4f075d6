package io.github.mcpjavafx.debug.benchmarks;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.McpJavafxDebug;
import io.github.mcpjavafx.debug.McpJavafxHandle;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Many short MCP sessions against one server, two of three vanishing without closing: the server and
 * a 1k-node scene run here, the clients in a second JVM ({@link SoakClients}). The server's heap
 * after a full collection and its live threads are printed before, every 250 sessions (the clients'
 * open connections cost the server about 16 KB each), after the server's keep-alive timeout (60 s) has
 * closed the connections the clients left open (their process still running), and once more after
 * Tomcat's request threads, busy with those closes, have been idle for a minute and ended: a server
 * that keeps something per client shows it there as a difference from before.
 *
 * <p>Arguments, all optional: {@code --sessions=1000 --size=1000 --idle-seconds=100}.
 */
public final class SessionSoak {

    private static final String ROW = "%-18s | %8s | %6s | %8s | %13s | %12s | %14s | %6s | %7s%n";
    private static final int WARM_UP_SESSIONS = 50;
    private static final int EVERY = 250;
    /** Tomcat ends a request thread after a minute without work. */
    private static final int THREAD_IDLE_SECONDS = 70;

    private SessionSoak() {
    }

    public static void main(String[] args) throws Exception {
        Map<String, Integer> o = options(args);
        BenchToolkit.run(() -> soak(o.get("sessions"), o.get("size"), o.get("idle-seconds")));
    }

    private static void soak(int sessions, int size, int idleSeconds) {
        System.out.println("== MCP sessions soak: streamable HTTP, MCP Java SDK clients, 2 of 3 sessions vanish ==");
        System.out.println(BenchToolkit.platformLine());
        BenchScene scene = BenchToolkit.show(size);
        System.out.printf(Locale.ROOT, "Scene: %,d nodes. Each session: a new client, initialize, ui_get_snapshot "
                + "(compact), ui_query %s; every third closes. %d warm-up sessions first.%n%n", scene.nodeCount(),
                scene.idSelector(), WARM_UP_SESSIONS);
        try (McpJavafxHandle server = McpJavafxDebug.install(McpJavafxConfig.builder().allowActions(false).build())) {
            Process clients = new ProcessBuilder(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-cp", System.getProperty("java.class.path"), SoakClients.class.getName(), server.endpoint(),
                    server.token(), String.valueOf(scene.stageIndex()), scene.idSelector(),
                    String.valueOf(WARM_UP_SESSIONS), String.valueOf(sessions), String.valueOf(EVERY)))
                    .redirectError(ProcessBuilder.Redirect.INHERIT).start();
            drive(clients, idleSeconds);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void drive(Process clients, int idleSeconds) throws IOException {
        BufferedReader from = new BufferedReader(new InputStreamReader(clients.getInputStream(), StandardCharsets.UTF_8));
        Writer to = new OutputStreamWriter(clients.getOutputStream(), StandardCharsets.UTF_8);
        System.out.printf(ROW, "", "sessions", "closed", "vanished", "heap after GC", "live threads",
                "server threads", "failed", "elapsed");
        System.out.println("-".repeat(110));
        long start = System.nanoTime();
        Footprint before = null;
        Footprint last = null;
        int sessions = 0;
        int failed = 0;
        for (String line; (line = from.readLine()) != null && !line.equals("DONE"); ) {
            String[] at = line.split(" ");
            sessions = Integer.parseInt(at[1]);
            failed = Integer.parseInt(at[2]);
            last = Footprint.take();
            before = before == null ? last : before;
            last.print(sessions == 0 ? "before" : "", sessions, failed, start);
            to.write("go\n");
            to.flush();
        }
        if (before == null) {
            throw new IllegalStateException("The client process ended before its first session");
        }
        sleep(idleSeconds);
        Footprint idle = Footprint.take();
        idle.print("after " + idleSeconds + " s idle", sessions, failed, start);
        to.write("exit\n");
        to.flush();
        sleep(THREAD_IDLE_SECONDS);
        Footprint end = Footprint.take();
        end.print("after " + (idleSeconds + THREAD_IDLE_SECONDS) + " s idle", sessions, failed, start);
        System.out.printf(Locale.ROOT, "%nOver %,d sessions (%,d calls, %d failed), against before: heap after GC "
                        + "%+.1f MB after the last session, %+.1f MB after %d s idle, %+.1f MB after %d s; live threads "
                        + "%+d, %+d, %+d; server threads %+d, %+d, %+d%n", sessions, 2 * sessions, failed,
                mb(last.heapBytes - before.heapBytes), mb(idle.heapBytes - before.heapBytes), idleSeconds,
                mb(end.heapBytes - before.heapBytes), idleSeconds + THREAD_IDLE_SECONDS,
                last.liveThreads - before.liveThreads, idle.liveThreads - before.liveThreads,
                end.liveThreads - before.liveThreads, last.serverThreads - before.serverThreads,
                idle.serverThreads - before.serverThreads, end.serverThreads - before.serverThreads);
    }

    /** Heap in use right after a full collection, live threads, and the server's (Tomcat's) threads among them. */
    private record Footprint(long heapBytes, int liveThreads, int serverThreads) {

        static Footprint take() {
            for (int i = 0; i < 3; i++) { // later passes catch what finalization and cleaners freed
                System.gc();
                sleep(0);
            }
            long heap = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
            int server = (int) Thread.getAllStackTraces().keySet().stream()
                    .filter(t -> t.getName().startsWith("http-nio-")).count();
            return new Footprint(heap, ManagementFactory.getThreadMXBean().getThreadCount(), server);
        }

        void print(String label, int sessions, int failed, long startNanos) {
            int closed = sessions / 3;
            System.out.printf(Locale.ROOT, ROW, label, sessions, closed, sessions - closed,
                    String.format(Locale.ROOT, "%.1f MB", mb(heapBytes)), liveThreads, serverThreads, failed,
                    String.format(Locale.ROOT, "%.0f s", (System.nanoTime() - startNanos) / 1e9));
        }
    }

    private static double mb(long bytes) {
        return bytes / 1048576.0;
    }

    private static void sleep(int seconds) {
        try {
            Thread.sleep(seconds * 1000L + 200);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static Map<String, Integer> options(String[] args) {
        Map<String, Integer> options = new LinkedHashMap<>(Map.of("sessions", 1000, "size", 1000, "idle-seconds", 100));
        for (String arg : args) {
            String name = arg.startsWith("--") && arg.contains("=") ? arg.substring(2, arg.indexOf('=')) : "";
            if (!options.containsKey(name)) {
                throw new IllegalArgumentException("Unknown argument " + arg
                        + "; use --sessions=1000 --size=1000 --idle-seconds=100");
            }
            options.put(name, Integer.parseInt(arg.substring(arg.indexOf('=') + 1).trim()));
        }
        return options;
    }
}
