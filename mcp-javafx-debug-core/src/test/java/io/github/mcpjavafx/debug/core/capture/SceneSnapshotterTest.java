package io.github.mcpjavafx.debug.core.capture;

import io.github.mcpjavafx.debug.SnapshotOptions;
import io.github.mcpjavafx.debug.core.model.SnapshotRequest;
import io.github.mcpjavafx.debug.core.model.SnapshotResult;
import io.github.mcpjavafx.debug.core.model.UiNode;
import io.github.mcpjavafx.debug.core.model.UiRef;
import io.github.mcpjavafx.debug.core.model.UiSnapshot;
import io.github.mcpjavafx.debug.core.model.WindowScope;
import io.github.mcpjavafx.debug.core.scene.NodePaths;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.scene.WindowList;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

@ExtendWith(HeadlessFxExtension.class)
class SceneSnapshotterTest {

    private final UidRegistry uids = new UidRegistry();
    private final SceneSnapshotter snapshotter = new SceneSnapshotter(uids, SnapshotOptions.defaults(), HeadlessFx.TIMEOUT_MS);

    @Test
    void compactSnapshotOfMiniAppIsTerseIndentedTree() {
        showMiniApp();

        SnapshotResult result = snapshotter.snapshot(SnapshotRequest.compact());

        assertThat(result.text()).isEqualTo("""
                Stage[0] "Orders" focused 400x300
                 VBox#form u-1
                  Label u-2 "Customer"
                  TextField#customer u-3 text="" prompt="Customer name" focused
                  Button#save u-4 "Save" disabled""");
        UiNode root = result.snapshot().stages().get(0).scene().root();
        assertThat(root.type()).isEqualTo("VBox");
        assertThat(root.children()).extracting(UiNode::type).containsExactly("Label", "TextField", "Button");
        UiNode save = root.children().get(2);
        assertThat(save.ref()).isEqualTo(new UiRef("u-4", "/stages[0]/scene/root/Button[0]"));
        assertThat(save.disabled()).isTrue();
        assertThat(save.styleClass()).containsExactly("button");
        assertThat(save.children()).isEmpty();
        assertThat(save.layout()).isNull();
        assertThat(save.accessibility()).isNull();
        assertThat(save.fx()).isNull();
        assertThat(result.snapshot().truncated()).isFalse();
    }

    @Test
    void snapshotDescribesAppAndFocus() {
        showMiniApp();

        UiSnapshot snapshot = snapshotter.snapshot(SnapshotRequest.compact()).snapshot();

        assertThat(snapshot.schema()).isEqualTo("mcp-javafx-ui/1.0");
        assertThat(snapshot.app().pid()).isEqualTo(ProcessHandle.current().pid());
        assertThat(snapshot.app().javaVersion()).isEqualTo(System.getProperty("java.version"));
        assertThat(System.getProperty("javafx.runtime.version")).startsWith(snapshot.app().javafxVersion());
        assertThat(snapshot.focus().window()).isZero();
        assertThat(snapshot.focus().node()).isEqualTo(new UiRef("u-3", "/stages[0]/scene/root/TextField[0]"));
        assertThat(snapshot.stages().get(0).kind()).isEqualTo("stage");
        assertThat(snapshot.stages().get(0).title()).isEqualTo("Orders");
    }

    @Test
    void snapshotKeepsUidsAcrossResnapshotAndRelayout() {
        Stage stage = showMiniApp();
        List<String> before = allUids(snapshotter.snapshot(SnapshotRequest.compact()));

        HeadlessFx.onFx(() -> {
            stage.setWidth(900);
            VBox root = (VBox) stage.getScene().getRoot();
            root.setPadding(new Insets(40));
            root.setSpacing(25);
            return null;
        });
        HeadlessFx.settle();
        List<String> after = allUids(snapshotter.snapshot(SnapshotRequest.compact()));

        assertThat(after).isEqualTo(before).hasSize(4);
    }

    @Test
    void unchangedUiGivesIdenticalTextTwice() {
        showMiniApp();
        SnapshotRequest full = SnapshotRequest.of(WindowScope.all(), SnapshotRequest.Mode.FULL, null, null, null, null);

        String first = snapshotter.snapshot(full).text();
        String second = snapshotter.snapshot(full).text();

        assertThat(second).isEqualTo(first);
        assertThat(snapshotter.snapshot(SnapshotRequest.compact()).text())
                .isEqualTo(snapshotter.snapshot(SnapshotRequest.compact()).text());
    }

