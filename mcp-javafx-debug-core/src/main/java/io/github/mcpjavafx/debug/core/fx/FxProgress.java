package io.github.mcpjavafx.debug.core.fx;

/**
 * Whether a call and the UI it waits on got on since a mark: the call's thread computed, or the FX thread worked
 * (computed, or was runnable outside a nested event loop, as {@link FxPatience} tells it) or answered a call made
 * through {@link FxThread}. For a wait on something other than the FX thread (a call's turn behind another call)
 * that must not give up while the call ahead and its UI get on.
 */
public final class FxProgress {

    private final Thread call;
    private final long callCpuNanos;
    private final long fxCpuNanos = FxPatience.fxCpuNanos();
    private final long answeredNanos = FxTime.totalNanos();
    private final long at = System.nanoTime();

    private FxProgress(Thread call) {
        this.call = call;
        this.callCpuNanos = FxPatience.cpuNanos(call);
    }

    /** A mark of the progress of {@code call}'s thread (nullable: none) and of the UI, now. */
    public static FxProgress mark(Thread call) {
        return new FxProgress(call);
    }

    /** Whether the call's thread computed, or the FX thread worked or answered a call, since this mark. */
    public boolean made() {
        long wall = System.nanoTime() - at;
        return FxTime.totalNanos() != answeredNanos || FxPatience.computed(call, callCpuNanos, wall)
                || FxPatience.worked(fxCpuNanos, wall);
    }
}
