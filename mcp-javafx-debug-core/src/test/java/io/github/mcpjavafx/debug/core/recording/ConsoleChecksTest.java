package io.github.mcpjavafx.debug.core.recording;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** What an action printed becomes a check only where a replay prints it again, whole. */
class ConsoleChecksTest {

    @Test
    void wholeLinesOfSystemOutAreCheckedNotErrorsCutLinesDatesTimesOfDayOrRules() {
        assertThat(ConsoleChecks.of(List.of("out: Result is alice=s3cret", "err: deprecated call", "out: ========"), 0))
                .containsExactly(new RecordedStep.Printed("Result is alice=s3cret"));
        assertThat(ConsoleChecks.of(List.of("out: a line cut for the consequences…", "out: saved at 12:04:31", "out: "), 0))
                .isEmpty();
        assertThat(ConsoleChecks.of(List.of("out: Delivery on 2026-11-28", "out: due 28.11.2026"), 0)).isEmpty();
    }

    @Test
    void aStepThatPrintedATraceGetsNoCheckOfItsLines() {
        assertThat(ConsoleChecks.of(List.of("out: Change: { [Item 2] addition at 0 }", "out: Added [Item 2]"), 2)).isEmpty();
        assertThat(ConsoleChecks.of(List.of("out: a", "out: b", "out: c", "out: d"), 0)).isEmpty();
    }
}