    @Test
    void compactHidesControlInternalsUnlessAsked() {
        HeadlessFx.show("Internals", new VBox(new Button("Save")), 300, 200);

        UiNode hidden = button(snapshotter.snapshot(SnapshotRequest.compact()));
        UiNode shown = button(snapshotter.snapshot(SnapshotRequest.of(null, null, null, null, true, null)));

        assertThat(hidden.children()).isEmpty();
        assertThat(hidden.hiddenChildren()).isNull();
        assertThat(shown.children()).extracting(UiNode::type).contains("LabeledText");
        assertThat(shown.children().get(0).text()).isEqualTo("Save");
        assertThat(shown.children().get(0).path().toString()).isEqualTo("/stages[0]/scene/root/Button[0]/LabeledText[0]");
    }

    @Test
    void depthLimitCountsHiddenChildrenAndMarksTruncation() {
        HBox row = new HBox(new Label("a"), new Label("b"), new Label("c"));
        HeadlessFx.show("Deep", new VBox(row), 300, 200);

        SnapshotResult result = snapshotter.snapshot(SnapshotRequest.of(null, null, 1, null, null, null));

        UiNode hbox = result.snapshot().stages().get(0).scene().root().children().get(0);
        assertThat(hbox.children()).isEmpty();
        assertThat(hbox.hiddenChildren()).isEqualTo(3);
        assertThat(result.snapshot().truncated()).isTrue();
        assertThat(result.text()).contains("  HBox u-2 …3 more\n").contains("depth limit reached");
    }

    @Test
    void rootRefSnapshotsOnlyThatSubtree() {
        Label inner = new Label("inner");
        VBox box = new VBox(inner);
        box.setId("box");
        HeadlessFx.show("Subtree", new VBox(new Label("outside"), box), 300, 200);
        UiNode boxNode = snapshotter.snapshot(SnapshotRequest.compact()).snapshot().stages().get(0).scene().root()
                .children().get(1);

        SnapshotResult result = snapshotter.snapshot(SnapshotRequest.of(null, null, null,
                UiRef.ofUid(boxNode.uid()), null, null));

        UiNode root = result.snapshot().stages().get(0).scene().root();
        assertThat(root.uid()).isEqualTo(boxNode.uid());
        assertThat(root.path().toString()).isEqualTo("/stages[0]/scene/root/VBox[0]");
        assertThat(root.children()).extracting(UiNode::text).containsExactly("inner");
        assertThat(result.text()).doesNotContain("outside").contains(" VBox#box " + boxNode.uid());
    }

    @Test
    void scrollPaneShowsItsContentWithAResolvablePath() {
        VBox content = new VBox(new Label("scrolled"));
        content.setId("content");
        HeadlessFx.show("Scroll", new VBox(new ScrollPane(content)), 300, 200);

        UiSnapshot snapshot = snapshotter.snapshot(SnapshotRequest.compact()).snapshot();

        UiNode scroll = snapshot.stages().get(0).scene().root().children().get(0);
        assertThat(scroll.type()).isEqualTo("ScrollPane");
        assertThat(scroll.children()).extracting(UiNode::id).containsExactly("content");
        UiNode contentNode = scroll.children().get(0);
        assertThat(contentNode.children()).extracting(UiNode::text).containsExactly("scrolled");
        Node resolved = HeadlessFx.onFx(() -> NodePaths.resolve(contentNode.path().toString(), WindowList.showing()).orElseThrow());
        assertThat(resolved).isSameAs(content);
        assertThat(contentNode.children().get(0).path().toString()).startsWith(contentNode.path() + "/Label[0]");
    }

    @Test
    void tabPaneListsEveryTabAndOnlyTheSelectedTabsContent() {
        Tab general = new Tab("General", new Label("general content"));
        Tab details = new Tab("Details", new Label("details content"));
        TabPane tabs = new TabPane(general, details);
        HeadlessFx.show("Tabs", new VBox(tabs), 300, 200);
        HeadlessFx.onFx(() -> {
            tabs.getSelectionModel().select(details);
            return null;
        });
        HeadlessFx.settle();

        SnapshotResult result = snapshotter.snapshot(SnapshotRequest.compact());

        UiNode tabPane = result.snapshot().stages().get(0).scene().root().children().get(0);
        assertThat(tabPane.children()).extracting(UiNode::type, UiNode::text, UiNode::selected)
                .containsExactly(tuple("Tab", "General", null), tuple("Tab", "Details", true));
        assertThat(tabPane.children().get(1).children()).extracting(UiNode::text).containsExactly("details content");
        assertThat(tabPane.children().get(0).children()).isEmpty();
        assertThat(result.text()).containsPattern("\n  TabPane u-2 focused\n   Tab u-\\w+ \"General\"\n"
                        + "   Tab u-\\w+ \"Details\" selected\n    Label u-\\w+ \"details content\"")
                .doesNotContain("general content");
    }

