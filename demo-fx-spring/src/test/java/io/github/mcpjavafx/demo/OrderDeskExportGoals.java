package io.github.mcpjavafx.demo;

import io.github.mcpjavafx.debug.core.support.ExportGoals;
import io.github.mcpjavafx.debug.core.support.ExportedTests;
import org.junit.jupiter.api.Test;

import java.io.File;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The Order desk's export goals: the session of {@link OrderDeskExportTest} recorded with {@code export.load} beside
 * it, its export replayed {@code export.repeats} times in new JVMs with only the flags its header names (the desk's
 * test class path is the build's), and a mutant without each recorded action. Run by {@code -Pexport-goals}, never by
 * CI.
 */
class OrderDeskExportGoals {

    @Test
    void theExportPassesEveryRunUnderLoadAndEachActionIsNeeded() throws Exception {
        ExportGoals.ReplayJvm jvm = new ExportGoals.ReplayJvm(OrderDeskExportTest.TEST, Path.of(System.getProperty("java.home")),
                List.of(), List.of(ExportedTests.testClasspath().split(File.pathSeparator)));
        ExportGoals.Tally tally = ExportGoals.recordedOnce("Order desk (demo-fx-spring)", "order-desk", jvm,
                source -> ExportedTests.compile(OrderDeskExportTest.TEST, source), OrderDeskExportTest::recordAndExport);
        assertThat(tally.allPassed()).as("every replay passed").isTrue();
        assertThat(tally.allMutantsFail()).as("every mutant fails").isTrue();
    }
}
