package io.github.mcpjavafx.debug.core.support;

import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.scene.control.Control;
import javafx.scene.control.Skin;
import javafx.scene.control.SkinBase;
import javafx.scene.layout.VBox;

import java.time.LocalDate;

/**
 * A calendar's day: the day it shows is a property, its skin lays out the views of the day's appointments, all-day
 * and timed ones alike, and writes no header.
 */
public class DayView extends Control {

    private final ObjectProperty<LocalDate> date = new SimpleObjectProperty<>(this, "date");
    private final ObservableList<ItemView> itemViews = FXCollections.observableArrayList();

    public DayView(LocalDate date, ItemView... items) {
        this.date.set(date);
        itemViews.setAll(items);
    }

    public ObjectProperty<LocalDate> dateProperty() {
        return date;
    }

    public LocalDate getDate() {
        return date.get();
    }

    public ObservableList<ItemView> getItemViews() {
        return itemViews;
    }

    @Override
    protected Skin<?> createDefaultSkin() {
        return new SkinBase<>(this) {
            {
                VBox column = new VBox(4);
                column.getChildren().setAll(itemViews);
                itemViews.addListener((javafx.collections.ListChangeListener<ItemView>) c ->
                        column.getChildren().setAll(itemViews));
                getChildren().add(column);
            }
        };
    }
}
