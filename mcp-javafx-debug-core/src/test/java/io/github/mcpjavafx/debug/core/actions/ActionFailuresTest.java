package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.ErrorCode;
import io.github.mcpjavafx.debug.core.model.PerformResult.Outcome;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import static io.github.mcpjavafx.debug.core.actions.ActionRunnerTest.textField;
import static io.github.mcpjavafx.debug.core.actions.ActionRunnerTest.textOf;
import static io.github.mcpjavafx.debug.core.actions.PerformCalls.css;
import static io.github.mcpjavafx.debug.core.actions.PerformCalls.failure;
import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

@ExtendWith(HeadlessFxExtension.class)
class ActionFailuresTest {

    @Test
    void invisibleTargetFailsWithNotVisible() {
        Button hidden = button("hidden");
        onFx(() -> {
            hidden.setVisible(false);
            return null;
        });
        HeadlessFx.show("hidden", new VBox(hidden), 300, 200);

        UiException e = failure(ActionSpec.click(css("#hidden")));

        assertReason(e, "NOT_VISIBLE");
        assertThat(e.getMessage()).contains("Button#hidden").contains("Make it visible");
        assertThat(e.details()).containsEntry("type", "Button").containsKey("uid");
    }

    @Test
    void targetInsideAnInvisibleContainerNamesTheContainer() {
        Button inner = button("inner");
        VBox box = onFx(() -> {
            VBox b = new VBox(inner);
            b.setId("box");
            b.setVisible(false);
            return b;
        });
        HeadlessFx.show("hidden parent", new VBox(box), 300, 200);

        UiException e = failure(ActionSpec.click(css("#inner")));

        assertReason(e, "NOT_VISIBLE");
        assertThat(e.getMessage()).contains("VBox#box");
        assertThat(e.details()).containsKey("hiddenAncestor");
    }

    @Test
    void disabledTargetFailsWithDisabledAndDoesNotFire() {
        AtomicInteger fired = new AtomicInteger();
        Button off = button("off");
        onFx(() -> {
            off.setDisable(true);
            off.setOnAction(ev -> fired.incrementAndGet());
            return null;
        });
        HeadlessFx.show("disabled", new VBox(off), 300, 200);

        UiException e = failure(ActionSpec.click(css("#off")));

        assertReason(e, "DISABLED");
        assertThat(fired).hasValue(0);
    }

    @Test
    void zeroSizeTargetFailsWithNoScreenBounds() {
        Region empty = onFx(() -> {
            Region r = new Region();
            r.setId("empty");
            r.setManaged(false); // never resized: stays 0x0
            return r;
        });
        HeadlessFx.show("empty", new VBox(empty), 300, 200);

        UiException e = failure(ActionSpec.click(css("#empty")));

        assertReason(e, "NO_SCREEN_BOUNDS");
    }

    @Test
    void nodeOfAHiddenWindowFailsWithNoScreenBounds() {
        Button orphan = button("orphan");
        Stage stage = HeadlessFx.show("gone", new VBox(orphan), 300, 200);
        onFx(() -> {
            stage.hide();
            return null;
        });
        RobotActions actions = onFx(() -> {
            NodeLabels labels = new NodeLabels(UidRegistry.shared());
            return new RobotActions(labels, new TargetChecks(labels));
        });

        assertThatThrownBy(() -> onFx(() -> actions.click(orphan, MouseButton.PRIMARY, 1, java.util.List.of())))
                .isInstanceOfSatisfying(UiException.class, e -> assertReason(e, "NO_SCREEN_BOUNDS"));
    }

