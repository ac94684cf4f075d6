package io.github.mcpjavafx.debug.mcp;

import io.github.mcpjavafx.debug.core.model.UiError;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

class ErrorBudgetTest {

    private final JsonMapper json = JsonMapper.builder().build();

    @Test
    void anErrorWithinTheBudgetIsLeftAsItIs() {
        UiError error = new UiError("MCP_UI_NO_STAGES", "No window is showing.", Map.of("windows", 0));

        assertThat(ErrorBudget.fit(error, json)).isSameAs(error);
    }

    @Test
    void aLongMessageKeepsItsStartAndItsNextStepAroundAMarker() {
        String message = "Action 3 failed: " + "x".repeat(30_000) + " Take a snapshot, then target it by ref.";

        UiError fitted = ErrorBudget.fit(new UiError("MCP_UI_ACTION_FAILED", message, Map.of("actionIndex", 3)), json);

        assertThat(fitted.message()).startsWith("Action 3 failed: xxx")
                .endsWith("xxx Take a snapshot, then target it by ref.")
                .contains(" characters cut; details in structuredContent.error.details) … ");
        assertThat(fitted.details()).containsEntry("actionIndex", 3);
        assertThat(jsonLength(fitted)).isLessThanOrEqualTo(ErrorBudget.MAX_CHARS)
                .isGreaterThan(ErrorBudget.MAX_CHARS * 9 / 10);
    }

    @Test
    void quotesThatJsonEscapesAreCountedInTheStructuredChannel() {
        String message = "\"\\\n".repeat(10_000);

        UiError fitted = ErrorBudget.fit(new UiError("MCP_UI_INTERNAL", message, Map.of()), json);

        assertThat(jsonLength(fitted)).isLessThanOrEqualTo(ErrorBudget.MAX_CHARS);
    }

    @Test
    void noCutSplitsASurrogatePair() {
        for (int shift = 0; shift < 4; shift++) {
            String message = "a".repeat(shift) + "\uD83D\uDE00".repeat(10_000);
            UiError fitted = ErrorBudget.fit(new UiError("MCP_UI_INVALID_ARGUMENT", message,
                    Map.of("css", message)), json);

            assertThat(loneSurrogates(fitted.message())).as("shift %d", shift).isZero();
            assertThat(loneSurrogates((String) fitted.details().get("css"))).as("shift %d", shift).isZero();
        }
    }

    @Test
    void longDetailsKeepTheirFactsAndLeaveOutTheBulkiestContextFromTheLast() {
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("reason", "AMBIGUOUS_TARGET");
        details.put("note", "z".repeat(5_000));
        details.put("candidates", IntStream.range(0, 10).mapToObj(i -> Map.of("uid", "u-" + i,
                "line", "ListCell u-" + i + " \"" + "Message ".repeat(8) + i + "\" row=" + i)).toList());
        details.put("actionIndex", 4);
        details.put("results", IntStream.range(0, 40).mapToObj(i -> Map.of("index", i,
                "line", "#" + i + " setText TextField u-" + i + " text=\"" + "y".repeat(250) + "\": ok")).toList());

        UiError fitted = ErrorBudget.fit(new UiError("MCP_UI_ACTION_FAILED", "m".repeat(9_000), details), json);

        assertThat(fitted.details()).containsEntry("reason", "AMBIGUOUS_TARGET").containsEntry("actionIndex", 4)
                .containsKey("candidates").containsEntry("cut", List.of("results"));
        assertThat((String) fitted.details().get("note")).hasSize(300).endsWith("z…");
        assertThat(json.writeValueAsString(fitted.details()).length()).isLessThanOrEqualTo(4_000);
        assertThat(jsonLength(fitted)).isLessThanOrEqualTo(ErrorBudget.MAX_CHARS);
    }

    @Test
    @SuppressWarnings("unchecked")
    void aLongListInTheDetailsKeepsTenItemsAndSaysHowManyMore() {
        UiError fitted = ErrorBudget.fit(new UiError("MCP_UI_ACTION_FAILED", "m".repeat(9_000),
                Map.of("matches", IntStream.range(0, 50).boxed().toList())), json);

        assertThat((List<Object>) fitted.details().get("matches")).hasSize(11).endsWith("… 40 more");
    }

    private int jsonLength(UiError error) {
        return json.writeValueAsString(Map.of("error", error)).length();
    }

    private static int loneSurrogates(String text) {
        int lone = 0;
        for (int i = 0; i < text.length(); i++) {
            if (Character.isSurrogate(text.charAt(i))) {
                if (Character.isHighSurrogate(text.charAt(i)) && i + 1 < text.length()
                        && Character.isLowSurrogate(text.charAt(i + 1))) {
                    i++;
                } else {
                    lone++;
                }
            }
        }
        return lone;
    }
}
