package io.github.mcpjavafx.debug.core.text;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

import static org.assertj.core.api.Assertions.assertThat;

class StringEscapesTest {

    private static final String AWKWARD = "say \"hi\" \\ to\n\r\t\u0001\u007f\u2028 Zoë 😀";

    @Test
    void readableTextEscapesOnlyQuotesBackslashesAndLineBreaks() {
        StringBuilder sb = new StringBuilder();
        StringEscapes.appendEscaped(sb, AWKWARD, AWKWARD.length());

        assertThat(sb).hasToString("say \\\"hi\\\" \\\\ to\\n\\r\\t\u0001\u007f\u2028 Zoë 😀");
    }

    @Test
    void literalSpellsOutWhatWouldHideInASourceFileOrAJsonBody() {
        assertThat(StringEscapes.literal(AWKWARD))
                .isEqualTo("\"say \\\"hi\\\" \\\\ to\\n\\r\\t\\u0001\\u007f\\u2028 Zoë \\ud83d\\ude00\"");
    }

    @Test
    void literalIsAJsonStringHoldingExactlyTheText() {
        assertThat(JsonMapper.builder().build().readValue(StringEscapes.literal(AWKWARD), String.class)).isEqualTo(AWKWARD);
    }
}
