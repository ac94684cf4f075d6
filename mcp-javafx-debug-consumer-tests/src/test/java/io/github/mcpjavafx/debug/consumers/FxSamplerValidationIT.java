package io.github.mcpjavafx.debug.consumers;

import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * FXSampler's Validation sample, launched with the {@code --add-opens} its decorations need: the message ControlsFX's
 * ValidationSupport shows in the tooltip of the icon beside an empty required field is on the field's line, with no
 * hovering; once the field holds a text the app takes the decoration away, and the line says so. The sample shows no
 * error until its first edit, which shows every invalid field's: the batch of that edit names each of those fields
 * with its message among its changes. Uids come from the text block; each check reads one channel alone.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class FxSamplerValidationIT {

    @RegisterExtension
    static final FxSamplerSession FX_SAMPLER = new FxSamplerSession("fxsampler-validation",
            List.of("--add-opens", "javafx.graphics/javafx.scene=org.controlsfx.controls"));

    private static final String MESSAGE = "validation=\"Text is required\"";

    /** The other fields' errors the sample shows from its first edit on: the field's type, and the message. */
    private static final Map<String, String> OTHER_ERRORS = Map.of(
            "ComboBox", "ComboBox Selection required",
            "ChoiceBox", "ChoiceBox Selection required",
            "CheckBox", "Checkbox should be checked",
            "Slider", "Slider value should be > 0");

    /** First: the sample shows its fields' errors from the first edit of the session on, once. */
    @Test
    @Order(1)
    void theFirstEditsBatchNamesEveryOtherFieldWhoseErrorItShowed() {
        FX_SAMPLER.drive(() -> {
            McpAgent agent = FX_SAMPLER.agent();
            openTheSample(agent);
            String field = requiredField(agent);

            CallToolResult edited = ok(agent.call("ui_perform", Map.of("actions", List.of(
                    Map.of("type", "setText", "target", Map.of("ref", Map.of("uid", field)), "text", "Ada"),
                    Map.of("type", "setText", "target", Map.of("ref", Map.of("uid", field)), "text", "")))));
            String text = AgentChannel.TEXT.read(edited);
            System.out.println("FXSampler Validation, the first edit's batch: " + text);

            // the JSON's lines as a model reads them: its strings' quotes unescaped
            String structured = AgentChannel.STRUCTURED.read(edited).replace("\\\"", "\"");
            List<String> changed = text.lines().filter(line -> line.startsWith("changed ")).toList();
            OTHER_ERRORS.forEach((type, message) -> {
                String line = changed.stream().filter(c -> c.startsWith("changed " + type + " u-")).findFirst()
                        .orElseThrow(() -> new AssertionError("no changed line of the " + type + " in:\n" + text));
                assertThat(line).as("the text block").contains(" validation=\"" + message + "\"");
                assertThat(structured).as("structuredContent alone").contains(line.substring("changed ".length()));
                String uid = line.split(" ")[2];
                // the app's own icon over the field, its tooltip as ControlsFX set it
                String inside = AgentChannel.TEXT.read(agent.call("ui_get_snapshot", Map.of("root", Map.of("uid", uid),
                        "includeControlInternals", true)));
                assertThat(inside).as("what the app shows over the " + type).contains("tooltip=\"" + message + "\"");
            });
        });
    }

    @Test
    @Order(2)
    void anEmptyRequiredFieldsLineCarriesItsValidationMessageUntilItIsFilled() {
        FX_SAMPLER.drive(() -> {
            McpAgent agent = FX_SAMPLER.agent();
            openTheSample(agent);

            String field = requiredField(agent);
            setText(agent, field, "Ada");
            CallToolResult emptied = setText(agent, field, "");
            System.out.println("FXSampler Validation, the required field emptied: " + AgentChannel.TEXT.read(emptied));

            CallToolResult empty = agent.call("ui_query", Map.of("selector", Map.of("css", "TextField")));
            assertThat(AgentChannel.TEXT.read(empty)).as("the emptied field's line").contains(field + " text=\"\" " + MESSAGE);
            assertThat(AgentChannel.STRUCTURED.read(empty)).as("structuredContent alone")
                    .contains(field + " text=\\\"\\\" " + MESSAGE.replace("\"", "\\\""));

            setText(agent, field, "Ada");
            String filled = AgentChannel.TEXT.read(agent.call("ui_get_snapshot", Map.of("root", Map.of("uid", field))));
            assertThat(filled).as("the filled field's line: the app took its decoration away")
                    .contains(field + " text=\"Ada\"").doesNotContain(MESSAGE);
        });
    }

    private static void openTheSample(McpAgent agent) {
        String tree = AgentChannel.TEXT.uidOn(agent.call("ui_get_snapshot", Map.of()), "TreeView u-");
        ok(agent.call("ui_perform", Map.of("actions", List.of(Map.of("type", "select",
                "target", Map.of("ref", Map.of("uid", tree)), "item", "Component Validation")))));
    }

    /** The sample's text field, the first one after the sample tree's search field, from the text block. */
    private static String requiredField(McpAgent agent) {
        String fields = AgentChannel.TEXT.read(agent.call("ui_query", Map.of("selector", Map.of("css", "TextField"))));
        return fields.lines().filter(line -> line.startsWith("TextField u-") && !line.contains("prompt=\"Search\""))
                .map(line -> line.split(" ")[1]).findFirst()
                .orElseThrow(() -> new AssertionError("No sample text field in:\n" + fields));
    }

    private static CallToolResult setText(McpAgent agent, String uid, String text) {
        return ok(agent.call("ui_perform", Map.of("actions", List.of(Map.of("type", "setText",
                "target", Map.of("ref", Map.of("uid", uid)), "text", text)))));
    }

    private static CallToolResult ok(CallToolResult result) {
        assertThat(result.isError()).as(AgentChannel.TEXT.read(result)).isFalse();
        return result;
    }
}
