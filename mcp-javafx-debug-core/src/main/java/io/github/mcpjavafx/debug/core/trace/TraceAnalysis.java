package io.github.mcpjavafx.debug.core.trace;

import io.github.mcpjavafx.debug.core.model.TraceResult;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * What a trace's raw facts add up to: each pulse's length and phases (CSS and layout from the pulse listeners,
 * rendering from the render clock where measured, animations and the rest from the stack samples around
 * it), the stretches of work between pulses, the FX thread's time per kind of work, and the app's hot frames
 * with the longest unbroken run each was seen in.
 */
final class TraceAnalysis {

    /** Work between two pulses from which on a stretch is told as long: three frames. */
    static final double LONG_GAP_MS = 50;

    final long startNanos;
    final long endNanos;
    final List<FxSampler.Sample> samples;
    /** ms of the FX thread's time with each of the app's skin classes on its stack (the nearest one to the top). */
    final Map<String, Double> skinMs = new HashMap<>();
    final List<TracedPulse> pulses = new ArrayList<>();
    final List<TracedPulse> gaps = new ArrayList<>();
    /** Each pulse's nodes laid out, sorted. */
    private final int[] laidOut;
    /** ms of the FX thread's time per kind of work, from the samples' weights. */
    final Map<FxPhase, Double> phaseMs = new EnumMap<>(FxPhase.class);
    final double sampledMs;
    final List<Frame> frames;

    /**
     * An app frame's samples.
     *
     * @param frame   as results name it
     * @param ms      the time of the samples that had it on top of the app's frames
     * @param phase   the kind of work it was mostly seen in
     * @param waitedOn what it mostly waited on, null when it mostly ran
     * @param longestRunMs its longest run of samples in a row
     * @param handler the handler it ran in, for input, nullable
     */
    record Frame(String frame, double ms, FxPhase phase, StackReading.Wait waitedOn, double longestRunMs, String handler) {
    }

    TraceAnalysis(long startNanos, long endNanos, List<PulseClock.Pulse> heard, List<Long> rendered,
                  List<FxSampler.Sample> samples) {
        this.startNanos = startNanos;
        this.endNanos = endNanos;
        this.samples = samples;
        samples.forEach(s -> phaseMs.merge(s.read().phase(), s.weightNanos() / 1e6, Double::sum));
        samples.stream().filter(s -> s.skin() != null).forEach(s -> skinMs.merge(s.skin(), s.weightNanos() / 1e6, Double::sum));
        this.sampledMs = samples.stream().mapToLong(FxSampler.Sample::weightNanos).sum() / 1e6;
        this.laidOut = heard.stream().mapToInt(PulseClock.Pulse::laidOut).sorted().toArray();
        this.frames = frames(samples);
        buildPulses(heard, rendered);
        buildGaps(heard);
    }

    private void buildPulses(List<PulseClock.Pulse> heard, List<Long> rendered) {
        for (int i = 0; i < heard.size(); i++) {
            PulseClock.Pulse pulse = heard.get(i);
            long previousEnd = i == 0 ? startNanos : heard.get(i - 1).endNanos();
            long nextStart = i + 1 < heard.size() ? heard.get(i + 1).startNanos() : endNanos;
            Map<String, Double> phases = new LinkedHashMap<>();
            // the animations run just before the scenes' passes, the hand-over to the renderer just after
            phases.put(FxPhase.ANIMATION.wireName(), sampled(previousEnd, pulse.startNanos(), p -> p == FxPhase.ANIMATION));
            phases.put(TracedPulse.CSS_LAYOUT, pulse.cssLayoutNanos() / 1e6);
            long nextEnd = i + 1 < heard.size() ? heard.get(i + 1).endNanos() : Long.MAX_VALUE;
            double render = rendered.isEmpty() ? sampled(pulse.endNanos(), nextStart, p -> p == FxPhase.RENDER)
                    : renderedAfter(rendered, pulse.endNanos(), nextEnd);
            phases.put(FxPhase.RENDER.wireName(), render);
            pulses.add(new TracedPulse(false, pulse.startNanos(), phases, topFrame(previousEnd, nextStart, FxPhase::inPulse)));
        }
    }

