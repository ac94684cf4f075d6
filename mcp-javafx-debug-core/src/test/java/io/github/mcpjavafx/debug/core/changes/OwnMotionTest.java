package io.github.mcpjavafx.debug.core.changes;

import io.github.mcpjavafx.debug.core.capture.NodeReader;
import io.github.mcpjavafx.debug.core.model.Changes;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.text.NodeLine;
import io.github.mcpjavafx.debug.core.support.DashboardTile;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import io.github.mcpjavafx.debug.testsupport.Await;
import javafx.animation.AnimationTimer;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Pane;
import javafx.scene.layout.VBox;
import javafx.scene.shape.Circle;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;

import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * An action's own effect, while the app moves: on a scene whose clock, gauge and chart change every frame,
 * each action's changes are reported exactly as the same action's on the scene standing still, and what moved
 * meanwhile is counted apart and named by where it is.
 */
@ExtendWith(HeadlessFxExtension.class)
class OwnMotionTest {

    private final NodeReader reader = new NodeReader(UidRegistry.shared());
    private final AtomicLong frames = new AtomicLong();
    private AnimationTimer timer;

    @AfterEach
    void stop() {
        if (timer != null) {
            onFx(() -> {
                timer.stop();
                return null;
            });
        }
    }

    @Test
    void whatAnActionChangesReadsTheSameWhileTheAppMovesAndTheMotionIsCountedApart() {
        Map<String, Changes> moving = run(true);
        Map<String, Changes> still = run(false);

        for (String action : still.keySet()) {
            Changes caused = moving.get(action);
            Changes alone = still.get(action);
            assertThat(withoutUids(caused.changed())).as(action).isEqualTo(withoutUids(alone.changed()));
            assertThat(caused.added()).as(action).isEqualTo(alone.added());
            assertThat(caused.removed()).as(action).isEqualTo(alone.removed());
            assertThat(withoutUids(caused.addedLines())).as(action).isEqualTo(withoutUids(alone.addedLines()));
            assertThat(caused.isEmpty()).as(action + " says what it changed").isFalse();
            assertThat(alone.onTheirOwn()).as(action + ", standing still").isNull();
            assertThat(caused.onTheirOwn()).as(action + ", moving").isNotNull();
            assertThat(caused.onTheirOwn().nodes()).isPositive();
            assertThat(caused.text()).contains("also changing on their own, not by this action: ");
        }
        assertThat(String.join(" ", moving.get("text").onTheirOwn().in()))
                .containsAnyOf("\"Gauge\"", "Label", "Pane#sparks");
    }

    @Test
    void anActionThatChangesNothingSaysSoInBothChannelsWhileTheAppMoves() {
        Scene scene = onFx(Scene::new);
        HeadlessFx.show("Moving", scene.root, 500, 400);
        ChangeTracker tracker = new ChangeTracker(reader);
        animate(scene, true);
        ChangeTracker.Before before = lookedAtTwice(tracker);
        awaitFrames(3);

        Changes changes = onFx(() -> tracker.after(before, List.of()));

        assertThat(changes.isEmpty()).isTrue();
        assertThat(changes.noVisibleChange()).isTrue();
        assertThat(changes.text()).startsWith("no visible change\nalso changing on their own");
        assertThat(changes.changed()).isEmpty();
    }

    @Test
    void aDrawnSwitchTurnedOnIsReportedAsItsControlsStateWhileTheGaugeBesideItMoves() {
        Scene scene = onFx(Scene::new);
        DashboardTile toggle = onFx(() -> new DashboardTile(DashboardTile.Kind.SWITCH, "Switch Tile"));
        onFx(() -> scene.form.getChildren().add(toggle));
        HeadlessFx.show("Moving", scene.root, 600, 500);
        ChangeTracker tracker = new ChangeTracker(reader);
        animate(scene, true);
        ChangeTracker.Before before = lookedAtTwice(tracker);
        asTheAction(tracker, () -> {
            toggle.activeProperty().set(true);
        });
        awaitFrames(3);

        Changes changes = onFx(() -> tracker.after(before, List.of()));

        assertThat(changes.changed()).first().asString().contains("\"Switch Tile\" on");
        assertThat(changes.changed()).noneMatch(line -> line.contains("Gauge") || line.contains("12:00"));
        assertThat(changes.onTheirOwn().in()).anyMatch(name -> name.startsWith("DashboardTile") && name.contains("\"Gauge\""));
    }

    @Test
    void aWidgetsChangedValueIsOneLineNotAlsoTheTextOfItsSkinThatShowsIt() {
        Scene scene = onFx(Scene::new);
        HeadlessFx.show("Still", scene.root, 600, 500);
        ChangeTracker tracker = new ChangeTracker(reader);
        ChangeTracker.Before before = onFx(tracker::before);
        asTheAction(tracker, () -> {
            scene.gauge.valueProperty().set(42);
        });
        HeadlessFx.settle();

        Changes changes = onFx(() -> tracker.after(before, List.of()));

        assertThat(changes.changed()).singleElement().asString().startsWith("DashboardTile ").contains("\"Gauge\" 42");
    }

