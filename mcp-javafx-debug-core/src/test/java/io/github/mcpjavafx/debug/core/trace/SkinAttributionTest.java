package io.github.mcpjavafx.debug.core.trace;

import io.github.mcpjavafx.debug.core.model.TraceRequest;
import io.github.mcpjavafx.debug.core.model.TraceResult;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.animation.AnimationTimer;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.scene.control.Control;
import javafx.scene.control.Skin;
import javafx.scene.control.SkinBase;
import javafx.scene.layout.HBox;
import javafx.scene.shape.Rectangle;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.ArrayList;
import java.util.List;

import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A dashboard's tiles cost the FX thread in their skins' code, which a stack sample names by class only: the trace
 * tells that time per skin class, with the titles of the controls wearing it, and leaves a skin that costs nothing out.
 */
@ExtendWith(HeadlessFxExtension.class)
class SkinAttributionTest {

    private final List<AnimationTimer> timers = new ArrayList<>();

    @AfterEach
    void stopTimers() {
        onFx(() -> {
            timers.forEach(AnimationTimer::stop);
            return null;
        });
    }

    @Test
    void theBusySkinIsNamedWithItsControlsTitleInBothTheTextAndTheStructure() {
        HeadlessFx.show("Dashboard", onFx(() -> new HBox(new Meter("Busy meter", true), new Meter("Calm meter", false))),
                400, 200);

        TraceResult result = new FxTracer(HeadlessFx.TIMEOUT_MS).trace(TraceRequest.ofMillis(1_500));

        assertThat(result.skins()).as(result.text()).isNotEmpty();
        TraceResult.SkinShare top = result.skins().get(0);
        assertThat(top.skin()).isEqualTo(BusyMeterSkin.class.getName());
        assertThat(top.controls()).containsExactly("Busy meter");
        assertThat(top.sharePct()).isPositive();
        assertThat(result.skins()).noneMatch(s -> s.skin().equals(CalmMeterSkin.class.getName()));
        assertThat(result.text()).contains("% " + BusyMeterSkin.class.getName() + ": Busy meter");
    }

    /** A tile-like control named by its title. */
    final class Meter extends Control {
        private final StringProperty title = new SimpleStringProperty(this, "title");
        private final boolean busy;

        Meter(String title, boolean busy) {
            this.title.set(title);
            this.busy = busy;
        }

        public StringProperty titleProperty() {
            return title;
        }

        public String getTitle() {
            return title.get();
        }

        @Override
        protected Skin<?> createDefaultSkin() {
            return busy ? new BusyMeterSkin(this) : new CalmMeterSkin(this);
        }
    }

    /** Redraws at every frame for a few ms, as a gauge computing its needle might. */
    final class BusyMeterSkin extends SkinBase<Meter> {
        BusyMeterSkin(Meter meter) {
            super(meter);
            Rectangle needle = new Rectangle(10, 60);
            getChildren().add(needle);
            AnimationTimer timer = new AnimationTimer() {
                @Override
                public void handle(long now) {
                    double angle = 0;
                    for (long end = System.nanoTime() + 4_000_000; System.nanoTime() < end; ) {
                        angle += Math.sqrt(angle + 1);
                    }
                    needle.setRotate(angle % 360);
                }
            };
            timers.add(timer);
            timer.start();
        }
    }

    static final class CalmMeterSkin extends SkinBase<Meter> {
        CalmMeterSkin(Meter meter) {
            super(meter);
            getChildren().add(new Rectangle(10, 60));
        }
    }
}
