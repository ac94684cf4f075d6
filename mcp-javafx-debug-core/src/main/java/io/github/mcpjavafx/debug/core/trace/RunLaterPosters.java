package io.github.mcpjavafx.debug.core.trace;

import io.github.mcpjavafx.debug.core.fx.FxThreadActivity;
import io.github.mcpjavafx.debug.core.fxinternals.FxThreadFrames;

/** Names a thread caught posting a {@code Platform.runLater} task by the app frame that posted it. */
final class RunLaterPosters {

    private RunLaterPosters() {
    }

    /** {@code thread pool-3 at Feed.lambda$start$1(Feed.java:41)}, or null when {@code stack} is not
     * inside runLater or the poster is this library. */
    static String poster(String threadName, StackTraceElement[] stack) {
        boolean posting = false;
        for (StackTraceElement e : stack) {
            if (!posting) {
                posting = FxThreadFrames.postsLaterTask(e.getClassName(), e.getMethodName());
            } else if (StackReading.isOurs(e.getClassName())) {
                return null; // our own FX-thread bridge posts too: not the app's flood
            } else if (!FxThreadActivity.platformFrame(e)) {
                return "thread " + threadName + " at " + FxThreadActivity.frame(e);
            }
        }
        return posting ? "thread " + threadName : null;
    }
}
