package io.github.mcpjavafx.debug.core.trace;

import io.github.mcpjavafx.debug.core.model.TraceResult;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The lines a developer would write first, each only when the evidence says so and each naming the app's
 * own file:line: a handler or task that holds the FX thread (and on what it waits), a {@code runLater}
 * flood (how many tasks wait) and who posts it, CSS and layout over many nodes on every pulse (how many it lays out) and the app code that runs each
 * pulse, a window whose nodes keep growing and where they are added.
 */
final class Diagnosis {

    /** An unbroken run from which on one frame is said to hold the FX thread. */
    private static final double HOLDS_MS = 100;
    private static final int MAX_LINES = 4;
    /** The share of the FX thread's time from which on runLater tasks are a flood. */
    private static final int FLOOD_PCT = 30;
    /** runLater tasks waiting at once from which on they are a flood, however cheap each. */
    private static final int FLOOD_WAITING = 1_000;
    /** Nodes laid out per pulse (median) from which on a layout pass is worth a line. */
    private static final int LAYOUT_NODES = 1_000;

    private Diagnosis() {
    }

    static List<String> of(TraceAnalysis trace, List<String> posters, TraceResult.RunLaterQueue tasks,
                           List<TraceResult.WindowNodes> windows) {
        List<String> lines = new ArrayList<>();
        for (TraceAnalysis.Frame frame : trace.frames) {
            // samples cannot tell one long runLater task from many short ones in a row: the flood line tells both
            boolean flood = frame.phase() == FxPhase.RUN_LATER && floods(trace, tasks);
            if (frame.longestRunMs() >= HOLDS_MS && !frame.phase().inPulse() && frame.phase() != FxPhase.SERVER
                    && !flood && lines.size() < 2) {
                lines.add(who(frame) + " " + method(frame.frame()) + " " + verb(frame.waitedOn()) + " on the FX thread for "
                        + seconds(frame.longestRunMs()) + " at a stretch, " + trace.sharePct(frame.ms())
                        + "% of the trace (" + file(frame.frame()) + ")");
            }
        }
        runLaterFlood(trace, posters, tasks).ifPresent(lines::add);
        layoutStorm(trace, windows).ifPresent(lines::add);
        leak(trace, windows).ifPresent(lines::add);
        return lines.size() > MAX_LINES ? lines.subList(0, MAX_LINES) : lines;
    }

    private static boolean floods(TraceAnalysis trace, TraceResult.RunLaterQueue tasks) {
        return trace.sharePct(trace.phaseMs(FxPhase.RUN_LATER)) >= FLOOD_PCT
                || tasks != null && tasks.maxWaiting() >= FLOOD_WAITING;
    }

    /** What the tasks cost, how many waited at once when counted, which ran most and who posted them. */
    private static Optional<String> runLaterFlood(TraceAnalysis trace, List<String> posters, TraceResult.RunLaterQueue tasks) {
        if (!floods(trace, tasks)) {
            return Optional.empty();
        }
        String task = trace.topFrameOf(r -> r.phase() == FxPhase.RUN_LATER);
        return Optional.of("Platform.runLater tasks fill " + trace.sharePct(trace.phaseMs(FxPhase.RUN_LATER))
                + "% of the FX thread"
                + (tasks == null ? "" : String.format(Locale.ROOT, ", up to %,d waiting at once", tasks.maxWaiting()))
                + (task == null ? "" : ", mostly " + method(task) + " (" + file(task) + ")")
                + (posters.isEmpty() ? "" : ", posted from " + posters.get(0).replaceFirst(" \\(\\d+ samples?\\)$", ""))
                + ": post fewer, coalesced updates");
    }

