package io.github.mcpjavafx.debug.core.support;

import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.scene.control.Control;
import javafx.scene.control.Skin;
import javafx.scene.control.SkinBase;
import javafx.scene.layout.FlowPane;
import javafx.scene.shape.Rectangle;

import java.util.Locale;

/**
 * A world map as ControlsFX's WorldMapView and TilesFX's world tile draw it: one shape per country, of a class of the
 * library's own that knows its country by a code ({@code getName()}) and a locale ({@code getLocale()}), and nothing
 * else on screen that tells them apart; a click on a shape selects its country.
 */
public class WorldMap extends Control {

    private final ObservableList<String> selectedCountries = FXCollections.observableArrayList();
    private final String[] codes;

    public WorldMap(String... codes) {
        this.codes = codes.clone();
    }

    public ObservableList<String> getSelectedCountries() {
        return selectedCountries;
    }

    /** A country's shape, as the library makes it. */
    public static class CountryShape extends Rectangle {
        private final String name;
        private final Locale locale;

        public CountryShape(String code) {
            super(24, 16);
            this.name = code;
            this.locale = new Locale("", code);
        }

        public String getName() {
            return name;
        }

        public Locale getLocale() {
            return locale;
        }
    }

    @Override
    protected Skin<?> createDefaultSkin() {
        return new SkinBase<>(this) {
            {
                FlowPane countries = new FlowPane(2, 2);
                for (String code : codes) {
                    CountryShape shape = new CountryShape(code);
                    shape.setOnMouseClicked(e -> selectedCountries.setAll(code));
                    countries.getChildren().add(shape);
                }
                getChildren().add(countries);
            }
        };
    }
}
