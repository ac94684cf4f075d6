package io.github.mcpjavafx.debug.benchmarks;

/**
 * Empties the CPU caches (writes a buffer twice the size of any last-level cache we expect), so a
 * run that follows finds the scene graph in memory only, as a call does that comes after other work.
 */
final class CacheSweep {

    private static final int LINE = 64;
    private static final byte[] BUFFER = new byte[64 << 20];
    /** Keeps the JIT from discarding the sweep. */
    static volatile int sink;

    private CacheSweep() {
    }

    static void evict() {
        int sum = 0;
        for (int i = 0; i < BUFFER.length; i += LINE) {
            sum += ++BUFFER[i];
        }
        sink = sum;
    }
}
