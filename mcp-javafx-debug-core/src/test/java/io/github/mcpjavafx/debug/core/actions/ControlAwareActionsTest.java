package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.ActionSpec.Modifier;
import io.github.mcpjavafx.debug.core.model.PerformResult;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.collections.FXCollections;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DatePicker;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Spinner;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TitledPane;
import javafx.scene.control.Tooltip;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Window;
import javafx.util.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;

import static io.github.mcpjavafx.debug.core.actions.PerformCalls.css;
import static io.github.mcpjavafx.debug.core.actions.PerformCalls.failure;
import static io.github.mcpjavafx.debug.core.actions.PerformCalls.perform;
import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;

/** select, expand, collapse, hover, drag, click with modifiers, and scrolling a target into view first. */
@ExtendWith(HeadlessFxExtension.class)
class ControlAwareActionsTest {

    @Test
    void selectChoosesAChoiceBoxItemByItsTextAndFiresItsAction() {
        AtomicInteger actions = new AtomicInteger();
        ChoiceBox<String> folder = onFx(() -> {
            ChoiceBox<String> c = new ChoiceBox<>(FXCollections.observableArrayList("Inbox", "Archive", "Spam"));
            c.setId("folder");
            c.setOnAction(e -> actions.incrementAndGet());
            return c;
        });
        HeadlessFx.show("select", new VBox(folder), 300, 200);

        PerformResult result = perform(ActionSpec.select(css("#folder"), "Archive"));

        assertThat(onFx(folder::getValue)).isEqualTo("Archive");
        assertThat(actions).hasValue(1);
        assertThat(result.text()).contains("#0 select", "ChoiceBox#folder", ": ok");
    }

    @Test
    void selectPicksAComboBoxItemByIndexAndATabByItsTitle() {
        ComboBox<String> size = onFx(() -> {
            ComboBox<String> c = new ComboBox<>(FXCollections.observableArrayList("S", "M", "L"));
            c.setId("size");
            return c;
        });
        TabPane tabs = onFx(() -> {
            TabPane t = new TabPane(new Tab("Inbox", new Label("mail")), new Tab("Settings", new Label("prefs")));
            t.setId("tabs");
            return t;
        });
        HeadlessFx.show("select", new VBox(size, tabs), 300, 300);

        perform(new ActionSpec.Select(css("#size"), null, 2),
                ActionSpec.select(css("#tabs"), "Settings"));

        assertThat(onFx(size::getValue)).isEqualTo("L");
        assertThat(onFx(() -> tabs.getSelectionModel().getSelectedItem().getText())).isEqualTo("Settings");
    }

    @Test
    void selectScrollsAListToAnItemFarBelowAndNamesTheChoicesWhenNoneMatches() {
        ListView<String> list = onFx(() -> {
            ListView<String> l = new ListView<>(FXCollections.observableArrayList(
                    IntStream.range(0, 200).mapToObj(i -> "Message " + i).toList()));
            l.setId("messages");
            l.setPrefHeight(120);
            return l;
        });
        HeadlessFx.show("select", new VBox(list), 300, 200);

        perform(ActionSpec.select(css("#messages"), "Message 150"));

        assertThat(onFx(() -> list.getSelectionModel().getSelectedIndex())).isEqualTo(150);
        assertThat(onFx(() -> list.lookupAll(".list-cell").stream()
                .anyMatch(cell -> "Message 150".equals(((javafx.scene.control.ListCell<?>) cell).getText())))).isTrue();

        UiException missing = failure(ActionSpec.select(css("#messages"), "Message 999"));
        assertThat(missing.details()).containsEntry("reason", "NO_MATCH");
        assertThat(missing.getMessage()).contains("has no item shown as \"Message 999\"", "200 items", "\"Message 0\"");

        // A slip names the items meant, with their indexes, and one of those selects it
        UiException slip = failure(ActionSpec.select(css("#messages"), "mesage 42"));
        assertThat(slip.getMessage()).contains("did you mean \"Message 42\" (index 42)");
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> candidates = (List<Map<String, Object>>) slip.details().get("candidates");
        assertThat(candidates).first().isEqualTo(Map.of("index", 42, "text", "Message 42"));
        assertThat(onFx(() -> list.getSelectionModel().getSelectedIndex())).as("a refused select changes nothing")
                .isEqualTo(150);
        perform(new ActionSpec.Select(css("#messages"), null, (Integer) candidates.get(0).get("index")));
        assertThat(onFx(() -> list.getSelectionModel().getSelectedItem())).isEqualTo("Message 42");
    }

