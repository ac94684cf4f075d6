package io.github.mcpjavafx.debug.consumers;

import io.github.mcpjavafx.debug.testsupport.Await;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.ImageContent;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.time.Duration;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static io.github.mcpjavafx.debug.consumers.AppSession.ref;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * TilesFX's dashboard as an agent meets it: custom tiles drawn with shapes, texts and canvases, animating all the
 * time. Each tile's line says its title, the value as it is shown with its unit, and a switch's state; the whole
 * first snapshot stays within 20,000 characters in each channel; the switch drawn as a Rectangle is found as
 * clickable, marked in a screenshot and, clicked, turns the tile on, as the app itself prints and its property says.
 * Each check reads one channel, as a model does: the text block alone, or {@code structuredContent} alone.
 */
class TilesFxScreensIT {

    private static final int SNAPSHOT_BUDGET = 20_000;
    private static final Pattern TRACK = Pattern.compile(
            "range=(-?[\\d.]+)\\.\\.(-?[\\d.]+) track=@(-?[\\d.]+),(-?[\\d.]+)\\.\\.(-?[\\d.]+),(-?[\\d.]+)");
    private static final Pattern GAUGE = Pattern.compile("Tile u-[0-9a-z]+ \\\\?\"Gauge Tile\\\\?\" \\d+\\.\\d V");

    @RegisterExtension
    static final AppSession TILES_FX = TilesFx.session("tilesfx-screens");

    @Test
    void theFirstSnapshotSaysEachTilesTitleValueAndStateWithinBudgetInEachChannel() {
        CallToolResult snapshot = agent().call("ui_get_snapshot", Map.of());
        for (AgentChannel channel : AgentChannel.values()) {
            String read = channel.read(snapshot);
            assertThat(read.length()).as("%s channel size", channel).isLessThanOrEqualTo(SNAPSHOT_BUDGET);
            assertThat(read).as("%s channel", channel).containsPattern(GAUGE)
                    .containsPattern("Tile u-[0-9a-z]+ \\\\?\"Switch Tile\\\\?\" (off|on)") // on once the other test clicked it
                    .containsPattern("Tile u-[0-9a-z]+ \\\\?\"Percentage Tile\\\\?\" \\d+\\.\\d %")
                    .doesNotContain("formerValue").doesNotContain("autoReferenceValue")
                    .contains("and 175 more alike");
        }
        List<String> tiles = AgentChannel.TEXT.read(snapshot).lines().filter(line -> line.trim().startsWith("Tile u-")).toList();
        assertThat(tiles).hasSize(57);
        assertThat(tiles.stream().filter(line -> line.contains(" \"")).count()).as("tiles with a title on their line")
                .isGreaterThanOrEqualTo(55);

        String gauge = AgentChannel.TEXT.uidOn(snapshot, "\"Gauge Tile\"");
        CallToolResult properties = agent().call("ui_get_node", Map.of("target", ref(gauge), "properties", List.of("title", "unit")));
        assertThat(AgentChannel.STRUCTURED.read(properties)).as("the app's own properties")
                .contains("\"title\":\"Gauge Tile\"").contains("\"unit\":\"V\"");
    }

