package io.github.mcpjavafx.debug.core.support;

import javafx.beans.binding.Bindings;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.scene.Node;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.Control;
import javafx.scene.control.Skin;
import javafx.scene.control.SkinBase;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.scene.shape.Circle;
import javafx.scene.shape.Rectangle;
import javafx.scene.shape.SVGPath;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;

import java.time.LocalTime;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * One custom control class with many looks, as a dashboard library has them (TilesFX's {@code Tile} is the model):
 * the class has every look's properties ({@code title}, {@code value}, {@code minValue}/{@code maxValue},
 * {@code active}, {@code time}, {@code flipText}), and each look, a skin class of its own, shows some of them: an
 * LED lit or dark as the tile is {@code active}; a percentage dial that writes a share of its value in a
 * {@code TextFlow} and has a clickable notification corner; a clock that writes its time; a split-flap board that
 * paints its letter on canvases; a spinner that draws its value digit by digit with wheels of its own; a map with a
 * scroll bar and a clickable view.
 */
public final class TileLooks extends Control {

    private final Function<TileLooks, Skin<?>> look;
    private final StringProperty title = new SimpleStringProperty(this, "title", "");
    private final StringProperty flipText = new SimpleStringProperty(this, "flipText", "");
    private final DoubleProperty value = new SimpleDoubleProperty(this, "value", 0);
    private final DoubleProperty minValue = new SimpleDoubleProperty(this, "minValue", 0);
    private final DoubleProperty maxValue = new SimpleDoubleProperty(this, "maxValue", 100);
    private final BooleanProperty active = new SimpleBooleanProperty(this, "active", false);
    private final ObjectProperty<LocalTime> time = new SimpleObjectProperty<>(this, "time", LocalTime.of(5, 3));

    private TileLooks(String title, Function<TileLooks, Skin<?>> look) {
        this.title.set(title);
        this.look = look;
    }

    public static TileLooks led(String title) {
        return new TileLooks(title, LedSkin::new);
    }

    public static TileLooks percentageDial(String title, double value) {
        TileLooks tile = new TileLooks(title, PercentageSkin::new);
        tile.value.set(value);
        return tile;
    }

    public static TileLooks clock(String title) {
        return new TileLooks(title, ClockSkin::new);
    }

    public static TileLooks splitFlap(String letter) {
        TileLooks tile = new TileLooks("", FlapSkin::new);
        tile.flipText.set(letter);
        return tile;
    }

    public static TileLooks spinner(String title, double value) {
        TileLooks tile = new TileLooks(title, SpinnerSkin::new);
        tile.value.set(value);
        return tile;
    }

    public static TileLooks map(String title) {
        return new TileLooks(title, MapSkin::new);
    }

    public StringProperty titleProperty() { return title; }
    public String getTitle() { return title.get(); }
    public StringProperty flipTextProperty() { return flipText; }
    public String getFlipText() { return flipText.get(); }
    public DoubleProperty valueProperty() { return value; }
    public double getValue() { return value.get(); }
    public DoubleProperty minValueProperty() { return minValue; }
    public double getMinValue() { return minValue.get(); }
    public DoubleProperty maxValueProperty() { return maxValue; }
    public double getMaxValue() { return maxValue.get(); }
    public BooleanProperty activeProperty() { return active; }
    public boolean isActive() { return active.get(); }
    public ObjectProperty<LocalTime> timeProperty() { return time; }
    public LocalTime getTime() { return time.get(); }

    @Override
    protected Skin<?> createDefaultSkin() {
        return look.apply(this);
    }

    private static VBox titled(TileLooks tile, Node... parts) {
        VBox box = new VBox(new Text(tile.getTitle()));
        box.getChildren().addAll(parts);
        return box;
    }

