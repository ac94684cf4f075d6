package io.github.mcpjavafx.debug.benchmarks;

import java.io.PrintStream;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Prints the results: one summary row per scene size as soon as it is measured, then every
 * workload's detail, then the goals (each line met or MISSED). Times in milliseconds, {@code median / p90}.
 */
final class ResultTable {

    private static final String SUMMARY = "%7s | %6s | %-13s | %-13s | %-13s | %-13s | %-7s | %-13s | %-13s | %-11s | %-15s | %-6s | %-21s | %-21s%n";
    private static final String DETAIL = "%7s | %-22s | %-6s | %9s | %9s | %9s | %9s | %9s | %12s | %8s | %8s | %10s%n";
    /** A click that changes one label reads at most this many nodes to report it ("a few hundred"). */
    private static final int VISIT_GOAL = 300;
    private static final String PENDING = "pending";
    /** The size the consequences and text-size goals are checked at. */
    private static final int GOAL_NODES = 10_000;
    /** The size the compact capture must stay within one 60 Hz frame at. */
    private static final int FRAME_GOAL_NODES = 50_000;
    private static final double FRAME_MS = 16;

    private final PrintStream out;

    ResultTable(PrintStream out) {
        this.out = out;
    }

    void printSummaryHeader() {
        out.printf(Locale.ROOT, SUMMARY, "scene", "listed", "bare", "compact", "compact cold", "full", "compact",
                "consequences", "conseq. 1 lbl", "conseq.", "conseq. FX", "B/node", "#id query", "text query");
        out.printf(Locale.ROOT, SUMMARY, "nodes", "nodes", "FX med/p90", "FX med/p90", "FX med/p90", "FX med/p90",
                "/ bare", "FX med/p90", "FX med/p90", "read 0/1 lbl", "alloc B 0/1 lbl", "text", "e2e med/p90 (FX med)",
                "e2e med/p90 (FX med)");
        out.println("-".repeat(219));
    }

    void printSummaryRow(int nodes, Map<Measure, Timings> byMeasure) {
        Timings bare = byMeasure.get(Measure.BARE_TRAVERSAL);
        Timings compact = byMeasure.get(Measure.COMPACT_SNAPSHOT);
        Timings call = byMeasure.get(Measure.COMPACT_SNAPSHOT_CALL);
        out.printf(Locale.ROOT, SUMMARY, String.format(Locale.ROOT, "%,d", nodes),
                compact == null ? PENDING : String.format(Locale.ROOT, "%,d", compact.outcome().items()),
                fx(bare), fx(compact), fx(byMeasure.get(Measure.COMPACT_SNAPSHOT_COLD)),
                fx(byMeasure.get(Measure.FULL_SNAPSHOT)),
                bare == null || compact == null ? PENDING : String.format(Locale.ROOT, "%.1fx", ratio(compact, bare)),
                fx(byMeasure.get(Measure.CONSEQUENCES)), fx(byMeasure.get(Measure.CONSEQUENCES_ONE_LABEL)),
                pair(byMeasure, t -> String.format(Locale.ROOT, "%,d", t.outcome().items())),
                pair(byMeasure, t -> String.format(Locale.ROOT, "%,d", t.fxAllocMedian())),
                call == null ? PENDING : String.format(Locale.ROOT, "%.1f", bytesPerListedNode(call)),
                query(byMeasure.get(Measure.ID_QUERY), byMeasure.get(Measure.ID_QUERY_FX)),
                query(byMeasure.get(Measure.TEXT_QUERY), byMeasure.get(Measure.TEXT_QUERY_FX)));
        out.flush();
    }