    @Test
    void compactStopsBelowHiddenNodesWhileFullListsThem() {
        VBox hidden = new VBox(new Label("x"), new Label("y"));
        hidden.setVisible(false);
        HeadlessFx.show("Hidden", new VBox(hidden), 300, 200);

        SnapshotResult compact = snapshotter.snapshot(SnapshotRequest.compact());
        SnapshotResult full = snapshotter.snapshot(SnapshotRequest.of(null, SnapshotRequest.Mode.FULL, null, null, null, null));

        UiNode compactNode = compact.snapshot().stages().get(0).scene().root().children().get(0);
        assertThat(compactNode.children()).isEmpty();
        assertThat(compactNode.hiddenChildren()).isEqualTo(2);
        assertThat(compact.snapshot().truncated()).isFalse();
        assertThat(compact.text()).contains("VBox u-2 hidden …2 more");
        assertThat(full.snapshot().stages().get(0).scene().root().children().get(0).children()).hasSize(2);
    }

    @Test
    void fullModeAddsSectionsAndExplicitIncludeOverridesCompact() {
        HeadlessFx.show("Sections", new VBox(new Button("Save")), 300, 200);

        UiNode full = button(snapshotter.snapshot(SnapshotRequest.of(null, SnapshotRequest.Mode.FULL, null, null, null, null)));
        UiNode compactWithBounds = button(snapshotter.snapshot(SnapshotRequest.of(null, null, null, null, null,
                new SnapshotRequest.Include(true, null, null, null, null))));

        assertThat(full.accessibility().role()).isEqualTo("BUTTON");
        assertThat(full.layout().boundsInScene().width()).isPositive();
        assertThat(full.layout().localToScreen().x()).isGreaterThan(full.layout().boundsInScene().x() + 50); // the stage is at x=100
        assertThat(full.fx().properties()).containsKeys("opacity", "layoutX", "layoutY", "pseudoClassStates");
        assertThat(compactWithBounds.layout().boundsInScene()).isEqualTo(full.layout().boundsInScene());
        assertThat(compactWithBounds.layout().localToScreen()).isNull();
        assertThat(compactWithBounds.accessibility()).isNull();
    }

    @Test
    void menuBarListsEachMenuAndCheckBoxShowsItsState() {
        CheckBox express = new CheckBox("Express");
        express.setSelected(true);
        MenuBar menuBar = new MenuBar(new Menu("File"), new Menu("Edit"), new Menu("Help"));
        HeadlessFx.show("Menus", new VBox(menuBar, express, new CheckBox("Gift")), 300, 200);

        String text = snapshotter.snapshot(SnapshotRequest.compact()).text();

        assertThat(text).contains("MenuBar u-2\n   Menu u-3 \"File\"\n   Menu u-4 \"Edit\"\n   Menu u-5 \"Help\"\n")
                .contains("CheckBox u-6 \"Express\" checked")
                .endsWith("CheckBox u-7 \"Gift\"").doesNotContain("unchecked");
    }

    @Test
    void compactTextStaysWithinFortyBytesPerNode() {
        VBox rows = new VBox();
        for (int i = 0; i < 100; i++) {
            HBox row = new HBox(new Label("Label " + i), new Button("Go"), new TextField("t" + i), new CheckBox("c"),
                    new Region(), new VBox(new Label("a"), new Label("b")), new ComboBox<String>());
            row.setId("row" + i);
            rows.getChildren().add(row);
        }
        HeadlessFx.show("Budget", new ScrollPane(rows), 600, 400);

        SnapshotResult result = snapshotter.snapshot(SnapshotRequest.compact());

        int nodes = count(result.snapshot().stages().get(0).scene().root());
        assertThat(nodes).isEqualTo(2 + 100 * 10);
        assertThat(result.text().getBytes(StandardCharsets.UTF_8).length / (double) nodes).isLessThanOrEqualTo(40);
    }

    private Stage showMiniApp() {
        TextField customer = new TextField();
        customer.setId("customer");
        customer.setPromptText("Customer name");
        Button save = new Button("Save");
        save.setId("save");
        save.setDisable(true);
        VBox form = new VBox(new Label("Customer"), customer, save);
        form.setId("form");
        Stage stage = HeadlessFx.show("Orders", form, 400, 300);
        HeadlessFx.onFx(() -> {
            customer.requestFocus();
            return null;
        });
        HeadlessFx.settle();
        return stage;
    }

    private static UiNode button(SnapshotResult result) {
        return result.snapshot().stages().get(0).scene().root().children().get(0);
    }

    private static List<String> allUids(SnapshotResult result) {
        List<String> all = new ArrayList<>();
        collect(result.snapshot().stages().get(0).scene().root(), all);
        return all;
    }

    private static int count(UiNode node) {
        int count = 1;
        for (UiNode child : node.children()) {
            count += count(child);
        }
        return count;
    }

    private static void collect(UiNode node, List<String> into) {
        into.add(node.uid());
        for (UiNode child : node.children()) {
            collect(child, into);
        }
    }
}
