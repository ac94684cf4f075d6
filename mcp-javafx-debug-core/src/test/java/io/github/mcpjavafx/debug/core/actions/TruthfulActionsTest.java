package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.PerformResult;
import io.github.mcpjavafx.debug.core.model.Target;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.support.DashboardTile;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.collections.FXCollections;
import javafx.geometry.Point2D;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.PasswordField;
import javafx.scene.control.TextField;
import javafx.scene.control.TextFormatter;
import javafx.scene.layout.Pane;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.stage.Modality;
import javafx.stage.Stage;
import javafx.stage.StageStyle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.concurrent.atomic.AtomicInteger;

import static io.github.mcpjavafx.debug.core.actions.PerformCalls.css;
import static io.github.mcpjavafx.debug.core.actions.PerformCalls.failure;
import static io.github.mcpjavafx.debug.core.actions.PerformCalls.perform;
import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;

/** An action's "ok" is true of the app: its effect was checked, and its line names the node that got the input. */
@ExtendWith(HeadlessFxExtension.class)
class TruthfulActionsTest {

    @Test
    void typingReachesTheMainWindowAfterAModalDialogCloses() {
        TextField search = new TextField();
        Stage main = HeadlessFx.show("Main", onFx(() -> {
            search.setId("search");
            Button login = new Button("Login...");
            login.setId("openLogin");
            login.setOnAction(event -> {
                TextField user = new TextField();
                user.setId("user");
                Button ok = new Button("Login");
                ok.setId("login");
                Stage dialog = new Stage();
                ok.setOnAction(e -> dialog.close());
                dialog.setTitle("Login");
                dialog.initModality(Modality.APPLICATION_MODAL);
                dialog.setScene(new Scene(new VBox(user, ok), 200, 100));
                dialog.setX(600);
                dialog.setY(150);
                dialog.showAndWait();
            });
            return new VBox(search, login);
        }), 400, 300);

        perform(ActionSpec.click(css("#openLogin")));
        perform(new ActionSpec.TypeText("alice", css("#user")), ActionSpec.click(css("#login")));
        PerformResult typed = perform(new ActionSpec.TypeText("rating", css("#search")));

        String text = onFx(() -> search.getText());
        assertThat(text).as(typed.text()).isEqualTo("rating");
        assertThat((boolean) onFx(main::isShowing)).isTrue();
    }

    @Test
    void typingWithoutTargetIntoADialogNamesTheDialogsField() {
        HeadlessFx.show("Main", onFx(() -> {
            Button save = new Button("Save");
            save.setId("save");
            return new VBox(save);
        }), 400, 300);
        perform(ActionSpec.focus(css("#save")));
        PasswordField password = onFx(() -> {
            PasswordField field = new PasswordField();
            field.setId("password");
            Stage dialog = new Stage();
            dialog.setTitle("Login");
            dialog.initModality(Modality.APPLICATION_MODAL);
            dialog.setScene(new Scene(new VBox(field), 200, 100));
            dialog.setX(600);
            dialog.show();
            return field;
        });
        HeadlessFx.settle();

        PerformResult typed = perform(ActionSpec.typeText("s3cret"));

        assertThat(onFx(() -> password.getText())).isEqualTo("s3cret");
        assertThat(typed.text()).contains("PasswordField#password").doesNotContain("Button#save");
    }

    @Test
    void clickThatAnotherWindowOfTheAppCoversFailsNamingThatWindow() {
        AtomicInteger saves = new AtomicInteger();
        HeadlessFx.show("Main", onFx(() -> new VBox(saveButton(saves))), 400, 300);
        onFx(() -> {
            Stage palette = new Stage(StageStyle.UNDECORATED);
            palette.setTitle("Palette");
            palette.setScene(new Scene(new VBox(new Label("tools")), 300, 200));
            palette.setX(50);
            palette.setY(50);
            palette.show();
            return null;
        });
        HeadlessFx.settle();

        UiException e = failure(ActionSpec.click(css("#save")));

        assertThat(e.details()).containsEntry("reason", "NO_EFFECT");
        assertThat(e.getMessage()).contains("another window of the application").contains("\"Palette\"");
        assertThat(e.details().get("receivedBy").toString()).contains("Palette");
        assertThat(saves).hasValue(0);
    }

