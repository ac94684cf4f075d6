package io.github.mcpjavafx.debug.core.scene;

import javafx.scene.Node;
import javafx.scene.shape.Shape;

import java.util.Locale;

/**
 * The name of a shape that stands for something, when its class knows it: a world map's country shapes (ControlsFX's
 * {@code WorldMapView.CountryView}, TilesFX's {@code CountryPath}) carry the country's code in a {@code name} property
 * and its locale in a {@code locale} property, or in the country they hold ({@code country.getLocale()}): such a shape
 * reads {@code "Germany (DE)"}, where it was one of 176 nameless paths. Only shapes from outside JavaFX are asked; one
 * with no such property has no name. FX thread only.
 */
public final class ShapeNames {

    private static final String[] NAMES = {"name", "title", "label"};

    private ShapeNames() {
    }

    /** The shape's name, with the country its locale names when that says more; {@code null} for other nodes. */
    public static String of(Node node) {
        if (!(node instanceof Shape) || FxProperties.isJavaFx(node.getClass())) {
            return null;
        }
        String name = null;
        for (String property : NAMES) {
            FxProperties.Found found = FxProperties.find(node, property);
            if (found != null && found.value() instanceof String s && !s.isBlank()) {
                name = s.strip();
                break;
            }
        }
        if (name == null) {
            return null;
        }
        String country = countryOf(node);
        return country == null || country.equalsIgnoreCase(name) ? name : country + " (" + name + ")";
    }

    /** The country a shape's locale names, in English, read from the shape or from the country it holds; nullable. */
    private static String countryOf(Node node) {
        Object locale = value(node, "locale");
        if (!(locale instanceof Locale)) {
            Object country = value(node, "country");
            locale = country == null ? null : FxProperties.accessorValue(country, "locale");
        }
        if (locale instanceof Locale l && !l.getCountry().isEmpty()) {
            String shown = l.getDisplayCountry(Locale.ENGLISH);
            return shown.isBlank() || shown.equals(l.getCountry()) ? null : shown;
        }
        return null;
    }

    private static Object value(Node node, String property) {
        FxProperties.Found found = FxProperties.find(node, property);
        return found == null ? null : found.value();
    }
}