    @Test
    void whatTheAppChangesOnItsOwnSaysSoOnItsLineInEveryReadAndWhatStandsStillDoesNot() {
        Scene scene = onFx(Scene::new);
        HeadlessFx.show("Moving", scene.root, 600, 500);
        ChangeTracker tracker = new ChangeTracker(reader);
        animate(scene, true);
        lookedAtTwice(tracker);

        List<String> lines = onFx(() -> Stream.of(scene.clock, scene.gauge, scene.sparks, scene.status, scene.agree)
                .map(node -> NodeLine.of(reader.named(node)))
                .toList());

        assertThat(lines).filteredOn(line -> line.contains(NodeLine.MOVING))
                .as("the clock, the gauge tile (its skin's value moves) and the chart re-creating its points")
                .hasSize(3)
                .anyMatch(line -> line.startsWith("Label") && line.contains("\"12:00:"))
                .anyMatch(line -> line.startsWith("DashboardTile") && line.contains("\"Gauge\""))
                .anyMatch(line -> line.startsWith("Pane#sparks"));
        assertThat(lines).filteredOn(line -> line.contains("\"Ready\"") || line.contains("\"Agree\""))
                .hasSize(2)
                .noneMatch(line -> line.contains(NodeLine.MOVING));
    }

    @Test
    void aLineSaysItChangesOnItsOwnOnlyOnceTheWatchHasSeenItMove() {
        Scene scene = onFx(Scene::new);
        HeadlessFx.show("Still", scene.root, 600, 500);
        ChangeTracker tracker = new ChangeTracker(reader);
        animate(scene, false);
        lookedAtTwice(tracker);
        asTheAction(tracker, () -> {
            scene.status.setText("Saved");
        });

        String status = onFx(() -> {
            tracker.observe();
            return NodeLine.of(reader.named(scene.status));
        });

        assertThat(status).contains("\"Saved\"").doesNotContain(NodeLine.MOVING);
    }

    @Test
    void aLateEffectSeenOnceBetweenTwoActionsIsTheNextActionsToReportNotMotion() {
        Scene scene = onFx(Scene::new);
        HeadlessFx.show("Still", scene.root, 600, 500);
        ChangeTracker tracker = new ChangeTracker(reader);
        onFx(() -> {
            tracker.observe();
            scene.status.setText("Saved"); // the previous action's late effect, after its answer
            return null;
        });
        onFx(() -> {
            tracker.observe(); // the agent reads the UI
            return null;
        });
        ChangeTracker.Before before = onFx(tracker::before);
        asTheAction(tracker, () -> {
            scene.status.setText("Saving…");
        });
        HeadlessFx.settle();

        Changes changes = onFx(() -> tracker.after(before, List.of()));

        assertThat(changes.changed()).singleElement().asString().contains("\"Saving…\"");
        assertThat(changes.onTheirOwn()).isNull();
    }

    @Test
    void theFirstActionAfterTheFirstReadIsToldApartFromWhatKeptChangingMeanwhile() {
        Scene scene = onFx(Scene::new);
        HeadlessFx.show("Moving", scene.root, 500, 400);
        ChangeTracker tracker = new ChangeTracker(reader);
        animate(scene, true);
        onFx(() -> {
            tracker.observe(); // the agent's one read, then its model thinks
            return null;
        });
        awaitMillis(400);
        ChangeTracker.Before before = onFx(tracker::before);
        asTheAction(tracker, () -> {
            scene.status.setText("Saved");
        });
        awaitFrames(3);

        Changes changes = onFx(() -> tracker.after(before, List.of()));

        assertThat(changes.changed()).singleElement().asString().contains("\"Saved\"");
        assertThat(changes.onTheirOwn().nodes()).isPositive();
    }

    @Test
    void aLateEffectInTwoStepsBetweenTwoActionsStaysTheNextActionsToReport() {
        Scene scene = onFx(Scene::new);
        HeadlessFx.show("Still", scene.root, 600, 500);
        ChangeTracker tracker = new ChangeTracker(reader);
        onFx(() -> {
            tracker.observe();
            scene.status.setText("Saving…"); // the previous action's late effects, after its answer
            return null;
        });
        awaitMillis(150);
        onFx(() -> {
            scene.status.setText("Saved");
            return null;
        });
        awaitMillis(150);
        ChangeTracker.Before before = onFx(tracker::before);
        asTheAction(tracker, () -> {
            scene.status.setText("Edited");
        });
        HeadlessFx.settle();

        Changes changes = onFx(() -> tracker.after(before, List.of()));

        assertThat(changes.changed()).singleElement().asString().contains("\"Edited\"");
        assertThat(changes.onTheirOwn()).isNull();
    }

