package io.github.mcpjavafx.debug.core.trace;

import io.github.mcpjavafx.debug.core.fxinternals.RunLaterQueue;
import io.github.mcpjavafx.debug.core.model.TraceResult;

import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/** The answer's text block: the same facts as its structure, a line each, diagnosis first. */
final class TraceText {

    private TraceText() {
    }

    static String of(TraceResult r) {
        StringBuilder sb = new StringBuilder();
        TraceResult.Pulses p = r.pulses();
        sb.append("traced ").append(Diagnosis.seconds(r.tracedMs())).append(": ").append(p.count()).append(" pulses");
        if (p.count() > 0) {
            sb.append(", median ").append(p.medianMs()).append(" ms, p95 ").append(p.p95Ms()).append(" ms, max ")
                    .append(p.maxMs()).append(" ms, ").append(p.overFrame()).append(" over 16.7 ms");
            if (p.maxLaidOut() > 0) {
                sb.append(", nodes laid out per pulse: median ").append(count(p.medianLaidOut())).append(", max ")
                        .append(count(p.maxLaidOut()));
            }
        }
        sb.append("; FX thread busy ").append(r.busyPct()).append('%');
        r.diagnosis().forEach(line -> sb.append("\ndiagnosis: ").append(line));
        if (!r.phases().isEmpty()) {
            sb.append("\nFX time (ms): ").append(r.phases().entrySet().stream()
                    .map(e -> e.getKey() + " " + e.getValue()).collect(Collectors.joining(", ")));
        }
        for (TraceResult.Span span : r.longSpans()) {
            sb.append("\nlong ").append(span.kind()).append(" at ").append(String.format(Locale.ROOT, "%.2f s", span.atMs() / 1000.0))
                    .append(": ").append(span.ms()).append(" ms (").append(phases(span.phases())).append(')');
            if (span.frame() != null) {
                sb.append(" in ").append(span.frame());
            }
        }
        if (!r.hotFrames().isEmpty()) {
            sb.append("\nhot app frames on the FX thread (share of the trace):");
            for (TraceResult.HotFrame frame : r.hotFrames()) {
                sb.append("\n  ").append(frame.sharePct()).append("% ").append(frame.frame()).append(' ').append(frame.phase());
                if (frame.waitedOn() != null) {
                    sb.append(", waiting on ").append(frame.waitedOn());
                }
            }
        }
        if (!r.skins().isEmpty()) {
            sb.append("\nthe app's skins on the FX thread (share of the trace):");
            for (TraceResult.SkinShare skin : r.skins()) {
                sb.append("\n  ").append(skin.sharePct() == 0 ? "<1" : skin.sharePct()).append("% ").append(skin.skin());
                if (!skin.controls().isEmpty()) {
                    sb.append(": ").append(String.join(", ", skin.controls()));
                }
            }
        }
        runLaterQueue(sb, r.runLaterQueue());
        r.runLaterPosters().forEach(poster -> sb.append("\nrunLater posted by ").append(poster));
        for (TraceResult.WindowNodes window : r.windows()) {
            sb.append("\nnodes ").append(window.window()).append(": ").append(count(window.atStart())).append(" → ")
                    .append(count(window.atEnd()));
        }
        sb.append("\nrender: ").append(r.render());
        sb.append("\ntimeline image: one bar per pulse (animation orange, css+layout purple, render green, input blue, "
                + "runLater teal, other grey), red marks over 16.7 ms");
        return sb.toString();
    }

    private static void runLaterQueue(StringBuilder sb, TraceResult.RunLaterQueue tasks) {
        if (tasks == null) {
            sb.append("\nrunLater tasks waiting: not counted (").append(RunLaterQueue.whyNot()).append(')');
        } else if (tasks.maxWaiting() > 1) { // one is this library's own look at the FX thread
            sb.append("\nrunLater tasks waiting: up to ").append(count(tasks.maxWaiting())).append(", median ")
                    .append(count(tasks.medianWaiting()));
        }
    }

    private static String phases(Map<String, Double> phases) {
        return phases.entrySet().stream().filter(e -> e.getValue() > 0)
                .map(e -> e.getKey() + " " + TraceAnalysis.round(e.getValue())).collect(Collectors.joining(", "));
    }

    private static String count(int n) {
        return n < 0 ? "not showing" : String.format(Locale.ROOT, "%,d", n);
    }
}
