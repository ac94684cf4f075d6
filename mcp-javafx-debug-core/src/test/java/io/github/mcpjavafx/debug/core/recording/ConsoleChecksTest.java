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
    void linesWithAnObjectsIdentityAUuidOrAHashAreNotCheckedForAReplayPrintsOthers() {
        assertThat(ConsoleChecks.of(List.of("out: page1: WizardPane@62c714f5[styleClass=wizard]",
                "out: request 3f2b9c1e-8d4a-4e7b-9c2d-1a2b3c4d5e6f done", "out: commit 7aed5df0c1"), 0)).isEmpty();
        assertThat(ConsoleChecks.of(List.of("out: Order 12345678 placed", "out: Accepted by alice@example"), 0))
                .as("a long number and a mail address are stable").hasSize(2);
    }

    @Test
    void aStepThatPrintedATraceGetsNoCheckOfItsLines() {
        assertThat(ConsoleChecks.of(List.of("out: Change: { [Item 2] addition at 0 }", "out: Added [Item 2]"), 2)).isEmpty();
        assertThat(ConsoleChecks.of(List.of("out: a", "out: b", "out: c", "out: d"), 0)).isEmpty();
    }
}