    @Test
    void clickThatANodeOverTheTargetTakesFailsNamingThatNode() {
        AtomicInteger presses = new AtomicInteger();
        showUnderHoverCard(presses);

        UiException e = failure(ActionSpec.click(css("#save")));

        assertThat(e.details()).containsEntry("reason", "NO_EFFECT");
        assertThat(e.getMessage()).contains("landed on Pane#card");
        assertThat(presses).hasValue(0);
    }

    @Test
    void clickOnATargetThatANodeInFrontByItsViewOrderCoversIsRefusedBeforeAnyInput() {
        AtomicInteger saves = new AtomicInteger();
        HeadlessFx.show("Main", onFx(() -> {
            Button save = saveButton(saves);
            // Drawn and picked in front by its view order, though it comes first among the children.
            Pane overlay = new Pane();
            overlay.setId("overlay");
            overlay.setViewOrder(-1);
            return new StackPane(overlay, new VBox(save));
        }), 400, 300);

        UiException e = failure(ActionSpec.click(css("#save")));

        assertThat(e.details()).containsEntry("reason", "OBSCURED");
        assertThat(e.getMessage()).contains("covered at its center by Pane#overlay");
        assertThat(saves).hasValue(0);
    }

    @Test
    void aDragWhosePressANodeOverTheSourceTakesFailsNamingThatNode() {
        AtomicInteger presses = new AtomicInteger();
        showUnderHoverCard(presses);

        UiException e = failure(new ActionSpec.Drag(css("#save"), null, 10.0, 10.0));

        assertThat(e.details()).containsEntry("reason", "NO_EFFECT");
        assertThat(e.getMessage()).contains("The drag from Button#save").contains("landed on Pane#card");
        assertThat(presses).hasValue(0);
    }

    @Test
    void aHoverThatANodeOverTheTargetTakesFailsNamingThatNode() {
        Stage stage = showUnderOverlay(new AtomicInteger());

        UiException e = failure(new ActionSpec.Hover(css("#save")));

        assertThat(e.details()).containsEntry("reason", "NO_EFFECT");
        assertThat(e.getMessage()).contains("rests on Pane#overlay");
        assertThat(onFx(() -> stage.getScene().lookup("#save").isHover())).isFalse();
    }

    @Test
    void aClickAtAPointNamesTheNodeItsPressReachedAndFailsWhereNoWindowIs() {
        AtomicInteger saves = new AtomicInteger();
        Stage stage = HeadlessFx.show("Main", onFx(() -> new VBox(saveButton(saves))), 400, 300);
        Point2D center = onFx(() -> {
            Button save = (Button) stage.getScene().lookup("#save");
            return save.localToScreen(save.getWidth() / 2, save.getHeight() / 2);
        });
        ActionSpec.Click at = new ActionSpec.Click(null, center.getX(), center.getY(), null, null, null);

        assertThat(perform(at).text()).contains("Button#save").contains(": ok");
        assertThat(saves).hasValue(1);

        double outside = onFx(() -> stage.getX() + stage.getWidth() + 20);
        UiException e = failure(new ActionSpec.Click(null, outside, center.getY(), null, null, null));
        assertThat(e.details()).containsEntry("reason", "NO_EFFECT");
        assertThat(e.getMessage()).contains("reached no window of the application");
    }

    @Test
    void typingThatTheFieldRefusesFailsWithNoEffect() {
        showDigitsOnlyField();

        UiException e = failure(new ActionSpec.TypeText("abc", css("#digits")));

        assertThat(e.details()).containsEntry("reason", "NO_EFFECT");
        assertThat(e.getMessage()).contains("TextField#digits").contains("did not change");
        assertThat(perform(new ActionSpec.TypeText("42", css("#digits"))).text()).contains("text=\"42\"");
    }

    @Test
    void setTextThatTheFieldRewritesFailsWithNoEffect() {
        showDigitsOnlyField();

        assertThat(failure(ActionSpec.setText(css("#digits"), "abc")).details()).containsEntry("reason", "NO_EFFECT");
    }

