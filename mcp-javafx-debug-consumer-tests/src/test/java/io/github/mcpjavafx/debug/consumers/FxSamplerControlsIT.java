package io.github.mcpjavafx.debug.consumers;

import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * ControlsFX's own controls in FXSampler, as an agent meets them: a Rating's and a RangeSlider's values read from
 * their lines and set with {@code setValue}, and ListSelectionView's icon-only move buttons told apart by their
 * lines. The uids are found in the text block, as a model finds them; the checks read {@code structuredContent}
 * alone, as Claude Code hands it to the model.
 */
class FxSamplerControlsIT {

    @RegisterExtension
    static final FxSamplerSession FX_SAMPLER = new FxSamplerSession("fxsampler-controls");

    @Test
    void aRatingIsReadFromItsLineAndSetWithSetValue() {
        drive(() -> {
            open("Rating");
            CallToolResult found = agent().call("ui_query", Map.of("selector", Map.of("css", "Rating")));
            String rating = AgentChannel.TEXT.uidOn(found, "Rating u-", "rating=");
            assertThat(AgentChannel.STRUCTURED.read(found)).as("structuredContent alone").containsPattern("rating=\\d");

            CallToolResult set = perform(Map.of("type", "setValue", "target", ref(rating), "property", "rating", "value", 4));
            assertThat(AgentChannel.TEXT.read(set)).contains("setValue rating=4 Rating " + rating, "rating=4.0", ": ok");

            CallToolResult reread = agent().call("ui_get_node", Map.of("target", ref(rating), "properties", List.of("rating")));
            assertThat(AgentChannel.STRUCTURED.read(reread)).as("structuredContent alone")
                    .contains("\"rating\":4.0").contains("Rating");
        });
    }

    @Test
    void aRangeSlidersLowAndHighValuesAreReadAndTheLowOneIsSet() {
        drive(() -> {
            open("RangeSlider");
            CallToolResult found = agent().call("ui_query", Map.of("selector", Map.of("css", "RangeSlider")));
            String line = lineWith(AgentChannel.TEXT.read(found), "RangeSlider u-", "lowValue=", "highValue=");
            String slider = AgentChannel.TEXT.uidOn(found, line);
            double min = number(line, "min");
            double high = number(line, "highValue");
            long low = Math.round(min + (high - min) / 2);

            CallToolResult set = perform(Map.of("type", "setValue", "target", ref(slider), "property", "lowValue", "value", low));
            assertThat(AgentChannel.TEXT.read(set)).contains("lowValue=" + low + ".0", ": ok");

            CallToolResult outside = agent().call("ui_perform", Map.of("actions", List.of(Map.of("type", "setValue",
                    "target", ref(slider), "property", "lowValue", "value", min - 1))));
            assertThat(outside.isError()).isTrue();
            assertThat(AgentChannel.STRUCTURED.read(outside)).contains("NOT_A_VALUE");

            CallToolResult reread = agent().call("ui_query", Map.of("selector", Map.of("css", "RangeSlider")));
            assertThat(AgentChannel.STRUCTURED.read(reread)).as("structuredContent alone")
                    .contains(slider + " ").contains("lowValue=" + low + ".0");
        });
    }

    @Test
    void aToggleSwitchClickedByItsUidTurnsOnAsItsOwnPropertySays() {
        drive(() -> {
            open("ToggleSwitch");
            CallToolResult found = agent().call("ui_query", Map.of("selector", Map.of("css", "ToggleSwitch")));
            String off = AgentChannel.TEXT.read(found).lines().filter(line -> line.startsWith("ToggleSwitch u-"))
                    .filter(line -> !line.contains(" on @")).findFirst()
                    .orElseThrow(() -> new AssertionError("no ToggleSwitch that is off in:\n" + AgentChannel.TEXT.read(found)));
            String toggle = AgentChannel.TEXT.uidOn(found, off);

            CallToolResult clicked = perform(Map.of("type", "click", "target", ref(toggle)));

            assertThat(AgentChannel.STRUCTURED.read(clicked)).as("structuredContent alone")
                    .doesNotContain("noVisibleChange").contains("ToggleSwitch " + toggle);
            CallToolResult reread = agent().call("ui_get_node", Map.of("target", ref(toggle), "properties", List.of("selected")));
            assertThat(AgentChannel.STRUCTURED.read(reread)).as("the switch's own property").contains("\"selected\":true");
        });
    }

    @Test
    void aCheckComboBoxSaysWhichItemsAreChecked() {
        drive(() -> {
            open("CheckComboBox");
            String combo = AgentChannel.TEXT.uidOn(agent().call("ui_query", Map.of("selector", Map.of("css", "CheckComboBox"))),
                    "CheckComboBox u-");
            List<String> popup = AgentChannel.TEXT.read(perform(Map.of("type", "click", "target", ref(combo)))).lines().toList();
            int cell = popup.indexOf(popup.stream().filter(line -> line.contains("\"Item 2\"")).findFirst().orElseThrow());
            String box = AgentChannel.TEXT.uidOn(agent().call("ui_query", Map.of("selector", Map.of("css", "CheckBox"))),
                    popup.get(cell + 1).replaceAll("^shows ", "").trim());

            String checked = AgentChannel.TEXT.read(perform(Map.of("type", "click", "target", ref(box))));
            perform(Map.of("type", "pressKey", "key", "ESCAPE"));

            assertThat(checked).contains("(became checked)");
            CallToolResult reread = agent().call("ui_query", Map.of("selector", Map.of("css", "CheckComboBox")));
            assertThat(AgentChannel.STRUCTURED.read(reread)).as("structuredContent alone").contains(combo + " \\\"Item 2\\\" checked=[Item 2]"); // what its box shows, then what is checked
        });
    }