    /**
     * From the pulse's end to its frame's being rendered (its last scene's). The render thread draws a pulse's frame
     * while the FX thread goes on, but the next pulse's own frame can only be done after that pulse's passes: what is
     * done before the next pulse's passes end is this pulse's.
     */
    private static double renderedAfter(List<Long> rendered, long end, long nextEnd) {
        double ms = 0;
        for (long at : rendered) {
            if (at >= end && at < nextEnd) {
                ms = Math.max(ms, (at - end) / 1e6);
            }
        }
        return ms;
    }

    private void buildGaps(List<PulseClock.Pulse> heard) {
        long from = startNanos;
        for (int i = 0; i <= heard.size(); i++) {
            long to = i < heard.size() ? heard.get(i).startNanos() : endNanos;
            Map<String, Double> phases = new LinkedHashMap<>();
            for (FxPhase phase : List.of(FxPhase.INPUT, FxPhase.RUN_LATER, FxPhase.OTHER, FxPhase.SERVER)) {
                double ms = sampled(from, to, p -> p == phase);
                if (ms > 0) {
                    phases.put(phase.wireName(), ms);
                }
            }
            double appWork = phases.entrySet().stream().filter(e -> !e.getKey().equals(FxPhase.SERVER.wireName()))
                    .mapToDouble(Map.Entry::getValue).sum();
            if (appWork >= LONG_GAP_MS) {
                gaps.add(new TracedPulse(true, from, phases, topFrame(from, to, p -> p.busy() && !p.inPulse())));
            }
            from = i < heard.size() ? heard.get(i).endNanos() : endNanos;
        }
    }

    /** ms of the samples taken from {@code from} to {@code to} in a phase {@code phase} accepts. */
    private double sampled(long from, long to, Predicate<FxPhase> phase) {
        long nanos = 0;
        for (FxSampler.Sample s : samples) {
            if (s.nanos() >= from && s.nanos() < to && phase.test(s.read().phase())) {
                nanos += s.weightNanos();
            }
        }
        return nanos / 1e6;
    }

    private String topFrame(long from, long to, Predicate<FxPhase> phase) {
        return topFrame(s -> s.nanos() >= from && s.nanos() < to && phase.test(s.read().phase()));
    }

    /**
     * The app method most seen among the samples whose reading {@code which} accepts, or null; named as in
     * {@link #frames}, at its line most seen in the whole trace, so that every part of the answer names it alike
     * (a few samples split over a loop's lines would otherwise name its header as often as its work).
     */
    String topFrameOf(Predicate<StackReading.Read> which) {
        return topFrame(s -> which.test(s.read()));
    }

    private String topFrame(Predicate<FxSampler.Sample> which) {
        Map<String, Long> counts = new HashMap<>();
        for (FxSampler.Sample s : samples) {
            if (s.read().appFrame() != null && which.test(s)) {
                counts.merge(method(s.read().appFrame()), s.weightNanos(), Long::sum);
            }
        }
        return counts.entrySet().stream().max(Map.Entry.comparingByValue()).map(Map.Entry::getKey)
                .flatMap(method -> frames.stream().map(Frame::frame).filter(f -> method(f).equals(method)).findFirst())
                .orElse(null);
    }

    /** {@code com.acme.View.load} of {@code com.acme.View.load(View.java:88)}. */
    private static String method(String frame) {
        return frame.substring(0, frame.indexOf('('));
    }

