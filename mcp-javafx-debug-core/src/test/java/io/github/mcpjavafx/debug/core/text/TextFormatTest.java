package io.github.mcpjavafx.debug.core.text;

import org.junit.jupiter.api.Test;

import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;

class TextFormatTest {

    @Test
    void groupedWritesCountsAsTheRootLocaleFormatterDoes() {
        long[] counts = {0, 7, -7, 999, 1_000, -1_000, 12_345, 999_999, 1_000_000, 2_147_483_648L, Long.MAX_VALUE, Long.MIN_VALUE};
        for (long count : counts) {
            assertThat(TextFormat.grouped(count)).isEqualTo(String.format(Locale.ROOT, "%,d", count));
        }
    }

    @Test
    void indentWritesOneSpacePerLevelAtAnyDepth() {
        for (int level : new int[]{0, 1, 63, 64, 65, 130}) {
            StringBuilder sb = new StringBuilder("x");
            TextFormat.indent(sb, level);
            assertThat(sb.toString()).isEqualTo("x" + " ".repeat(level));
        }
    }
}