    /** Pulses over a frame, or CSS and layout heavy in each: how long, over how many nodes, started by what. */
    private static Optional<String> layoutStorm(TraceAnalysis trace, List<TraceResult.WindowNodes> windows) {
        double cssLayout = trace.medianCssLayoutMs();
        TraceResult.Pulses pulses = trace.pulseStats();
        if (pulses.count() < 5 || cssLayout < 4 && pulses.medianMs() <= TraceResult.FRAME_MS
                && pulses.medianLaidOut() < LAYOUT_NODES) {
            return Optional.empty();
        }
        TraceResult.WindowNodes biggest = windows.stream().max(Comparator.comparingInt(TraceResult.WindowNodes::atEnd))
                .orElse(null);
        String starter = trace.topFrameOf(r -> r.phase() == FxPhase.ANIMATION);
        String pass = trace.topFrameOf(r -> r.phase() == FxPhase.CSS || r.phase() == FxPhase.LAYOUT);
        String cause = starter != null ? "; each pulse the app runs " + method(starter) + " (" + file(starter) + ") first"
                : pass != null ? "; in the app's " + method(pass) + " (" + file(pass) + ")" : "";
        if (pulses.medianLaidOut() >= LAYOUT_NODES) {
            int laying = trace.pulsesLayingOut(pulses.medianLaidOut() / 2);
            cause = String.format(Locale.ROOT, "; a layout pass over %,d nodes on ", pulses.medianLaidOut())
                    + (laying == pulses.count() ? "every pulse" : laying + " of " + pulses.count() + " pulses")
                    + (starter != null ? ", started by " + method(starter) + " (" + file(starter) + ")"
                    : pass != null ? ", in the app's " + method(pass) + " (" + file(pass) + ")" : "");
        }
        return Optional.of("Pulses take " + pulses.medianMs() + " ms (median of " + pulses.count() + ", "
                + pulses.overFrame() + " over 16.7 ms), CSS and layout " + TraceAnalysis.round(cssLayout) + " ms of it"
                + (biggest == null ? "" : ", over " + String.format(Locale.ROOT, "%,d", biggest.atEnd()) + " nodes in "
                + biggest.window()) + cause + rendering(trace, pulses.medianMs()));
    }

    /**
     * The pulse's rendering when it is most of the pulse: then the app's code named after it is not what makes the
     * frames long, and a developer would look at what is drawn (effects, large images, many shapes) first.
     */
    private static String rendering(TraceAnalysis trace, double medianPulseMs) {
        double render = trace.medianPhaseMs(FxPhase.RENDER.wireName());
        if (medianPulseMs <= TraceResult.FRAME_MS || render * 2 < medianPulseMs) {
            return "";
        }
        return "; rendering takes " + TraceAnalysis.round(render) + " ms of each (" + Math.round(100 * render / medianPulseMs)
                + "%): drawing the scene costs most, not the app's code";
    }

    private static Optional<String> leak(TraceAnalysis trace, List<TraceResult.WindowNodes> windows) {
        for (TraceResult.WindowNodes window : windows) {
            int growth = window.atEnd() - window.atStart();
            if (window.atStart() > 0 && growth >= Math.max(100, window.atStart() / 10)) {
                String adder = trace.topFrameOf(StackReading.Read::addsNodes);
                return Optional.of(window.window() + " grew from " + String.format(Locale.ROOT, "%,d", window.atStart())
                        + " to " + String.format(Locale.ROOT, "%,d", window.atEnd()) + " nodes in " + seconds(trace.tracedMs())
                        + " (+" + Math.round(growth * 1000 / trace.tracedMs()) + "/s): a leak if it goes on"
                        + (adder == null ? "" : "; nodes are added by " + method(adder) + " (" + file(adder) + ")"));
            }
        }
        return Optional.empty();
    }

    private static String who(TraceAnalysis.Frame frame) {
        return switch (frame.phase()) {
            case INPUT -> frame.handler() == null ? "an input handler" : frame.handler();
            case RUN_LATER -> "a runLater task";
            case ANIMATION -> "an animation or timer";
            default -> "code";
        };
    }

    private static String verb(StackReading.Wait wait) {
        if (wait == null) {
            return "computes";
        }
        return switch (wait) {
            case SLEEP -> "sleeps";
            case IO -> "reads or writes a file or socket";
            case LOCK -> "waits on a lock";
        };
    }

    /** {@code OrdersView.load} of {@code com.acme.OrdersView.load(OrdersView.java:88)}. */
    static String method(String frame) {
        String qualified = frame.substring(0, frame.indexOf('('));
        int method = qualified.lastIndexOf('.');
        int type = qualified.lastIndexOf('.', method - 1);
        return qualified.substring(type + 1);
    }

    /** {@code OrdersView.java:88} of a frame. */
    static String file(String frame) {
        return frame.substring(frame.indexOf('(') + 1, frame.length() - 1);
    }

    static String seconds(double ms) {
        return ms >= 1000 ? String.format(Locale.ROOT, "%.1f s", ms / 1000) : Math.round(ms) + " ms";
    }
}
