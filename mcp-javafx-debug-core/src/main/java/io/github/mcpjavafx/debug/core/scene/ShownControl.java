package io.github.mcpjavafx.debug.core.scene;

import javafx.beans.value.ObservableValue;
import javafx.scene.Node;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.text.Text;

import java.util.List;
import java.util.Optional;

/**
 * What a control from outside JavaFX shows a person, read from its own properties and checked against
 * what its skin draws: a dashboard tile reads {@code "Gauge Tile" 60.8 V}, not
 * {@code currentValue=60.79921910560384}. Derived by rules, for controls nobody declared:
 *
 * <ul>
 *   <li>its <b>title</b>: a {@code title}, {@code name}, {@code label}, {@code caption}, {@code header} or
 *       {@code text} property, in that order, else the title of the model object it shows (an item view's
 *       appointment, {@link ShownModel}), else the day it shows ({@code date}), else the first words its skin
 *       shows outside the custom controls in it, which have lines of their own, else the label beside it
 *       ({@link NamingLabel}: a segmented button is not named by its first toggle), else its first item's
 *       words (a labeled control keeps its own text instead);</li>
 *   <li>the <b>value as displayed</b>: its {@code value} or {@code currentValue} (or a number named after
 *       the class) as the skin writes it, found among the skin's texts by its number at the precision
 *       shown ({@code "60.8"} for 60.7992, {@code "6%"} for 6 or 0.06), followed by its {@code unit} when the
 *       skin shows that too; else
 *       the time span of the model object it shows ({@code 9:00 AM–9:30 AM});</li>
 *   <li>its <b>state</b>, when it shows one: {@code on} when a {@code selected}, {@code on}, {@code checked} or
 *       {@code active} property is true, {@code off} when it is false and no value is shown; shown means its
 *       skin's code reads the property ({@link SkinCode}: an LED lit or dark) or, for the toggles' names, it or a
 *       part of its skin reacts to a press ({@link PointerHandlers}). A property nothing draws is no state: a
 *       percentage dial whose tile class has {@code active} is not "off".</li>
 * </ul>
 *
 * FX thread only.
 */
public record ShownControl(String title, String shows) {

    private static final String[] TITLES = {"title", "name", "label", "caption", "header", "text"};
    private static final String[] VALUES = {"value", "currentValue"};
    private static final String[] STATES = {"selected", "on", "checked", "active"};
    private static final int MAX_TITLE = 80;

    /**
     * What the control shows, or {@code null} for JavaFX's own nodes and for controls whose skin shows nothing known.
     *
     * @param hasOwnText whether it has a text of its own (a labeled control, a field), which it keeps instead of a title
     */
    public static ShownControl of(Node node, boolean hasOwnText) {
        if (!(node instanceof Control control) || FxProperties.isJavaFx(node.getClass()) || control.getSkin() == null) {
            return null;
        }
        SkinReading skin = SkinReading.read(control);
        ShownModel model = ShownModel.of(control, skin.texts());
        String title = hasOwnText ? null : title(control, skin, model);
        String value = displayedValue(control, skin);
        if (value == null && model != null) {
            value = model.time();
        }
        if (value == null) {
            value = ShownModel.clockTime(control, skin.texts());
        }
        if (value == null) { // a share of something else (a tile's "51%" of its chart's sum), written once
            value = skin.onePercentage();
        }
        String state = state(control, skin, value != null);
        String shows = value == null ? state : state == null ? value : value + " " + state;
        return title == null && shows == null ? null : new ShownControl(title, shows);
    }

    /**
     * The title a control from outside JavaFX names itself by in a property ({@code title}, {@code name}, …),
     * or {@code null}: what its skin then also writes in a text of its own.
     */
    public static String ownTitle(Node node) {
        String property = ownTitleProperty(node);
        return property == null ? null : cut(((String) valueOf((Control) node, property)).strip());
    }

    /**
     * Whether {@code node} is a text or a plain label (no graphic) of a skin that writes {@code title}, the title of the
     * control it lies in, which that control's line says already (a switch's {@code "Off"}, drawn once on the screen): not
     * a node of its own to read or find, unless an id or a handler of its own makes it one.
     */
    public static boolean repeatsTitle(Node node, String title) {
        String written = node instanceof Text text ? text.getText()
                : node instanceof Label label && label.getGraphic() == null ? label.getText() : null;
        return title != null && written != null && title.equals(written.strip()) && node.getId() == null
                && !PointerHandlers.react(node);
    }

    /**
     * The property ({@code title}, {@code name}, …) whose text a control from outside JavaFX names itself by, or
     * {@code null}: what an exported test finds it by ({@code titled("Tile", "title", "Switch Tile")}).
     */
    public static String ownTitleProperty(Node node) {
        if (!(node instanceof Control control) || FxProperties.isJavaFx(node.getClass())) {
            return null;
        }
        for (String name : TITLES) {
            if (valueOf(control, name) instanceof String s && !s.isBlank()) {
                return name;
            }
        }
        return null;
    }

