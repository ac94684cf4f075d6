package io.github.mcpjavafx.debug.consumers;

import io.github.mcpjavafx.debug.core.support.CpuBurners;
import io.github.mcpjavafx.debug.core.support.ExportGoals;
import io.github.mcpjavafx.debug.core.support.ExportedSource;
import io.github.mcpjavafx.debug.testsupport.LaunchedApp;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * TilesFX's export goals (issue: an exported test runs as written and checks only what the session caused, whatever
 * the timing): the session of {@link TilesFxExportIT} (the switch, the slider to 75, "+" three times) recorded and
 * exported {@code export.repeats} times, each in a dashboard of its own with {@code export.load} beside it; each export
 * replayed with only what its header names, and replayed once more checking each value again for 4 s with no action
 * (a check that then fails is of a value that changes on its own); a check of another tile (they all move on their
 * own) or of a line the dashboard also printed while no action ran counted with those; the switch's state, the
 * slider's value and the "+" tile's value looked for in each; and the first export's mutants, each without one
 * recorded action. Run by {@code -Pexport-goals}, never by CI.
 */
class TilesFxExportGoals {

    private static final String APP = "tilesfx";
    /** The checks a person would write after the three actions, each present in every export. */
    private static final Map<String, String> CAUSED = Map.of(
            "switch's state", "flagIn(titled(\"Tile\", \"title\", \"Switch Tile\"), \"active\")",
            "slider's value", "assertEquals(75.0, numberIn(titled(\"Tile\", \"title\", \"Slider Tile\"), \"value\")",
            "\"+\" tile's value", "assertEquals(3.0, numberIn(titled(\"Tile\", \"title\", \"PlusMinus Tile\"), \"value\")");
    private static final List<String> TOUCHED = List.of("\"Switch Tile\"", "\"Slider Tile\"", "\"PlusMinus Tile\"");

    @Test
    void tenExportsUnderLoadCheckWhatTheSessionCausedAndPass() throws Exception {
        Path folder = ExportGoals.folder(APP);
        ExportGoals.Tally tally = new ExportGoals.Tally("TilesFX", folder.resolve("goals.txt"));
        ExportGoals.ReplayJvm jvm = new ExportGoals.ReplayJvm(TilesFxExportIT.TEST, Jdk25.home(), TilesFxExportIT.javafx(),
                withMonocle(TilesFxExportIT.classPath(null)));
        int exports = 0;
        int ambientChecks = 0;
        int exportsWithAllCaused = 0;
        String loads = "";
        try (CpuBurners load = ExportGoals.load()) {
            for (int run = 1; run <= ExportGoals.repeats(); run++) {
                Recorded recorded;
                try {
                    recorded = record(run);
                } catch (RuntimeException | AssertionError e) {
                    tally.row(String.format("export %2d: recording failed: %s", run, ExportGoals.firstLine(e)));
                    continue;
                }
                exports++;
                String source = recorded.source();
                Files.writeString(folder.resolve("export-" + run + ".java"), source);
                ExportedSource export = new ExportedSource(source);
                List<String> checks = export.checks();
                List<String> ambientByRule = checks.stream().filter(check -> namesAnUntouchedTile(check)
                        || printedAlsoWithoutAnAction(check, checks, recorded.appOutput())).toList();
                List<String> missing = CAUSED.entrySet().stream().filter(key -> checks.stream().noneMatch(c -> c.contains(key.getValue())))
                        .map(Map.Entry::getKey).sorted().toList();
                exportsWithAllCaused += missing.isEmpty() ? 1 : 0;

                ExportGoals.Replay replay = ExportGoals.replay(jvm, export, TilesFxExportIT.compile(source),
                        folder.resolve("replay-" + run + ".log"));
                tally.replayed("export " + run, replay);
                ExportGoals.Replay rechecked = ExportGoals.replay(jvm, export,
                        TilesFxExportIT.compile(export.rechecked(8, 500)), folder.resolve("recheck-" + run + ".log"));
                List<String> changed = ExportedSource.changedOnTheirOwn(rechecked.output());
                List<String> ambient = new ArrayList<>(changed);
                ambientByRule.stream().filter(check -> changed.stream().noneMatch(line -> line.contains(check))).forEach(ambient::add);
                ambientChecks += ambient.size();
                loads += CpuBurners.loadAverage() + " ";
                tally.row(String.format("export %2d: %2d checks, %d of values that change on their own, caused ones missing: %s; "
                                + "replay %s; load %s", run, checks.size(), ambient.size(), missing.isEmpty() ? "none" : missing,
                        replay.passed() ? "passed" : "FAILED", CpuBurners.loadAverage()));
                ambient.forEach(check -> tally.row("    changes on its own: " + check));
                if (!rechecked.passed() && changed.isEmpty()) {
                    tally.row("    recheck run failed: " + rechecked.failure());
                }
                if (run == 1) {
                    ExportGoals.mutants(export, jvm, TilesFxExportIT::compile, folder, tally);
                }
            }
            tally.row(String.format("%-44s %d/%d", "exports recorded", exports, ExportGoals.repeats()));
            tally.row(String.format("%-44s %d", "checks of values that change on their own", ambientChecks));
            tally.row(String.format("%-44s %d/%d", "switch, slider and \"+\" checked", exportsWithAllCaused, exports));
            tally.row(String.format("%-44s %s", "load average (1 min) after each export", loads.trim()));
            String table = tally.table(load.count() + " CPU burners of this JVM, load average " + CpuBurners.loadAverage());
            System.out.println(table);
            Files.writeString(folder.resolve("goals.txt"), table);
        }
        assertThat(exports).as("exports recorded").isEqualTo(ExportGoals.repeats());
        assertThat(tally.allPassed()).as("every replay passed").isTrue();
        assertThat(ambientChecks).as("checks of values that change on their own").isZero();
        assertThat(exportsWithAllCaused).as("exports that check the switch, the slider and the \"+\" tile").isEqualTo(exports);
        assertThat(tally.allMutantsFail()).as("every mutant fails").isTrue();
    }

