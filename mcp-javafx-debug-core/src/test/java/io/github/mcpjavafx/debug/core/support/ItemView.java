package io.github.mcpjavafx.debug.core.support;

import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.Skin;
import javafx.scene.control.SkinBase;
import javafx.scene.layout.VBox;

/**
 * An appointment's view in a {@link DayView}, as calendar libraries build them: a control whose title lives in the
 * model object it shows, and whose skin writes a time first, then the title.
 */
public abstract class ItemView extends Control {

    private final ObjectProperty<Appointment> model = new SimpleObjectProperty<>(this, "model");

    protected ItemView(Appointment appointment) {
        model.set(appointment);
        setOnMouseClicked(e -> requestFocus());
    }

    public ObjectProperty<Appointment> modelProperty() {
        return model;
    }

    public Appointment getModel() {
        return model.get();
    }

    /** What the skin writes above the title: the start time, or that it lasts all day. */
    protected abstract String timeText();

    @Override
    protected Skin<?> createDefaultSkin() {
        return new SkinBase<>(this) {
            {
                getChildren().add(new VBox(new Label(timeText()), new Label(getModel().title())));
            }
        };
    }
}
