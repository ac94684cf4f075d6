package io.github.mcpjavafx.debug.core.trace;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Stacks as JavaFX 21 shows them on the FX thread, read into the kinds of work a trace tells apart. */
class StackReadingTest {

    @Test
    void theEventLoopWaitingForWorkIsIdle() {
        StackReading.Read read = StackReading.read(new StackTraceElement[]{
                frame("java.lang.Object", "wait"),
                frame("com.sun.glass.ui.monocle.RunnableProcessor$RunnableQueue", "pop"),
                frame("com.sun.glass.ui.monocle.RunnableProcessor", "runLoop")}, Thread.State.WAITING);

        assertThat(read.phase()).isEqualTo(FxPhase.IDLE);
    }

    @Test
    void monoclesEventLoopWaitingInItsQueueIsIdle() {
        // as sampled on Monocle 17.0.10 with JavaFX 17.0.13 and 21.0.12 between two pulses
        StackReading.Read read = StackReading.read(new StackTraceElement[]{
                frame("java.lang.Object", "wait"),
                new StackTraceElement("java.lang.Object", "wait", "Object.java", 338),
                new StackTraceElement("com.sun.glass.ui.monocle.RunnableQueue", "getNextRunnable", "RunnableQueue.java", 58),
                new StackTraceElement("com.sun.glass.ui.monocle.RunnableProcessor", "runLoop", "RunnableProcessor.java", 92),
                new StackTraceElement("com.sun.glass.ui.monocle.RunnableProcessor", "run", "RunnableProcessor.java", 51),
                new StackTraceElement("java.lang.Thread", "run", "Thread.java", 840)}, Thread.State.WAITING);

        assertThat(read.phase()).isEqualTo(FxPhase.IDLE);
    }

    @Test
    void aButtonsHandlerSleepingIsInputWaitingOnSleepAtTheAppsLine() {
        StackReading.Read read = StackReading.read(new StackTraceElement[]{
                frame("java.lang.Thread", "sleep"),
                new StackTraceElement("com.acme.OrdersView", "load", "OrdersView.java", 88),
                new StackTraceElement("com.acme.OrdersView$$Lambda$12/0x1", "handle", null, -1),
                frame("javafx.scene.control.Button", "fire"),
                frame("javafx.scene.Scene$MouseHandler", "process"),
                frame("com.sun.javafx.tk.quantum.GlassViewEventHandler", "handleMouseEvent")}, Thread.State.TIMED_WAITING);

        assertThat(read.phase()).isEqualTo(FxPhase.INPUT);
        assertThat(read.appFrame()).isEqualTo("com.acme.OrdersView.load(OrdersView.java:88)");
        assertThat(read.waitedOn()).isEqualTo(StackReading.Wait.SLEEP);
        assertThat(read.handler()).isEqualTo("a button's action handler");
    }

    @Test
    void aPulsesPhaseIsTheOutermostOneOnTheStack() {
        StackReading.Read read = StackReading.read(new StackTraceElement[]{
                new StackTraceElement("com.acme.Chart", "layoutChildren", "Chart.java", 40),
                frame("javafx.scene.Parent", "layout"),
                frame("javafx.scene.Scene", "doLayoutPass"),
                frame("javafx.scene.Scene$ScenePulseListener", "pulse"),
                frame("com.sun.javafx.tk.Toolkit", "firePulse"),
                frame("com.sun.javafx.tk.quantum.QuantumToolkit", "pulse")}, Thread.State.RUNNABLE);

        assertThat(read.phase()).isEqualTo(FxPhase.LAYOUT);
        assertThat(read.waitedOn()).isNull();
    }

    @Test
    void thisLibrarysOwnWorkIsTheServersNotTheApps() {
        StackReading.Read read = StackReading.read(new StackTraceElement[]{
                frame("io.github.mcpjavafx.debug.core.capture.SceneSnapshotter", "snapshot"),
                frame("io.github.mcpjavafx.debug.core.fx.FxThread", "lambda$call$0"),
                frame("com.sun.javafx.application.PlatformImpl", "lambda$runLater$10")}, Thread.State.RUNNABLE);

        assertThat(read.phase()).isEqualTo(FxPhase.SERVER);
        assertThat(read.appFrame()).isNull();
    }

    private static StackTraceElement frame(String type, String method) {
        return new StackTraceElement(type, method, null, -1);
    }
}
