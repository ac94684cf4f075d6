package io.github.mcpjavafx.debug.core.changes;

import io.github.mcpjavafx.debug.core.fxinternals.FxThreadFrames;
import io.github.mcpjavafx.debug.core.fxinternals.ToolkitFrames;

/**
 * Where on the FX thread a change is made: in a frame's animations, in its animation timers, in a pulse's or an
 * on-demand layout pass, in a CSS pass (or elsewhere in a pulse), or elsewhere (a dispatch, a {@code runLater} task).
 * JavaFX plays its animations, then its animation timers, from its primary timer; the innermost pass on the stack
 * tells which pass runs. FX thread.
 */
enum ChangePhase {
    ANIMATIONS, TIMERS, LAYOUT, STYLE, ELSEWHERE;

    /**
     * Frames looked through for the primary timer: a handler's change is some tens of frames above it, a custom
     * control's skin that lays out its parts in a listener some hundreds.
     */
    private static final int STACK_DEPTH = 1024;
    private static final StackWalker STACK = StackWalker.getInstance();

    /** Where the FX thread is now. */
    static ChangePhase now() {
        return STACK.walk(frames -> {
            boolean timer = false;
            ChangePhase pass = ELSEWHERE;
            for (StackWalker.StackFrame frame : (Iterable<StackWalker.StackFrame>) frames.limit(STACK_DEPTH)::iterator) {
                String type = frame.getClassName();
                if (ToolkitFrames.isAnimationTimer(type)) {
                    timer = true;
                } else if (ToolkitFrames.isPrimaryTimer(type)) {
                    return timer ? TIMERS : ANIMATIONS;
                } else if (pass == ELSEWHERE && ToolkitFrames.isScenePass(type, frame.getMethodName())) {
                    pass = isLayout(type, frame.getMethodName()) ? LAYOUT : STYLE;
                }
            }
            return pass;
        });
    }

    private static boolean isLayout(String type, String method) {
        return FxThreadFrames.isLayoutPass(type, method) || type.equals("javafx.scene.Parent") && method.equals("layout");
    }

    /** Whether the FX thread runs an input event's handling now, not one a nested event loop holds below it. */
    static boolean inInputDispatch() {
        return STACK.walk(frames -> {
            for (StackWalker.StackFrame frame : (Iterable<StackWalker.StackFrame>) frames.limit(STACK_DEPTH)::iterator) {
                if (FxThreadFrames.deliversInput(frame.getClassName(), frame.getMethodName())) {
                    return true;
                }
                if (FxThreadFrames.waitsForWork(frame.getClassName(), frame.getMethodName())) {
                    return false; // a nested loop runs what is above: a dialog shows, the dispatch below waits for it
                }
            }
            return false;
        });
    }
}
