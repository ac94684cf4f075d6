package io.github.mcpjavafx.debug.consumers;

import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What an action's answer says in FXSampler, beyond "ok", and that it is true of the app: a double-click that landed
 * on the PopOver sample's caption names the rectangle beneath it and where to press it, and that point opens the
 * PopOver; a world map thinned to one country says what its group lost and what it holds now; a field without a
 * prompt carries the label beside it on its own line, and the label is not listed again. Uids come from the text
 * block, as a model finds them; each check reads one channel alone, and the app is read afresh to confirm.
 */
class FxSamplerAnswersIT {

    @RegisterExtension
    static final FxSamplerSession FX_SAMPLER = new FxSamplerSession("fxsampler-answers");

    private static final Pattern CAPTION = Pattern.compile("ok; nothing on its way handles a press, "
            + "Rectangle (u-\\w+) beneath it does: reachable at @(-?[\\d.]+),(-?[\\d.]+)");

    private static final Pattern THINNED = Pattern.compile("(\\d+) CountryView from Group (u-\\w+), "
            + "which now holds CountryView (u-\\w+) \"Austria \\(AT\\)\"");

    /** The AutoComplete sample's labels, each before its field in the sample's grid; its fields have no prompt. */
    private static final List<String> LABELS = List.of("Auto-complete Text", "Learning TextField",
            "Color TextField with custom CellFactory");

    @Test
    void aDoubleClickOnThePopOverCaptionNamesTheRectangleBeneathAndItsPointOpensThePopOver() {
        drive(() -> {
            open("PopOver");
            String caption = AgentChannel.TEXT.uidOn(agent().call("ui_query", Map.of("selector",
                    Map.of("text", "Double Click for PopOver"))), "Label u-");

            CallToolResult onCaption = perform(Map.of("type", "click", "target", ref(caption), "clickCount", 2));
            String text = AgentChannel.TEXT.read(onCaption);
            System.out.println("FXSampler PopOver, a double-click on the caption: " + text);
            Matcher hint = CAPTION.matcher(text);
            assertThat(hint.find()).as("the caption's answer:\n%s", text).isTrue();
            assertThat(text.lines().findFirst().orElse("")).as("the hint is on the caption's own line")
                    .startsWith("#0 click x2 Label " + caption + " ").endsWith(hint.group());
            assertThat(AgentChannel.STRUCTURED.read(onCaption)).as("structuredContent alone").contains(hint.group());
            // the caption handles no press, so the app opened nothing
            assertThat(windows()).as("the app's windows after the caption's double-click").doesNotContain("Popup[");
            assertThat(AgentChannel.TEXT.read(agent().call("ui_query", Map.of("selector", Map.of("css", "Rectangle")))))
                    .as("the rectangle named is in the app, and handles a press").contains("Rectangle " + hint.group(1) + " clickable");

            CallToolResult opened = perform(Map.of("type", "click", "clickCount", 2,
                    "x", Double.parseDouble(hint.group(2)), "y", Double.parseDouble(hint.group(3))));
            System.out.println("FXSampler PopOver, a double-click at the point offered: " + AgentChannel.TEXT.read(opened));
            try {
                assertThat(AgentChannel.TEXT.read(opened)).as("the press reached the rectangle named, and opened the PopOver")
                        .startsWith("#0 click (" + hint.group(2) + "," + hint.group(3) + ") x2 Rectangle " + hint.group(1) + " ")
                        .contains("\nopened Popup[1] PopOver owner=0\n");
                assertThat(AgentChannel.STRUCTURED.read(opened)).as("structuredContent alone")
                        .contains("\"opened\":[\"Popup[1] PopOver owner=0\"");
                assertThat(windows()).as("the app's windows").contains("Popup[1] PopOver");
            } finally {
                perform(Map.of("type", "pressKey", "key", "ESCAPE"));
            }
            assertThat(windows()).as("the app's windows after ESCAPE").doesNotContain("Popup[");
        });
    }

    @Test
    void choosingAustriaInTheCountryListSaysWhatEachMapsGroupLostAndHoldsNow() {
        drive(() -> {
            open("WorldMapView");
            String list = AgentChannel.TEXT.uidOn(agent().call("ui_query", Map.of("selector",
                    Map.of("predicate", Map.of("typeIs", List.of("ListView"))))), "ListView u-");

            CallToolResult chosen = perform(Map.of("type", "select", "target", ref(list), "item", "Austria"));
            String text = AgentChannel.TEXT.read(chosen);
            String structured = unquoted(AgentChannel.STRUCTURED.read(chosen));
            System.out.println("FXSampler WorldMapView, Austria chosen: " + text);
            // the sample shows the chosen countries twice: on its map and on the small map of its control panel
            List<String> held = new ArrayList<>();
            Matcher thinned = THINNED.matcher(text);
            while (thinned.find()) {
                assertThat(text).as("the text block").contains("\nremoved " + thinned.group());
                assertThat(structured).as("structuredContent alone (removedLines)").contains("\"" + thinned.group() + "\"");
                assertThat(Integer.parseInt(thinned.group(1))).as("countries gone").isGreaterThan(100);
                // compact, as an agent reads it: a country is listed by its name even where it has no handler (the big map)
                String group = AgentChannel.TEXT.read(agent().call("ui_get_snapshot", Map.of("root",
                        Map.of("uid", thinned.group(2)))));
                assertThat(group.lines().filter(line -> line.contains("CountryView u-"))).as("what the group holds now:\n%s", group)
                        .singleElement().asString().contains("CountryView " + thinned.group(3) + " \"Austria (AT)\"");
                held.add(thinned.group(3));
            }
            long maps = AgentChannel.TEXT.read(agent().call("ui_query", Map.of("selector",
                    Map.of("predicate", Map.of("typeIs", List.of("WorldMapView"))))))
                    .lines().filter(line -> line.startsWith("WorldMapView u-")).count();
            assertThat(held).as("one thinned group per map in the app, in the answer:\n%s", text).hasSize((int) maps).isNotEmpty();

            CallToolResult countries = agent().call("ui_query", Map.of("selector",
                    Map.of("predicate", Map.of("typeIs", List.of("CountryView"))), "limit", 400));
            List<String> shown = AgentChannel.TEXT.read(countries).lines().filter(line -> line.startsWith("CountryView u-")).toList();
            assertThat(shown).as("every country the app shows now is Austria, one per map")
                    .allMatch(line -> line.contains(" \"Austria (AT)\"")).hasSameSizeAs(held);
            assertThat(shown.stream().map(line -> line.split(" ")[1])).as("the countries the answer said they hold")
                    .containsExactlyInAnyOrderElementsOf(held);
        });
    }

