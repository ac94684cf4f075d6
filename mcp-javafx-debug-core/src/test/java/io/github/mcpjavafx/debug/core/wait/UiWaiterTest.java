package io.github.mcpjavafx.debug.core.wait;

import io.github.mcpjavafx.debug.core.model.ErrorCode;
import io.github.mcpjavafx.debug.core.model.QueryRequest;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.model.WaitRequest;
import io.github.mcpjavafx.debug.core.model.WaitRequest.Until;
import io.github.mcpjavafx.debug.core.model.WaitResult;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.animation.Animation;
import javafx.application.Platform;
import javafx.animation.FadeTransition;
import javafx.animation.KeyFrame;
import javafx.animation.KeyValue;
import javafx.animation.PauseTransition;
import javafx.animation.Timeline;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.layout.VBox;
import javafx.util.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.List;

import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

@ExtendWith(HeadlessFxExtension.class)
class UiWaiterTest {

    private final UiWaiter waiter = new UiWaiter(UidRegistry.shared());

    @Test
    void waitsForANodeThatAppearsLaterAndReturnsItsLine() {
        Label status = onFx(() -> {
            Label l = new Label("Loading…");
            l.setId("status");
            PauseTransition work = new PauseTransition(Duration.millis(600));
            work.setOnFinished(e -> l.setText("Loaded 200 messages"));
            work.play();
            return l;
        });
        HeadlessFx.show("wait", new VBox(status), 300, 100);

        long started = System.nanoTime();
        WaitResult result = waiter.await(new WaitRequest(Until.VISIBLE, text("Loaded"), null, 5000));
        long waited = (System.nanoTime() - started) / 1_000_000;

        assertThat(waited).as("it really waited for the work").isGreaterThanOrEqualTo(400);
        assertThat(result.matches()).singleElement().asString().contains("Label#status", "\"Loaded 200 messages\"");
        assertThat(result.text()).startsWith("visible after ").contains("Label#status");
    }

    @Test
    void changedAnswersTheValueBeforeAndAfterWhenTheTargetsTextChanges() {
        Label gauge = onFx(() -> {
            Label l = new Label("48.0");
            l.setId("gauge");
            PauseTransition tick = new PauseTransition(Duration.millis(300));
            tick.setOnFinished(e -> l.setText("51.2"));
            tick.play();
            return l;
        });
        HeadlessFx.show("wait", new VBox(gauge), 300, 100);

        WaitResult result = waiter.await(new WaitRequest(Until.CHANGED, null, null, 5000, uidOf(gauge), null));

        assertThat(result.was()).isEqualTo("48.0");
        assertThat(result.now()).isEqualTo("51.2");
        assertThat(onFx(gauge::getText)).as("the app's own label").isEqualTo("51.2");
        assertThat(result.text()).startsWith("changed after ").contains("\"48.0\" → \"51.2\" on Label#gauge");
    }

    @Test
    void changedFromAGivenValueHoldsAtOnceWhenItAlreadyChangedAndTimesOutWhenNothingChangesIt() {
        Label gauge = onFx(() -> {
            Label l = new Label("51.2");
            l.setId("gauge");
            return l;
        });
        HeadlessFx.show("wait", new VBox(gauge), 300, 100);
        String target = uidOf(gauge);

        WaitResult already = waiter.await(new WaitRequest(Until.CHANGED, null, null, 5000, target, "48.0"));
        UiException still = catchThrowableOfType(UiException.class,
                () -> waiter.await(new WaitRequest(Until.CHANGED, null, null, 200, target, null)));

        assertThat(already.was()).isEqualTo("48.0");
        assertThat(already.now()).isEqualTo("51.2");
        assertThat(still.code()).isEqualTo(ErrorCode.MCP_UI_TIMEOUT);
        assertThat(still.getMessage()).contains("still shows \"51.2\"");
    }

