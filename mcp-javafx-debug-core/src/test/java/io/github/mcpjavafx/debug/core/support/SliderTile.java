package io.github.mcpjavafx.debug.core.support;

import javafx.beans.property.DoubleProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.geometry.Point2D;
import javafx.scene.control.Control;
import javafx.scene.control.Skin;
import javafx.scene.control.SkinBase;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Pane;
import javafx.scene.shape.Circle;
import javafx.scene.shape.Rectangle;
import javafx.scene.text.Text;

import java.util.Locale;

/**
 * A dashboard's slider tile as TilesFX's {@code SliderTileSkin} draws it: a title and the value in texts, a bar and a
 * circle thumb whose press-and-drag handlers set the value by how far the thumb moved along the bar; a
 * {@code minValue} and {@code maxValue} of its own, as every tile has.
 */
public class SliderTile extends Control {

    private final StringProperty title = new SimpleStringProperty(this, "title", "Slider Tile");
    private final DoubleProperty value = new SimpleDoubleProperty(this, "value", 20);
    private final DoubleProperty minValue = new SimpleDoubleProperty(this, "minValue", 0);
    private final DoubleProperty maxValue = new SimpleDoubleProperty(this, "maxValue", 100);

    public final StringProperty titleProperty() { return title; }
    public final String getTitle() { return title.get(); }
    public final DoubleProperty valueProperty() { return value; }
    public final double getValue() { return value.get(); }
    public final void setValue(double v) { value.set(v); }
    public final DoubleProperty minValueProperty() { return minValue; }
    public final double getMinValue() { return minValue.get(); }
    public final DoubleProperty maxValueProperty() { return maxValue; }
    public final double getMaxValue() { return maxValue.get(); }

    @Override
    protected Skin<?> createDefaultSkin() {
        return new SliderTileSkin(this);
    }

    private static final class SliderTileSkin extends SkinBase<SliderTile> {
        private static final double TRACK_START = 20;
        private static final double TRACK_LENGTH = 160;
        private static final double CENTER_Y = 120;
        private final Circle thumb = new Circle(9);
        private Point2D dragStart;
        private double formerThumbPos;

        SliderTileSkin(SliderTile tile) {
            super(tile);
            Text titleText = new Text(10, 20, tile.getTitle());
            Text valueText = new Text(10, 60, "");
            Rectangle bar = new Rectangle(TRACK_START, CENTER_Y - 3, TRACK_LENGTH, 6);
            thumb.setCenterY(CENTER_Y);
            Pane pane = new Pane(titleText, valueText, bar, thumb);
            pane.setPrefSize(200, 200);
            getChildren().add(pane);
            Runnable redraw = () -> {
                double position = (tile.getValue() - tile.getMinValue()) / (tile.getMaxValue() - tile.getMinValue());
                thumb.setCenterX(TRACK_START + position * TRACK_LENGTH);
                valueText.setText(String.format(Locale.ROOT, "%.0f", tile.getValue()));
            };
            tile.valueProperty().addListener(o -> redraw.run());
            redraw.run();
            // as TilesFX's: the value follows how far the thumb was dragged along the track from where it was pressed
            thumb.addEventHandler(MouseEvent.MOUSE_PRESSED, e -> {
                dragStart = thumb.localToParent(e.getX(), e.getY());
                formerThumbPos = (tile.getValue() - tile.getMinValue()) / (tile.getMaxValue() - tile.getMinValue());
            });
            thumb.addEventHandler(MouseEvent.MOUSE_DRAGGED, e -> {
                double dragPos = thumb.localToParent(e.getX(), e.getY()).getX() - dragStart.getX();
                double position = Math.max(0, Math.min(1, formerThumbPos + dragPos / TRACK_LENGTH));
                tile.setValue(tile.getMinValue() + position * (tile.getMaxValue() - tile.getMinValue()));
            });
        }
    }
}