    /**
     * The app's frames by method (a method's samples fall on several of its lines), each named by its line most
     * seen; its longest run is of samples in a row in that method.
     */
    private List<Frame> frames(List<FxSampler.Sample> samples) {
        Map<String, List<FxSampler.Sample>> byMethod = new LinkedHashMap<>();
        Map<String, Long> longestRun = new HashMap<>();
        String runMethod = null;
        long run = 0;
        for (FxSampler.Sample s : samples) {
            String frame = s.read().appFrame();
            String method = frame == null ? null : method(frame);
            run = method != null && method.equals(runMethod) ? run + s.weightNanos() : s.weightNanos();
            runMethod = method;
            if (method != null) {
                byMethod.computeIfAbsent(method, m -> new ArrayList<>()).add(s);
                longestRun.merge(method, run, Math::max);
            }
        }
        List<Frame> result = new ArrayList<>();
        byMethod.forEach((method, seen) -> {
            List<StackReading.Read> reads = seen.stream().map(FxSampler.Sample::read).toList();
            result.add(new Frame(mostCommon(reads, StackReading.Read::appFrame),
                    seen.stream().mapToLong(FxSampler.Sample::weightNanos).sum() / 1e6,
                    mostCommon(reads, StackReading.Read::phase), mostlyWaited(reads), longestRun.get(method) / 1e6,
                    mostCommon(reads, StackReading.Read::handler)));
        });
        result.sort(Comparator.comparingDouble(Frame::ms).reversed());
        return result;
    }

    private static <T> T mostCommon(List<StackReading.Read> reads, Function<StackReading.Read, T> key) {
        Map<T, Integer> counts = new HashMap<>();
        reads.forEach(r -> {
            T value = key.apply(r);
            if (value != null) {
                counts.merge(value, 1, Integer::sum);
            }
        });
        return counts.entrySet().stream().max(Map.Entry.comparingByValue()).map(Map.Entry::getKey).orElse(null);
    }

    private static StackReading.Wait mostlyWaited(List<StackReading.Read> reads) {
        StackReading.Wait wait = mostCommon(reads, StackReading.Read::waitedOn);
        long waited = reads.stream().filter(r -> r.waitedOn() == wait).count();
        return wait != null && waited * 2 >= reads.size() ? wait : null;
    }

    double tracedMs() {
        return (endNanos - startNanos) / 1e6;
    }

    /** ms of FX-thread time seen in {@code phase}. */
    double phaseMs(FxPhase phase) {
        return phaseMs.getOrDefault(phase, 0.0);
    }

    /** Share of the sampled time, in percent, of {@code ms}. */
    int sharePct(double ms) {
        return sampledMs <= 0 ? 0 : (int) Math.round(100.0 * ms / sampledMs);
    }

    TraceResult.Pulses pulseStats() {
        double[] ms = pulses.stream().mapToDouble(TracedPulse::ms).sorted().toArray();
        if (ms.length == 0) {
            return new TraceResult.Pulses(0, 0, 0, 0, 0, 0, 0);
        }
        int over = 0;
        for (double m : ms) {
            over += m > TraceResult.FRAME_MS ? 1 : 0;
        }
        return new TraceResult.Pulses(ms.length, round(ms[(ms.length - 1) / 2]),
                round(ms[(int) Math.ceil(ms.length * 0.95) - 1]), round(ms[ms.length - 1]), over,
                laidOut[(laidOut.length - 1) / 2], laidOut[laidOut.length - 1]);
    }

    /** The runLater tasks waiting at the samples, null when JavaFX did not let them be counted. */
    TraceResult.RunLaterQueue runLaterQueue() {
        int[] waiting = samples.stream().mapToInt(FxSampler.Sample::runLaterWaiting).filter(n -> n >= 0).sorted().toArray();
        return waiting.length == 0 ? null
                : new TraceResult.RunLaterQueue(waiting[waiting.length - 1], waiting[(waiting.length - 1) / 2]);
    }

    /** How many pulses laid out at least {@code nodes} nodes. */
    int pulsesLayingOut(int nodes) {
        int count = 0;
        for (int n : laidOut) {
            count += n >= nodes ? 1 : 0;
        }
        return count;
    }

    /** Median of the pulses' measured CSS and layout, in ms. */
    double medianCssLayoutMs() {
        return medianPhaseMs(TracedPulse.CSS_LAYOUT);
    }

    /** Median over the pulses of one of their phases, by its name in {@link TracedPulse#phases}, in ms. */
    double medianPhaseMs(String phase) {
        double[] ms = pulses.stream().mapToDouble(p -> p.phases().getOrDefault(phase, 0.0)).sorted().toArray();
        return ms.length == 0 ? 0 : ms[(ms.length - 1) / 2];
    }

    static double round(double ms) {
        return Math.round(ms * 10) / 10.0;
    }
}