    @Test
    void theSwitchDrawnAsARectangleIsClickableMarkedAndClickedTurnsTheTileOn() {
        String tile = AgentChannel.TEXT.uidOn(agent().call("ui_get_snapshot", Map.of()), "\"Switch Tile\" off");

        CallToolResult interactive = agent().call("ui_get_snapshot", Map.of("interactive", true, "root", Map.of("uid", tile)));
        String track = AgentChannel.TEXT.uidOn(interactive, "Rectangle u-", "clickable");
        assertThat(AgentChannel.STRUCTURED.read(interactive)).as("structuredContent alone").contains(track + " clickable");

        CallToolResult marked = agent().call("ui_screenshot", Map.of("target", ref(tile), "marks", true));
        assertThat(marked.content()).anyMatch(ImageContent.class::isInstance);
        assertThat(AgentChannel.STRUCTURED.read(marked)).as("marks in structuredContent").contains("\"uid\":\"" + track + "\"");

        // as an agent reads the dashboard before it acts, over its model's seconds: its motion is seen before the click
        // (a read a moment before the click saw too little: a tile that ticked during it read as the click's effect)
        TilesFx.watchItMove(agent());
        CallToolResult click = agent().call("ui_perform", Map.of("actions", List.of(Map.of("type", "click", "target", ref(track)))));
        assertThat(click.isError()).as(AgentChannel.TEXT.read(click)).isFalse();
        // the click's own effect first, the dashboard's animations counted apart, in either channel
        String text = AgentChannel.TEXT.read(click);
        assertThat(text.lines().filter(line -> line.startsWith("changed ")).findFirst()).as(text)
                .hasValueSatisfying(line -> assertThat(line).contains("Tile " + tile + " \"Switch Tile\" on"));
        // the dashboard's animations, when they moved during the click, are one line apart: never a changed line
        assertThat(text).as("the click's answer, animations apart").hasSizeLessThanOrEqualTo(1_500);
        assertThat(text.lines().filter(line -> line.startsWith("changed ")).count()).as(text).isLessThanOrEqualTo(2);
        assertThat(AgentChannel.STRUCTURED.read(click)).as("structuredContent alone")
                .contains("\"changed\":[\"Tile " + tile + " \\\"Switch Tile\\\" on");

        TILES_FX.app().awaitLine(Pattern.compile("Switch pressed"), Duration.ofSeconds(10)); // the app printed that its switch was pressed
        CallToolResult active = agent().call("ui_get_node", Map.of("target", ref(tile), "properties", List.of("active")));
        assertThat(AgentChannel.STRUCTURED.read(active)).as("the tile's own property").contains("\"active\":true");
        assertThat(AgentChannel.TEXT.read(agent().call("ui_get_snapshot", Map.of("root", Map.of("uid", tile)))))
                .contains("Tile " + tile + " \"Switch Tile\" on");
    }

    @Test
    void aQueryByTypeAndTextFindsATileByTheTitleItsLineShows() {
        CallToolResult found = agent().call("ui_query", Map.of("selector",
                Map.of("predicate", Map.of("typeIs", List.of("Tile"), "textContains", "Led"))));
        for (AgentChannel channel : AgentChannel.values()) {
            assertThat(channel.read(found)).as("%s channel", channel).containsPattern("Tile u-[0-9a-z]+ \\\\?\"Led Tile\\\\?\"");
        }
        String led = AgentChannel.TEXT.uidOn(found, "Tile u-", "\"Led Tile\"");
        assertThat(AgentChannel.STRUCTURED.read(agent().call("ui_get_node", Map.of("target", ref(led), "properties", List.of("title")))))
                .as("the tile's own title").contains("\"title\":\"Led Tile\"");
    }

