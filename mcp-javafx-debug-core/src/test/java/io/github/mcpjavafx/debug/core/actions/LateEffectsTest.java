package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.PerformResult;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.animation.AnimationTimer;
import javafx.animation.FadeTransition;
import javafx.animation.KeyFrame;
import javafx.animation.KeyValue;
import javafx.animation.Timeline;
import javafx.animation.TranslateTransition;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.stage.Popup;
import javafx.stage.Stage;
import javafx.util.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.ArrayList;
import java.util.List;

import static io.github.mcpjavafx.debug.core.actions.PerformCalls.css;
import static io.github.mcpjavafx.debug.core.actions.PerformCalls.perform;
import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * An action that starts an animation is answered when the animation has ended, within a bound: a popup that
 * fades out on ESCAPE is reported closed; what the app animates on its own is not waited for.
 */
@ExtendWith(HeadlessFxExtension.class)
class LateEffectsTest {

    @Test
    void escapeThatFadesAPopupOutIsAnsweredOnceThePopupHasClosed() {
        Stage stage = HeadlessFx.show("Owner", onFx(() -> new VBox(new Label("Behind the popup"))), 300, 200);
        Popup popup = onFx(() -> {
            Popup p = new Popup();
            StackPane content = new StackPane(new Label("Details of the order"));
            content.setStyle("-fx-background-color: white; -fx-padding: 10");
            p.getContent().add(content);
            p.setHideOnEscape(false); // the app fades it out itself, as ControlsFX's PopOver does
            stage.getScene().addEventHandler(KeyEvent.KEY_PRESSED, e -> {
                if (e.getCode() == KeyCode.ESCAPE && p.isShowing()) {
                    FadeTransition fade = new FadeTransition(Duration.millis(300), content);
                    fade.setToValue(0);
                    fade.setOnFinished(done -> p.hide());
                    fade.play();
                }
            });
            p.show(stage, stage.getX() + 20, stage.getY() + 40);
            return p;
        });
        HeadlessFx.settle();

        PerformResult escaped = perform(ActionSpec.pressKey("ESCAPE"));

        assertThat(onFx(popup::isShowing)).as("the popup, once the answer came").isFalse();
        assertThat(escaped.changes().closed()).as(escaped.text()).hasSize(1);
        assertThat(escaped.results().get(0).line()).as("the action's line, in both channels")
                .containsPattern("waited \\d+ ms for the animation it started to end \\(FadeTransition of StackPane u-\\w+ \\(opacity\\)\\)");
    }

    @Test
    void aPopupClosedByAnActionLeavesItsOwnerTakingClicks() {
        java.util.concurrent.atomic.AtomicInteger pressed = new java.util.concurrent.atomic.AtomicInteger();
        Button button = onFx(() -> {
            Button b = new Button("Count");
            b.setId("count");
            b.setOnAction(e -> pressed.incrementAndGet());
            return b;
        });
        Stage stage = HeadlessFx.show("Owner", new VBox(button), 300, 200);
        Popup popup = onFx(() -> {
            Popup p = new Popup(); // hides on ESCAPE and on a press outside through its owner's window, as a PopOver
            p.setAutoHide(true);
            p.getContent().add(new Label("A hint"));
            p.show(stage, stage.getX() + 150, stage.getY() + 150);
            return p;
        });
        HeadlessFx.settle();

        perform(ActionSpec.pressKey("ESCAPE"));
        perform(ActionSpec.click(css("#count")));

        assertThat(onFx(popup::isShowing)).isFalse();
        assertThat(pressed).as("the owner's button, clicked after the popup closed").hasValue(1);
    }

    @Test
    void whatTheAppAnimatesOnItsOwnIsNotWaitedFor() {
        Label clock = onFx(() -> new Label("12:00"));
        Button save = onFx(() -> {
            Button b = new Button("Save");
            b.setId("save");
            b.setOnAction(e -> clock.setText("saved"));
            return b;
        });
        HeadlessFx.show("Dashboard", new VBox(save, clock), 300, 200);
        List<Timeline> ambient = new ArrayList<>();
        AnimationTimer timer = onFx(() -> {
            AnimationTimer t = new AnimationTimer() { // every frame a new 5 s animation, as a dashboard's gauges start theirs
                @Override
                public void handle(long now) {
                    Timeline sway = new Timeline(new KeyFrame(Duration.seconds(5), new KeyValue(clock.translateXProperty(),
                            clock.getTranslateX() + 1)));
                    ambient.add(sway);
                    sway.play();
                }
            };
            t.start();
            return t;
        });
        try {
            PerformResult saved = perform(ActionSpec.click(css("#save")));

            assertThat(saved.results().get(0).line()).as("nothing the click started moves").endsWith(": ok");
            assertThat(onFx(clock::getText)).isEqualTo("saved");
        } finally {
            onFx(() -> {
                timer.stop();
                ambient.forEach(Timeline::stop);
                return null;
            });
        }
    }