    @Test
    void changedWaitsForAnFxThreadFrozenLongerThanASecondWhenTheConfiguredFxTimeoutIsLonger() {
        Label gauge = onFx(() -> {
            Label l = new Label("48.0");
            l.setId("gauge");
            return l;
        });
        HeadlessFx.show("wait", new VBox(gauge), 300, 100);
        String target = uidOf(gauge);
        UiWaiter patient = new UiWaiter(UidRegistry.shared(), 20_000);
        // Queued before the wait's first look: the FX thread makes no progress for longer than a second, as under load.
        Platform.runLater(() -> {
            try {
                Thread.sleep(2_500);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            gauge.setText("51.2");
        });

        WaitResult result = patient.await(new WaitRequest(Until.CHANGED, null, null, 5000, target, "48.0"));

        assertThat(result.was()).isEqualTo("48.0");
        assertThat(result.now()).isEqualTo("51.2");
    }

    @Test
    void changedAnswersTheValueAnAnimationSettledOnAndHowLongItAnimated() {
        IntegerProperty shown = new SimpleIntegerProperty(0);
        Label gauge = onFx(() -> {
            Label l = new Label("0");
            l.setId("gauge");
            shown.addListener((o, was, now) -> l.setText(String.valueOf(now.intValue())));
            return l;
        });
        HeadlessFx.show("wait", new VBox(gauge), 300, 100);
        Timeline toward75 = onFx(() -> {
            Timeline animation = new Timeline(new KeyFrame(Duration.millis(500), new KeyValue(shown, 75)));
            animation.setDelay(Duration.millis(300));
            animation.play();
            return animation;
        });

        WaitResult result = waiter.await(new WaitRequest(Until.CHANGED, null, null, 5000, uidOf(gauge), null));

        assertThat(onFx(() -> toward75.getStatus())).as("answered once the animation was over")
                .isEqualTo(Animation.Status.STOPPED);
        assertThat(result.was()).isEqualTo("0");
        assertThat(result.now()).as("the value it settled on, not a frame on the way").isEqualTo("75");
        assertThat(result.settled()).isNull();
        assertThat(result.animatedMs()).as("it went on changing after its first change").isNotNull().isPositive();
        assertThat(result.text()).contains("\"0\" → \"75\" on Label#gauge").containsPattern("\\(animated \\d+\\.\\d s, then settled\\)");
    }

    @Test
    void changedAnswersTheValueASliderWasAnimatedTo() {
        Slider slider = onFx(() -> new Slider(0, 100, 10));
        HeadlessFx.show("wait", new VBox(slider), 300, 100);
        String target = onFx(() -> UidRegistry.shared().uidOf(slider));
        onFx(() -> {
            Timeline animation = new Timeline(new KeyFrame(Duration.millis(500), new KeyValue(slider.valueProperty(), 75)));
            animation.setDelay(Duration.millis(300));
            animation.play();
            return animation;
        });

        WaitResult result = waiter.await(new WaitRequest(Until.CHANGED, null, null, 5000, target, null));

        assertThat(onFx(slider::getValue)).isEqualTo(75.0);
        assertThat(result.now()).as("the slider's value where the animation ended").matches("75(\\.0+)?");
        assertThat(result.animatedMs()).isNotNull();
    }

    @Test
    void aValueThatChangedOnceIsAnsweredWithoutAnAnimationAndOneThatNeverSettlesSaysSo() {
        Label once = onFx(() -> {
            Label l = new Label("48.0");
            PauseTransition tick = new PauseTransition(Duration.millis(400));
            tick.setOnFinished(e -> l.setText("51.2"));
            tick.play();
            return l;
        });
        IntegerProperty spinning = new SimpleIntegerProperty(0);
        Label restless = onFx(() -> {
            Label l = new Label("0");
            spinning.addListener((o, was, now) -> l.setText(String.valueOf(now.intValue())));
            return l;
        });
        HeadlessFx.show("wait", new VBox(once, restless), 300, 100);
        Timeline forever = onFx(() -> {
            Timeline animation = new Timeline(new KeyFrame(Duration.millis(200), new KeyValue(spinning, 1000)));
            animation.setCycleCount(Animation.INDEFINITE);
            animation.play();
            return animation;
        });
        try {
            WaitResult changedOnce = waiter.await(new WaitRequest(Until.CHANGED, null, null, 5000, uidOf(once), null));
            WaitResult unsettled = waiter.await(new WaitRequest(Until.CHANGED, null, null, 1000, uidOf(restless), null));

            assertThat(changedOnce.now()).isEqualTo("51.2");
            assertThat(changedOnce.animatedMs()).isNull();
            assertThat(changedOnce.settled()).isNull();
            assertThat(changedOnce.text()).doesNotContain("animated");
            assertThat(unsettled.settled()).isFalse();
            assertThat(unsettled.text()).contains("(still changing when the wait's 1000 ms ran out: the last value seen)");
        } finally {
            onFx(() -> {
                forever.stop();
                return null;
            });
        }
    }

    private static String uidOf(Label label) {
        return onFx(() -> UidRegistry.shared().uidOf(label));
    }

    @Test
    void hiddenHoldsOnceTheNodeIsGone() {
        Label spinner = onFx(() -> {
            Label l = new Label("Working");
            l.setId("spinner");
            PauseTransition work = new PauseTransition(Duration.millis(300));
            work.setOnFinished(e -> l.setVisible(false));
            work.play();
            return l;
        });
        HeadlessFx.show("wait", new VBox(spinner), 300, 100);

        WaitResult result = waiter.await(new WaitRequest(Until.HIDDEN, css("#spinner"), null, 5000));

        assertThat(onFx(spinner::isVisible)).isFalse();
        assertThat(result.text()).startsWith("hidden after ").endsWith("is visible; 1 was visible when the wait began");
        assertThat(result.visibleAtStart()).isEqualTo(1);
    }

    @Test
    void hiddenOnNothingSaysNothingMatchedWhenItBegan() {
        HeadlessFx.show("wait", new VBox(onFx(() -> new Label("Ready"))), 300, 100);

        WaitResult result = waiter.await(new WaitRequest(Until.HIDDEN, css("#spinner"), null, 5000));

        assertThat(result.visibleAtStart()).isZero();
        assertThat(result.text()).contains("none was when the wait began (nothing went away: is the selector right?)");
    }

    @Test
    void idleWaitsForARunningTransitionToEnd() {
        Label fading = onFx(() -> new Label("bye"));
        HeadlessFx.show("wait", new VBox(fading), 300, 100);
        FadeTransition fade = onFx(() -> {
            FadeTransition f = new FadeTransition(Duration.millis(500), fading);
            f.setToValue(0);
            f.play();
            return f;
        });

        waiter.await(new WaitRequest(Until.IDLE, null, null, 5000));

        assertThat(onFx(() -> fade.getStatus().toString())).isEqualTo("STOPPED");
        assertThat(onFx(fading::getOpacity)).isEqualTo(0.0);
    }

    @Test
    void aTimeoutSaysWhatItSawLast() {
        Label hidden = onFx(() -> {
            Label l = new Label("Report ready");
            l.setId("report");
            l.setVisible(false);
            return l;
        });
        HeadlessFx.show("wait", new VBox(hidden), 300, 100);

        UiException e = catchThrowableOfType(UiException.class,
                () -> waiter.await(new WaitRequest(Until.VISIBLE, css("#report"), null, 300)));

        assertThat(e.code()).isEqualTo(ErrorCode.MCP_UI_TIMEOUT);
        assertThat(e.getMessage()).contains("Waited 300 ms for visible", "Matching but hidden", "\"Report ready\"");
    }

    @Test
    void aTimeoutWithNothingMatchingNamesWhatTheSelectorMayHaveMeant() {
        Label status = onFx(() -> {
            Label l = new Label("Report ready");
            l.setId("status");
            return l;
        });
        HeadlessFx.show("wait", new VBox(status), 300, 100);

        UiException byText = catchThrowableOfType(UiException.class,
                () -> waiter.await(new WaitRequest(Until.VISIBLE, text("Reprot ready"), null, 200)));
        UiException byId = catchThrowableOfType(UiException.class,
                () -> waiter.await(new WaitRequest(Until.VISIBLE, css("#stauts"), null, 200)));

        for (UiException e : List.of(byText, byId)) {
            assertThat(e.code()).isEqualTo(ErrorCode.MCP_UI_TIMEOUT);
            assertThat(e.getMessage()).contains("Nothing matches it at all. Did you mean one of these?",
                    "Label#status u-", "\"Report ready\"");
            assertThat(e.details().get("near")).asList().singleElement().asString().startsWith("Label#status u-");
        }
    }

    private static QueryRequest.Selector text(String text) {
        return new QueryRequest.Selector(null, text, null, null);
    }

    private static QueryRequest.Selector css(String css) {
        return new QueryRequest.Selector(css, null, null, null);
    }
}
