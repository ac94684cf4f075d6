package io.github.mcpjavafx.debug.core.support;

import javafx.beans.binding.Bindings;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.scene.Node;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.Control;
import javafx.scene.control.Skin;
import javafx.scene.control.SkinBase;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.shape.Arc;
import javafx.scene.shape.Rectangle;
import javafx.scene.shape.SVGPath;
import javafx.scene.text.Text;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A dashboard tile as a third-party library draws it (TilesFX's {@code Tile} is the model): a custom
 * control with settings galore, whose skin writes its title and its value at one decimal with its unit in
 * {@code Text} shapes, carries hidden boilerplate regions and decorative shapes, and, as a switch, reacts
 * to a press on a Rectangle through a handler added with {@code addEventHandler}.
 */
public class DashboardTile extends Control {

    /** What the skin draws. */
    public enum Kind { GAUGE, SWITCH, MAP, CHART }

    private final Kind kind;
    private final StringProperty title = new SimpleStringProperty(this, "title", "");
    private final StringProperty text = new SimpleStringProperty(this, "text", "Whatever text");
    private final StringProperty unit = new SimpleStringProperty(this, "unit", "");
    private final DoubleProperty value = new SimpleDoubleProperty(this, "value", 0);
    private final DoubleProperty formerValue = new SimpleDoubleProperty(this, "formerValue", 0);
    private final BooleanProperty active = new SimpleBooleanProperty(this, "active", false);
    private final BooleanProperty autoReferenceValue = new SimpleBooleanProperty(this, "autoReferenceValue", true);

    public DashboardTile(Kind kind, String title) {
        this.kind = kind;
        this.title.set(title);
        value.addListener((o, was, now) -> formerValue.set(now.doubleValue()));
    }

    public final StringProperty titleProperty() { return title; }
    public final String getTitle() { return title.get(); }
    public final StringProperty textProperty() { return text; }
    public final String getText() { return text.get(); }
    public final StringProperty unitProperty() { return unit; }
    public final String getUnit() { return unit.get(); }
    public final DoubleProperty valueProperty() { return value; }
    public final double getValue() { return value.get(); }
    public final DoubleProperty formerValueProperty() { return formerValue; }
    public final double getFormerValue() { return formerValue.get(); }
    public final BooleanProperty activeProperty() { return active; }
    public final boolean isActive() { return active.get(); }
    public final BooleanProperty autoReferenceValueProperty() { return autoReferenceValue; }
    public final boolean isAutoReferenceValue() { return autoReferenceValue.get(); }

    @Override
    protected Skin<?> createDefaultSkin() {
        return kind == Kind.SWITCH ? new SwitchSkin(this) : new TileSkin(this);
    }

    /** The number of countries a {@link Kind#MAP} tile draws. */
    public static final int COUNTRIES = 12;

    /** The look of every kind but the switch, which has a skin class of its own, as each of TilesFX's looks has. */
    private static class TileSkin extends SkinBase<DashboardTile> {
        TileSkin(DashboardTile tile) {
            super(tile);
            Pane pane = new Pane();
            Region notify = new Region();
            notify.setVisible(false);
            Region info = new Region();
            info.setVisible(false);
            Text titleText = new Text(tile.getTitle());
            pane.getChildren().addAll(notify, new Rectangle(150, 150), titleText);
            pane.getChildren().addAll(kindParts(tile));
            pane.getChildren().add(info);
            getChildren().add(pane);
        }

        List<Node> kindParts(DashboardTile tile) {
            List<Node> parts = new ArrayList<>();
            switch (tile.kind) {
                case GAUGE -> {
                    Text valueText = new Text();
                    valueText.textProperty().bind(tile.valueProperty().asString(Locale.ROOT, "%.1f"));
                    Text unitText = new Text();
                    unitText.textProperty().bind(tile.unitProperty());
                    parts.addAll(List.of(new Arc(75, 75, 50, 50, 0, 270), valueText, new Text(" "), unitText,
                            new Text("0"), new Text("100")));
                }
                case MAP -> {
                    Pane map = new Pane();
                    for (int i = 0; i < COUNTRIES; i++) {
                        SVGPath country = new SVGPath();
                        country.setContent("M" + i * 10 + " 0 h8 v8 h-8 z");
                        country.setOnMousePressed(e -> { });
                        map.getChildren().add(country);
                    }
                    parts.add(map);
                }
                case CHART -> parts.add(new Canvas(120, 80));
                default -> { }
            }
            return parts;
        }
    }

    /** A switch: a track pressed turns the tile on and off, and is filled while it is on. */
    private static final class SwitchSkin extends TileSkin {
        SwitchSkin(DashboardTile tile) {
            super(tile);
        }

        @Override
        List<Node> kindParts(DashboardTile tile) {
            Rectangle track = new Rectangle(40, 20);
            track.fillProperty().bind(Bindings.when(tile.activeProperty()).then(Color.DODGERBLUE).otherwise(Color.GRAY));
            track.addEventHandler(MouseEvent.MOUSE_PRESSED, e -> tile.activeProperty().set(!tile.isActive()));
            return List.of(new Text(tile.getText()), track);
        }
    }
}
