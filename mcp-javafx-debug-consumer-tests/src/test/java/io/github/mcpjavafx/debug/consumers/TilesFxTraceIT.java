package io.github.mcpjavafx.debug.consumers;

import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * "Which tiles cost most per frame?" asked of TilesFX's dashboard, whose 57 tiles each draw themselves in a skin of
 * their own kind: one {@code ui_trace} names the skins' classes that held the FX thread, each with the titles of the
 * tiles that wear it, in each channel and within the trace's budget. A click when no trace runs answers as before: no
 * word of a trace in it.
 */
class TilesFxTraceIT {

    private static final int TRACE_BUDGET = 2_500;
    /** {@code 12% eu.hansolo.tilesfx.skins.GaugeTileSkin: Gauge Tile}: a skin of the library, then a tile's title. */
    private static final Pattern SKIN_LINE = Pattern.compile("(?m)^  \\d+% eu\\.hansolo\\.tilesfx\\.skins\\.\\w+Skin: \\S.*$");
    private static final Pattern SKIN_ENTRY = Pattern.compile(
            "\\{\"skin\":\"eu\\.hansolo\\.tilesfx\\.skins\\.\\w+Skin\",\"sharePct\":\\d+,\"controls\":\\[\"[^\"]+");

    @RegisterExtension
    static final AppSession TILES_FX = TilesFx.session("tilesfx-trace");

    @Test
    void aTraceNamesTheSkinsThatCostMostWithTheirTilesTitlesInEachChannel() {
        CallToolResult trace = agent().call("ui_trace", Map.of("durationMs", 2_000));
        assertThat(trace.isError()).as(AgentChannel.TEXT.read(trace)).isFalse();

        String text = AgentChannel.TEXT.read(trace);
        assertThat(text.length()).as(text).isLessThanOrEqualTo(TRACE_BUDGET);
        assertThat(text).as("the text block alone").contains("the app's skins on the FX thread").containsPattern(SKIN_LINE);
        assertThat(AgentChannel.STRUCTURED.read(trace)).as("structuredContent alone").containsPattern(SKIN_ENTRY);
    }

    @Test
    void aClickWhenNoTraceRunsSaysNothingOfATrace() {
        String tile = AgentChannel.TEXT.uidOn(agent().call("ui_get_snapshot", Map.of()), "\"Switch Tile\"");
        CallToolResult click = agent().call("ui_perform", Map.of("actions", List.of(Map.of("type", "click",
                "target", Map.of("ref", Map.of("uid", tile))))));
        assertThat(click.isError()).as(AgentChannel.TEXT.read(click)).isFalse();
        assertThat(AgentChannel.TEXT.read(click)).as("the text block alone").doesNotContain("traced ")
                .doesNotContain("skins on the FX thread").doesNotContain("pulses");
        assertThat(AgentChannel.STRUCTURED.read(click)).as("structuredContent alone").doesNotContain("\"skins\"")
                .doesNotContain("\"pulses\"").doesNotContain("\"tracedMs\"");
    }

    private static McpAgent agent() {
        return TILES_FX.agent();
    }
}