    @Test
    void aSliderTilesLineSaysItsRangeAndTrackAndADragAimedByThemSetsTheValue() {
        CallToolResult found = agent().call("ui_query", Map.of("selector",
                Map.of("predicate", Map.of("typeIs", List.of("Tile"), "textContains", "Slider Tile"))));
        Matcher track = TRACK.matcher(AgentChannel.TEXT.read(found));
        assertThat(track.find()).as(AgentChannel.TEXT.read(found)).isTrue();
        assertThat(AgentChannel.STRUCTURED.read(found)).as("structuredContent alone").contains(track.group());
        String tile = AgentChannel.TEXT.uidOn(found, "Tile u-", "\"Slider Tile\"");
        CallToolResult range = agent().call("ui_get_node", Map.of("target", ref(tile), "properties", List.of("minValue", "maxValue")));
        double min = Double.parseDouble(track.group(1));
        double max = Double.parseDouble(track.group(2));
        assertThat(AgentChannel.STRUCTURED.read(range)).as("the tile's own range")
                .containsPattern("\"minValue\":" + min + "\\b").containsPattern("\"maxValue\":" + max + "\\b");
        String thumb = AgentChannel.TEXT.uidOn(agent().call("ui_get_snapshot", Map.of("interactive", true, "root", ref(tile).get("ref"))),
                "Circle u-", "clickable");

        double x1 = Double.parseDouble(track.group(3));
        double x2 = Double.parseDouble(track.group(5));
        double x = x1 + (75 - min) / (max - min) * (x2 - x1);
        CallToolResult dragged = agent().call("ui_perform", Map.of("actions", List.of(Map.of("type", "drag", "target", ref(thumb),
                "x", x, "y", Double.parseDouble(track.group(4))))));
        assertThat(dragged.isError()).as(AgentChannel.TEXT.read(dragged)).isFalse();

        Matcher value = Pattern.compile("\"value\":(-?[\\d.]+)").matcher(AgentChannel.STRUCTURED.read(
                agent().call("ui_get_node", Map.of("target", ref(tile), "properties", List.of("value")))));
        assertThat(value.find()).isTrue();
        assertThat(Double.parseDouble(value.group(1))).as("the tile's own value after the drag: " + AgentChannel.TEXT.read(dragged))
                .isCloseTo(75, within(1.5));
    }

    @Test
    void aCanvasSaysItsContentIsDrawnAndAScreenshotOfItShowsIt() {
        CallToolResult snapshot = agent().call("ui_get_snapshot", Map.of());
        String canvas = AgentChannel.TEXT.uidOn(snapshot, "Canvas u-", "drawn", "(screenshot it)");
        assertThat(AgentChannel.STRUCTURED.read(snapshot)).contains("Canvas " + canvas + " ");

        CallToolResult shot = agent().call("ui_screenshot", Map.of("target", ref(canvas)));
        assertThat(shot.isError()).as(AgentChannel.TEXT.read(shot)).isFalse();
        assertThat(shot.content()).anyMatch(ImageContent.class::isInstance);
    }

    @Test
    void theLedTileSaysOnAndOffAsItsLampBlinksAndTheRadialPercentageTileNeither() {
        CallToolResult snapshot = agent().call("ui_get_snapshot", Map.of());
        String led = AgentChannel.TEXT.uidOn(snapshot, "Tile u-", "\"Led Tile\"");
        Set<Boolean> seen = new HashSet<>();
        // the demo turns the LED on and off every few seconds: each read gives the line and the app's flag at once
        Await.await("the LED tile read lit and dark, each as its own flag says", Duration.ofSeconds(30), () -> {
            CallToolResult read = read(led, "active");
            boolean active = Boolean.parseBoolean(property(read, "active"));
            String state = active ? "on" : "off";
            assertThat(lineOf(read, led)).containsPattern("Tile " + led + " \"Led Tile\" " + state + "( |$)");
            assertThat(AgentChannel.STRUCTURED.read(read)).as("structuredContent alone").contains("\"shows\":\"" + state + "\"");
            seen.add(active);
            return seen;
        }, states -> states.size() == 2);

        String dial = AgentChannel.TEXT.uidOn(snapshot, "Tile u-", "\"RadialPercentage Tile\"");
        CallToolResult read = read(dial, "active");
        assertThat(property(read, "active")).as("the tile class's flag, which this look does not draw").isEqualTo("false");
        assertThat(lineOf(read, dial)).doesNotContainPattern("\"RadialPercentage Tile\" (on|off)\\b");
        assertThat(AgentChannel.STRUCTURED.read(read)).as("structuredContent alone")
                .doesNotContain("\"shows\":\"off\"").doesNotContain("\"shows\":\"on\"");
    }

