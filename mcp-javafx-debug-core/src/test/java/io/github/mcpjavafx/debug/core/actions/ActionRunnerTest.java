package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.ActionSpec.Modifier;
import io.github.mcpjavafx.debug.core.model.PerformResult;
import io.github.mcpjavafx.debug.core.scene.WindowList;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.ScrollEvent;
import javafx.scene.layout.Pane;
import javafx.scene.layout.VBox;
import javafx.stage.PopupWindow;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

import static io.github.mcpjavafx.debug.core.actions.PerformCalls.css;
import static io.github.mcpjavafx.debug.core.actions.PerformCalls.perform;
import static io.github.mcpjavafx.debug.core.actions.PerformCalls.ref;
import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;

@ExtendWith(HeadlessFxExtension.class)
class ActionRunnerTest {

    @Test
    void clickFiresTheButtonsActionAndReportsTheTarget() {
        AtomicInteger fired = new AtomicInteger();
        Button save = onFx(() -> {
            Button b = new Button("Save");
            b.setId("save");
            b.setOnAction(e -> fired.incrementAndGet());
            return b;
        });
        HeadlessFx.show("click", new VBox(save), 300, 200);

        PerformResult result = perform(ActionSpec.click(css("#save")));

        assertThat(fired).hasValue(1);
        assertThat(result.results()).singleElement().satisfies(o -> {
            assertThat(o.ok()).isTrue();
            assertThat(o.type()).isEqualTo("click");
            assertThat(o.target().uid()).isEqualTo(onFx(() -> save.getProperties().get("mcp.uid")));
            assertThat(o.target().path()).as("the line carries the rest; the path is one ui_get_node away").isNull();
        });
        assertThat(result.results().get(0).line()).matches("#0 click Button#save u-\\w+ \"Save\" focused: ok");
        assertThat(result.text()).startsWith(result.results().get(0).line() + "\n");
    }

    @Test
    void doubleClickDeliversAClickCountOfTwo() {
        List<Integer> counts = new CopyOnWriteArrayList<>();
        Button button = onFx(() -> {
            Button b = new Button("Open");
            b.setId("open");
            b.setOnMouseClicked(e -> counts.add(e.getClickCount()));
            return b;
        });
        HeadlessFx.show("double", new VBox(button), 300, 200);

        perform(new ActionSpec.Click(css("#open"), null, null, null, 2, null));

        assertThat(counts).containsExactly(1, 2);
    }

    @Test
    void clickAtScreenPointHitsWhateverIsThere() {
        AtomicInteger fired = new AtomicInteger();
        Button button = onFx(() -> {
            Button b = new Button("Here");
            b.setOnAction(e -> fired.incrementAndGet());
            return b;
        });
        HeadlessFx.show("point", new VBox(button), 300, 200);
        Bounds screen = onFx(() -> button.localToScreen(button.getBoundsInLocal()));

        PerformResult result = perform(new ActionSpec.Click(null, screen.getCenterX(), screen.getCenterY(), null, null, null));

        assertThat(fired).hasValue(1);
        assertThat(result.results().get(0).line()).startsWith("#0 click (" + Math.round(screen.getCenterX()) + ",")
                .contains("Button u-").endsWith(" \"Here\" focused: ok");
    }

    @Test
    void aDoubleClickAtAPointReadsAsOneSpacedLine() {
        Button button = onFx(() -> new Button("Twice"));
        HeadlessFx.show("twice", new VBox(button), 300, 200);
        Bounds screen = onFx(() -> button.localToScreen(button.getBoundsInLocal()));

        PerformResult result = perform(new ActionSpec.Click(null, screen.getCenterX(), screen.getCenterY(), null, 2, null));

        assertThat(result.results().get(0).line()).matches("#0 click \\(\\d+,\\d+\\) x2 Button u-\\w+ \"Twice\".*: ok");
    }

    @Test
    void rightClickOpensTheContextMenuAndClickingAnItemFiresIt() {
        AtomicInteger copied = new AtomicInteger();
        Button button = onFx(() -> {
            Button b = new Button("Row");
            b.setId("row");
            MenuItem copy = new MenuItem("Copy");
            copy.setId("copyItem");
            copy.setOnAction(e -> copied.incrementAndGet());
            b.setContextMenu(new ContextMenu(copy));
            return b;
        });
        HeadlessFx.show("context", new VBox(button), 300, 200);

        perform(new ActionSpec.Click(css("#row"), null, null, ActionSpec.ClickButton.SECONDARY, null, null));

        assertThat(onFx(() -> button.getContextMenu().isShowing())).isTrue();
        Node item = onFx(() -> popupScene().getRoot().lookup(".menu-item"));
        assertThat(item).isNotNull();

        perform(ActionSpec.click(ref(item)));

        assertThat(copied).hasValue(1);
        assertThat(onFx(() -> button.getContextMenu().isShowing())).isFalse();
    }

