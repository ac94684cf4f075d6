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