    @Test
    void theBlinkingLedTileSaysItChangesOnItsOwnAndTheStillSwitchTileDoesNot() {
        // each query first looks at what changed since the look before: the LED is seen changing, look after look
        CallToolResult led = Await.await("the LED tile's line to say it changes on its own", Duration.ofSeconds(30),
                () -> agent().call("ui_query", Map.of("selector", Map.of("text", "Led Tile"))),
                result -> AgentChannel.TEXT.read(result).contains("(changes on its own)"));
        for (AgentChannel channel : AgentChannel.values()) {
            assertThat(channel.read(led)).as("%s channel", channel)
                    .containsPattern("Tile u-[0-9a-z]+ \\\\?\"Led Tile\\\\?\" (on|off) \\(changes on its own\\)");
        }
        String uid = AgentChannel.TEXT.uidOn(led, "Tile u-", "\"Led Tile\"");
        assertThat(AgentChannel.STRUCTURED.read(read(uid))).as("structuredContent of the node's read").contains("\"moving\":true");
        Set<String> states = new HashSet<>(); // the app's own flag, read over time: it really blinks
        Await.await("the LED's active flag seen true and false", Duration.ofSeconds(30),
                () -> {
                    states.add(property(read(uid, "active"), "active"));
                    return states;
                }, seen -> seen.size() == 2);

        CallToolResult still = agent().call("ui_query", Map.of("selector", Map.of("text", "Switch Tile")));
        for (AgentChannel channel : AgentChannel.values()) {
            assertThat(channel.read(still)).as("%s channel", channel).contains("Switch Tile").doesNotContain("changes on its own");
        }
    }

    @Test
    void theClockFlipAndSpinnerTilesSayTheTimeLetterAndNumberTheyShow() {
        CallToolResult snapshot = agent().call("ui_get_snapshot", Map.of());
        String clock = AgentChannel.TEXT.uidOn(snapshot, "Tile u-", "\"Clock Tile\"");
        Await.await("the clock tile's line says the time of its own time property", Duration.ofSeconds(10), () -> {
            CallToolResult read = read(clock, "time");
            String time = ZonedDateTime.parse(property(read, "time")).format(DateTimeFormatter.ofPattern("HH:mm"));
            return lineOf(read, clock).contains("\"Clock Tile\" " + time)
                    && AgentChannel.STRUCTURED.read(read).contains("\"shows\":\"" + time + "\"");
        }, Boolean::booleanValue);

        // the flip tile has no title: its line is the letter it shows, which the app keeps in flipText
        Matcher flip = Pattern.compile("Tile (u-[0-9a-z]+) \"(\\S{1,2})\"").matcher(AgentChannel.TEXT.read(snapshot));
        assertThat(flip.find()).as(AgentChannel.TEXT.read(snapshot)).isTrue();
        String board = flip.group(1);
        CallToolResult flipRead = read(board, "flipText");
        String letter = property(flipRead, "flipText");
        assertThat(lineOf(flipRead, board)).contains("Tile " + board + " \"" + letter + "\"").doesNotContain("currentValue=");
        assertThat(AgentChannel.STRUCTURED.read(flipRead)).as("structuredContent alone").contains("\"text\":\"" + letter + "\"");

        String spinner = AgentChannel.TEXT.uidOn(snapshot, "Tile u-", "\"Spinner Tile\"");
        Pattern number = Pattern.compile("\"Spinner Tile\" (-?\\d+\\.\\d+)");
        Await.await("the spinner tile's line says the number its wheels show, once they stand still", Duration.ofSeconds(20), () -> {
            CallToolResult read = read(spinner, "currentValue", "decimals");
            Matcher shown = number.matcher(lineOf(read, spinner));
            if (!shown.find()) {
                return false; // its wheels turn
            }
            String value = String.format(Locale.ROOT, "%." + property(read, "decimals") + "f",
                    Double.parseDouble(property(read, "currentValue")));
            assertThat(shown.group(1)).as("the value the app holds, at its decimals").isEqualTo(value);
            assertThat(AgentChannel.STRUCTURED.read(read)).as("structuredContent alone").contains("\"shows\":\"" + value + "\"");
            return true;
        }, Boolean::booleanValue);
    }