    @Test
    void setTextCommitsTheValueOfASpinnerAComboBoxAndADatePicker() {
        Spinner<Integer> quantity = onFx(() -> {
            Spinner<Integer> s = new Spinner<>(1, 10, 1);
            s.setEditable(true);
            s.setId("quantity");
            return s;
        });
        ComboBox<String> city = onFx(() -> {
            ComboBox<String> c = new ComboBox<>(FXCollections.observableArrayList("Oslo", "Rome"));
            c.setEditable(true);
            c.setId("city");
            return c;
        });
        DatePicker date = onFx(() -> {
            DatePicker d = new DatePicker();
            d.setId("date");
            return d;
        });
        Spinner<Integer> locked = onFx(() -> {
            Spinner<Integer> s = new Spinner<>(1, 10, 5);
            s.setId("locked");
            return s;
        });
        HeadlessFx.show("setText", new VBox(quantity, city, date, locked), 300, 300);
        LocalDate christmasEve = LocalDate.of(2026, 12, 24);
        String shownDate = onFx(() -> date.getConverter().toString(christmasEve));

        PerformResult result = perform(ActionSpec.setText(css("#quantity"), "7"), ActionSpec.setText(css("#city"), "Lisbon"),
                ActionSpec.setText(css("#date"), shownDate));

        assertThat(onFx(quantity::getValue)).isEqualTo(7);
        assertThat(onFx(city::getValue)).isEqualTo("Lisbon");
        assertThat(onFx(date::getValue)).isEqualTo(christmasEve);
        assertThat(result.text()).contains("#0 setText \"7\" Spinner#quantity", "value=7",
                "changed Spinner#quantity", "changed ComboBox#city");

        UiException notANumber = failure(ActionSpec.setText(css("#quantity"), "seven"));
        assertThat(notANumber.details()).containsEntry("reason", "NOT_A_VALUE").containsEntry("text", "seven");
        assertThat(notANumber.getMessage()).contains("cannot take \"seven\" as its value");
        assertThat(onFx(quantity::getValue)).as("left as it was").isEqualTo(7);
        assertThat(onFx(() -> quantity.getEditor().getText())).isEqualTo("7");

        UiException readOnly = failure(ActionSpec.setText(css("#locked"), "3"));
        assertThat(readOnly.details()).containsEntry("reason", "READ_ONLY");
        assertThat(readOnly.getMessage()).contains("press UP or DOWN");
        assertThat(onFx(locked::getValue)).isEqualTo(5);
    }

    @Test
    void expandAndCollapseATreeRowAndATitledPane() {
        TreeItem<String> folders = new TreeItem<>("Folders");
        folders.getChildren().addAll(List.of(new TreeItem<>("Work"), new TreeItem<>("Home")));
        TreeItem<String> root = new TreeItem<>("Mail");
        root.setExpanded(true);
        root.getChildren().add(folders);
        TreeView<String> tree = onFx(() -> {
            TreeView<String> t = new TreeView<>(root);
            t.setId("tree");
            return t;
        });
        TitledPane details = onFx(() -> {
            TitledPane p = new TitledPane("Details", new Label("more"));
            p.setId("details");
            return p;
        });
        HeadlessFx.show("expand", new VBox(tree, details), 300, 400);
        Node foldersRow = onFx(() -> tree.lookupAll(".tree-cell").stream()
                .filter(c -> "Folders".equals(((javafx.scene.control.TreeCell<?>) c).getText())).findFirst().orElseThrow());

        perform(new ActionSpec.Expand(PerformCalls.ref(foldersRow)), new ActionSpec.Collapse(css("#details")));

        assertThat(onFx(folders::isExpanded)).isTrue();
        assertThat(onFx(() -> tree.getExpandedItemCount())).isEqualTo(4);
        assertThat(onFx(details::isExpanded)).isFalse();
    }