    @Test
    void buttonClippedAwayWithNoScrollPaneFailsWithOffScreenNamingTheClip() {
        Button hiddenByClip = button("clipped");
        Pane window = onFx(() -> {
            hiddenByClip.setManaged(false);
            hiddenByClip.resizeRelocate(10, 150, 80, 30);
            Pane p = new Pane(hiddenByClip);
            p.setId("viewport");
            p.setClip(new javafx.scene.shape.Rectangle(0, 0, 200, 100)); // nothing scrolls it back
            return p;
        });
        HeadlessFx.show("clipped", new VBox(window), 300, 400);

        UiException e = failure(ActionSpec.click(css("#clipped")));

        assertReason(e, "OFF_SCREEN");
        assertThat(e.getMessage()).contains("Pane#viewport");
        assertThat(e.details()).containsKeys("clippedBy", "screenBounds");
    }

    @Test
    void buttonFarOutsideTheWindowFailsWithOffScreen() {
        Button far = button("far");
        onFx(() -> {
            far.setManaged(false);
            far.resizeRelocate(50, 1000, 80, 30);
            return null;
        });
        HeadlessFx.show("far", new Pane(far), 300, 200);

        UiException e = failure(ActionSpec.click(css("#far")));

        assertReason(e, "OFF_SCREEN");
        assertThat(e.details()).containsKey("sceneSize");
    }

    @Test
    void clickAtAPointOnNoScreenFailsWithOffScreen() {
        HeadlessFx.show("any", new VBox(button("any")), 300, 200);

        UiException e = failure(new ActionSpec.Click(null, 5000.0, 5000.0, null, null, null));

        assertReason(e, "OFF_SCREEN");
    }

    @Test
    void buttonUnderAnOverlayFailsWithObscuredNamingTheOverlay() {
        AtomicInteger fired = new AtomicInteger();
        Button covered = button("covered");
        onFx(() -> {
            covered.setOnAction(ev -> fired.incrementAndGet());
            return null;
        });
        Pane overlay = onFx(() -> {
            Pane p = new Pane();
            p.setId("overlay");
            return p;
        });
        HeadlessFx.show("obscured", onFx(() -> new StackPane(covered, overlay)), 300, 200);

        UiException e = failure(ActionSpec.click(css("#covered")));

        assertReason(e, "OBSCURED");
        assertThat(e.getMessage()).contains("Pane#overlay");
        assertThat(e.details().get("coveredBy")).asInstanceOf(
                org.assertj.core.api.InstanceOfAssertFactories.MAP).containsEntry("id", "overlay");
        assertThat(fired).hasValue(0);
    }

    @Test
    void setTextOnAButtonFailsWithUnsupportedTargetType() {
        HeadlessFx.show("set", new VBox(button("notText")), 300, 200);

        UiException e = failure(ActionSpec.setText(css("#notText"), "x"));

        assertReason(e, "UNSUPPORTED_TARGET_TYPE");
        assertThat(e.details()).containsEntry("type", "Button");
        assertThat(e.getMessage()).contains("TextField");
    }

    @Test
    void setTextOnANonEditableFieldFailsWithReadOnly() {
        TextField locked = textField("locked");
        onFx(() -> {
            locked.setText("keep");
            locked.setEditable(false);
            return null;
        });
        HeadlessFx.show("readonly", new VBox(locked), 300, 200);

        UiException e = failure(ActionSpec.setText(css("#locked"), "changed"));

        assertReason(e, "READ_ONLY");
        assertThat(textOf(locked)).isEqualTo("keep");
    }

    @Test
    void focusThatTheAppRedirectsFailsWithNotFocusable() {
        TextField trap = textField("trap");
        TextField elsewhere = textField("elsewhere");
        Parent root = new VBox(trap, elsewhere);
        Stage stage = HeadlessFx.show("trap", root, 300, 200);
        onFx(() -> {
            stage.getScene().focusOwnerProperty().addListener((o, old, now) -> {
                if (now == trap) {
                    elsewhere.requestFocus();
                }
            });
            elsewhere.requestFocus();
            return null;
        });

        UiException e = failure(ActionSpec.focus(css("#trap")));

        assertReason(e, "NOT_FOCUSABLE");
        assertThat(e.details()).containsKey("focusOwner");
    }

