package io.github.mcpjavafx.debug.core.capture;

import io.github.mcpjavafx.debug.SnapshotOptions;
import io.github.mcpjavafx.debug.core.model.SnapshotRequest;
import io.github.mcpjavafx.debug.core.model.SnapshotResult;
import io.github.mcpjavafx.debug.core.model.UiNode;
import io.github.mcpjavafx.debug.core.model.UiWindow;
import io.github.mcpjavafx.debug.core.model.WindowScope;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.collections.FXCollections;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

@ExtendWith(HeadlessFxExtension.class)
class PopupSnapshotTest {

    private final SceneSnapshotter snapshotter = new SceneSnapshotter(new UidRegistry(), SnapshotOptions.defaults(),
            HeadlessFx.TIMEOUT_MS);

    @Test
    void shownContextMenuIsAPopupWindowOfItsOwner() {
        Button target = new Button("Target");
        ContextMenu menu = new ContextMenu(new MenuItem("Copy"), new MenuItem("Paste"));
        HeadlessFx.show("Main", new VBox(target), 300, 200);
        HeadlessFx.onFx(() -> {
            menu.show(target, 150, 150);
            return null;
        });
        HeadlessFx.settle();

        SnapshotResult all = snapshotter.snapshot(SnapshotRequest.of(WindowScope.all(), null, null, null, null, null));
        SnapshotResult focused = snapshotter.snapshot(SnapshotRequest.compact());

        for (SnapshotResult result : List.of(all, focused)) {
            assertThat(result.snapshot().stages()).extracting(UiWindow::kind).containsExactly("stage", "popup");
            UiWindow popup = result.snapshot().stages().get(1);
            assertThat(popup.type()).isEqualTo("ContextMenu");
            assertThat(popup.owner()).isZero();
            assertThat(texts(popup.scene().root())).contains("Copy", "Paste");
            assertThat(result.text()).contains("\nPopup[1] ContextMenu owner=0 ");
        }
    }

    @Test
    void openMenuReadsLikeAMenuWithItsItemsAndNotItsSkin() {
        Button target = new Button("Target");
        MenuItem paste = new MenuItem("Paste");
        paste.setDisable(true);
        CheckMenuItem wrap = new CheckMenuItem("Word wrap");
        wrap.setSelected(true);
        ContextMenu menu = new ContextMenu(new MenuItem("Copy"), paste, new SeparatorMenuItem(), wrap,
                new Menu("Recent", null, new MenuItem("a.txt")));
        HeadlessFx.show("Main", new VBox(target), 300, 200);
        HeadlessFx.onFx(() -> {
            menu.show(target, 150, 150);
            return null;
        });
        HeadlessFx.settle();

        String text = snapshotter.snapshot(SnapshotRequest.compact()).text();

        assertThat(text).containsPattern("\nPopup\\[1] ContextMenu owner=0 .*\n ContextMenu u-\\w+ owner=u-2\n"
                + "  MenuItem u-\\w+ \"Copy\" focused\n  MenuItem u-\\w+ \"Paste\" disabled\n"
                + "  CheckMenuItem u-\\w+ \"Word wrap\" checked\n  Menu u-\\w+ \"Recent\" \u203a$");
        assertThat(text).doesNotContain("CSSBridge").doesNotContain("ContextMenuContent").doesNotContain("Separator");
    }

    @Test
    void openComboBoxListIsAPopupWindowWithItsItems() {
        ComboBox<String> colors = new ComboBox<>(FXCollections.observableArrayList("Red", "Green", "Blue"));
        HeadlessFx.show("Main", new VBox(colors), 300, 200);
        HeadlessFx.onFx(() -> {
            colors.show();
            return null;
        });
        HeadlessFx.settle();

        SnapshotResult all = snapshotter.snapshot(SnapshotRequest.of(WindowScope.all(), null, null, null, null,
                new SnapshotRequest.Include(null, null, null, true, null)));
        SnapshotResult focused = snapshotter.snapshot(SnapshotRequest.compact());

        for (SnapshotResult result : List.of(all, focused)) {
            assertThat(result.snapshot().stages()).extracting(UiWindow::kind).containsExactly("stage", "popup");
            assertThat(result.text()).contains("\nPopup[1] ").contains("ListView").contains("items=3");
        }
        UiNode list = find(all.snapshot().stages().get(1).scene().root(), "ListView");
        assertThat(list.virtualization().itemsCount()).isEqualTo(3);
        assertThat(list.virtualization().visibleCells()).extracting(row -> row.cells().get(0))
                .containsExactly("Red", "Green", "Blue");
        assertThat(all.text()).as("the popup names the combo box it belongs to")
                .containsPattern("\n  ComboBox (u-\\w+)( focused)?\nPopup\\[1] .*\n PopupControl u-\\w+ owner=\\1\n");
        assertThat(all.text()).containsPattern("\n   ListCell u-\\w+ \"Red\" row=0\n")
                .containsPattern("\n   ListCell u-\\w+ \"Blue\" row=2");
    }

    private static List<String> texts(UiNode node) {
        List<String> texts = new ArrayList<>();
        collectTexts(node, texts);
        return texts;
    }

    private static void collectTexts(UiNode node, List<String> into) {
        if (node.text() != null) {
            into.add(node.text());
        }
        node.children().forEach(child -> collectTexts(child, into));
    }

    private static UiNode find(UiNode node, String type) {
        if (node.type().equals(type)) {
            return node;
        }
        for (UiNode child : node.children()) {
            UiNode found = find(child, type);
            if (found != null) {
                return found;
            }
        }
        return null;
    }
}