    @Test
    void aStateTheClickChangedReadsAsAChange() {
        HeadlessFx.show("Main", onFx(() -> {
            Button send = new Button("Send");
            send.setId("send");
            send.setOnAction(event -> send.setDisable(true));
            return new VBox(send);
        }), 400, 300);

        PerformResult result = perform(ActionSpec.click(css("#send")));

        assertThat(result.text()).contains("\"Send\"").contains(": ok (became disabled)").doesNotContain("disabled: ok");
    }

    @Test
    void checkingABoxOrSelectingARowReadsAsAChangeNotAsTheStateTheClickFound() {
        HeadlessFx.show("Main", onFx(() -> {
            CheckBox express = new CheckBox("Express");
            express.setId("express");
            ListView<String> list = new ListView<>(
                    FXCollections.observableArrayList("Katja", "Dirk"));
            return new VBox(express, list);
        }), 400, 300);

        String checked = perform(ActionSpec.click(css("#express"))).text();
        String unchecked = perform(ActionSpec.click(css("#express"))).text();
        String selected = perform(ActionSpec.click(Target.text("Dirk"))).text();

        assertThat(checked).contains("CheckBox#express").contains(": ok (became checked)").doesNotContain("checked focused: ok");
        assertThat(unchecked).contains("\"Express\" checked").contains(": ok (became unchecked)");
        assertThat(selected).contains("\"Dirk\" row=1").contains(": ok (became selected)");
    }

    @Test
    void aCustomControlsDrawnStateTheClickChangedReadsAsAChange() {
        DashboardTile toggle = onFx(() -> new DashboardTile(DashboardTile.Kind.SWITCH, "Switch Tile"));
        HeadlessFx.show("Dashboard", onFx(() -> new VBox(toggle)), 400, 300);

        String on = perform(ActionSpec.click(Target.text("Switch Tile"))).text();
        String off = perform(ActionSpec.click(Target.text("Switch Tile"))).text();

        assertThat(on).as("the state it found, then what it became").startsWith("#0 click DashboardTile")
                .contains("\"Switch Tile\" off focused: ok").contains("(became on)\nchanged DashboardTile");
        assertThat(off).contains("\"Switch Tile\" on focused: ok").contains("(became off)");
        assertThat((boolean) onFx(toggle::isActive)).as("the app's own flag after two clicks").isFalse();
    }

    /** A field whose formatter refuses anything but digits. */
    private static void showDigitsOnlyField() {
        HeadlessFx.show("Main", onFx(() -> {
            TextField digits = new TextField();
            digits.setId("digits");
            digits.setTextFormatter(new TextFormatter<String>(change -> change.getText().matches("[0-9]*") ? change : null));
            return new VBox(digits);
        }), 400, 300);
    }

    /**
     * A Save button, and a card the app shows over it as soon as the pointer enters the button: nothing
     * covers the button when it is checked, and the press lands on the card. {@code presses} counts the button's.
     */
    private static void showUnderHoverCard(AtomicInteger presses) {
        HeadlessFx.show("Main", onFx(() -> {
            Button save = new Button("Save");
            save.setId("save");
            save.setOnMousePressed(event -> presses.incrementAndGet());
            Pane card = new Pane();
            card.setId("card");
            card.setStyle("-fx-background-color: white");
            card.setVisible(false);
            save.setOnMouseEntered(event -> card.setVisible(true));
            return new StackPane(new VBox(save), card);
        }), 400, 300);
    }

    /** A Save button under a transparent pane that view order draws and picks on top; {@code presses} counts the button's. */
    private static Stage showUnderOverlay(AtomicInteger presses) {
        return HeadlessFx.show("Main", onFx(() -> {
            Button save = new Button("Save");
            save.setId("save");
            save.setOnMousePressed(event -> presses.incrementAndGet());
            Pane overlay = new Pane();
            overlay.setId("overlay");
            overlay.setViewOrder(-1);
            return new StackPane(overlay, new VBox(save));
        }), 400, 300);
    }

    private static Button saveButton(AtomicInteger saves) {
        Button save = new Button("Save");
        save.setId("save");
        save.setOnAction(event -> saves.incrementAndGet());
        return save;
    }
}
