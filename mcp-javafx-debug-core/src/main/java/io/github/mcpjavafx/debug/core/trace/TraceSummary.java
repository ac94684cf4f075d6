package io.github.mcpjavafx.debug.core.trace;

import io.github.mcpjavafx.debug.core.model.TraceResult;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Shapes a trace's analysis into the answer, within its budget: a few spans, frames and posters. */
final class TraceSummary {

    private static final int MAX_SPANS = 4;
    private static final int MAX_FRAMES = 5;
    private static final int MAX_POSTERS = 2;
    private static final int MAX_SKINS = 4;
    private static final int MAX_TITLES = 3;
    private static final List<FxPhase> TOLD = List.of(FxPhase.INPUT, FxPhase.RUN_LATER, FxPhase.ANIMATION, FxPhase.CSS,
            FxPhase.LAYOUT, FxPhase.RENDER, FxPhase.SERVER, FxPhase.OTHER);

    private TraceSummary() {
    }

    static TraceResult of(TraceAnalysis trace, SkinOwners owners, Map<String, Integer> posterCounts,
                          Map<String, Integer> nodesAtStart, Map<String, Integer> nodesAtEnd, String render) {
        List<String> posters = posterCounts.entrySet().stream()
                .sorted(Map.Entry.<String, Integer>comparingByValue().reversed()).limit(MAX_POSTERS)
                .map(e -> e.getKey() + " (" + e.getValue() + (e.getValue() == 1 ? " sample)" : " samples)")).toList();
        List<TraceResult.WindowNodes> windows = windows(nodesAtStart, nodesAtEnd);
        TraceResult.RunLaterQueue runLaters = trace.runLaterQueue();
        List<String> diagnosis = Diagnosis.of(trace, posters, runLaters, windows);
        List<TracedPulse> bars = new ArrayList<>(trace.pulses);
        bars.addAll(trace.gaps);
        bars.sort(Comparator.comparingLong(TracedPulse::nanos));
        TimelineImage.Drawn image = TimelineImage.draw(bars);
        TraceResult result = new TraceResult(Math.round(trace.tracedMs()), diagnosis, trace.pulseStats(), busyPct(trace),
                phases(trace), spans(trace), hotFrames(trace), skins(trace, owners), posters, runLaters, windows, render, null,
                image.image(), image.png(), null);
        return new TraceResult(result.tracedMs(), diagnosis, result.pulses(), result.busyPct(), result.phases(),
                result.longSpans(), result.hotFrames(), result.skins(), posters, runLaters, windows, render, null,
                image.image(), image.png(), TraceText.of(result));
    }

    private static int busyPct(TraceAnalysis trace) {
        return trace.sharePct(trace.sampledMs - trace.phaseMs(FxPhase.IDLE));
    }

    private static Map<String, Long> phases(TraceAnalysis trace) {
        Map<String, Long> phases = new LinkedHashMap<>();
        for (FxPhase phase : TOLD) {
            long ms = Math.round(trace.phaseMs(phase));
            if (ms > 0) {
                phases.put(phase.wireName(), ms);
            }
        }
        return phases;
    }

    private static List<TraceResult.Span> spans(TraceAnalysis trace) {
        List<TracedPulse> long_ = new ArrayList<>(trace.gaps);
        trace.pulses.stream().filter(p -> p.ms() > TraceResult.FRAME_MS).forEach(long_::add);
        long_.sort(Comparator.comparingDouble(TracedPulse::ms).reversed());
        return long_.stream().limit(MAX_SPANS).map(p -> {
            Map<String, Double> phases = new LinkedHashMap<>();
            p.phases().forEach((name, ms) -> {
                if (ms > 0) {
                    phases.put(name, TraceAnalysis.round(ms));
                }
            });
            return new TraceResult.Span(p.gap() ? "gap" : "pulse", Math.round((p.nanos() - trace.startNanos) / 1e6),
                    TraceAnalysis.round(p.ms()), phases, p.frame());
        }).toList();
    }

    private static List<TraceResult.HotFrame> hotFrames(TraceAnalysis trace) {
        return trace.frames.stream().filter(f -> trace.sharePct(f.ms()) >= 1).limit(MAX_FRAMES)
                .map(f -> new TraceResult.HotFrame(f.frame(), trace.sharePct(f.ms()), f.phase().wireName(),
                        f.waitedOn() == null ? null : f.waitedOn().label))
                .toList();
    }

    /**
     * The skins that cost 1% of the trace or more; when none did (a fast machine where drawing fills the frames), the
     * most seen anyway, each told as {@code 0} ({@code <1%}): which tiles cost most is still the question asked.
     */
    private static List<TraceResult.SkinShare> skins(TraceAnalysis trace, SkinOwners owners) {
        boolean anyCounts = trace.skinMs.values().stream().anyMatch(ms -> trace.sharePct(ms) >= 1);
        return trace.skinMs.entrySet().stream().sorted(Map.Entry.<String, Double>comparingByValue().reversed())
                .filter(e -> !anyCounts || trace.sharePct(e.getValue()) >= 1).limit(MAX_SKINS)
                .map(e -> new TraceResult.SkinShare(e.getKey(), trace.sharePct(e.getValue()), few(owners.titles(e.getKey()))))
                .toList();
    }

    private static List<String> few(List<String> titles) {
        if (titles.size() <= MAX_TITLES) {
            return titles;
        }
        List<String> few = new ArrayList<>(titles.subList(0, MAX_TITLES));
        few.add("and " + (titles.size() - MAX_TITLES) + " more");
        return few;
    }

    private static List<TraceResult.WindowNodes> windows(Map<String, Integer> atStart, Map<String, Integer> atEnd) {
        Set<String> names = new LinkedHashSet<>(atStart.keySet());
        names.addAll(atEnd.keySet());
        return names.stream().map(name -> new TraceResult.WindowNodes(name, atStart.getOrDefault(name, -1),
                atEnd.getOrDefault(name, -1))).toList();
    }
}
