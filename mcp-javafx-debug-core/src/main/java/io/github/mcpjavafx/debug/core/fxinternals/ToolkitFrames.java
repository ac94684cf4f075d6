package io.github.mcpjavafx.debug.core.fxinternals;

/**
 * JavaFX's own frames on the FX thread's stack, known by their private class names: the primary timer playing a
 * frame's animations and then its animation timers ({@code AbstractPrimaryTimer}), an animation timer's receiver
 * ({@code AnimationTimer$AnimationTimerReceiver}), and the toolkit entering a nested event loop (a dialog's
 * {@code showAndWait}: {@code enterNestedEventLoop} of a class of {@code com.sun.javafx.tk}). Checked on JavaFX
 * 17.0.13, 21.0.12 and 26.0.2. Under other names no frame is recognised: a change is then not known to be made in an
 * animation's frame, and a busy FX thread is not known to wait in a dialog. Any thread.
 */
public final class ToolkitFrames {

    private static final String PRIMARY_TIMER = "com.sun.scenario.animation.AbstractPrimaryTimer";
    private static final String TIMER_RECEIVER = "javafx.animation.AnimationTimer$AnimationTimerReceiver";
    private static final String TOOLKIT_PACKAGE = "com.sun.javafx.tk.";

    private ToolkitFrames() {
    }

    /** Whether a frame of {@code className} is the primary timer playing animations or animation timers. */
    public static boolean isPrimaryTimer(String className) {
        return className.equals(PRIMARY_TIMER);
    }

    /** Whether a frame of {@code className} is an animation timer's receiver, which calls the timer's {@code handle}. */
    public static boolean isAnimationTimer(String className) {
        return className.equals(TIMER_RECEIVER);
    }

    /**
     * Whether a frame lays out or styles a scene: a pulse ({@code QuantumToolkit.pulse}, {@code Toolkit.firePulse}),
     * the scene's CSS or layout pass, or a parent's layout or a node's CSS run on demand.
     */
    public static boolean isScenePass(String className, String methodName) {
        return FxThreadFrames.runsPulse(className, methodName) || FxThreadFrames.isCssPass(className, methodName)
                || FxThreadFrames.isLayoutPass(className, methodName)
                || className.equals("javafx.scene.Parent") && methodName.equals("layout")
                || className.equals("javafx.scene.Node") && methodName.equals("applyCss");
    }

    /** Whether a frame is the toolkit entering a nested event loop. */
    public static boolean entersNestedLoop(String className, String methodName) {
        return methodName.equals("enterNestedEventLoop") && className.startsWith(TOOLKIT_PACKAGE);
    }
}
