package io.github.mcpjavafx.debug.core.logs;

import io.github.mcpjavafx.debug.core.model.LogEntry;
import io.github.mcpjavafx.debug.core.model.LogLevel;
import io.github.mcpjavafx.debug.core.model.LogsRequest;
import io.github.mcpjavafx.debug.core.model.LogsResult;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class LogReaderTest {

    private final LogBuffer buffer = new LogBuffer();
    private final LogReader reader = new LogReader(buffer, List.of("uncaught", "jul"));

    @Test
    void oneLinePerRecordAndAnIndentedLineForItsException() {
        buffer.add(LogLevel.WARN, false, "com.example.stock", "main", 0, "Stock low\nfor SKU-1", null);
        IllegalStateException thrown = new IllegalStateException("Stock is empty");
        thrown.setStackTrace(new StackTraceElement[]{new StackTraceElement("com.acme.OrderView", "save", "OrderView.java", 42)});
        buffer.add(LogLevel.ERROR, true, null, "JavaFX Application Thread", 0, null, thrown);

        String text = reader.read(LogsRequest.all()).text();

        assertThat(text.lines().toList()).hasSize(4);
        assertThat(text).startsWith("2 records after #0 at INFO+ (last #2; capturing uncaught, jul):\n");
        assertThat(text).containsPattern("\n#1 \\d\\d:\\d\\d:\\d\\d\\.\\d{3} WARN com\\.example\\.stock \\[main] Stock low\\\\nfor SKU-1\n");
        assertThat(text).containsPattern("\n#2 [0-9:.]+ ERROR uncaught \\[JavaFX Application Thread]\n"
                + "  java\\.lang\\.IllegalStateException: Stock is empty at com\\.acme\\.OrderView\\.save\\(OrderView\\.java:42\\)$");
    }

    @Test
    void sinceSeqMinLevelAndLimitNarrowTheAnswer() {
        for (int i = 1; i <= 6; i++) {
            buffer.add(i % 2 == 0 ? LogLevel.ERROR : LogLevel.WARN, false, "com.example", "main", 0, "m" + i, null);
        }

        LogsResult errorsAfterTwo = reader.read(new LogsRequest(2L, LogLevel.ERROR, null));
        LogsResult newestTwo = reader.read(new LogsRequest(null, null, 2));

        assertThat(errorsAfterTwo.records()).extracting(LogEntry::message).containsExactly("m4", "m6");
        assertThat(errorsAfterTwo.total()).isEqualTo(2);
        assertThat(newestTwo.records()).extracting(LogEntry::message).containsExactly("m5", "m6");
        assertThat(newestTwo.total()).isEqualTo(6);
        assertThat(newestTwo.lastSeq()).isEqualTo(6);
        assertThat(newestTwo.text()).startsWith("6 records after #0 at INFO+, the newest 2 shown (raise limit for more)");
        assertThat(newestTwo.shownLogSeqs()).containsExactlyInAnyOrder(5L, 6L);
    }

    @Test
    void anEmptyAnswerSaysWhatIsCapturedAndWhereToContinue() {
        buffer.add(LogLevel.WARN, false, "com.example", "main", 0, "old", null);

        LogsResult result = reader.read(new LogsRequest(1L, null, null));

        assertThat(result.records()).isEmpty();
        assertThat(result.text()).isEqualTo("No records after #1 at INFO+ (last #1; capturing uncaught, jul).");
    }
}
