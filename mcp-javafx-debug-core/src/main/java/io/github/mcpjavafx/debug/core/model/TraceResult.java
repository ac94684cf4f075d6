package io.github.mcpjavafx.debug.core.model;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import java.util.List;
import java.util.Map;

/**
 * Output of {@code ui_trace}: where the FX thread's time went over the traced span.
 *
 * @param tracedMs    how long the trace ran
 * @param diagnosis   the lines a developer would write first, each naming the app's file:line; empty when the
 *                    evidence names no cause
 * @param pulses      the pulses' count and durations
 * @param busyPct     the share of the traced time the FX thread worked (from its stack samples)
 * @param phases      the FX thread's time per kind of work, in ms, from its stack samples (idle left out)
 * @param longSpans   the longest pulses (over 16.7 ms) and stretches between pulses (50 ms of work or more),
 *                    longest first, each with where its time went
 * @param hotFrames   the app's own frames on the FX thread, by share of the traced time
 * @param skins       the app's (and its libraries') skin classes on the FX thread's stack, by share of the traced
 *                    time, each with the titles of the controls that wear it
 * @param runLaterPosters threads caught posting {@code Platform.runLater} tasks, with the app frame that posted
 * @param runLaterQueue how many {@code Platform.runLater} tasks waited for the FX thread; null when JavaFX did not
 *                    let them be counted ({@code text} says why)
 * @param windows     nodes per window at the start and the end
 * @param render      how rendering was timed: {@code measured}, or {@code not measured: why}
 * @param perform     the traced batch's result, null for a trace of a duration
 * @param image       the timeline image's size (sent as an image block)
 * @param imageData   the timeline as PNG
 * @param text        for the agent
 */
@JsonInclude(JsonInclude.Include.NON_EMPTY)
@JsonPropertyOrder({"tracedMs", "diagnosis", "pulses", "busyPct", "phases", "longSpans", "hotFrames", "skins", "runLaterPosters",
        "runLaterQueue", "windows", "render", "perform", "image"})
public record TraceResult(long tracedMs, List<String> diagnosis, Pulses pulses, int busyPct, Map<String, Long> phases,
                          List<Span> longSpans, List<HotFrame> hotFrames, List<SkinShare> skins,
                          List<String> runLaterPosters,
                          @JsonInclude(JsonInclude.Include.NON_NULL) RunLaterQueue runLaterQueue,
                          List<WindowNodes> windows, String render,
                          @JsonInclude(JsonInclude.Include.NON_NULL) PerformResult perform, Image image,
                          @JsonIgnore byte[] imageData, @JsonIgnore String text) implements ToolOutput {

    /** The frame of a 60 Hz display: a pulse longer than this drops a frame. */
    public static final double FRAME_MS = 1000.0 / 60;

    @Override
    public Object structured() {
        return this;
    }

    /** This result with the traced batch's result. */
    public TraceResult withPerform(PerformResult batch, String text) {
        return new TraceResult(tracedMs, diagnosis, pulses, busyPct, phases, longSpans, hotFrames, skins, runLaterPosters,
                runLaterQueue, windows, render, batch, image, imageData, text);
    }

    /**
     * @param count    pulses seen
     * @param medianMs median duration
     * @param p95Ms    95th percentile
     * @param maxMs    longest
     * @param overFrame how many took longer than {@link #FRAME_MS}
     * @param medianLaidOut nodes laid out per pulse, median: the children of each parent whose layout was asked for
     *                  (the nodes its layout pass sizes and places)
     * @param maxLaidOut nodes laid out in one pulse, at most
     */
    @JsonPropertyOrder({"count", "medianMs", "p95Ms", "maxMs", "overFrame", "medianLaidOut", "maxLaidOut"})
    public record Pulses(int count, double medianMs, double p95Ms, double maxMs, int overFrame, int medianLaidOut,
                         int maxLaidOut) {
    }

    /**
     * {@code Platform.runLater} tasks posted and not yet run, at the stack samples: a queue that stays long is a
     * flood the FX thread cannot keep up with.
     *
     * @param maxWaiting    the most seen waiting at once
     * @param medianWaiting the median over the samples
     */
    @JsonPropertyOrder({"maxWaiting", "medianWaiting"})
    public record RunLaterQueue(int maxWaiting, int medianWaiting) {
    }

    /**
     * A long pulse or a long stretch of work between pulses.
     *
     * @param kind   {@code pulse} or {@code gap}
     * @param atMs   its start, from the trace's start
     * @param ms     its duration (a gap's: the FX thread's work in it)
     * @param phases ms per kind of work ({@code css+layout} measured, the others sampled)
     * @param frame  the app's frame most seen in it, nullable
     */
    @JsonPropertyOrder({"kind", "atMs", "ms", "phases", "frame"})
    public record Span(String kind, long atMs, double ms, Map<String, Double> phases,
                       @JsonInclude(JsonInclude.Include.NON_NULL) String frame) {
    }

    /**
     * @param frame    {@code com.acme.View.load(View.java:88)}
     * @param sharePct share of the traced time it was on top of the app's frames
     * @param phase    the kind of work it ran in
     * @param waitedOn {@code sleep}, {@code I/O} or {@code lock} when it mostly waited; null when it ran
     */
    @JsonPropertyOrder({"frame", "sharePct", "phase", "waitedOn"})
    public record HotFrame(String frame, int sharePct, String phase,
                           @JsonInclude(JsonInclude.Include.NON_NULL) String waitedOn) {
    }

    /**
     * @param skin     {@code eu.hansolo.tilesfx.skins.GaugeTileSkin}
     * @param sharePct share of the traced time it was the skin nearest the top of the FX thread's stack
     * @param controls the titles of the controls that wear it (a few, then {@code and N more})
     */
    @JsonPropertyOrder({"skin", "sharePct", "controls"})
    public record SkinShare(String skin, int sharePct, List<String> controls) {
    }

    /** Nodes in one window at the trace's start and end (-1: not showing then). */
    @JsonPropertyOrder({"window", "atStart", "atEnd"})
    public record WindowNodes(String window, int atStart, int atEnd) {
    }

    /** The timeline image: one bar per pulse (pulses merged per column when many), long ones marked. */
    public record Image(int width, int height, int bars) {
    }
}
