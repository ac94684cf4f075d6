package io.github.mcpjavafx.debug.benchmarks;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Prints the results: one summary row per scene size as soon as it is measured, then every
 * workload's detail. Times in milliseconds, {@code median / p90}.
 */
final class ResultTable {

    private static final String SUMMARY = "%8s | %-15s | %-16s | %-15s | %-12s | %-14s | %-15s | %-15s%n";
    private static final String DETAIL = "%8s | %-16s | %-6s | %9s | %9s | %9s | %9s | %8s | %10s%n";
    private static final String PENDING = "pending";

    private final PrintStream out;

    ResultTable(PrintStream out) {
        this.out = out;
    }

    void printSummaryHeader() {
        out.printf(Locale.ROOT, SUMMARY, "nodes", "bare traversal", "compact snapshot", "full snapshot",
                "compact/bare", "compact B/node", "#id query", "text query");
        out.printf(Locale.ROOT, SUMMARY, "", "FX ms med/p90", "FX ms med/p90", "FX ms med/p90",
                "(FX median)", "(text block)", "ms med/p90", "ms med/p90");
        out.println("-".repeat(133));
    }

    void printSummaryRow(int nodes, Map<Measure, Timings> byMeasure) {
        Timings bare = byMeasure.get(Measure.BARE_TRAVERSAL);
        Timings compact = byMeasure.get(Measure.COMPACT_SNAPSHOT);
        String ratio = bare != null && compact != null && compact.hasFxTime() && bare.hasFxTime()
                ? String.format(Locale.ROOT, "%.1fx", compact.fxMedianMs() / bare.fxMedianMs()) : PENDING;
        String bytesPerNode = compact != null
                ? String.format(Locale.ROOT, "%.1f", compact.outcome().textBytes() / (double) nodes) : PENDING;
        out.printf(Locale.ROOT, SUMMARY, String.format(Locale.ROOT, "%,d", nodes),
                fx(bare), fx(compact), fx(byMeasure.get(Measure.FULL_SNAPSHOT)), ratio, bytesPerNode,
                e2e(byMeasure.get(Measure.ID_QUERY)), e2e(byMeasure.get(Measure.TEXT_QUERY)));
        out.flush();
    }

    void printDetails(Map<Integer, List<Timings>> bySize) {
        out.println();
        out.printf(Locale.ROOT, DETAIL, "nodes", "workload", "thread", "FX med", "FX p90", "e2e med", "e2e p90",
                "items", "text bytes");
        out.println("-".repeat(113));
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

    private static String fx(Timings t) {
        return t == null || !t.hasFxTime() ? PENDING : ms(t.fxMedianMs()) + " / " + ms(t.fxP90Ms());
    }

    private static String e2e(Timings t) {
        return t == null ? PENDING : ms(t.e2eMedianMs()) + " / " + ms(t.e2eP90Ms());
    }

    private static String ms(double value) {
        return String.format(Locale.ROOT, value < 10 ? "%.3f" : "%.1f", value);
    }
}