    @Test
    void rightClickAndMenuItemClickWorkInOneBatch() {
        AtomicInteger pasted = new AtomicInteger();
        Button button = onFx(() -> {
            Button b = new Button("Cell");
            b.setId("cell");
            MenuItem paste = new MenuItem("Paste");
            paste.setOnAction(e -> pasted.incrementAndGet());
            b.setContextMenu(new ContextMenu(paste));
            return b;
        });
        HeadlessFx.show("context batch", new VBox(button), 300, 200);

        perform(new ActionSpec.Click(css("#cell"), null, null, ActionSpec.ClickButton.SECONDARY, null, null),
                ActionSpec.click(css(".context-menu .menu-item")));

        assertThat(pasted).hasValue(1);
    }

    @Test
    void clickingAComboBoxCellInItsPopupChangesTheValue() {
        ComboBox<String> combo = onFx(() -> {
            ComboBox<String> c = new ComboBox<>();
            c.setId("fruit");
            c.getItems().addAll("Apple", "Banana", "Cherry");
            return c;
        });
        HeadlessFx.show("combo", new VBox(combo), 300, 300);

        perform(ActionSpec.click(css("#fruit")));

        assertThat(onFx(combo::isShowing)).isTrue();
        Node banana = onFx(() -> popupScene().getRoot().lookupAll(".list-cell").stream()
                .filter(n -> n instanceof ListCell<?> cell && "Banana".equals(cell.getText()))
                .findFirst().orElseThrow());

        perform(ActionSpec.click(ref(banana)));

        assertThat(onFx(combo::getValue)).isEqualTo("Banana");
        assertThat(onFx(combo::isShowing)).isFalse();
    }

    @Test
    void typeTextTypesPunctuationAndShiftedCharactersExactly() {
        TextField field = textField("name");
        HeadlessFx.show("type", new VBox(field), 300, 200);

        perform(ActionSpec.focus(css("#name")), ActionSpec.typeText("Hello, World! 123 @#"));

        assertThat(textOf(field)).isEqualTo("Hello, World! 123 @#");
    }

    @Test
    void typeTextTypesEveryUsKeyboardCharacter() {
        TextField field = textField("all");
        HeadlessFx.show("type", new VBox(field), 300, 200);
        String all = "abcxyzABCXYZ0123456789 -=[]\\;',./ !@#$%^&*()_+{}|:\"<>?~`";

        perform(new ActionSpec.TypeText(all, css("#all")));

        assertThat(textOf(field)).isEqualTo(all);
    }

    @Test
    void typeTextDeliversCharactersWithoutAKeyInOrder() {
        TextField field = textField("intl");
        HeadlessFx.show("type", new VBox(field), 300, 200);

        perform(ActionSpec.focus(css("#intl")), ActionSpec.typeText("é"));
        perform(ActionSpec.typeText(" Café 5€ 日本 ok"));

        assertThat(textOf(field)).isEqualTo("é Café 5€ 日本 ok");
    }

    @Test
    void setTextReplacesTheTextAndPutsTheCaretAtTheEnd() {
        TextField field = textField("city");
        onFx(() -> {
            field.setText("old value");
            return null;
        });
        HeadlessFx.show("set", new VBox(field), 300, 200);

        // Focus first: a field that gets the window's initial focus later (on a pulse) moves its caret.
        PerformResult result = perform(ActionSpec.focus(css("#city")), ActionSpec.setText(css("#city"), "Berlin"));

        assertThat(textOf(field)).isEqualTo("Berlin");
        assertThat(onFx(field::getCaretPosition)).isEqualTo(6);
        assertThat(result.text()).matches("(?s)#0 focus TextField#city u-\\w+ text=\"old value\" focused: ok\n"
                + "#1 setText \"Berlin\" TextField#city u-\\w+ text=\"Berlin\" focused: ok\n"
                + ".*changed TextField#city u-\\w+ text=\"Berlin\" focused");
    }

    @Test
    void ctrlASelectsAllTextOfTheFocusedField() {
        TextField field = textField("sel");
        onFx(() -> {
            field.setText("select me");
            return null;
        });
        HeadlessFx.show("keys", new VBox(field), 300, 200);

        perform(ActionSpec.focus(css("#sel")), ActionSpec.pressKey("END"), ActionSpec.pressKey("a", Modifier.CTRL));

        assertThat(onFx(field::getSelectedText)).isEqualTo("select me");
    }

    @Test
    void shiftTabMovesFocusBackwardsAndHandlersSeeTheModifiers() {
        TextField first = textField("first");
        TextField second = textField("second");
        List<String> seen = new CopyOnWriteArrayList<>();
        onFx(() -> {
            second.addEventFilter(KeyEvent.KEY_PRESSED, e -> seen.add(e.getCode() + " shift=" + e.isShiftDown()));
            return null;
        });
        HeadlessFx.show("tab", new VBox(first, second), 300, 200);

        PerformResult result = perform(ActionSpec.focus(css("#second")), ActionSpec.pressKey("Tab", Modifier.SHIFT));

        assertThat(onFx(first::isFocused)).isTrue();
        assertThat(seen).contains("TAB shift=true");
        assertThat(result.text()).contains("1 pressKey SHIFT+TAB");
    }

