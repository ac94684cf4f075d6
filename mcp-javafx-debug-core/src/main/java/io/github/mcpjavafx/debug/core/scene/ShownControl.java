package io.github.mcpjavafx.debug.core.scene;

import javafx.beans.value.ObservableValue;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Control;
import javafx.scene.control.Labeled;
import javafx.scene.shape.Shape;
import javafx.scene.text.Text;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a control from outside JavaFX shows a person, read from its own properties and checked against
 * what its skin draws: a dashboard tile reads {@code "Gauge Tile" 60.8 V}, not
 * {@code currentValue=60.79921910560384}. Derived by rules, for controls nobody declared:
 *
 * <ul>
 *   <li>its <b>title</b>: a {@code title}, {@code name}, {@code label}, {@code caption}, {@code header} or
 *       {@code text} property, in that order, else the title of the model object it shows (an item view's
 *       appointment, {@link ShownModel}), else the day it shows ({@code date}), else the first words its skin
 *       shows outside the custom controls in it, which have lines of their own (a labeled control keeps its
 *       own text instead);</li>
 *   <li>the <b>value as displayed</b>: its {@code value} or {@code currentValue} (or a number named after
 *       the class) as the skin writes it, found among the skin's texts by its number at the precision
 *       shown ({@code "60.8"} for 60.7992, {@code "6%"} for 6 or 0.06), followed by its {@code unit} when the
 *       skin shows that too; else
 *       the time span of the model object it shows ({@code 9:00 AM–9:30 AM});</li>
 *   <li>its <b>state</b>: {@code on} when a {@code selected}, {@code on}, {@code checked} or
 *       {@code active} property is true; {@code off} when it is false, no value is shown and the control
 *       is a switch: for the toggles' names, it or a part of its skin reacts to a press
 *       ({@link PointerHandlers}); for {@code active}, which many controls have, a single shape of its skin
 *       does (a drawn switch), not a map of clickable countries or a list.</li>
 * </ul>
 *
 * FX thread only.
 */
public record ShownControl(String title, String shows) {

    private static final String[] TITLES = {"title", "name", "label", "caption", "header", "text"};
    private static final String[] VALUES = {"value", "currentValue"};
    private static final String[] STATES = {"selected", "on", "checked", "active"};
    /** A skin is small; a dashboard's gauge has about twenty nodes. Beyond this many, the rest is not read. */
    private static final int MAX_SKIN_NODES = 300;
    private static final int MAX_TITLE = 80;
    /** A number as a skin writes it, a percentage too ({@code "6%"} for a value of 6, or of 0.06). */
    private static final Pattern NUMBER = Pattern.compile("([-+\u2212]?\\d+(?:[.,](\\d+))?)(\\s?%)?");