    @Test
    void anAutoCompleteFieldCarriesTheLabelBesideItAndTheLabelIsNotAddedAgain() {
        drive(() -> {
            CallToolResult opened = open("AutoComplete");
            System.out.println("FXSampler AutoComplete opened: " + AgentChannel.TEXT.read(opened));
            Map<?, ?> changes = (Map<?, ?>) ((Map<?, ?>) opened.structuredContent()).get("changes");
            Map<String, List<?>> addedLines = Map.of(
                    "the text block", AgentChannel.TEXT.read(opened).lines().filter(line -> line.startsWith("added "))
                            .map(line -> line.substring("added ".length())).toList(),
                    "structuredContent alone (addedLines)", (List<?>) changes.get("addedLines"));
            addedLines.forEach((channel, added) -> {
                for (String label : LABELS) {
                    assertThat(added).as(channel + ": the sample's field, with its label").asString()
                            .containsPattern("TextField u-\\w+ text=\"\" label=\"" + Pattern.quote(label) + "\"");
                    assertThat(added).as(channel + ": the label is not listed again")
                            .noneMatch(line -> String.valueOf(line).startsWith("Label ")
                                    && String.valueOf(line).contains(" \"" + label + "\""));
                }
            });

            String field = AgentChannel.TEXT.uidOn(opened, "added TextField u-", "label=\"Auto-complete Text\"");
            CallToolResult read = agent().call("ui_get_snapshot", Map.of("root", Map.of("uid", field)));
            assertThat(AgentChannel.TEXT.read(read).lines()).as("the field's own line")
                    .anyMatch(line -> line.trim().startsWith("TextField " + field + " ")
                            && line.endsWith(" label=\"Auto-complete Text\""));
            assertThat(unquoted(AgentChannel.STRUCTURED.read(read))).as("structuredContent alone")
                    .contains("TextField " + field + " text=\"\" label=\"Auto-complete Text\"");

            // the label is really in the app, left of the field on its row
            CallToolResult label = agent().call("ui_query", Map.of("selector", Map.of("text", "Auto-complete Text", "match", "equals")));
            CallToolResult fields = agent().call("ui_query", Map.of("selector", Map.of("css", "TextField")));
            double[] labelBox = box(AgentChannel.TEXT.read(label), "Label u-");
            double[] fieldBox = box(AgentChannel.TEXT.read(fields), "TextField " + field + " ");
            assertThat(labelBox[0] + labelBox[2]).as("the label ends left of the field").isLessThanOrEqualTo(fieldBox[0]);
            assertThat(labelBox[1]).as("the label is on the field's row")
                    .isBetween(fieldBox[1] - labelBox[3], fieldBox[1] + fieldBox[3]);
        });
    }

    /** x, y, width and height from the {@code @x,y WxH} of the first line that contains {@code fragment}. */
    private static double[] box(String text, String fragment) {
        Pattern at = Pattern.compile("@(-?[\\d.]+),(-?[\\d.]+) ([\\d.]+)x([\\d.]+)");
        for (String line : text.lines().filter(line -> line.contains(fragment)).toList()) {
            Matcher m = at.matcher(line);
            if (m.find()) {
                return new double[] {Double.parseDouble(m.group(1)), Double.parseDouble(m.group(2)),
                        Double.parseDouble(m.group(3)), Double.parseDouble(m.group(4))};
            }
        }
        throw new AssertionError("No line with " + fragment + " and a place on screen in:\n" + text);
    }

    /** Every window of the app and its popups, one level deep, as a snapshot lists them. */
    private static String windows() {
        return AgentChannel.TEXT.read(agent().call("ui_get_snapshot", Map.of("stage", "all", "depth", 1)));
    }

    /** The JSON's lines as a model reads them: its strings' quotes unescaped. */
    private static String unquoted(String read) {
        return read.replace("\\\"", "\"");
    }

    private static CallToolResult open(String sampleName) {
        return FX_SAMPLER.open(sampleName);
    }

    private static CallToolResult perform(Map<String, Object> action) {
        return FX_SAMPLER.perform(action);
    }

    private static Map<String, Object> ref(String uid) {
        return FxSamplerSession.ref(uid);
    }

    private static void drive(Runnable scenario) {
        FX_SAMPLER.drive(scenario);
    }

    private static McpAgent agent() {
        return FX_SAMPLER.agent();
    }
}
