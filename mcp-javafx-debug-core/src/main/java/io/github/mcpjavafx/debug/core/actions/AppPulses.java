package io.github.mcpjavafx.debug.core.actions;

import javafx.scene.Scene;
import javafx.stage.PopupWindow;
import javafx.stage.Window;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;

/**
 * The app's own pulses while one action waits for them, so that its line can say why its answer took long when the
 * app's frames are long: {@code , waited 6 pulses of 240 ms (the app's own frames)}. Each call of an action onto the
 * FX thread waits its turn behind the pulse under way, and an app whose frames are long (a dashboard drawn in
 * software, a thousand nodes styled at once) makes each turn a frame long. Counted with a post-layout pulse listener
 * (JavaFX's public API) on one showing window's scene, which every pulse calls, from the action's first call to its
 * look: nothing of it stays once the action answered. Long frames are the app's when the FX thread computed long
 * for each, not when a busy machine made it wait for a core (the CPU time it spent from the first pulse counted to
 * the last, per pulse). FX thread only, but {@link #clause}.
 */
final class AppPulses {

    /** A frame of a 60 Hz screen. */
    static final double FRAME_MS = 1000.0 / 60;
    /** Frames for which the FX thread computed longer than this many 60 Hz frames are long: under 30 a second. */
    static final double LONG_FRAMES = 2;
    /** The fewest pulses of such frames an action waited for that its line tells. */
    static final int TOLD_FROM = 2;
    private static final AppPulses NONE = new AppPulses(null);
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private final Scene scene;
    private final Runnable listener = this::pulsed;
    private long[] ends = new long[8];
    private long[] cpu = new long[8];
    private volatile int count;

    private AppPulses(Scene scene) {
        this.scene = scene;
    }

    /** Starts counting the pulses, on the scene of the first showing window that is not a popup (popups close). FX thread. */
    static AppPulses count() {
        for (Window window : Window.getWindows()) {
            if (window.isShowing() && !(window instanceof PopupWindow) && window.getScene() != null) {
                AppPulses pulses = new AppPulses(window.getScene());
                pulses.scene.addPostLayoutPulseListener(pulses.listener);
                return pulses;
            }
        }
        return NONE;
    }

    /** Stops counting. FX thread. */
    void stop() {
        if (scene != null) {
            scene.removePostLayoutPulseListener(listener);
        }
    }

    private void pulsed() {
        if (count == ends.length) {
            ends = Arrays.copyOf(ends, ends.length * 2);
            cpu = Arrays.copyOf(cpu, cpu.length * 2);
        }
        ends[count] = System.nanoTime();
        cpu[count] = THREADS.isCurrentThreadCpuTimeSupported() ? THREADS.getCurrentThreadCpuTime() : -1;
        count++;
    }

    /**
     * What the action's line adds when the app's frames made it wait: {@code , waited 6 pulses of 240 ms (the app's own
     * frames)}, the pulses counted and the median time from one to the next; empty when fewer than {@value #TOLD_FROM}
     * were counted, or the FX thread computed for less than {@value #LONG_FRAMES} frames of 60 Hz a pulse (or its CPU
     * time cannot be read). Any thread, once the counting stopped (a call onto the FX thread orders the two).
     */
    String clause() {
        int pulses = count;
        if (pulses < TOLD_FROM || cpu[0] < 0
                || (cpu[pulses - 1] - cpu[0]) / 1e6 / (pulses - 1) < LONG_FRAMES * FRAME_MS) {
            return "";
        }
        long[] periods = new long[pulses - 1];
        for (int i = 1; i < pulses; i++) {
            periods[i - 1] = ends[i] - ends[i - 1];
        }
        Arrays.sort(periods);
        double frameMs = periods[(periods.length - 1) / 2] / 1e6;
        return ", waited " + pulses + " pulses of " + Math.round(frameMs) + " ms (the app's own frames)";
    }
}