    void printDetails(Map<Integer, List<Timings>> bySize) {
        out.println();
        out.printf(Locale.ROOT, DETAIL, "nodes", "workload", "thread", "FX med", "FX p90", "FX CPU med", "e2e med",
                "e2e p90", "FX alloc med", "B/listed", "items", "text bytes");
        out.println("-".repeat(155));
        bySize.forEach((nodes, all) -> {
            Timings compact = byMeasure(all).get(Measure.COMPACT_SNAPSHOT);
            int listed = compact == null ? 0 : compact.outcome().items();
            for (Timings t : all) {
                out.printf(Locale.ROOT, DETAIL, String.format(Locale.ROOT, "%,d", nodes),
                        t.workload().measure().label(), t.workload().where().name().toLowerCase(Locale.ROOT),
                        t.hasFxTime() ? ms(t.fxMedianMs()) : "-", t.hasFxTime() ? ms(t.fxP90Ms()) : "-",
                        t.hasFxTime() ? ms(t.fxCpuMedianMs()) : "-", ms(t.e2eMedianMs()), ms(t.e2eP90Ms()),
                        t.hasFxTime() ? String.format(Locale.ROOT, "%,d", t.fxAllocMedian()) : "-",
                        t.hasFxTime() && listed > 0 ? String.format(Locale.ROOT, "%.1f", t.fxAllocMedian() / (double) listed) : "-",
                        String.format(Locale.ROOT, "%,d", t.outcome().items()),
                        String.format(Locale.ROOT, "%,d", t.outcome().textBytes()));
            }
        });
        for (Measure measure : Measure.values()) {
            boolean measured = bySize.values().stream().flatMap(List::stream)
                    .anyMatch(t -> t.workload().measure() == measure);
            if (!measured) {
                out.println("  " + measure.label() + ": " + PENDING + " (no workload plugged in, see CoreWorkloads)");
            }
        }
        out.flush();
    }

    /**
     * The goals: the compact capture within 3x the bare traversal at every size (hot and cold
     * caches), within one frame at the size closest to 50k, and at the size closest to 10k the
     * text's bytes per listed node and the consequences of an action.
     */
    void printGoals(Map<Integer, List<Timings>> bySize) {
        if (bySize.isEmpty()) {
            return;
        }
        out.println();
        out.println("Goals:");
        bySize.forEach((nodes, all) -> {
            Map<Measure, Timings> byMeasure = byMeasure(all);
            Timings bare = byMeasure.get(Measure.BARE_TRAVERSAL);
            Timings compact = byMeasure.get(Measure.COMPACT_SNAPSHOT);
            if (bare != null && compact != null) {
                double ratio = ratio(compact, bare);
                goal(String.format(Locale.ROOT, "%,d nodes: compact capture FX median <= 3x bare traversal: %.1fx (%s ms / %s ms; "
                                + "by FX CPU time %.1fx)", nodes, ratio, ms(compact.fxMedianMs()), ms(bare.fxMedianMs()),
                        compact.fxCpuMedianMs() / bare.fxCpuMedianMs()), ratio <= 3);
            }
            Timings bareCold = byMeasure.get(Measure.BARE_TRAVERSAL_COLD);
            Timings compactCold = byMeasure.get(Measure.COMPACT_SNAPSHOT_COLD);
            if (bareCold != null && compactCold != null) {
                double ratio = ratio(compactCold, bareCold);
                goal(String.format(Locale.ROOT, "%,d nodes:   with cold caches: %.1fx (%s ms / %s ms; by FX CPU time %.1fx)",
                        nodes, ratio, ms(compactCold.fxMedianMs()), ms(bareCold.fxMedianMs()),
                        compactCold.fxCpuMedianMs() / bareCold.fxCpuMedianMs()), ratio <= 3);
            }
        });
        Map<Measure, Timings> atFrameGoal = byMeasure(bySize.get(closest(bySize, FRAME_GOAL_NODES)));
        Timings compact = atFrameGoal.get(Measure.COMPACT_SNAPSHOT);
        if (compact != null) {
            goal(String.format(Locale.ROOT, "%,d nodes: compact capture FX median < %.0f ms: %s ms (FX CPU %s ms)",
                    closest(bySize, FRAME_GOAL_NODES), FRAME_MS, ms(compact.fxMedianMs()), ms(compact.fxCpuMedianMs())),
                    compact.fxMedianMs() < FRAME_MS);
        }
        int nodes = closest(bySize, GOAL_NODES);
        Map<Measure, Timings> byMeasure = byMeasure(bySize.get(nodes));
        Timings call = byMeasure.get(Measure.COMPACT_SNAPSHOT_CALL);
        if (call != null) {
            double perNode = bytesPerListedNode(call);
            goal(String.format(Locale.ROOT, "%,d nodes: compact text <= 40 bytes per listed node: %.1f (%,d bytes / %,d nodes)",
                    nodes, perNode, call.outcome().textBytes(), call.outcome().items()), perNode <= 40);
        }
        Timings consequences = byMeasure.get(Measure.CONSEQUENCES);
        if (consequences != null) {
            goal(String.format(Locale.ROOT, "%,d nodes: an action's consequences (state before + after, compared) FX median < 1 ms: "
                    + "%s ms (FX CPU %s ms)", nodes, ms(consequences.fxMedianMs()), ms(consequences.fxCpuMedianMs())),
                    consequences.fxMedianMs() < 1);
        }
        Timings oneLabel = byMeasure.get(Measure.CONSEQUENCES_ONE_LABEL);
        if (oneLabel != null) {
            goal(String.format(Locale.ROOT, "%,d nodes: the consequences of a click that changes one label read <= %d nodes: "
                            + "%,d (FX median %s ms, %,d bytes allocated)", nodes, VISIT_GOAL, oneLabel.outcome().items(),
                    ms(oneLabel.fxMedianMs()), oneLabel.fxAllocMedian()), oneLabel.outcome().items() <= VISIT_GOAL);
        }
        out.flush();
    }