    @Test
    void shortcutModifierIsThePlatformShortcutKey() {
        TextField field = textField("shortcut");
        List<Boolean> shortcutDown = new CopyOnWriteArrayList<>();
        onFx(() -> {
            field.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
                if (e.getCode() == javafx.scene.input.KeyCode.S) {
                    shortcutDown.add(e.isShortcutDown());
                }
            });
            return null;
        });
        HeadlessFx.show("shortcut", new VBox(field), 300, 200);

        perform(ActionSpec.focus(css("#shortcut")), ActionSpec.pressKey("S", Modifier.SHORTCUT));

        assertThat(shortcutDown).containsExactly(true);
    }

    @Test
    void enterAliasFiresTheTextFieldsAction() {
        AtomicInteger fired = new AtomicInteger();
        TextField field = textField("enter");
        onFx(() -> {
            field.setOnAction(e -> fired.incrementAndGet());
            return null;
        });
        HeadlessFx.show("enter", new VBox(field), 300, 200);

        perform(ActionSpec.focus(css("#enter")), ActionSpec.pressKey("Return"));

        assertThat(fired).hasValue(1);
    }

    @Test
    void scrollDownMovesAScrollPanesContentUp() {
        ScrollPane pane = tallScrollPane("scroller");
        List<Double> deltas = new CopyOnWriteArrayList<>();
        onFx(() -> {
            pane.addEventFilter(ScrollEvent.SCROLL, e -> deltas.add(e.getDeltaY()));
            return null;
        });
        HeadlessFx.show("scroll", new VBox(pane), 300, 300);

        perform(ActionSpec.scroll(css("#scroller"), 3));

        assertThat(onFx(pane::getVvalue)).isGreaterThan(0);
        assertThat(deltas).hasSize(3).allSatisfy(d -> assertThat(d).isNegative());
        double down = onFx(pane::getVvalue);

        perform(ActionSpec.scroll(css("#scroller"), -1));

        assertThat(onFx(pane::getVvalue)).isLessThan(down);
    }

    @Test
    void horizontalScrollMovesContentLeft() {
        ScrollPane pane = onFx(() -> {
            Pane wide = new Pane();
            wide.setPrefSize(3000, 100);
            ScrollPane p = new ScrollPane(wide);
            p.setId("wide");
            p.setPrefSize(200, 150);
            return p;
        });
        HeadlessFx.show("hscroll", new VBox(pane), 300, 300);

        perform(new ActionSpec.Scroll(css("#wide"), null, 2));

        assertThat(onFx(pane::getHvalue)).isGreaterThan(0);
    }

    @Test
    void clickOnAMouseTransparentOverlayReachesTheButtonBelow() {
        AtomicInteger fired = new AtomicInteger();
        Button under = onFx(() -> {
            Button b = new Button("Under");
            b.setId("under");
            b.setOnAction(e -> fired.incrementAndGet());
            return b;
        });
        Pane overlay = onFx(() -> {
            Pane p = new Pane();
            p.setMouseTransparent(true);
            return p;
        });
        HeadlessFx.show("overlay", onFx(() -> new javafx.scene.layout.StackPane(under, overlay)), 300, 200);

        perform(ActionSpec.click(css("#under")));

        assertThat(fired).hasValue(1);
    }

    @Test
    void clickingALabelInsideAButtonIsNotObscuredByItsOwnParts() {
        AtomicInteger clicks = new AtomicInteger();
        Label label = onFx(() -> new Label("Inside"));
        Button button = onFx(() -> {
            Button b = new Button(null, label);
            b.setOnAction(e -> clicks.incrementAndGet());
            return b;
        });
        HeadlessFx.show("graphic", new VBox(button), 300, 200);

        perform(ActionSpec.click(ref(label)));

        assertThat(clicks).hasValue(1);
    }

    static String textOf(TextField field) {
        return onFx(() -> field.getText());
    }

    static TextField textField(String id) {
        return onFx(() -> {
            TextField f = new TextField();
            f.setId(id);
            return f;
        });
    }

    static ScrollPane tallScrollPane(String id) {
        return onFx(() -> {
            VBox rows = new VBox();
            for (int i = 0; i < 100; i++) {
                rows.getChildren().add(new Label("row " + i));
            }
            ScrollPane p = new ScrollPane(rows);
            p.setId(id);
            p.setPrefSize(200, 150);
            return p;
        });
    }

    /** FX thread: the scene of the one showing popup window. */
    static javafx.scene.Scene popupScene() {
        return Window.getWindows().stream().filter(w -> w instanceof PopupWindow && w.isShowing() && !WindowList.isOverlay(w))
                .findFirst().orElseThrow().getScene();
    }

}
