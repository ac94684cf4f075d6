package io.github.mcpjavafx.debug.support;

import javafx.animation.AnimationTimer;
import javafx.animation.Animation;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.util.Duration;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;

/**
 * An app with the FX-thread faults a trace must name, each started on demand: a Save button whose handler
 * sleeps, a Load button whose handler reads a file, a ticker whose every 20th frame computes for long, a feed thread that floods the FX thread with runLater tasks, a layout storm over thousands of boxes on
 * every pulse, and rows that are added and never removed. The lines a trace must name carry a
 * {@code // trace:} comment.
 */
public class JankApp extends Application {

    private final List<Region> boxes = new ArrayList<>();
    private final AtomicInteger pending = new AtomicInteger();
    private Label status;
    private VBox rows;
    private volatile boolean feeding;
    private AnimationTimer storm;
    private AnimationTimer ticker;
    private Timeline leak;
    private Path data;
    private long priced;

    @Override
    public void start(Stage stage) {
        status = new Label("ready");
        rows = new VBox();
        Button save = new Button("Save");
        save.setOnAction(e -> save());
        Button load = new Button("Load");
        load.setOnAction(e -> load());
        FlowPane grid = new FlowPane();
        grid.setPrefWrapLength(600);
        for (int i = 0; i < 2_500; i++) {
            Region box = new Region();
            box.setPrefSize(6, 6);
            boxes.add(box);
        }
        grid.getChildren().addAll(boxes);
        stage.setTitle("Jank");
        stage.setScene(new Scene(new VBox(4, new VBox(save, load), status, rows, grid), 640, 600));
        stage.show();
    }

    private void save() {
        try {
            Thread.sleep(1_200); // trace: sleep
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        status.setText("saved");
    }

    private void load() {
        try {
            if (data == null) {
                data = Files.createTempFile("jank", ".bin");
                Files.write(data, new byte[8 << 20]);
                data.toFile().deleteOnExit();
            }
            long end = System.nanoTime() + 1_200_000_000L;
            long read = 0;
            while (System.nanoTime() < end) {
                read += Files.readAllBytes(data).length; // trace: read
            }
            status.setText("loaded " + read);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Ticks every pulse, cheaply but for every 20th tick, which computes for 150 ms: a long pulse among short ones. */
    public void startTicker() {
        ticker = new AnimationTimer() {
            private int ticks;

            @Override
            public void handle(long now) {
                status.setText("tick " + (++ticks % 20 == 0 ? compute(150) : ticks));
            }
        };
        ticker.start();
    }

    public void stopTicker() {
        ticker.stop();
    }

    private static double compute(long ms) {
        long end = System.nanoTime() + ms * 1_000_000;
        double sum = 0;
        while (System.nanoTime() < end) {
            sum += Math.sqrt(sum + 1);
        }
        return sum;
    }

    /** Starts a thread that posts a runLater task per price it makes, as fast as it can, never more than 2,000 waiting. */
    public void startFeed() {
        feeding = true;
        Thread feed = new Thread(() -> {
            while (feeding) {
                if (pending.get() > 2_000) {
                    LockSupport.parkNanos(200_000);
                    continue;
                }
                pending.incrementAndGet();
                Platform.runLater(this::showPrice); // trace: post
            }
        }, "feed-worker");
        feed.setDaemon(true);
        feed.start();
    }

    private void showPrice() {
        pending.decrementAndGet();
        priced += (long) compute(0) + 1;
        double price = 0;
        for (int i = 0; i < 20_000; i++) price += Math.sqrt(i); // trace: price
        if (priced % 500 == 0) {
            status.setText("price " + price);
        }
    }

    public void stopFeed() {
        feeding = false;
    }

    /** Resizes every box on every pulse: a layout pass over them all each frame. */
    public void startStorm() {
        storm = new AnimationTimer() {
            private boolean wide;

            @Override
            public void handle(long now) {
                wide = !wide;
                resizeAll(wide ? 7 : 6); // trace: timer
            }
        };
        storm.start();
    }

    private void resizeAll(double size) {
        for (Region box : boxes) {
            box.setPrefSize(size, size); // trace: storm
        }
    }

    public void stopStorm() {
        storm.stop();
    }

    /** Adds 100 rows every 100 ms and never removes one. */
    public void startLeak() {
        leak = new Timeline(new KeyFrame(Duration.millis(100), e -> addRows()));
        leak.setCycleCount(Animation.INDEFINITE);
        leak.play();
    }

    private void addRows() {
        for (int i = 0; i < 100; i++) {
            rows.getChildren().add(new Label("row " + rows.getChildren().size())); // trace: leak
        }
    }

    public void stopLeak() {
        leak.stop();
    }

    /** What the status line says: {@code ready} until a handler or a task writes it. */
    public String status() {
        return status.getText();
    }
}