    /** An export's source and what the dashboard printed while it was recorded. */
    private record Recorded(String source, String appOutput) {
    }

    /** A dashboard of its own, the session of {@link TilesFxExportIT}, its export's source. */
    private static Recorded record(int run) {
        try (LaunchedApp app = TilesFx.startWithTheAgent("tilesfx-goals-" + run)) {
            app.awaitServer(ExportGoals.START);
            McpAgent agent = new McpAgent(app);
            try (agent) {
                initialize(agent);
                TilesFx.awaitFirstFrames(agent, ExportGoals.START);
                TilesFx.watchItMove(agent, true);
                String source = TilesFxExportIT.recordAndExport(agent);
                return new Recorded(source, app.output());
            } catch (RuntimeException | AssertionError e) {
                throw new AssertionError("at " + agent.lastRequest() + ": " + ExportGoals.firstLine(e) + "; log " + app.log(), e);
            }
        }
    }

    /** Connects; once more when the app under load did not answer in time. */
    private static void initialize(McpAgent agent) {
        try {
            agent.initialize();
        } catch (RuntimeException slow) {
            agent.initialize();
        }
    }

    /**
     * A check of a printed line that the dashboard printed more often than the export checks it: it printed it also
     * while no action ran (the alarm tile prints "Alarm" on its own), so the line is not the session's doing.
     */
    private static boolean printedAlsoWithoutAnAction(String check, List<String> checks, String appOutput) {
        if (!check.startsWith("assertPrinted(\"")) {
            return false;
        }
        String line = check.substring("assertPrinted(\"".length(), check.lastIndexOf("\");"));
        return appOutput.lines().filter(line::equals).count() > checks.stream().filter(check::equals).count();
    }

    private static boolean namesAnUntouchedTile(String check) {
        return check.contains("titled(\"Tile\", \"title\", \"") && TOUCHED.stream().noneMatch(check::contains)
                || check.contains("at(\"TilesFX\"");
    }

    /** The test's class path with Monocle, the test-scope dependency the header names for a headless run. */
    private static List<String> withMonocle(List<String> classPath) {
        List<String> path = new ArrayList<>(classPath);
        path.add(TilesFxExportIT.monocle());
        return path;
    }

}
