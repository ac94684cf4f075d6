package io.github.mcpjavafx.debug.core.support;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Processes that only burn CPU, one per core and one more, beside an app and its replay: the load of a busy build
 * machine, under which what an export checks and whether it passes must stay the same. Each is a shell's empty loop,
 * a process of its own, so the scheduler shares the cores between it and the app as between any two programs. The
 * goals of several apps measured at once in one JVM share one set: the load stays one burner per core and one more.
 */
public final class CpuBurners implements AutoCloseable {

    private static final List<Process> SHARED = new ArrayList<>();
    private static int holders;

    private final boolean holds;

    private CpuBurners(boolean holds) {
        this.holds = holds;
    }

    /** None: the same code path without load. */
    public static CpuBurners none() {
        return new CpuBurners(false);
    }

    /** One burner per core this JVM sees, and one more; started by the first holder, ended with the last. */
    public static synchronized CpuBurners onEveryCore() {
        if (holders++ == 0) {
            SHARED.addAll(start());
        }
        return new CpuBurners(true);
    }

    private static List<Process> start() {
        List<Process> started = new ArrayList<>();
        try {
            for (int i = 0; i <= Runtime.getRuntime().availableProcessors(); i++) {
                started.add(new ProcessBuilder("sh", "-c", "while :; do :; done").start());
            }
        } catch (IOException e) {
            started.forEach(Process::destroyForcibly);
            throw new UncheckedIOException("Could not start a CPU burner", e);
        }
        return started;
    }

    public int count() {
        synchronized (CpuBurners.class) {
            return holds ? SHARED.size() : 0;
        }
    }

    /** The system's load average over the last minute, as {@code /proc/loadavg} says ("?" where there is none). */
    public static String loadAverage() {
        try {
            return java.nio.file.Files.readString(java.nio.file.Path.of("/proc/loadavg")).split(" ")[0];
        } catch (IOException | RuntimeException e) {
            return "?";
        }
    }

    @Override
    public void close() {
        synchronized (CpuBurners.class) {
            if (holds && --holders == 0) {
                SHARED.forEach(Process::destroyForcibly);
                SHARED.clear();
            }
        }
    }
}