    /**
     * What the control shows, or {@code null} for JavaFX's own nodes and for controls whose skin shows nothing known.
     *
     * @param hasOwnText whether it has a text of its own (a labeled control, a field), which it keeps instead of a title
     */
    public static ShownControl of(Node node, boolean hasOwnText) {
        if (!(node instanceof Control control) || FxProperties.isJavaFx(node.getClass()) || control.getSkin() == null) {
            return null;
        }
        Skin skin = Skin.read(control);
        ShownModel model = ShownModel.of(control, skin.texts());
        String title = hasOwnText ? null : title(control, skin, model);
        String value = displayedValue(control, skin);
        if (value == null && model != null) {
            value = model.time();
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

    private static String title(Control control, Skin skin, ShownModel model) {
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
        // (a CheckComboBox's checked item, a world map's countries): the first of those names it, as before
        for (List<String> texts : List.of(skin.ownTexts(), skin.texts())) {
            for (String text : texts) {
                if (!NUMBER.matcher(text).matches()) {
                    return cut(text);
                }
            }
        }
        return null;
    }

    private static String displayedValue(Control control, Skin skin) {
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
        Reading reading = reading(control, Skin.read(control));
        return reading == null || reading.shown().endsWith("%") ? null : reading; // a percentage is not the value written
    }

    /** A number a skin writes ({@code "60.8"}) and the property it writes it from. */
    public record Reading(String property, String shown) {
    }

    private static Reading reading(Control control, Skin skin) {
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

    private static String withUnit(Control control, Skin skin, String shown) {
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
     * {@code checked} or {@code active}), or {@code null}: what an exported test checks a switch by.
     */
    public static String stateProperty(Node node) {
        if (!(node instanceof Control control) || FxProperties.isJavaFx(node.getClass())) {
            return null;
        }
        for (String name : STATES) {
            FxProperties.Found found = FxProperties.find(control, name);
            if (found != null && found.value() instanceof Boolean && found.writable() instanceof ObservableValue<?>) {
                return name;
            }
        }
        return null;
    }

    private static String state(Control control, Skin skin, boolean showsValue) {
        for (String name : STATES) {
            if (valueOf(control, name) instanceof Boolean on) {
                if (on) {
                    return "on";
                }
                if (showsValue) {
                    return null;
                }
                // "selected" and its like name a toggle; "active" names one only where the skin draws a switch
                boolean toggle = !name.equals("active");
                boolean aSwitch = toggle ? skin.reactingParts() > 0 || PointerHandlers.react(control)
                        : skin.reactingParts() == 1 && skin.onlyShapesReact();
                return aSwitch ? "off" : null;
            }
        }
        return null;
    }

    private static Object valueOf(Control control, String property) {
        FxProperties.Found found = FxProperties.find(control, property);
        return found == null ? null : found.value();
    }

    private static String cut(String text) {
        return text.length() <= MAX_TITLE ? text : text.substring(0, MAX_TITLE) + "…";
    }

    /**
     * The texts a skin shows, in document order; how many of its parts react to a press, and whether those
     * are all shapes.
     */
    private record Skin(List<String> texts, List<String> ownTexts, int reactingParts, boolean onlyShapesReact) {

        static Skin read(Control control) {
            List<String> texts = new ArrayList<>();
            List<String> ownTexts = new ArrayList<>();
            int reacting = 0;
            boolean shapes = true;
            Deque<Node> todo = new ArrayDeque<>(control.getChildrenUnmodifiable());
            // a custom control inside the skin (a day's item views) has a line of its own: its texts name it, not this
            Set<Node> nested = Collections.newSetFromMap(new IdentityHashMap<>());
            for (int seen = 0; !todo.isEmpty() && seen < MAX_SKIN_NODES; seen++) {
                Node node = todo.pollFirst();
                if (!node.isVisible()) {
                    continue;
                }
                boolean inNested = nested.contains(node) || FxProperties.isControlFromOutside(node);
                if (PointerHandlers.react(node)) {
                    reacting++;
                    shapes &= node instanceof Shape;
                }
                String text = node instanceof Text t ? t.getText() : node instanceof Labeled l ? l.getText() : null;
                if (text != null && !text.isBlank()) {
                    texts.add(text.strip());
                    if (!inNested) {
                        ownTexts.add(text.strip());
                    }
                }
                if (node instanceof Parent parent && !(node instanceof Labeled)) {
                    List<Node> children = parent.getChildrenUnmodifiable();
                    for (int i = children.size() - 1; i >= 0; i--) {
                        todo.addFirst(children.get(i));
                        if (inNested) {
                            nested.add(children.get(i));
                        }
                    }
                }
            }
            return new Skin(List.copyOf(texts), List.copyOf(ownTexts), reacting, shapes);
        }

        private static boolean writes(double shown, int decimals, double value) {
            return Math.abs(shown - value) <= 0.5 * Math.pow(10, -decimals) + 1e-9 * Math.abs(value);
        }

        /** The first text that writes {@code value} at the precision it shows, or {@code null}. */
        String numberShowing(double value) {
            for (String text : texts) {
                Matcher number = NUMBER.matcher(text);
                if (!number.matches()) {
                    continue;
                }
                int decimals = number.group(2) == null ? 0 : number.group(2).length();
                double shown = Double.parseDouble(number.group(1).replace(',', '.').replace('\u2212', '-'));
                if (writes(shown, decimals, value) || number.group(3) != null && writes(shown, decimals, value * 100)) {
                    return text;
                }
            }
            return null;
        }
    }
}
