package io.github.mcpjavafx.debug.consumers;

import io.github.mcpjavafx.debug.core.support.ExportGoals;
import io.github.mcpjavafx.debug.testsupport.LaunchedApp;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * FXSampler's export goals: the session of {@link FxSamplerExportIT} recorded with {@code export.load} beside it,
 * its export replayed {@code export.repeats} times with only what its header names (FXSampler's module path as its
 * users have it, Monocle and the test's dependencies on the class path), and a mutant without each recorded action.
 * Run by {@code -Pexport-goals}, never by CI.
 */
class FxSamplerExportGoals {

    @Test
    void theExportPassesEveryRunUnderLoadAndEachActionIsNeeded() throws Exception {
        List<String> modulePath = FxSamplerExportIT.modulePath().stream().filter(jar -> !jar.contains("openjfx-monocle")).toList();
        List<String> classPath = new ArrayList<>(FxSamplerExportIT.testClassPath());
        classPath.add(TilesFxExportIT.monocle());
        ExportGoals.ReplayJvm jvm = new ExportGoals.ReplayJvm(FxSamplerExportIT.TEST, ConsumerAppsIT.JDK17, modulePath, classPath);
        ExportGoals.Tally tally = ExportGoals.recordedOnce("FXSampler", "fxsampler", jvm, FxSamplerExportIT::compile,
                FxSamplerExportGoals::record);
        assertThat(tally.allPassed()).as("every replay passed").isTrue();
        assertThat(tally.allMutantsFail()).as("every mutant fails").isTrue();
    }

    private static String record() {
        try (LaunchedApp app = FxSampler.startWithTheAgent("fxsampler-goals")) {
            app.awaitServer(ExportGoals.START);
            McpAgent agent = new McpAgent(app);
            try (agent) {
                agent.initialize();
                return FxSamplerExportIT.recordAndExport(agent);
            } catch (RuntimeException | AssertionError e) {
                throw new AssertionError("FXSampler failed over MCP at " + agent.lastRequest() + "; its log ("
                        + app.log() + ") says:\n" + app.tail(40), e);
            }
        }
    }
}
