package io.github.mcpjavafx.debug.core.fxinternals;

/**
 * What JavaFX's own frames on the FX thread's stack say it is doing, known by their private class and method names:
 * waiting in the event loop, running a pulse ({@code QuantumToolkit.pulse}, {@code Toolkit.firePulse}) and in it the
 * animations ({@code com.sun.scenario.animation}), the CSS pass ({@code Scene.doCSSPass}) or the layout pass
 * ({@code Scene.doLayoutPass}); handling input (Glass's event handlers, the scene's mouse and key handlers); running
 * a {@code Platform.runLater} task ({@code PlatformImpl}); adding to a parent's children (its vetoable list).
 * Written against JavaFX 21.0.12's stacks (GTK, Monocle); under other names a frame is not recognised and its work
 * reads as {@code other}, never as a wrong kind. Any thread.
 */
public final class FxThreadFrames {

    private static final String PLATFORM_IMPL = "com.sun.javafx.application.PlatformImpl";

    private FxThreadFrames() {
    }

    /**
     * Whether the event loop waits for work in this frame (the top one that is not the JDK's). Monocle's loop
     * waits in its queue ({@code RunnableQueue.getNextRunnable}, a class of its own), called by
     * {@code RunnableProcessor.runLoop}.
     */
    public static boolean waitsForWork(String className, String methodName) {
        return methodName.equals("_runLoop") || methodName.equals("_enterNestedEventLoop")
                || className.startsWith("com.sun.glass.ui.monocle.RunnableProcessor")
                || className.equals("com.sun.glass.ui.monocle.RunnableQueue");
    }

    /** Whether this frame runs a pulse. */
    public static boolean runsPulse(String className, String methodName) {
        return className.startsWith("com.sun.javafx.tk.quantum.QuantumToolkit") && methodName.startsWith("pulse")
                || className.equals("com.sun.javafx.tk.Toolkit") && methodName.equals("firePulse");
    }

    /** Whether this frame delivers input. */
    public static boolean deliversInput(String className, String methodName) {
        return className.startsWith("com.sun.javafx.tk.quantum.Glass") || className.startsWith("javafx.scene.Scene$MouseHandler")
                || className.startsWith("javafx.scene.Scene$KeyHandler")
                || className.equals("javafx.scene.Scene") && methodName.startsWith("process");
    }

    /** Whether this frame is the scene's mouse handler. */
    public static boolean isMouseHandler(String className) {
        return className.startsWith("javafx.scene.Scene$MouseHandler");
    }

    /** Whether this frame is the scene's key handler. */
    public static boolean isKeyHandler(String className) {
        return className.startsWith("javafx.scene.Scene$KeyHandler");
    }

    /** Whether this frame runs a {@code Platform.runLater} task. */
    public static boolean runsLaterTask(String className, String methodName) {
        return className.equals(PLATFORM_IMPL) && methodName.startsWith("lambda$runLater");
    }

    /** Whether this frame posts a {@code Platform.runLater} task (on the posting thread). */
    public static boolean postsLaterTask(String className, String methodName) {
        return methodName.equals("runLater") && (className.equals("javafx.application.Platform") || className.equals(PLATFORM_IMPL));
    }

    /** Whether this frame plays a pulse's animations or animation timers. */
    public static boolean playsAnimations(String className) {
        return className.startsWith("com.sun.scenario.animation.") || className.startsWith("javafx.animation.");
    }

    /** Whether this frame is the scene's CSS pass. */
    public static boolean isCssPass(String className, String methodName) {
        return className.equals("javafx.scene.Scene") && methodName.equals("doCSSPass");
    }

    /** Whether this frame is the scene's layout pass. */
    public static boolean isLayoutPass(String className, String methodName) {
        return className.equals("javafx.scene.Scene") && methodName.equals("doLayoutPass");
    }

    /** Whether this frame adds to a parent's children (the list JavaFX decorates for them). */
    public static boolean addsChildren(String className) {
        return className.startsWith("com.sun.javafx.collections.VetoableListDecorator") || className.startsWith("javafx.scene.Parent$");
    }
}
