package io.github.mcpjavafx.debug.testfx;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.scene.Node;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.Skin;
import javafx.scene.control.SkinBase;
import javafx.scene.layout.VBox;

/** A dashboard tile of a library's own, named by its title property and switched by its active one, as TilesFX's Tile is (public: read reflectively). */
public final class Tile extends Control {

    private final StringProperty title = new SimpleStringProperty();
    private final BooleanProperty active = new SimpleBooleanProperty();
    private final Node content;

    Tile(String title, Node content) {
        this.title.set(title);
        this.content = content;
    }

    public StringProperty titleProperty() {
        return title;
    }

    public BooleanProperty activeProperty() {
        return active;
    }

    @Override
    protected Skin<?> createDefaultSkin() {
        return new SkinBase<>(this) {
            {
                getChildren().add(new VBox(new Label(title.get()), content));
            }
        };
    }
}