    @Test
    void hoverShowsTheTooltip() {
        Button help = onFx(() -> {
            Button b = new Button("?");
            b.setId("help");
            Tooltip tip = new Tooltip("Opens the manual");
            tip.setShowDelay(Duration.millis(100));
            b.setTooltip(tip);
            return b;
        });
        HeadlessFx.show("hover", new VBox(40, new Label("top"), help), 300, 200);

        perform(new ActionSpec.Hover(css("#help")));

        assertThat(onFx(() -> help.getTooltip().isShowing())).isTrue();
        assertThat(onFx(() -> Window.getWindows().stream().anyMatch(w -> w instanceof Tooltip && w.isShowing()))).isTrue();
    }

    @Test
    void hoverOnAnIconThatADecorationWithATooltipCoversShowsTheDecorationsTooltip() {
        Label decoration = onFx(() -> {
            Label mark = new Label();
            mark.setPrefSize(24, 24);
            Tooltip tip = new Tooltip("Text is required");
            tip.setShowDelay(Duration.millis(100));
            mark.setTooltip(tip);
            return mark;
        });
        Region icon = onFx(() -> {
            Region r = new Region();
            r.setId("icon");
            r.setPrefSize(24, 24);
            return r;
        });
        Label top = onFx(() -> {
            Label label = new Label("top");
            label.setId("top");
            return label;
        });
        HeadlessFx.show("hover", new VBox(40, top, new javafx.scene.layout.StackPane(icon, decoration)), 300, 200);

        perform(new ActionSpec.Hover(css("#icon")));

        assertThat(onFx(() -> decoration.getTooltip().isShowing())).as("the decoration's tooltip shows").isTrue();
        perform(new ActionSpec.Hover(css("#top"))); // off the decoration: JavaFX's tooltips share one behaviour
    }

    @Test
    void dragPressesMovesAndReleasesOnTheDropTarget() {
        List<String> seen = new ArrayList<>();
        Region handle = onFx(() -> {
            Region r = new Region();
            r.setId("handle");
            r.setStyle("-fx-background-color: red");
            r.setPrefSize(40, 40);
            r.setOnMousePressed(e -> seen.add("pressed"));
            r.setOnMouseDragged(e -> seen.add("dragged"));
            r.setOnMouseReleased(e -> seen.add("released at " + Math.round(e.getSceneX()) + "," + Math.round(e.getSceneY())));
            return r;
        });
        Region bin = onFx(() -> {
            Region r = new Region();
            r.setId("bin");
            r.setPrefSize(40, 40);
            return r;
        });
        Pane board = onFx(() -> {
            handle.relocate(10, 10);
            bin.relocate(200, 120);
            return new Pane(handle, bin);
        });
        HeadlessFx.show("drag", board, 300, 200);

        perform(new ActionSpec.Drag(css("#handle"), css("#bin"), null, null));

        assertThat(seen).first().isEqualTo("pressed");
        assertThat(seen).contains("dragged");
        assertThat(seen).last().isEqualTo("released at 220,140");
    }

    @Test
    void clickHoldsTheModifiersGiven() {
        AtomicBoolean shortcut = new AtomicBoolean();
        Button open = onFx(() -> {
            Button b = new Button("Open");
            b.setId("open");
            b.addEventHandler(MouseEvent.MOUSE_CLICKED, e -> shortcut.set(e.isShiftDown()));
            return b;
        });
        HeadlessFx.show("modifiers", new VBox(open), 300, 200);

        perform(new ActionSpec.Click(css("#open"), null, null, null, null, List.of(Modifier.SHIFT)));

        assertThat(shortcut).isTrue();
    }

    @Test
    void aClickOnAButtonBelowTheFoldScrollsItIntoViewFirst() {
        AtomicInteger clicks = new AtomicInteger();
        Button far = onFx(() -> {
            Button b = new Button("Far below");
            b.setId("far");
            b.setOnAction(e -> clicks.incrementAndGet());
            return b;
        });
        ScrollPane scroller = onFx(() -> {
            Region spacer = new Region();
            spacer.setPrefHeight(900);
            ScrollPane s = new ScrollPane(new VBox(spacer, far));
            s.setPrefViewportHeight(150);
            return s;
        });
        HeadlessFx.show("fold", new VBox(scroller), 300, 200);

        perform(ActionSpec.click(css("#far")));

        assertThat(clicks).hasValue(1);
        assertThat(onFx(scroller::getVvalue)).isGreaterThan(0.5);
    }
}
