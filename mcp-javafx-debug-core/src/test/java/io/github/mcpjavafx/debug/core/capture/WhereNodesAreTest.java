package io.github.mcpjavafx.debug.core.capture;

import io.github.mcpjavafx.debug.SnapshotOptions;
import io.github.mcpjavafx.debug.core.model.QueryRequest;
import io.github.mcpjavafx.debug.core.model.QueryResult;
import io.github.mcpjavafx.debug.core.model.SnapshotRequest;
import io.github.mcpjavafx.debug.core.model.SnapshotRoot;
import io.github.mcpjavafx.debug.core.model.UiNode;
import io.github.mcpjavafx.debug.core.model.UiRef;
import io.github.mcpjavafx.debug.core.query.QueryService;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TitledPane;
import javafx.scene.layout.Pane;
import javafx.scene.layout.VBox;
import javafx.scene.shape.Rectangle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Where a node is, as a person sees it: a node scrolled out of view or beyond the window's edge says
 * {@code offscreen}; a query match and a text-less clickable shape name the container they sit in; an
 * empty interactive view says why.
 */
@ExtendWith(HeadlessFxExtension.class)
class WhereNodesAreTest {

    private final UidRegistry uids = UidRegistry.shared();
    private final SceneSnapshotter snapshotter = new SceneSnapshotter(uids, SnapshotOptions.defaults(), HeadlessFx.TIMEOUT_MS);
    private final QueryService queries = new QueryService(uids, HeadlessFx.TIMEOUT_MS);

    @Test
    void rowsScrolledOutOfAScrollPaneSayOffscreenUntilTheyAreScrolledIn() {
        VBox rows = new VBox();
        for (int i = 0; i < 30; i++) {
            Button row = new Button("Row " + i);
            row.setPrefHeight(30);
            rows.getChildren().add(row);
        }
        ScrollPane scroller = new ScrollPane(rows);
        HeadlessFx.show("Scrolled", new VBox(scroller), 240, 160);
        Node first = rows.getChildren().get(0);
        Node last = rows.getChildren().get(29);

        String before = snapshotter.snapshot(SnapshotRequest.compact()).text();
        QueryResult lastMatch = queries.query(QueryRequest.text("Row 29", null));
        UiNode lastInFull = find(snapshotter.snapshot(SnapshotRequest.of(null, SnapshotRequest.Mode.FULL, null, null,
                null, null)).snapshot().stages().get(0).scene().root(), uids.uidOf(last));
        HeadlessFx.onFx(() -> {
            scroller.setVvalue(1);
            scroller.layout();
            return null;
        });
        String after = snapshotter.snapshot(SnapshotRequest.compact()).text();

        assertThat(lineOf(before, first)).doesNotContain("offscreen");
        assertThat(lineOf(before, last)).endsWith("\"Row 29\" offscreen");
        assertThat(lastMatch.matches().get(0).line()).contains("\"Row 29\" offscreen");
        assertThat(lastInFull.offscreen()).isTrue();
        assertThat(lineOf(after, last)).doesNotContain("offscreen");
        assertThat(lineOf(after, first)).contains("offscreen");
    }

    @Test
    void aNodeBeyondTheWindowsEdgeSaysOffscreenAndOneAcrossItDoesNot() {
        Button below = new Button("Below");
        below.relocate(20, 1209);
        Button across = new Button("Across");
        across.relocate(20, 290);
        HeadlessFx.show("Small", new Pane(below, across), 300, 300);

        String text = snapshotter.snapshot(SnapshotRequest.compact()).text();

        assertThat(lineOf(text, below)).contains("offscreen");
        assertThat(lineOf(text, across)).doesNotContain("offscreen");
    }

    @Test
    void matchesThatReadAlikeNameTheContainerTheySitIn() {
        TitledPane shipping = new TitledPane("Shipping", new VBox(new Label("Street"), new Button("Save")));
        TitledPane billing = new TitledPane("Billing", new VBox(new Label("Card"), new Button("Save")));
        HeadlessFx.show("Order", new VBox(shipping, billing), 300, 400);

        QueryResult saves = queries.query(QueryRequest.text("Save", QueryRequest.TextMatch.EQUALS));

        assertThat(saves.matches()).extracting(QueryResult.Match::line).satisfiesExactly(
                line -> assertThat(line).endsWith(" in TitledPane " + uids.uidOf(shipping) + " \"Shipping\""),
                line -> assertThat(line).endsWith(" in TitledPane " + uids.uidOf(billing) + " \"Billing\""));
    }

    @Test
    void aTextlessClickableShapeIsNamedByItsContainerInTheInteractiveView() {
        Rectangle knob = new Rectangle(20, 20);
        knob.setOnMouseClicked(event -> { });
        Label plus = new Label("+");
        plus.setOnMousePressed(event -> { });
        Button named = new Button("Mute");
        VBox drawn = new VBox(knob, plus, named);
        drawn.setId("volume");
        HeadlessFx.show("Drawn", new VBox(drawn), 300, 200);

        String view = snapshotter.snapshot(SnapshotRequest.interactiveView()).text();

        assertThat(view).contains("Rectangle " + uids.uidOf(knob) + " clickable in VBox#volume " + uids.uidOf(drawn))
                .contains("Label " + uids.uidOf(plus) + " \"+\" clickable in VBox#volume " + uids.uidOf(drawn));
        assertThat(lineOf(view, named)).as("a button says what it is").doesNotContain(" in ");
    }

    @Test
    void anEmptyInteractiveViewSaysWhy() {
        VBox notes = new VBox(new Label("Read only"), new Rectangle(40, 10));
        HeadlessFx.show("Notes", new VBox(notes, new Button("Close")), 300, 200);

        String view = snapshotter.snapshot(new SnapshotRequest(null, null, null, true, null,
                SnapshotRoot.of(UiRef.ofUid(uids.uidOf(notes))), null, null, null)).text();

        assertThat(view).contains("Nothing at or under VBox " + uids.uidOf(notes) + " can be acted on")
                .contains("ui_screenshot").doesNotContain("Close");
    }

    private String lineOf(String text, Node node) {
        String uid = " " + uids.uidOf(node) + " ";
        String withEnd = text + "\n";
        return withEnd.lines().filter(line -> (line + " ").contains(uid)).findFirst()
                .orElseThrow(() -> new AssertionError("no line for " + uid + " in\n" + text));
    }

    private static UiNode find(UiNode node, String uid) {
        List<UiNode> stack = new ArrayList<>(List.of(node));
        while (!stack.isEmpty()) {
            UiNode next = stack.remove(stack.size() - 1);
            if (uid.equals(next.uid())) {
                return next;
            }
            stack.addAll(next.children());
        }
        throw new AssertionError("no node " + uid);
    }
}
