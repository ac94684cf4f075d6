package io.github.mcpjavafx.debug.core.scene;

import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.Cell;
import javafx.scene.control.Control;
import javafx.scene.control.Labeled;
import javafx.scene.shape.Shape;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;

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
 * What a skin shows, as {@link ShownControl} reads a control from outside JavaFX: the texts, in document order; the
 * rows of digits it draws with parts of its own ({@link DigitRow}); how many of its parts react to a press, and whether
 * those are all shapes; whether it paints on a canvas. FX thread only.
 */
record SkinReading(List<String> texts, List<String> ownTexts, List<String> flowPercentages, List<DigitRow> digitRows,
                   int reactingParts, boolean onlyShapesReact, boolean paints) {

    /** A skin is small; a dashboard's gauge has about twenty nodes. Beyond this many, the rest is not read. */
    private static final int MAX_SKIN_NODES = 300;
    /** A number as a skin writes it, a percentage too ({@code "6%"} for a value of 6, or of 0.06). */
    static final Pattern NUMBER = Pattern.compile("([-+\u2212]?\\d+(?:[.,](\\d+))?)(\\s?%)?");

    static SkinReading read(Control control) {
        List<String> texts = new ArrayList<>();
        List<String> ownTexts = new ArrayList<>();
        List<DigitRow> rows = new ArrayList<>();
        List<String> flowPercentages = new ArrayList<>();
        int reacting = 0;
        boolean shapes = true;
        boolean paints = false;
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
            paints |= node instanceof Canvas;
            String text = node instanceof Text t ? t.getText() : node instanceof Labeled l ? l.getText() : null;
            String percentage = !inNested && node instanceof TextFlow flow ? percentage(flow) : null;
            if (percentage != null) { // "51" and "%" in one flow, as the screen shows them; its texts are read too
                flowPercentages.add(percentage);
            }
            if (text != null && !text.isBlank()) {
                texts.add(text.strip());
                if (!inNested && !(node instanceof ButtonBase) && !(node instanceof Cell)) { // a button's, a row's: an item's
                    ownTexts.add(text.strip());
                }
            }
            if (node instanceof Parent parent && !(node instanceof Labeled)) {
                List<Node> children = parent.getChildrenUnmodifiable();
                DigitRow row = DigitRow.of(children);
                if (row != null) {
                    rows.add(row);
                }
                for (int i = children.size() - 1; i >= 0; i--) {
                    todo.addFirst(children.get(i));
                    if (inNested) {
                        nested.add(children.get(i));
                    }
                }
            }
        }
        return new SkinReading(List.copyOf(texts), List.copyOf(ownTexts), List.copyOf(flowPercentages), List.copyOf(rows),
                reacting, shapes, paints);
    }

    /** {@code "51%"} when {@code flow}'s texts spell a percentage ({@code "51"} then {@code "%"}); else null. */
    private static String percentage(TextFlow flow) {
        StringBuilder joined = new StringBuilder();
        for (Node child : flow.getChildren()) {
            if (!(child instanceof Text text) || !child.isVisible()) {
                return null;
            }
            joined.append(text.getText() == null ? "" : text.getText().strip());
        }
        Matcher number = NUMBER.matcher(joined);
        return number.matches() && number.group(3) != null ? joined.toString() : null;
    }

    /**
     * The one percentage the skin's own texts show ({@code "51%"}, in one text or in a flow of two), or null when it
     * shows none or several.
     */
    String onePercentage() {
        List<String> percentages = new ArrayList<>(flowPercentages);
        ownTexts.stream().filter(text -> {
            Matcher number = NUMBER.matcher(text);
            return number.matches() && number.group(3) != null;
        }).forEach(percentages::add);
        return percentages.size() == 1 ? percentages.get(0) : null;
    }

    private static boolean writes(double shown, int decimals, double value) {
        return Math.abs(shown - value) <= 0.5 * Math.pow(10, -decimals) + 1e-9 * Math.abs(value);
    }

    /** The first text (or row of digits) that writes {@code value} at the precision it shows, or {@code null}. */
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
        for (DigitRow row : digitRows) {
            String shown = row.spelling(value);
            if (shown != null) {
                return shown;
            }
        }
        return null;
    }
}