    @Test
    void listSelectionViewsMoveButtonsAreToldApartByTheirLines() {
        drive(() -> {
            open("Selection");
            CallToolResult buttons = agent().call("ui_query", Map.of("selector", Map.of("css", "ListSelectionView .button")));
            String structured = AgentChannel.STRUCTURED.read(buttons);
            List<String> lines = new ArrayList<>();
            for (String line : AgentChannel.TEXT.read(buttons).lines().toList()) {
                if (line.contains("Button u-")) {
                    lines.add(line.replaceAll("\\bu-[0-9a-z]+\\b", "").replaceAll(" @\\S+ \\S+", ""));
                }
            }
            assertThat(lines).as("the move buttons' lines").hasSizeGreaterThanOrEqualTo(4)
                    .allMatch(line -> line.contains("graphic=") || line.contains("tooltip="));
            Set<String> distinct = new HashSet<>(lines);
            assertThat(distinct).as("what tells them apart: %s", lines).hasSizeGreaterThanOrEqualTo(4);
            assertThat(structured).as("structuredContent alone").contains("ANGLE_RIGHT").contains("ANGLE_DOUBLE_RIGHT");
        });
    }

    @Test
    void aContainerTooWideForOneSnapshotIsReadToItsEndByFollowingItsPageLines() {
        drive(() -> {
            open("Glyph Font");
            Pattern page = Pattern.compile("… [\\d,]+ more of (u-\\w+)'s ([\\d,]+) children \\([\\d,]+ nodes\\): "
                    + "ui_get_snapshot \\{\"root\": \\{\"uid\": \"u-\\w+\"}, \"from\": (\\d+)}");
            Pattern button = Pattern.compile("Button u-\\w+ \"([A-Z0-9_]+)\"");
            // The JSON's lines as a model reads them: its strings' quotes unescaped.
            String window = AgentChannel.STRUCTURED.read(agent().call("ui_get_snapshot", Map.of())).replace("\\\"", "\"");
            Matcher first = page.matcher(window);
            assertThat(first.find()).as("a page line in the window's snapshot, in structuredContent alone").isTrue();
            String grid = first.group(1);
            int children = Integer.parseInt(first.group(2).replace(",", ""));
            Set<String> glyphs = new HashSet<>(all(button, window));
            assertThat(glyphs).as("the grid's first buttons are read at once").isNotEmpty();

            String from = first.group(3);
            for (int call = 0; from != null && call < 10; call++) {
                String text = AgentChannel.TEXT.read(agent().call("ui_get_snapshot",
                        Map.of("root", Map.of("uid", grid), "from", Integer.parseInt(from))));
                assertThat(text).as("a page never points at its own call")
                        .doesNotContain("\"uid\": \"" + grid + "\"}, \"from\": " + from + "}");
                glyphs.addAll(all(button, text));
                Matcher next = page.matcher(text);
                from = next.find() ? next.group(3) : null;
            }
            assertThat(from).as("the last page says there is no more").isNull();
            assertThat(glyphs).as("every glyph button of the grid, page by page").hasSize(children)
                    .contains("TRASH_ALT", "STAR", "YOUTUBE");
        });
    }

    private static List<String> all(Pattern pattern, String text) {
        List<String> found = new ArrayList<>();
        Matcher m = pattern.matcher(text);
        while (m.find()) {
            found.add(m.group(1));
        }
        return found;
    }

    /** Searches the sample tree for the sample and opens the first tree row that names it, as an agent does. */
    private static void open(String sampleName) {
        String search = AgentChannel.TEXT.uidOn(agent().call("ui_get_snapshot", Map.of()), "TextField", "prompt=\"Search\"");
        perform(Map.of("type", "setText", "target", ref(search), "text", sampleName));
        String sample = AgentChannel.TEXT.uidOn(agent().call("ui_query",
                Map.of("selector", Map.of("text", sampleName))), "TreeCell", sampleName);
        perform(Map.of("type", "click", "target", ref(sample)));
    }

    private static CallToolResult perform(Map<String, Object> action) {
        CallToolResult result = agent().call("ui_perform", Map.of("actions", List.of(action)));
        assertThat(result.isError()).as(AgentChannel.TEXT.read(result)).isFalse();
        return result;
    }

    private static Map<String, Object> ref(String uid) {
        return Map.of("ref", Map.of("uid", uid));
    }

    private static String lineWith(String text, String... fragments) {
        return text.lines().filter(line -> List.of(fragments).stream().allMatch(line::contains)).findFirst()
                .orElseThrow(() -> new AssertionError("No line mentions " + List.of(fragments) + " in:\n" + text));
    }

    private static double number(String line, String name) {
        Matcher value = Pattern.compile("\\b" + name + "=(-?[0-9.]+)").matcher(line);
        assertThat(value.find()).as("%s= on %s", name, line).isTrue();
        return Double.parseDouble(value.group(1));
    }

    private static void drive(Runnable scenario) {
        FX_SAMPLER.drive(scenario);
    }

    private static McpAgent agent() {
        return FX_SAMPLER.agent();
    }
}