    private static String title(Control control, SkinReading skin, ShownModel model) {
        String own = ownTitle(control);
        if (own != null) {
            return own;
        }
        if (model != null && model.title() != null) {
            return cut(model.title());
        }
        String day = ShownModel.day(control);
        if (day != null) {
            return day;
        }
        // its own texts first (a day's, not its first item's time); when it has none, what it shows is its items'
        // (a segmented button's toggles, a list's items): the label beside it names it, as a person and the finder's
        // labelled(...) do; without one, the first item (a CheckComboBox's checked item, a world map's countries)
        String words = firstWords(skin.ownTexts());
        if (words != null) {
            return words;
        }
        String item = firstWords(skin.texts());
        // a control that shows nothing but values of its own (a rating's stars) keeps them as its line's words
        String label = item != null || OwnProperties.of(control).isEmpty() ? NamingLabel.of(control) : null;
        if (label != null) {
            return cut(label.strip());
        }
        if (item != null) { // a list is not named by its first row: its rows name it as theirs by its type and uid
            return SkinItems.isVirtualized(control) ? null : item;
        }
        // a skin that paints its text on a canvas (a split-flap display's letter) writes no Text node: its text property says it
        List<String> drawn = skin.paints() ? OwnProperties.drawnTexts(control) : List.of();
        return drawn.isEmpty() ? null : cut(drawn.get(0));
    }

    /** The first of {@code texts} that is not a number, cut to a title's length; null when none. */
    private static String firstWords(List<String> texts) {
        for (String text : texts) {
            if (!SkinReading.NUMBER.matcher(text).matches()) {
                return cut(text);
            }
        }
        return null;
    }

    private static String displayedValue(Control control, SkinReading skin) {
        Reading reading = reading(control, skin);
        return reading == null ? null : withUnit(control, skin, reading.shown());
    }

    /**
     * The number a control from outside JavaFX shows of its value, with the property that holds it
     * ({@code currentValue}, {@code "60.8"}): what an exported test checks, to the precision shown; {@code null}
     * for JavaFX's own nodes and for controls whose skin writes no such number (a rating's stars).
     */
    public static Reading displayedNumber(Node node) {
        if (!(node instanceof Control control) || FxProperties.isJavaFx(node.getClass()) || control.getSkin() == null) {
            return null;
        }
        Reading reading = reading(control, SkinReading.read(control));
        return reading == null || reading.shown().endsWith("%") ? null : reading; // a percentage is not the value written
    }

    /** A number a skin writes ({@code "60.8"}) and the property it writes it from. */
    public record Reading(String property, String shown) {
    }

    private static Reading reading(Control control, SkinReading skin) {
        String className = control.getClass().getSimpleName();
        String named = className.isEmpty() ? null : Character.toLowerCase(className.charAt(0)) + className.substring(1);
        for (String name : new String[] {VALUES[0], VALUES[1], named}) {
            if (name != null && valueOf(control, name) instanceof Number number) {
                String shown = skin.numberShowing(number.doubleValue());
                if (shown != null) {
                    return new Reading(name, shown);
                }
            }
        }
        return null;
    }

    private static String withUnit(Control control, SkinReading skin, String shown) {
        if (valueOf(control, "unit") instanceof String unit
                && !unit.isBlank() && skin.texts().contains(unit.strip())) {
            return shown + " " + unit.strip();
        }
        return shown;
    }

    /**
     * The property a control from outside JavaFX has its on/off state in ({@code selected}, {@code on},
     * {@code checked} or {@code active}), to be watched for a change; empty for other nodes.
     */
    public static List<ObservableValue<?>> stateProperties(Node node) {
        String name = stateProperty(node);
        return name == null ? List.of()
                : List.of((ObservableValue<?>) FxProperties.find((Control) node, name).writable());
    }

    /**
     * The name of the property a control from outside JavaFX has its on/off state in ({@code selected}, {@code on},
     * {@code checked} or {@code active}), or {@code null}: what an exported test checks a switch by. Only a state the
     * control shows counts (see {@link #showsState}): a dashboard tile's {@code active} is the LED of one look and
     * nothing of a percentage dial.
     */
    public static String stateProperty(Node node) {
        if (!(node instanceof Control control) || FxProperties.isJavaFx(node.getClass()) || control.getSkin() == null) {
            return null;
        }
        return stateProperty(control, null);
    }

    /** @param skin what the skin shows, read here when needed and {@code null} */
    private static String stateProperty(Control control, SkinReading skin) {
        for (String name : STATES) {
            FxProperties.Found found = FxProperties.find(control, name);
            if (found == null || !(found.value() instanceof Boolean) || !(found.writable() instanceof ObservableValue<?>)) {
                continue;
            }
            if (showsState(control, name, skin != null ? skin : (skin = SkinReading.read(control)))) {
                return name;
            }
        }
        return null;
    }

    /**
     * Whether the control shows its state in property {@code name}: its skin's code reads it ({@link SkinCode}: an
     * LED drawn lit or dark, a switch's track), or, for the toggles' names, it or a part of its skin reacts to a press
     * (a toggle whose look its style sheet gives). Where the skin's code cannot be read, {@code active}, which many
     * controls have, counts when a single shape of its skin reacts (a drawn switch), not a map of clickable countries.
     */
    private static boolean showsState(Control control, String name, SkinReading skin) {
        Optional<Boolean> read = SkinCode.reads(control, name);
        if (read.orElse(false)) {
            return true;
        }
        if (!name.equals("active")) {
            return skin.reactingParts() > 0 || PointerHandlers.react(control);
        }
        return read.isEmpty() && skin.reactingParts() == 1 && skin.onlyShapesReact();
    }

    /** {@code on} or {@code off} when the control shows a state ({@link #showsState}); a value shown leaves off unsaid. */
    private static String state(Control control, SkinReading skin, boolean showsValue) {
        String name = stateProperty(control, skin);
        if (name == null) {
            return null;
        }
        boolean on = (Boolean) valueOf(control, name);
        return on ? "on" : showsValue ? null : "off";
    }

    private static Object valueOf(Control control, String property) {
        FxProperties.Found found = FxProperties.find(control, property);
        return found == null ? null : found.value();
    }

    private static String cut(String text) {
        return text.length() <= MAX_TITLE ? text : text.substring(0, MAX_TITLE) + "…";
    }
}