    /** A lamp filled lit or dark as the tile is active; nothing of it reacts to a press. */
    private static final class LedSkin extends SkinBase<TileLooks> {
        LedSkin(TileLooks tile) {
            super(tile);
            Circle lamp = new Circle(20);
            lamp.fillProperty().bind(Bindings.when(tile.activeProperty()).then(Color.LIME).otherwise(Color.DARKGREEN));
            getChildren().add(titled(tile, lamp));
        }
    }

    /** Its value's share of 1000 as a percentage, in a TextFlow; a clickable corner that opens a notification. */
    private static final class PercentageSkin extends SkinBase<TileLooks> {
        PercentageSkin(TileLooks tile) {
            super(tile);
            TextFlow share = new TextFlow(new Text(String.valueOf(Math.round(tile.getValue() / 10))), new Text("%"));
            SVGPath corner = new SVGPath();
            corner.setContent("M0 0 L10 0 L10 10 Z");
            corner.setOnMousePressed(e -> { });
            getChildren().add(titled(tile, share, corner));
        }
    }

    /** Its time as HH:mm, and the day below it. */
    private static final class ClockSkin extends SkinBase<TileLooks> {
        ClockSkin(TileLooks tile) {
            super(tile);
            Text clock = new Text();
            clock.textProperty().bind(Bindings.createStringBinding(
                    () -> String.format("%02d:%02d", tile.getTime().getHour(), tile.getTime().getMinute()), tile.timeProperty()));
            getChildren().add(titled(tile, clock, new Text("07 Dec 2026"), new Text("Monday")));
        }
    }

    /** Its letter painted on an upper and a lower flap, canvases both; no Text node. */
    private static final class FlapSkin extends SkinBase<TileLooks> {
        FlapSkin(TileLooks tile) {
            super(tile);
            Pane pane = new Pane();
            for (int flap = 0; flap < 2; flap++) {
                Canvas canvas = new Canvas(80, 40);
                canvas.getGraphicsContext2D().fillText(tile.getFlipText(), 30, 30);
                pane.getChildren().add(canvas);
            }
            getChildren().add(pane);
        }
    }

    /**
     * Its value digit by digit, one wheel per character of the widest value, right-aligned: the wheels it needs
     * not are faded out (at 0), and the decimal point's wheel is one of signs, its value 1 (the second of "-", ".").
     */
    private static final class SpinnerSkin extends SkinBase<TileLooks> {
        SpinnerSkin(TileLooks tile) {
            super(tile);
            String written = String.format(java.util.Locale.ROOT, "%.2f", tile.getValue());
            List<Node> wheels = new ArrayList<>();
            for (int i = 0; i < 2; i++) {
                Wheel unused = new Wheel(0);
                unused.setOpacity(0);
                wheels.add(unused);
            }
            for (char c : written.toCharArray()) {
                wheels.add(new Wheel(Character.isDigit(c) ? c - '0' : c == '.' ? 1 : 0));
            }
            getChildren().add(titled(tile, new HBox(wheels.toArray(Node[]::new))));
        }
    }

    /** One wheel of digits, drawn as an image: its value is the index of the character it shows. */
    public static final class Wheel extends Region {
        private final DoubleProperty value = new SimpleDoubleProperty(this, "value");

        Wheel(double value) {
            this.value.set(value);
            setPrefSize(20, 30);
        }

        public DoubleProperty valueProperty() { return value; }
        public double getValue() { return value.get(); }
    }

    /** A view that reacts to a press, and a scroll bar beside it: no value to drag. */
    private static final class MapSkin extends SkinBase<TileLooks> {
        MapSkin(TileLooks tile) {
            super(tile);
            Pane pane = new Pane();
            Rectangle bar = new Rectangle(96, 0, 4, 100);
            Rectangle thumb = new Rectangle(94, 40, 8, 8);
            thumb.setOnMousePressed(e -> { });
            pane.getChildren().addAll(new Rectangle(0, 0, 90, 100), bar, thumb);
            getChildren().add(titled(tile, pane));
        }
    }
}
