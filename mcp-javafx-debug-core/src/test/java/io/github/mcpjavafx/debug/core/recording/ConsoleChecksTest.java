package io.github.mcpjavafx.debug.core.recording;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** What an action printed becomes a check only where a replay prints it again, whole. */
class ConsoleChecksTest {

    @Test
    void wholeLinesOfSystemOutAreCheckedNotErrorsCutLinesTimesOfDayOrRules() {
        List<RecordedStep> checks = ConsoleChecks.of(List.of("out: Result is alice=s3cret", "err: deprecated call",
                "out: a line cut for the consequences…", "out: saved at 12:04:31", "out: ", "out: ========"));

        assertThat(checks).containsExactly(new RecordedStep.Printed("Result is alice=s3cret"));
    }
}