    @Test
    void typingWithNothingFocusedFailsWithNoFocusOwner() {
        HeadlessFx.show("labels only", new VBox(new Label("just text")), 300, 200);

        UiException e = failure(ActionSpec.typeText("hello"));

        assertReason(e, "NO_FOCUS_OWNER");
    }

    @Test
    void batchStopsAtTheFirstFailureAndReportsTheOutcomesSoFar() {
        TextField first = textField("first");
        TextField last = textField("last");
        Button off = button("offInBatch");
        onFx(() -> {
            off.setDisable(true);
            return null;
        });
        HeadlessFx.show("batch", new VBox(first, off, last), 300, 200);

        UiException e = failure(
                ActionSpec.setText(css("#first"), "done"),
                ActionSpec.click(css("#offInBatch")),
                ActionSpec.setText(css("#last"), "never"));

        assertReason(e, "DISABLED");
        assertThat(e.getMessage()).startsWith("Action 1 (click) failed");
        assertThat(e.details()).containsEntry("actionIndex", 1).containsEntry("actionType", "click");
        @SuppressWarnings("unchecked")
        List<Outcome> results = (List<Outcome>) e.details().get("results");
        assertThat(results).as("what ran before the failure; the failure is the error itself")
                .extracting(Outcome::index, Outcome::ok).containsExactly(org.assertj.core.groups.Tuple.tuple(0, true));
        assertThat(e.details()).containsKey("uid");
        assertThat(textOf(first)).isEqualTo("done");
        assertThat(textOf(last)).isEmpty();
    }

    @Test
    void anInvalidLaterActionChangesNothing() {
        TextField field = textField("untouched");
        HeadlessFx.show("invalid", new VBox(field), 300, 200);

        UiException e = failure(
                ActionSpec.setText(css("#untouched"), "changed"),
                new ActionSpec.Focus(null));

        assertThat(e.code()).isEqualTo(ErrorCode.MCP_UI_INVALID_ARGUMENT);
        assertThat(e.details()).containsEntry("actionIndex", 1);
        assertThat(textOf(field)).isEmpty();
    }

    @Test
    void badKeyNameChangesNothing() {
        TextField field = textField("stillEmpty");
        HeadlessFx.show("invalid key", new VBox(field), 300, 200);

        UiException e = failure(ActionSpec.setText(css("#stillEmpty"), "changed"), ActionSpec.pressKey("ENTR"));

        assertThat(e.code()).isEqualTo(ErrorCode.MCP_UI_INVALID_ARGUMENT);
        assertThat(e.getMessage()).contains("Action 1 (pressKey)").contains("ENTR");
        assertThat(textOf(field)).isEmpty();
    }

    @Test
    void targetThatMatchesNothingFailsWithNoMatchAndTheActionIndex() {
        HeadlessFx.show("no match", new VBox(button("present")), 300, 200);

        UiException e = failure(ActionSpec.click(css("#present")), ActionSpec.click(css("#absent")));

        assertReason(e, "NO_MATCH");
        assertThat(e.details()).containsEntry("actionIndex", 1);
    }

    @Test
    void performOnTheFxThreadIsRefusedBecauseRobotInputCouldNotBeHandled() {
        Throwable thrown = org.assertj.core.api.Assertions.catchThrowable(() -> onFx(() ->
                PerformCalls.RUNNER.perform(io.github.mcpjavafx.debug.core.model.PerformRequest.of(
                        ActionSpec.pressKey("ENTER")))));

        assertThat(thrown).isInstanceOfSatisfying(UiException.class, e -> {
            assertThat(e.code()).isEqualTo(ErrorCode.MCP_UI_INTERNAL);
            assertThat(e.getMessage()).contains("FX thread");
        });
    }

    private static Button button(String id) {
        return onFx(() -> {
            Button b = new Button(id);
            b.setId(id);
            return b;
        });
    }

    private static void assertReason(UiException e, String reason) {
        assertThat(e.code()).isEqualTo(ErrorCode.MCP_UI_ACTION_FAILED);
        assertThat(e.details()).containsEntry("reason", reason);
    }
}
