package io.github.mcpjavafx.debug.core.support;

import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.scene.control.Control;
import javafx.scene.control.Skin;
import javafx.scene.control.SkinBase;
import javafx.scene.layout.HBox;
import javafx.scene.shape.Rectangle;

/**
 * A map of clickable countries that keeps what is selected in an observable list and no property, as ControlsFX's
 * WorldMapView does: a click on a country's shape toggles it in {@link #getSelectedCountries()}.
 */
public class CountryMap extends Control {

    private final ObservableList<String> selectedCountries = FXCollections.observableArrayList();
    private final String[] countries;

    public CountryMap(String... countries) {
        this.countries = countries.clone();
    }

    public ObservableList<String> getSelectedCountries() {
        return selectedCountries;
    }

    @Override
    protected Skin<?> createDefaultSkin() {
        return new SkinBase<>(this) {
            {
                HBox shapes = new HBox(4);
                for (String country : countries) {
                    Rectangle shape = new Rectangle(40, 30);
                    shape.setId(country.toLowerCase(java.util.Locale.ROOT));
                    shape.setOnMouseClicked(e -> {
                        if (!selectedCountries.remove(country)) {
                            selectedCountries.add(country);
                        }
                    });
                    shapes.getChildren().add(shape);
                }
                getChildren().add(shapes);
            }
        };
    }
}
