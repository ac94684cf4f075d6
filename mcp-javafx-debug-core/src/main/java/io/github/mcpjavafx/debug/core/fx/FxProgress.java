package io.github.mcpjavafx.debug.core.fx;

/**
 * Whether the UI made progress since a mark: the FX thread worked (computed, or was runnable outside a nested event
 * loop, as {@link FxPatience} tells it), or it answered a call made through {@link FxThread}. For a wait on something
 * other than the FX thread (a call's turn behind another call) that must not give up while the UI gets on.
 */
public final class FxProgress {

    private final long fxCpuNanos = FxPatience.fxCpuNanos();
    private final long answeredNanos = FxTime.totalNanos();
    private final long at = System.nanoTime();

    private FxProgress() {
    }

    /** A mark of the UI's progress now. */
    public static FxProgress mark() {
        return new FxProgress();
    }

    /** Whether the FX thread worked or answered a call since this mark. */
    public boolean made() {
        return FxTime.totalNanos() != answeredNanos || FxPatience.worked(fxCpuNanos, System.nanoTime() - at);
    }
}
