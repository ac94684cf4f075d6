package io.github.mcpjavafx.debug.benchmarks;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Prints the results: one summary row per scene size as soon as it is measured, then every
 * workload's detail, then the goals. Times in milliseconds, {@code median / p90}.
 */
final class ResultTable {

    private static final String SUMMARY = "%7s | %6s | %-13s | %-13s | %-13s | %-13s | %-7s | %-6s | %-21s | %-21s%n";
    private static final String DETAIL = "%7s | %-17s | %-6s | %9s | %9s | %9s | %9s | %8s | %10s%n";
    private static final String PENDING = "pending";
    private static final int GOAL_NODES = 10_000;

    private final PrintStream out;

    ResultTable(PrintStream out) {
        this.out = out;
    }

    void printSummaryHeader() {
        out.printf(Locale.ROOT, SUMMARY, "scene", "listed", "bare", "compact", "compact cold", "full", "compact",
                "B/node", "#id query", "text query");
        out.printf(Locale.ROOT, SUMMARY, "nodes", "nodes", "FX med/p90", "FX med/p90", "FX med/p90", "FX med/p90",
                "/ bare", "text", "e2e med/p90 (FX med)", "e2e med/p90 (FX med)");
        out.println("-".repeat(155));
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
                call == null ? PENDING : String.format(Locale.ROOT, "%.1f", bytesPerListedNode(call)),
                query(byMeasure.get(Measure.ID_QUERY), byMeasure.get(Measure.ID_QUERY_FX)),
                query(byMeasure.get(Measure.TEXT_QUERY), byMeasure.get(Measure.TEXT_QUERY_FX)));
        out.flush();
    }

    void printDetails(Map<Integer, List<Timings>> bySize) {
        out.println();
        out.printf(Locale.ROOT, DETAIL, "nodes", "workload", "thread", "FX med", "FX p90", "e2e med", "e2e p90",
                "items", "text bytes");
        out.println("-".repeat(112));
        bySize.forEach((nodes, all) -> {
            for (Timings t : all) {
                out.printf(Locale.ROOT, DETAIL, String.format(Locale.ROOT, "%,d", nodes),
                        t.workload().measure().label(), t.workload().where().name().toLowerCase(Locale.ROOT),
                        t.hasFxTime() ? ms(t.fxMedianMs()) : "-", t.hasFxTime() ? ms(t.fxP90Ms()) : "-",
                        ms(t.e2eMedianMs()), ms(t.e2eP90Ms()),
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

    /** The goals for a 10k-node scene, checked on the measured size closest to it. */
    void printGoals(Map<Integer, List<Timings>> bySize) {
        Integer nodes = bySize.keySet().stream()
                .min((a, b) -> Integer.compare(Math.abs(a - GOAL_NODES), Math.abs(b - GOAL_NODES))).orElse(null);
        if (nodes == null) {
            return;
        }
        Map<Measure, Timings> byMeasure = new java.util.EnumMap<>(Measure.class);
        bySize.get(nodes).forEach(t -> byMeasure.put(t.workload().measure(), t));
        Timings bare = byMeasure.get(Measure.BARE_TRAVERSAL);
        Timings compact = byMeasure.get(Measure.COMPACT_SNAPSHOT);
        Timings call = byMeasure.get(Measure.COMPACT_SNAPSHOT_CALL);
        out.println();
        out.printf(Locale.ROOT, "Goals at %,d scene nodes:%n", nodes);
        if (bare != null && compact != null) {
            double ratio = ratio(compact, bare);
            goal(String.format(Locale.ROOT, "compact capture FX median <= 3x bare traversal: %.1fx", ratio), ratio <= 3);
            goal(String.format(Locale.ROOT, "compact capture FX median < 16 ms: %s ms", ms(compact.fxMedianMs())),
                    compact.fxMedianMs() < 16);
        }
        Timings bareCold = byMeasure.get(Measure.BARE_TRAVERSAL_COLD);
        Timings compactCold = byMeasure.get(Measure.COMPACT_SNAPSHOT_COLD);
        if (bareCold != null && compactCold != null) {
            double ratio = ratio(compactCold, bareCold);
            goal(String.format(Locale.ROOT, "  with cold caches: compact %s ms, %.1fx bare (%s ms)",
                    ms(compactCold.fxMedianMs()), ratio, ms(bareCold.fxMedianMs())),
                    ratio <= 3 && compactCold.fxMedianMs() < 16);
        }
        if (call != null) {
            double perNode = bytesPerListedNode(call);
            goal(String.format(Locale.ROOT, "compact text <= 40 bytes per listed node: %.1f (%,d bytes / %,d nodes)",
                    perNode, call.outcome().textBytes(), call.outcome().items()), perNode <= 40);
        }
        Timings consequences = byMeasure.get(Measure.CONSEQUENCES);
        if (consequences != null) {
            goal(String.format(Locale.ROOT, "an action's consequences (state before + after, compared) FX median < 1 ms: %s ms",
                    ms(consequences.fxMedianMs())), consequences.fxMedianMs() < 1);
        }
        out.flush();
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