    @Test
    void aLookWhileAValueMovesDeepInPlainPanesReadsNoneOfThePanesAboveIt() {
        Label value = new Label("0");
        Pane root = onFx(() -> {
            Pane pane = new VBox(value);
            for (int depth = 0; depth < 10; depth++) {
                pane = new VBox(new Label("Static " + depth), pane);
            }
            return pane;
        });
        HeadlessFx.show("Deep", root, 400, 600);
        ChangeTracker tracker = new ChangeTracker(reader);
        frames.set(0);
        timer = new AnimationTimer() {
            @Override
            public void handle(long now) {
                value.setText(Long.toString(frames.incrementAndGet())); // asks each of the eleven panes for layout
            }
        };
        onFx(() -> {
            timer.start();
            return null;
        });
        ChangeTracker.Before before = lookedAtTwice(tracker);
        awaitFrames(3);

        Changes changes = onFx(() -> tracker.after(before, List.of()));

        assertThat(changes.onTheirOwn().nodes()).isEqualTo(1);
        assertThat(tracker.lastVisited()).as("nodes read by the look").isLessThanOrEqualTo(1);
    }

    /** Lines without their uids: each run builds its scene anew. */
    private static List<String> withoutUids(List<String> lines) {
        return lines.stream().map(line -> line.replaceAll(" u-[0-9a-z]+", "")).toList();
    }

    /** Each action's changes on a fresh scene, animated or not. */
    private Map<String, Changes> run(boolean animated) {
        Map<String, Changes> changes = new LinkedHashMap<>();
        for (String action : List.of("text", "check", "add", "remove")) {
            Scene scene = onFx(Scene::new);
            HeadlessFx.show("Moving", scene.root, 500, 400);
            ChangeTracker tracker = new ChangeTracker(reader);
            animate(scene, animated);
            ChangeTracker.Before before = lookedAtTwice(tracker);
            asTheAction(tracker, () -> {
                switch (action) {
                    case "text" -> scene.status.setText("Saved");
                    case "check" -> scene.agree.setSelected(true);
                    case "add" -> scene.form.getChildren().add(new Label("Added row"));
                    default -> scene.form.getChildren().remove(0);
                }
            });
            awaitFrames(3);
            changes.put(action, onFx(() -> tracker.after(before, List.of())));
            stop();
            HeadlessFx.closeAllWindows();
        }
        return changes;
    }

    /** The agent reads the UI (a look while nothing acts), then acts: the tracker has seen the motion. */
    private ChangeTracker.Before lookedAtTwice(ChangeTracker tracker) {
        onFx(() -> {
            tracker.observe();
            return null;
        });
        awaitFrames(3);
        onFx(() -> {
            tracker.observe();
            return null;
        });
        awaitFrames(3);
        return onFx(tracker::before);
    }

    private void animate(Scene scene, boolean animated) {
        frames.set(0);
        timer = new AnimationTimer() {
            @Override
            public void handle(long now) {
                long frame = frames.incrementAndGet();
                if (animated) {
                    scene.clock.setText("12:00:" + frame);
                    scene.gauge.valueProperty().set(frame % 100);
                    scene.sparks.getChildren().setAll(new Circle(frame % 40, 10, 3));
                }
            }
        };
        onFx(() -> {
            timer.start();
            return null;
        });
    }

    /** Lets the app run for {@code millis}, as an agent's model thinks between two calls. */
    private static void awaitMillis(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
        HeadlessFx.settle();
    }

    /** Waits until the timer has run {@code count} more frames. */
    private void awaitFrames(int count) {
        long until = frames.get() + count;
        Await.await("the timer to run " + count + " more frames", Duration.ofSeconds(5), () -> {
            HeadlessFx.settle();
            return frames.get() >= until;
        });
    }

    /** A form beside a clock, a gauge tile and a chart whose points are re-created every frame. */
    private static final class Scene {
        final Label clock = new Label("12:00:00");
        final DashboardTile gauge = new DashboardTile(DashboardTile.Kind.GAUGE, "Gauge");
        final Pane sparks = new Pane();
        final Label status = new Label("Ready");
        final CheckBox agree = new CheckBox("Agree");
        final VBox form = new VBox(new Label("First row"), new Label("Second row"), status, agree);
        final HBox root;

        Scene() {
            sparks.setId("sparks");
            sparks.setPrefSize(60, 30);
            root = new HBox(form, new VBox(clock, gauge, sparks));
        }
    }

    /**
     * Runs {@code change} on the FX thread as an action's own call runs (the runner wraps each action's call and input
     * so): what it changes there is the action's.
     */
    static void asTheAction(ChangeTracker tracker, Runnable change) {
        onFx(() -> {
            tracker.causes().actionBegins();
            try {
                change.run();
            } finally {
                tracker.causes().actionEnds();
            }
            return null;
        });
    }

}