    /** The measured size closest to {@code target}. */
    private static int closest(Map<Integer, List<Timings>> bySize, int target) {
        return bySize.keySet().stream()
                .min((a, b) -> Integer.compare(Math.abs(a - target), Math.abs(b - target))).orElseThrow();
    }

    private static Map<Measure, Timings> byMeasure(List<Timings> all) {
        Map<Measure, Timings> byMeasure = new EnumMap<>(Measure.class);
        all.forEach(t -> byMeasure.put(t.workload().measure(), t));
        return byMeasure;
    }

    private void goal(String what, boolean met) {
        out.println("  [" + (met ? "met   " : "MISSED") + "] " + what);
    }

    private static double ratio(Timings compact, Timings bare) {
        return compact.fxMedianMs() / bare.fxMedianMs();
    }

    private static double bytesPerListedNode(Timings call) {
        return call.outcome().textBytes() / (double) Math.max(1, call.outcome().items());
    }

    private static String fx(Timings t) {
        return t == null || !t.hasFxTime() ? PENDING : ms(t.fxMedianMs()) + " / " + ms(t.fxP90Ms());
    }

    /** The idle consequences' figure and the one-label's, {@code a / b}. */
    private static String pair(Map<Measure, Timings> byMeasure, java.util.function.Function<Timings, String> figure) {
        Timings idle = byMeasure.get(Measure.CONSEQUENCES);
        Timings one = byMeasure.get(Measure.CONSEQUENCES_ONE_LABEL);
        return (idle == null ? PENDING : figure.apply(idle)) + " / " + (one == null ? PENDING : figure.apply(one));
    }

    private static String query(Timings caller, Timings onFx) {
        if (caller == null) {
            return PENDING;
        }
        String e2e = ms(caller.e2eMedianMs()) + " / " + ms(caller.e2eP90Ms());
        return onFx == null || !onFx.hasFxTime() ? e2e : e2e + " (" + ms(onFx.fxMedianMs()) + ")";
    }

    static String ms(double value) {
        return String.format(Locale.ROOT, value < 10 ? "%.3f" : "%.1f", value);
    }
}
