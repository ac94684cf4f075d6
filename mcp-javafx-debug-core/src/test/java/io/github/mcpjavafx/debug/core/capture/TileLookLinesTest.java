package io.github.mcpjavafx.debug.core.capture;

import io.github.mcpjavafx.debug.SnapshotOptions;
import io.github.mcpjavafx.debug.core.model.SnapshotRequest;
import io.github.mcpjavafx.debug.core.model.SnapshotResult;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import io.github.mcpjavafx.debug.core.support.TileLooks;
import javafx.scene.Node;
import javafx.scene.layout.HBox;
import org.assertj.core.api.ListAssert;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.List;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * One custom control class with many looks (a dashboard's tile): each line says what that look shows of the class's
 * properties, and nothing the look does not show: an LED's on and off, a dial's percentage and no state though its class has one, a
 * clock's time, a split-flap board's letter, a spinner's digits, no range for a map. Both channels carry the lines.
 */
@ExtendWith(HeadlessFxExtension.class)
class TileLookLinesTest {

    private final UidRegistry uids = new UidRegistry();
    private final SceneSnapshotter snapshotter = new SceneSnapshotter(uids, SnapshotOptions.defaults(), HeadlessFx.TIMEOUT_MS);

    @Test
    void anLedReadsOffWhenDarkAndOnWhenLit() {
        TileLooks led = show(TileLooks.led("Led Tile"));

        lines().allSatisfy(channel -> assertThat(channel).containsPattern(whole("TileLooks " + uid(led) + " \"Led Tile\" off")));
        HeadlessFx.onFx(() -> {
            led.activeProperty().set(true);
            return null;
        });
        lines().allSatisfy(channel -> assertThat(channel).containsPattern(whole("TileLooks " + uid(led) + " \"Led Tile\" on")));
    }

    @Test
    void aDialWhoseLookDrawsNoStateReadsItsPercentageAndNeitherOffNorOn() {
        TileLooks dial = show(TileLooks.percentageDial("RadialPercentage Tile", 60));
        String line = "TileLooks " + uid(dial) + " \"RadialPercentage Tile\" 6%"; // "6" and "%" in one flow

        lines().allSatisfy(channel -> assertThat(channel).containsPattern(whole(line)).doesNotContain(line + " off"));
        HeadlessFx.onFx(() -> {
            dial.activeProperty().set(true);
            return null;
        });
        lines().allSatisfy(channel -> assertThat(channel).containsPattern(whole(line)).doesNotContain(line + " on"));
    }

    @Test
    void aClockReadsTheTimeItsSkinWrites() {
        TileLooks clock = show(TileLooks.clock("Clock Tile"));

        lines().allSatisfy(channel -> assertThat(channel).containsPattern(whole("TileLooks " + uid(clock) + " \"Clock Tile\" 05:03")));
    }

    @Test
    void aBoardThatPaintsItsLetterReadsThatLetterAndNoSettings() {
        TileLooks board = show(TileLooks.splitFlap("5"));

        lines().allSatisfy(channel -> assertThat(channel).containsPattern(whole("TileLooks " + uid(board) + " \"5\"")).doesNotContain("maxValue="));
    }

    @Test
    void aSpinnerReadsTheNumberItsWheelsSpell() {
        TileLooks spinner = show(TileLooks.spinner("Spinner Tile", 26.32));

        lines().allSatisfy(channel -> assertThat(channel).containsPattern(whole("TileLooks " + uid(spinner) + " \"Spinner Tile\" 26.32")));
    }

    @Test
    void aLookThatShowsNoValueHasNoRangeToDrag() {
        TileLooks map = show(TileLooks.map("Map Tile"));

        lines().allSatisfy(channel -> assertThat(channel).containsPattern(whole("TileLooks " + uid(map) + " \"Map Tile\"")).doesNotContain("range="));
    }

    private TileLooks show(TileLooks tile) {
        HeadlessFx.show("Dashboard", HeadlessFx.onFx(() -> new HBox(tile)), 400, 300);
        return tile;
    }

    /** The compact snapshot's lines in the text block, then in the structured lines: a check of each reads both. */
    private ListAssert<String> lines() {
        SnapshotResult compact = snapshotter.snapshot(SnapshotRequest.compact());
        return new ListAssert<>(List.of(compact.text(), String.valueOf(compact.lines().windows().get(0).lines())));
    }

    /** {@code line} as a whole line, the focus flag aside, in the text block or the list of structured lines. */
    private static String whole(String line) {
        return Pattern.quote(line) + "( focused)?(\\R|,|]|$)";
    }

    private String uid(Node node) {
        return HeadlessFx.onFx(() -> uids.uidOf(node));
    }
}
