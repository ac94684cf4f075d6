package io.github.mcpjavafx.debug.consumers;

import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
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
    /** {@code 12% eu.hansolo.tilesfx.skins.GaugeTileSkin: Gauge Tile} ({@code <1%} on a fast machine): a skin of the library, then a tile's title. */
    private static final Pattern SKIN_LINE = Pattern.compile("(?m)^  (<1|\\d+)% eu\\.hansolo\\.tilesfx\\.skins\\.\\w+Skin: \\S.*$");
    private static final Pattern SKIN_ENTRY = Pattern.compile(
            "\\{\"skin\":\"eu\\.hansolo\\.tilesfx\\.skins\\.\\w+Skin\",\"sharePct\":\\d+,\"controls\":\\[\"[^\"]+");

    /** {@code 6 pulses, median 240.7 ms}: the trace's pulse length. */
    private static final Pattern MEDIAN_PULSE = Pattern.compile("\\d+ pulses, median ([\\d.]+) ms");
    private static final int CLICKS = 12;

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

    /**
     * What a click costs next to a read of the same tile, in the app's own frames, as a trace measures them: figures
     * printed for the benchmark's record (a timed assertion would flake on a shared machine), and each click answered.
     */
    @Test
    void aClickAndAReadOfATileInTheAppsOwnPulses() throws InterruptedException {
        String tile = AgentChannel.TEXT.uidOn(agent().call("ui_get_snapshot", Map.of()), "\"Switch Tile\"");
        String traced = AgentChannel.TEXT.read(agent().call("ui_trace", Map.of("durationMs", 3_000)));
        Matcher pulse = MEDIAN_PULSE.matcher(traced);
        assertThat(pulse.find()).as(traced).isTrue();
        double frameMs = Double.parseDouble(pulse.group(1));
        List<Long> reads = new ArrayList<>();
        List<Long> clicks = new ArrayList<>();
        String line = "";
        for (int i = 0; i < CLICKS; i++) {
            Thread.sleep(500); // an agent's calls come seconds apart
            long start = System.nanoTime();
            CallToolResult read = agent().call("ui_get_node", Map.of("target", Map.of("ref", Map.of("uid", tile))));
            reads.add(System.nanoTime() - start);
            assertThat(read.isError()).as(AgentChannel.TEXT.read(read)).isFalse();
            Thread.sleep(500);
            start = System.nanoTime();
            CallToolResult click = agent().call("ui_perform", Map.of("actions", List.of(Map.of("type", "click",
                    "target", Map.of("ref", Map.of("uid", tile))))));
            clicks.add(System.nanoTime() - start);
            assertThat(click.isError()).as(AgentChannel.TEXT.read(click)).isFalse();
            line = AgentChannel.TEXT.read(click).lines().findFirst().orElse("");
        }
        double read = medianMs(reads);
        double click = medianMs(clicks);
        System.out.printf(Locale.ROOT, "TilesFX, a click and a read of the Switch Tile (%d each, median): a pulse %.1f ms "
                        + "(traced); read %.0f ms = %.1f pulses, click %.0f ms = %.1f pulses: the click costs %.1f pulses more "
                        + "(%.2fx a read); its last line: %s%n", CLICKS, frameMs, read, read / frameMs, click, click / frameMs,
                (click - read) / frameMs, click / read, line);
    }

    private static double medianMs(List<Long> nanos) {
        List<Long> sorted = nanos.stream().sorted().toList();
        int n = sorted.size();
        return (n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2.0) / 1e6;
    }

    @Test
    void aClickWhenNoTraceRunsSaysNothingOfATrace() {
        String tile = AgentChannel.TEXT.uidOn(agent().call("ui_get_snapshot", Map.of()), "\"Switch Tile\"");
        CallToolResult click = agent().call("ui_perform", Map.of("actions", List.of(Map.of("type", "click",
                "target", Map.of("ref", Map.of("uid", tile))))));
        assertThat(click.isError()).as(AgentChannel.TEXT.read(click)).isFalse();
        // "waited 5 pulses of 240 ms (the app's own frames)" is the click's own word on a slow frame, not a trace's
        assertThat(AgentChannel.TEXT.read(click)).as("the text block alone").doesNotContain("traced ")
                .doesNotContain("skins on the FX thread").doesNotContainPattern("\\d+ pulses, median")
                .doesNotContain("long pulse at");
        assertThat(AgentChannel.STRUCTURED.read(click)).as("structuredContent alone").doesNotContain("\"skins\"")
                .doesNotContain("\"pulses\"").doesNotContain("\"tracedMs\"");
    }

    private static McpAgent agent() {
        return TILES_FX.agent();
    }
}