    @Test
    void anAnimationLongerThanTheBoundIsToldAsStillMoving() {
        Label panel = onFx(() -> new Label("Side panel"));
        List<TranslateTransition> slide = new ArrayList<>();
        Button open = onFx(() -> {
            Button b = new Button("Open panel");
            b.setId("open");
            b.setOnAction(e -> {
                TranslateTransition t = new TranslateTransition(Duration.seconds(30), panel);
                t.setToX(200);
                slide.add(t);
                t.play();
            });
            return b;
        });
        HeadlessFx.show("Slides", new VBox(open, panel), 300, 200);
        try {
            PerformResult opened = perform(ActionSpec.click(css("#open")));

            assertThat(onFx(() -> slide.get(0).getStatus())).as("the slide, when the answer came")
                    .isEqualTo(javafx.animation.Animation.Status.RUNNING);
            assertThat(opened.results().get(0).line()).as(opened.text())
                    .containsPattern("still moving after \\d+ ms, not awaited further: TranslateTransition of Label u-\\w+ "
                            + "\"Side panel\" \\(translate\\), [\\d.]+ s left");
        } finally {
            onFx(() -> {
                slide.forEach(TranslateTransition::stop);
                return null;
            });
        }
    }

    /**
     * A switch that turns on at the press and slides its knob after (TilesFX's switch tile): the slide changes nothing
     * an answer tells, so the click is answered without waiting for it, the switch already on; a slide that ends in a
     * handler is awaited, since its end may change what the answer tells.
     */
    @Test
    void aKnobsSlideIsNotAwaitedButASlideThatEndsInAHandlerIs() {
        Label state = onFx(() -> new Label("off"));
        javafx.scene.shape.Circle knob = onFx(() -> new javafx.scene.shape.Circle(10));
        List<Timeline> slides = new ArrayList<>();
        Button toggle = onFx(() -> {
            Button b = new Button("Switch");
            b.setId("switch");
            b.setOnAction(e -> {
                state.setText("on");
                Timeline slide = new Timeline(new KeyFrame(Duration.millis(600),
                        new KeyValue(knob.centerXProperty(), 40), new KeyValue(knob.fillProperty(), javafx.scene.paint.Color.GREEN)));
                slides.add(slide);
                slide.play();
            });
            return b;
        });
        Button confirm = onFx(() -> {
            Button b = new Button("Confirm");
            b.setId("confirm");
            b.setOnAction(e -> {
                Timeline slide = new Timeline(new KeyFrame(Duration.millis(300), new KeyValue(knob.centerXProperty(), 0)));
                slide.setOnFinished(done -> state.setText("confirmed"));
                slides.add(slide);
                slide.play();
            });
            return b;
        });
        HeadlessFx.show("Knob", new VBox(toggle, confirm, state, new javafx.scene.layout.Pane(knob)), 300, 200);
        try {
            PerformResult switched = perform(ActionSpec.click(css("#switch")));

            assertThat(onFx(() -> slides.get(0).getStatus())).as("the knob, when the answer came")
                    .isEqualTo(javafx.animation.Animation.Status.RUNNING);
            assertThat(switched.results().get(0).line()).as(switched.text()).doesNotContain("waited", "still moving");
            assertThat(switched.changes().changed()).anySatisfy(line -> assertThat(line).contains("\"on\""));

            PerformResult confirmed = perform(ActionSpec.click(css("#confirm")));

            assertThat(confirmed.results().get(0).line()).as(confirmed.text())
                    .containsPattern("waited \\d+ ms for the animation it started to end \\(Timeline of Circle u-\\w+ \\(centerX\\)\\)");
            assertThat(confirmed.changes().changed()).anySatisfy(line -> assertThat(line).contains("\"confirmed\""));
        } finally {
            onFx(() -> {
                slides.forEach(Timeline::stop);
                return null;
            });
        }
    }
}
