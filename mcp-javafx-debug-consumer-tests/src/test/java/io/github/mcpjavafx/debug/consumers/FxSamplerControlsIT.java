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

            assertThat(ownProperties(rating, "rating")).as("structuredContent alone")
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
            assertThat(ownProperties(toggle, "selected")).as("the switch's own property").contains("\"selected\":true");
        });
    }

    @Test
    void escapeOnAnAnimatedPopOverIsAnsweredWithThePopOverClosed() {
        drive(() -> {
            open("PopOver");
            CallToolResult found = agent().call("ui_query", Map.of("selector", Map.of("css", "Rectangle")));
            Matcher corner = Pattern.compile("Rectangle u-\\w+ .*@([\\d.]+),([\\d.]+) ").matcher(AgentChannel.TEXT.read(found));
            assertThat(corner.find()).as(AgentChannel.TEXT.read(found)).isTrue();
            // The sample's label covers the rectangle's center: a person double-clicks beside it, as here.
            CallToolResult opened = perform(Map.of("type", "click", "clickCount", 2,
                    "x", Double.parseDouble(corner.group(1)) + 15, "y", Double.parseDouble(corner.group(2)) + 15));
            assertThat(AgentChannel.TEXT.read(opened)).containsPattern("opened Popup\\[\\d] PopOver");
            String inside = AgentChannel.TEXT.uidOn(opened, "shows ");

            CallToolResult escaped = perform(Map.of("type", "pressKey", "key", "ESCAPE"));

            assertThat(AgentChannel.TEXT.read(escaped)).containsPattern("\nclosed Popup\\[\\d] PopOver owner=0");
            assertThat(AgentChannel.STRUCTURED.read(escaped)).as("structuredContent alone")
                    .containsPattern("\"closed\":\\[\"Popup\\[\\d] PopOver owner=0\"]");
            CallToolResult gone = agent().call("ui_get_node", Map.of("target", ref(inside)));
            assertThat(gone.isError()).as("the popover's content, in the app").isTrue();
            assertThat(AgentChannel.STRUCTURED.read(gone)).contains("MCP_UI_STALE_REF");
            assertThat(AgentChannel.TEXT.read(agent().call("ui_get_snapshot", Map.of("stage", "all", "depth", 1))))
                    .as("the app's windows").doesNotContain("Popup[");
        });
    }

    @Test
    void aClickOnAWorldMapViewsCountryReportsTheMapsSelection() {
        drive(() -> {
            open("WorldMapView");
            String map = AgentChannel.TEXT.uidOn(agent().call("ui_query", Map.of("selector", Map.of("css", "WorldMapView"))),
                    "WorldMapView u-");
            CallToolResult countries = agent().call("ui_query", Map.of("selector",
                    Map.of("predicate", Map.of("typeIs", List.of("CountryView"))), "limit", 400));
            String country = null;
            String code = null;
            for (String line : AgentChannel.TEXT.read(countries).lines().toList()) {
                Matcher size = Pattern.compile("@\\S+ (\\d+)(?:\\.\\d+)?x(\\d+)").matcher(line);
                if (size.find() && Integer.parseInt(size.group(1)) >= 12 && Integer.parseInt(size.group(2)) >= 12) {
                    country = AgentChannel.TEXT.uidOn(countries, line); // a country large enough to hit at its center
                    Matcher named = Pattern.compile("CountryView u-\\w+ \"[^\"]+ \\((\\w+)\\)\"").matcher(line);
                    assertThat(named.find()).as("the country's line names it: " + line).isTrue();
                    code = named.group(1);
                    break;
                }
            }
            assertThat(country).as(AgentChannel.TEXT.read(countries)).isNotNull();
            assertThat(AgentChannel.STRUCTURED.read(countries)).as("structuredContent alone")
                    .contains("CountryView " + country + " \\\"").contains("(" + code + ")\\\"");
            assertThat(AgentChannel.TEXT.read(countries)).as("the countries by their names").contains("\"Germany (DE)\"");

            CallToolResult clicked = perform(Map.of("type", "click", "target", ref(country)));

            Matcher selected = Pattern.compile("changed WorldMapView " + map + " selectedCountries=\\[(\\w+)]")
                    .matcher(AgentChannel.TEXT.read(clicked));
            assertThat(selected.find()).as(AgentChannel.TEXT.read(clicked)).isTrue();
            assertThat(AgentChannel.STRUCTURED.read(clicked)).as("structuredContent alone")
                    .contains("\"changed\":[\"WorldMapView " + map + " selectedCountries=[" + selected.group(1) + "]");
            assertThat(ownProperties(map, "selectedCountries")).as("the map's own selection")
                    .contains("\"selectedCountries\":\"[" + selected.group(1) + "]\"");
            assertThat(selected.group(1)).as("the country the app selected is the one the clicked line named").isEqualTo(code);
        });
    }

    @Test
    void aSegmentedButtonsToggleIsReportedAsAChangeOfTheSegmentedButton() {
        drive(() -> {
            open("SegmentedButton");
            CallToolResult weeks = agent().call("ui_query", Map.of("selector", Map.of("text", "week")));
            String line = lineWith(AgentChannel.TEXT.read(weeks), "ToggleButton u-", "\"week\"", " in SegmentedButton u-");
            String week = AgentChannel.TEXT.uidOn(weeks, line);
            String segmented = line.substring(line.indexOf(" in SegmentedButton ") + " in SegmentedButton ".length()).split(" ")[0];

            CallToolResult clicked = perform(Map.of("type", "click", "target", ref(week)));

            assertThat(AgentChannel.TEXT.read(clicked)).containsPattern("changed SegmentedButton " + segmented + " .*selected=\"week\"");
            String structured = AgentChannel.STRUCTURED.read(clicked);
            assertThat(structured.substring(structured.indexOf("\"changed\":"))).as("structuredContent alone")
                    .startsWith("\"changed\":[\"SegmentedButton " + segmented + " ").contains("selected=\\\"week\\\"");
            assertThat(ownProperties(week, "selected")).as("the toggle's own property").contains("\"selected\":true");
        });
    }

    @Test
    void typingIntoAnAutoCompleteFieldNamesTheFieldAndItsPopupAsWhatOpened() {
        drive(() -> {
            open("AutoComplete");
            CallToolResult fields = agent().call("ui_query", Map.of("selector", Map.of("css", "TextField")));
            String field = AgentChannel.TEXT.uidOn(fields, "TextField u-", "text=\"\"");
            // ControlsFX shows its suggestions from a thread of its own, a quarter second after the keys: awaited here.
            CallToolResult typed = agent().call("ui_perform", Map.of("actions", List.of(
                    Map.of("type", "typeText", "target", ref(field), "text", "Co"),
                    Map.of("type", "wait", "until", "visible", "selector", Map.of("text", "Coca Cola", "match", "equals"),
                            "scope", Map.of("stage", "all")))));
            try {
                assertThat(typed.isError()).as(AgentChannel.TEXT.read(typed)).isFalse();
                for (AgentChannel channel : AgentChannel.values()) {
                    String read = channel.read(typed).replace("\\\"", "\""); // the JSON's lines as a model reads them
                    assertThat(read).as(channel.name() + ": the field is what received the keys, the popup what opened")
                            .contains("#0 typeText \"Co\" TextField " + field + " ").containsPattern("Popup\\[\\d] AutoCompletePopup owner=0");
                }

                CallToolResult more = perform(Map.of("type", "typeText", "text", "ca")); // the popup's list gets each key first

                assertThat(AgentChannel.TEXT.read(more)).startsWith("#0 typeText \"ca\" TextField " + field + " ");
                assertThat(ownProperties(field, "text")).as("the field's own text").contains("\"text\":\"Coca\"");
            } finally {
                // An open popup keeps the next test's first click. A picked suggestion is suggested again a quarter
                // second later, from ControlsFX's own thread; an empty field is suggested nothing, so its popup
                // closes and stays closed.
                perform(Map.of("type", "setText", "target", ref(field), "text", ""));
                perform(Map.of("type", "wait", "until", "hidden", "selector", Map.of("text", "Coca Cola", "match", "equals"),
                        "scope", Map.of("stage", "all"), "timeoutMs", 5000));
            }
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
            assertThat(AgentChannel.STRUCTURED.read(reread)).as("structuredContent alone").contains(combo + " \\\"CheckComboBox:\\\" checked=[Item 2]"); // the label beside it, then what is checked
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

    private static void open(String sampleName) {
        FX_SAMPLER.open(sampleName);
    }

    /** The node's own properties as the app holds them ({@code ui_get_node} {@code fx.properties}), in structuredContent. */
    private static String ownProperties(String uid, String... names) {
        return AgentChannel.STRUCTURED.read(agent().call("ui_get_node", Map.of("target", ref(uid), "properties",
                List.of(names))));
    }

    private static CallToolResult perform(Map<String, Object> action) {
        return FX_SAMPLER.perform(action);
    }

    private static Map<String, Object> ref(String uid) {
        return FxSamplerSession.ref(uid);
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
