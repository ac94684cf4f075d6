package io.github.mcpjavafx.debug.core.trace;

/** What the FX thread was doing at one stack sample: the kinds of work a trace tells apart. */
public enum FxPhase {
    /** Waiting for work in the event loop. */
    IDLE("idle"),
    /** A pulse's animations and animation timers ({@code Timeline}s, transitions, {@code AnimationTimer}s). */
    ANIMATION("animation"),
    /** A pulse's CSS pass. */
    CSS("css"),
    /** A pulse's layout pass. */
    LAYOUT("layout"),
    /** A pulse's hand-over of the scene to the renderer (sync and waiting for the previous frame). */
    RENDER("render"),
    /** Input events and the handlers they run. */
    INPUT("input"),
    /** Tasks posted with {@code Platform.runLater}. */
    RUN_LATER("runLater"),
    /** This debug server's own reads and actions. */
    SERVER("server"),
    /** Anything else on the FX thread. */
    OTHER("other");

    private final String wireName;

    FxPhase(String wireName) {
        this.wireName = wireName;
    }

    /** The name in results. */
    public String wireName() {
        return wireName;
    }

    /** Whether the thread was working. */
    public boolean busy() {
        return this != IDLE;
    }

    /** Whether this is part of a pulse. */
    public boolean inPulse() {
        return this == ANIMATION || this == CSS || this == LAYOUT || this == RENDER;
    }
}