    @Test
    void aTilesTitleIsOneMatchAndAnAmbiguousTargetSaysWhereEachCandidateIs() {
        CallToolResult found = agent().call("ui_query", Map.of("selector", Map.of("text", "Led Tile")));
        // one match: the tile, not also its title's Text (structuredContent lists each match as its line)
        assertThat(AgentChannel.STRUCTURED.read(found)).as("structuredContent alone")
                .matches("\\{\"matches\":\\[\"Tile u-[0-9a-z]+ \\\\\"Led Tile\\\\\"[^\"]*\"]}");
        assertThat(AgentChannel.TEXT.read(found)).containsPattern("Tile u-[0-9a-z]+ \"Led Tile\"").doesNotContain("Text u-");

        CallToolResult map = agent().call("ui_query", Map.of("selector", Map.of("text", "Map Tile", "match", "equals")));
        String mapTile = AgentChannel.TEXT.uidOn(map, "Tile u-", "\"Map Tile\"");
        assertThat(AgentChannel.TEXT.read(map)).as("a map shows no value to drag").doesNotContain("range=");
        assertThat(property(read(mapTile, "maxValue"), "maxValue")).as("the tile class's bound, which this look does not use")
                .isEqualTo("100.0");

        CallToolResult ambiguous = agent().call("ui_perform", Map.of("actions",
                List.of(Map.of("type", "click", "target", Map.of("text", "Gauge")))));
        assertThat(ambiguous.isError()).isTrue();
        String text = AgentChannel.TEXT.read(ambiguous);
        assertThat(text).contains("nodes match text \"Gauge\"");
        List<String> candidates = text.lines().filter(line -> line.startsWith("  Tile u-")).toList();
        assertThat(candidates).as(text).hasSizeGreaterThanOrEqualTo(3)
                .allSatisfy(line -> assertThat(line).matches("  Tile u-[0-9a-z]+ \"[^\"]*Gauge[^\"]*\".* @-?[\\d.]+,-?[\\d.]+ [\\d.]+x[\\d.]+"));
        assertThat(AgentChannel.STRUCTURED.read(ambiguous)).as("structuredContent alone").contains("\"reason\":\"AMBIGUOUS_TARGET\"")
                .containsPattern("\"at\":\"@[\\d.]+,[\\d.]+ ");
    }

    /** A tile's line and the app's own properties, read in one call. */
    private static CallToolResult read(String uid, String... properties) {
        CallToolResult read = agent().call("ui_get_node", Map.of("target", ref(uid), "properties", List.of(properties)));
        assertThat(read.isError()).as(AgentChannel.TEXT.read(read)).isFalse();
        return read;
    }

    /** The line of node {@code uid} in the text block. */
    private static String lineOf(CallToolResult read, String uid) {
        String text = AgentChannel.TEXT.read(read);
        return text.lines().filter(line -> line.contains(" " + uid + " ") || line.endsWith(" " + uid)).findFirst()
                .orElseThrow(() -> new AssertionError("no line of " + uid + " in:\n" + text));
    }

    /** A property of the app's own, as {@code structuredContent} gives it (a string without its quotes). */
    private static String property(CallToolResult read, String name) {
        String structured = AgentChannel.STRUCTURED.read(read);
        Matcher value = Pattern.compile("\"" + name + "\":(\"((?:[^\"\\\\]|\\\\.)*)\"|[^,}\\]]+)").matcher(structured);
        assertThat(value.find()).as("%s in %s", name, structured).isTrue();
        return value.group(2) != null ? value.group(2) : value.group(1);
    }

    private static McpAgent agent() {
        return TILES_FX.agent();
    }
}
