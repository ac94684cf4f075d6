package io.github.mcpjavafx.debug.consumers;

import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * "Where does this colour come from?" asked of ControlsFX's own controls in FXSampler, as an agent asks it: the
 * uid found in the text block, {@code ui_get_node} with the style section, and the answer's stylesheet, line and
 * selector checked against the stylesheet the app really loaded (read from the URL the answer gives), in both
 * channels.
 */
class FxSamplerLooksIT {

    @RegisterExtension
    static final FxSamplerSession FX_SAMPLER = new FxSamplerSession("fxsampler-looks");

    @Test
    void aToggleSwitchsTrackColourIsTracedToControlsFxsRuleForItsState() {
        FX_SAMPLER.drive(() -> {
            FX_SAMPLER.open("ToggleSwitch");
            CallToolResult found = agent().call("ui_query", Map.of("selector", Map.of("css", ".toggle-switch .thumb-area")));
            String track = AgentChannel.TEXT.uidOn(found, "StackPane");

            CallToolResult read = agent().call("ui_get_node", Map.of("target", Map.of("ref", Map.of("uid", track)),
                    "fields", List.of("style")));

            JsonNode background = styleEntry(read, "-fx-background-color");
            assertThat(background.path("origin").asString()).isEqualTo("user agent");
            assertThat(background.path("stylesheet").asString()).isEqualTo("toggleswitch.css");
            String source = source(background.path("url").asString());
            int line = background.path("line").asInt();
            assertThat(source.lines().skip(line - 1).findFirst().orElseThrow())
                    .as("line %d of the stylesheet the app loaded", line).contains("-fx-background-color");
            String selector = background.path("selector").asString();
            assertThat(source).contains(selector + " {");
            assertThat(selector).as("an off switch's track is styled by the rule for any switch, not the selected one")
                    .isEqualTo(".toggle-switch .thumb-area");
            assertThat(AgentChannel.TEXT.read(read)).contains("-fx-background-color",
                    "user agent toggleswitch.css:" + line + " `" + selector + "`");
        });
    }

    /**
     * "Do the sampler's texts fit at 800x600?" FXSampler keeps its window at least 1000 wide, as a person dragging its
     * edge finds: the resize says so, a snapshot shows the window at the size it really has, and whichever texts the
     * answer names as cut, the node read next agrees.
     */
    @Test
    void aResizeStopsAtTheSamplersMinimumWidthAndSaysWhichTextsAreCut() {
        FX_SAMPLER.drive(() -> {
            FX_SAMPLER.open("ToggleSwitch");
            CallToolResult at800 = resize(800, 600);
            String said = AgentChannel.TEXT.read(at800);
            assertThat(said).contains("#0 window 800x600: ok, Stage[0] ", " 1000x600 at ",
                    "; not 800x600: the window's minWidth is 1000").containsPattern("; (no text is cut|\\d+ texts? cut: )");
            assertThat(AgentChannel.STRUCTURED.read(at800)).contains("the window's minWidth is 1000");
            Matcher was = Pattern.compile("\\(was (\\d+)x(\\d+) at").matcher(said); // absent: "(unchanged)"
            boolean changed = was.find();
            try {
                assertThat(AgentChannel.TEXT.read(agent().call("ui_get_snapshot", Map.of("depth", 1))))
                        .containsPattern("Stage\\[0\\] .*1000x600");
                Matcher first = Pattern.compile("\\d+ texts? cut: \\S+ (u-[0-9a-z]+)").matcher(said);
                if (first.find()) {
                    CallToolResult node = agent().call("ui_get_node", Map.of("target", Map.of("ref", Map.of("uid", first.group(1)))));
                    assertThat(AgentChannel.TEXT.read(node)).contains("its text is cut: it shows ");
                    assertThat(AgentChannel.STRUCTURED.read(node)).contains("\"cut\":\"its text is cut: it shows ");
                }
            } finally {
                if (changed) {
                    resize(Integer.parseInt(was.group(1)), Integer.parseInt(was.group(2)));
                }
            }
        });
    }

    private static CallToolResult resize(int width, int height) {
        CallToolResult result = agent().call("ui_perform", Map.of("actions", List.of(
                Map.of("type", "window", "width", width, "height", height))));
        assertThat(result.isError()).as(AgentChannel.TEXT.read(result)).isNotEqualTo(Boolean.TRUE);
        return result;
    }

    private static JsonNode styleEntry(CallToolResult read, String property) {
        JsonNode node = JsonMapper.builder().build().readTree(AgentChannel.STRUCTURED.read(read));
        for (JsonNode style : node.path("style")) {
            if (style.path("property").asString().equals(property)) {
                return style;
            }
        }
        throw new AssertionError(property + " not in the style section:\n" + AgentChannel.TEXT.read(read));
    }

    private static String source(String url) {
        try (InputStream in = URI.create(url).toURL().openStream()) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("the stylesheet at " + url, e);
        }
    }

    private static McpAgent agent() {
        return FX_SAMPLER.agent();
    }
}
