package io.github.mcpjavafx.debug.core.logs;

import io.github.mcpjavafx.debug.core.changes.AppErrors;
import io.github.mcpjavafx.debug.core.model.LogLevel;
import io.github.mcpjavafx.debug.core.model.LogsRequest;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The same exception or line, repeated by the app, is told once with its count; exceptions have a budget. */
class RepeatedOutputFoldsTest {

    @Test
    void theSameExceptionThrownThirteenTimesIsOneLineWithItsCountAndAllItsRecordNumbers() {
        LogBuffer buffer = new LogBuffer();
        for (int i = 0; i < 13; i++) {
            uncaught(buffer, new IllegalStateException("Cannot access field children"));
        }
        uncaught(buffer, new IllegalArgumentException("another"));

        List<AppErrors.Raised> raised = buffer.since(0);

        assertThat(raised).hasSize(2);
        assertThat(raised.get(0).line()).startsWith("#1..#13 ×13 java.lang.IllegalStateException: Cannot access field children at ");
        assertThat(raised.get(0).seqs()).hasSize(13).startsWith(1L).endsWith(13L);
        assertThat(raised.get(1).line()).startsWith("#14 java.lang.IllegalArgumentException: another");
    }

    @Test
    void oneExceptionReachedAlongTwoCallPathsIsOneLineAsTheAgentReadsNoDifference() {
        LogBuffer buffer = new LogBuffer();
        for (int i = 0; i < 4; i++) {
            uncaught(buffer, i % 2 == 0 ? fromLayout() : fromCss());
        }

        assertThat(buffer.since(0)).singleElement().extracting(AppErrors.Raised::line).asString()
                .startsWith("#1..#4 ×4 java.lang.IllegalStateException: not opened at ");
        assertThat(new LogReader(buffer, List.of("uncaught")).read(LogsRequest.all()).text())
                .containsPattern("\n#1\\.\\.#4 ×4 ").containsOnlyOnce("not opened");
    }

    private static IllegalStateException fromLayout() {
        return notOpened();
    }

    private static IllegalStateException fromCss() {
        return notOpened();
    }

    private static IllegalStateException notOpened() {
        return new IllegalStateException("not opened");
    }

    @Test
    void exceptionsPastTheBudgetAreCountedInOneLineThatSaysWhereTheyAre() {
        LogBuffer buffer = new LogBuffer();
        for (int i = 0; i < 40; i++) {
            uncaught(buffer, new IllegalStateException("failure number " + i + " " + "x".repeat(150)));
        }

        List<AppErrors.Raised> raised = buffer.since(0);

        List<String> lines = raised.stream().map(AppErrors.Raised::line).toList();
        int shown = lines.subList(0, lines.size() - 1).stream().mapToInt(String::length).sum();
        assertThat(shown).isLessThanOrEqualTo(RepeatedRecords.MAX_EXCEPTION_CHARS);
        assertThat(lines.size()).isBetween(3, 20);
        String last = lines.get(lines.size() - 1);
        assertThat(last).startsWith("… " + (40 - (lines.size() - 1)) + " more (" + (40 - (lines.size() - 1))
                + " other exceptions): ui_get_logs {\"sinceSeq\": " + (lines.size() - 1) + ", \"minLevel\": \"error\"}");
        assertThat(raised.get(raised.size() - 1).seqs()).as("left out: the new-errors line still counts them").isEmpty();
    }

    @Test
    void aLineThePrintedAgainAndAgainIsListedOnceWithItsCount() {
        LogBuffer buffer = new LogBuffer();
        buffer.addPrinted("out", "main", 0, "loading");
        for (int i = 0; i < 13; i++) {
            buffer.addPrinted("err", "main", 0, "WARNING: layout failed");
        }
        buffer.addPrinted("out", "main", 0, "done");

        AppErrors.Printed printed = buffer.printedSince(0);

        assertThat(printed.lines()).containsExactly("out: loading", "err: WARNING: layout failed ×13", "out: done");
        assertThat(printed.more()).isZero();
        assertThat(printed.repeats()).isTrue();
    }

    @Test
    void uiGetLogsListsARunOfTheSameRecordOnceWithItsCount() {
        LogBuffer buffer = new LogBuffer();
        buffer.add(LogLevel.WARN, false, "com.acme.Stock", "main", 0, "Stock low", null);
        for (int i = 0; i < 13; i++) {
            uncaught(buffer, new IllegalStateException("boom"));
        }

        String text = new LogReader(buffer, List.of("uncaught")).read(LogsRequest.all()).text();

        assertThat(text).contains("14 records").contains("\n#1 ").containsPattern("\n#2\\.\\.#14 ×13 \\S+ ERROR uncaught")
                .containsOnlyOnce("java.lang.IllegalStateException: boom");
    }

    private static void uncaught(LogBuffer buffer, Throwable thrown) {
        buffer.add(LogLevel.ERROR, true, null, "JavaFX Application Thread", 0, null, thrown);
    }
}
