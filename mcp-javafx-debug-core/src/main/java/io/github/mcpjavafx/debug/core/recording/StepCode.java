package io.github.mcpjavafx.debug.core.recording;

import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.QueryRequest;
import io.github.mcpjavafx.debug.core.model.WaitRequest;
import io.github.mcpjavafx.debug.core.text.TextFormat;

import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import static io.github.mcpjavafx.debug.core.recording.JavaText.literal;

/**
 * The statements that replay or check one recorded step in a TestFX test, calling the helpers of
 * {@code mcp-javafx-debug-testfx} (finders, reads, edits, checks) and TestFX's robot. An action TestFX
 * cannot express becomes a {@code // not replayed:} comment that says why, never silence.
 */
final class StepCode {

    static final String NOT_REPLAYED = "// not replayed: ";

    /** What the session typed, set or chose: a date in it is not the clock's. */
    private final Collection<String> typed;
    private final Map<Locator.How, Integer> located = new EnumMap<>(Locator.How.class);
    private int notReplayed;
    private int notChecked;
    private final UnprovedActions unproved = new UnprovedActions();
    /** The first step the test could not replay: the checks after it would test a state it never reached. */
    private String firstSkipped;

    StepCode(Collection<String> typed) {
        this.typed = typed;
    }

    /** How many steps became a {@code // not replayed} comment. */
    int notReplayed() {
        return notReplayed;
    }

    /** How many checks were left out because a step before them was not replayed. */
    int notChecked() {
        return notChecked;
    }

    /** How the replayed actions' nodes are found, by kind of locator. */
    Map<Locator.How, Integer> located() {
        return located;
    }

    /**
     * The statements of {@code step}. A batch's actions are followed by checks that failed before them; a batch that
     * no check follows gets a comment saying so before the next one, or from {@link #end()}.
     */
    List<String> of(RecordedStep step) {
        if (step instanceof RecordedStep.Act act) {
            List<String> acted = act(act);
            if (acted.get(acted.size() - 1).startsWith(NOT_REPLAYED)) {
                return acted;
            }
            List<String> lines = new ArrayList<>(unproved.replayed(act));
            lines.addAll(acted);
            return lines;
        }
        List<String> lines = check(step);
        unproved.written(lines);
        return lines;
    }

    /** What closes the test: the comment on the last actions when no check followed them. */
    List<String> end() {
        return unproved.end();
    }

    private List<String> check(RecordedStep step) {
        if (step instanceof RecordedStep.Wait wait) {
            if (Boolean.TRUE.equals(wait.heldBefore())) {
                return List.of("// not a check: " + JavaText.inComment(wait.request().until().wireName() + " "
                        + describe(wait.request().selector())) + " held before the action too");
            }
            return waitFor(wait.request());
        }
        if (firstSkipped != null) {
            notChecked++;
            return List.of("// not checked, the state it reads was never reached (" + JavaText.inComment(firstSkipped)
                    + " was not replayed)");
        }
        if (step instanceof RecordedStep.Moving moving) {
            return List.of("// not checked: " + JavaText.inComment(moving.what()) + " changes on its own");
        }
        if (step instanceof RecordedStep.Printed printed) {
            return List.of("assertPrinted(" + literal(printed.line()) + ");");
        }
        if (step instanceof RecordedStep.ItemsShown items) {
            Locator list = Locators.choose(items.list(), true);
            return withComment(list, "assertEquals(List.of(" + items.items().stream().map(JavaText::literal)
                    .collect(Collectors.joining(", ")) + "), itemsOf(" + list.expression() + "));");
        }
        if (step instanceof RecordedStep.ValueShown value) {
            return valueCheck(value);
        }
        if (step instanceof RecordedStep.CheckedShown checked) {
            Locator control = Locators.choose(checked.control(), true);
            return withComment(control, "assertEquals(List.of(" + checked.items().stream().map(JavaText::literal)
                    .collect(Collectors.joining(", ")) + "), checkedIn(" + control.expression() + "));");
        }
        if (step instanceof RecordedStep.SelectionShown selection) {
            Locator control = Locators.choose(selection.control(), true);
            return withComment(control, "assertEquals(List.of(" + selection.items().stream().map(JavaText::literal)
                    .collect(Collectors.joining(", ")) + "), selectedIn(" + control.expression()
                    + (selection.selection() == null ? "" : ", " + literal(selection.selection())) + "));");
        }
        RecordedStep.TextShown shown = (RecordedStep.TextShown) step;
        Locator node = Locators.choose(shown.node(), false);
        String text = shown.text();
        String before = shown.before();
        if (DECIMAL.matcher(text.trim()).matches()) {
            // Compared as a number, to the precision shown: "30.02" holds for 30.0249 too.
            String digits = text.trim().substring(text.trim().indexOf('.') + 1);
            double tolerance = Double.parseDouble("0.5e-" + digits.length());
            if (before != null && DECIMAL.matcher(before.trim()).matches()
                    && Math.abs(Double.parseDouble(before.trim()) - Double.parseDouble(text.trim())) <= tolerance) {
                return heldBefore(shown, before);
            }
            return withComment(node, "assertEquals(" + text.trim() + ", numberIn(" + node.expression() + "), 0.5e-"
                    + digits.length() + ");");
        }
        String shape = ClockParts.pattern(text, typed, shown.clock());
        if (shape != null && before != null && Pattern.compile(shape).matcher(before).matches()) {
            return heldBefore(shown, before);
        }
        if (shape == null && text.equals(before)) {
            return heldBefore(shown, before);
        }
        if (shape != null) {
            List<String> lines = new ArrayList<>(withComment(node, "assertMatches(" + literal(shape) + ", textOf("
                    + node.expression() + "));"));
            lines.add(lines.size() - 1, "// shows a date or time of day from the app's clock: checked by its shape, so it holds on another day");
            return lines;
        }
        return withComment(node, "assertEquals(" + literal(text) + ", textOf(" + node.expression() + "));");
    }

    /** A text check that would hold for what the node showed before the action: no proof of it, so not written. */
    private static List<String> heldBefore(RecordedStep.TextShown shown, String before) {
        return List.of("// not a check: " + JavaText.inComment(shown.node().described()) + " showed "
                + JavaText.inComment(TextFormat.quoted(before)) + " before the action, which its check holds for too");
    }

    /** A number compared as a number, to the precision shown ({@code 30.25} holds for 30.2549); other values as shown. */
    private List<String> valueCheck(RecordedStep.ValueShown value) {
        Locator node = Locators.choose(value.node(), true);
        String shown = value.value();
        if (value.property() == null) {
            return withComment(node, "assertEquals(" + literal(shown) + ", valueOf(" + node.expression() + "));");
        }
        if (shown.equals("true") || shown.equals("false")) { // a switch's on/off state
            return withComment(node, (shown.equals("true") ? "assertTrue" : "assertFalse") + "(flagIn("
                    + node.expression() + ", " + literal(value.property()) + "));");
        }
        int decimals = shown.contains(".") ? shown.length() - shown.indexOf('.') - 1 : 0;
        return withComment(node, "assertEquals(" + (decimals == 0 ? shown + ".0" : shown) + ", numberIn(" + node.expression()
                + ", " + literal(value.property()) + "), " + (decimals == 0 ? "1e-9" : "0.5e-" + decimals) + ");");
    }

    /** A number as a person reads it: digits with a decimal point, which a float's last digit may flip. */
    private static final Pattern DECIMAL = Pattern.compile("-?\\d{1,12}\\.\\d{1,6}");

    private static List<String> withComment(Locator locator, String statement) {
        return locator.comment() == null ? List.of(statement) : List.of(locator.comment(), statement);
    }

    private List<String> act(RecordedStep.Act act) {
        ActionSpec spec = act.action();
        if (spec.target() != null && act.target() == null) {
            return skipped(spec.type() + " on " + spec.target().display() + ": the node was in no window when it ran");
        }
        Locator target = act.target() == null ? null : Locators.choose(act.target(), true);
        List<String> lines = spec.accept(new Replay(act, target));
        if (target != null && !lines.get(0).startsWith(NOT_REPLAYED)) {
            located.merge(target.how(), 1, Integer::sum);
            if (target.comment() != null) {
                List<String> commented = new ArrayList<>(lines);
                commented.add(0, target.comment());
                return commented;
            }
        }
        return lines;
    }

    /** The statements of one action that ran, with the locators its nodes are found by. */
    private final class Replay implements ActionSpec.Visitor<List<String>> {
        private final RecordedStep.Act act;
        private final Locator target;

        Replay(RecordedStep.Act act, Locator target) {
            this.act = act;
            this.target = target;
        }

        private String node() {
            return target.expression();
        }

        @Override
        public List<String> click(ActionSpec.Click click) {
            String button = "MouseButton." + (click.button() == null ? ActionSpec.ClickButton.PRIMARY : click.button()).name();
            String where = target != null ? node() : "new Point2D(" + JavaText.number(click.x()) + ", " + JavaText.number(click.y()) + ")";
            int count = click.clickCount() == null ? 1 : click.clickCount();
            List<String> lines = new ArrayList<>();
            List<String> held = click.modifiers() == null ? List.of() : click.modifiers().stream().map(StepCode::keyOf).toList();
            if (!held.isEmpty()) {
                lines.add("press(" + String.join(", ", held) + ");");
            }
            if (target == null) {
                lines.add("// at the screen point recorded; the window must be where it was");
            }
            if (target != null && count == 1 && click.button() == ActionSpec.ClickButton.SECONDARY) {
                lines.add("contextClickOn(" + where + ");"); // the menu it opens is asked for as the platform would
            } else {
                lines.add((count == 2 ? "doubleClickOn(" : "clickOn(") + where + ", " + button + ");");
            }
            if (count == 3) {
                lines.add("doubleClickOn(" + button + ");");
            }
            if (!held.isEmpty()) {
                lines.add("release(" + String.join(", ", held) + ");");
            }
            return lines;
        }

        @Override
        public List<String> focus(ActionSpec.Focus focus) {
            return List.of("focus(" + node() + ");");
        }

        @Override
        public List<String> typeText(ActionSpec.TypeText type) {
            List<String> lines = new ArrayList<>();
            if (target != null) {
                // Clicked as a person would: keys go to the focused window, and a dialog's field may be in another.
                lines.add("clickOn(" + node() + ", MouseButton.PRIMARY);");
            }
            lines.add("write(" + literal(type.text()) + ");");
            return lines;
        }

        @Override
        public List<String> setText(ActionSpec.SetText set) {
            return List.of("setText(" + node() + ", " + literal(set.text()) + ");");
        }

        @Override
        public List<String> setValue(ActionSpec.SetValue set) {
            Object value = set.value();
            String literal = value instanceof String text ? literal(text)
                    : value instanceof Number number ? JavaText.number(number.doubleValue()) : String.valueOf(value);
            return List.of("setValue(" + node() + ", " + literal(set.property()) + ", " + literal + ");");
        }

        @Override
        public List<String> pressKey(ActionSpec.PressKey key) {
            return List.of("push(" + keys(key.modifiers(), act.key()) + ");");
        }

        @Override
        public List<String> scroll(ActionSpec.Scroll scroll) {
            List<String> lines = new ArrayList<>();
            lines.add("moveTo(" + node() + ");");
            int dy = scroll.deltaY() == null ? 0 : scroll.deltaY();
            int dx = scroll.deltaX() == null ? 0 : scroll.deltaX();
            if (dy != 0) {
                lines.add("scroll(" + Math.abs(dy) + ", VerticalDirection." + (dy > 0 ? "DOWN" : "UP") + ");");
            }
            if (dx != 0) {
                lines.add("scroll(" + Math.abs(dx) + ", HorizontalDirection." + (dx > 0 ? "RIGHT" : "LEFT") + ");");
            }
            return lines;
        }

        @Override
        public List<String> select(ActionSpec.Select select) {
            return List.of("select(" + node() + ", "
                    + (select.item() != null ? literal(select.item()) : "null") + ", "
                    + (select.index() != null ? select.index() : -1) + ");");
        }

        @Override
        public List<String> expand(ActionSpec.Expand expand) {
            return List.of("expand(" + node() + ", true);");
        }

        @Override
        public List<String> collapse(ActionSpec.Collapse collapse) {
            return List.of("expand(" + node() + ", false);");
        }

        @Override
        public List<String> hover(ActionSpec.Hover hover) {
            return List.of("moveTo(" + node() + ");");
        }

        @Override
        public List<String> drag(ActionSpec.Drag drag) {
            if (drag.to() != null && act.to() == null) {
                return skipped("drag to " + drag.to().display() + ": the drop target was in no window when it ran");
            }
            if (act.to() != null) {
                Locator to = Locators.choose(act.to(), true);
                return withComment(to, "drag(" + node() + ", MouseButton.PRIMARY).dropTo(" + to.expression() + ");");
            }
            if (act.offset() == null) {
                return skipped("drag to " + JavaText.number(drag.x()) + ", " + JavaText.number(drag.y()) + ": no offset from the node was recorded");
            }
            // By an offset from the node's centre, as on any screen; a screen point would hold on this one only.
            return List.of("drag(" + node() + ", MouseButton.PRIMARY).moveBy(" + JavaText.number(act.offset().dx()) + ", "
                    + JavaText.number(act.offset().dy()) + ").drop();");
        }

        @Override
        public List<String> await(ActionSpec.Wait wait) {
            return waitFor(wait.request());
        }

        @Override
        public List<String> style(ActionSpec.Style style) {
            List<String> lines = new ArrayList<>();
            if (style.stylesheet() != null) {
                lines.add((style.stylesheetIsCss() ? "addCss(" : "addStylesheet(") + node() + ", "
                        + literal(style.stylesheet()) + ");");
            }
            if (style.removeClass() != null) {
                lines.add("removeStyleClass(" + node() + ", " + literal(style.removeClass()) + ");");
            }
            if (style.addClass() != null) {
                lines.add("addStyleClass(" + node() + ", " + literal(style.addClass()) + ");");
            }
            if (style.style() != null) {
                lines.add("setStyle(" + node() + ", " + literal(style.style()) + ");");
            }
            return lines;
        }

        @Override
        public List<String> window(ActionSpec.Window change) {
            String window = "windowTitled(" + (act.window() == null ? "null" : literal(act.window())) + ")";
            if (Boolean.TRUE.equals(change.close())) {
                return List.of("requestClose(" + window + ");");
            }
            List<String> lines = new ArrayList<>();
            if (change.maximized() != null) {
                lines.add("maximizeWindow(" + window + ", " + change.maximized() + ");");
            }
            if (change.width() != null || change.height() != null) {
                lines.add("resizeWindow(" + window + ", " + (change.width() == null ? "-1" : change.width()) + ", "
                        + (change.height() == null ? "-1" : change.height()) + ");");
            }
            if (change.x() != null || change.y() != null) {
                lines.add("// at the screen point recorded");
                lines.add("moveWindow(" + window + ", " + (change.x() == null ? "Double.NaN" : JavaText.number(change.x())) + ", "
                        + (change.y() == null ? "Double.NaN" : JavaText.number(change.y())) + ");");
            }
            return lines;
        }
    }

    private List<String> waitFor(WaitRequest wait) {
        if (wait.until() == WaitRequest.Until.IDLE) {
            return List.of("WaitForAsyncUtils.waitForFxEvents();");
        }
        if (wait.until() == WaitRequest.Until.CHANGED) { // a value's change is the app's timing, not a state to check
            return List.of("// waited until " + JavaText.inComment(wait.uid()) + " changed (not replayed "
                    + "as a condition)", "WaitForAsyncUtils.waitForFxEvents();");
        }
        String condition = condition(wait.selector());
        if (condition == null) {
            return skipped("wait until " + wait.until().wireName() + ": its selector cannot be written for TestFX");
        }
        String holds = (wait.until() == WaitRequest.Until.HIDDEN ? "!" : "") + "shown(" + condition + ")";
        return List.of("WaitForAsyncUtils.waitFor(" + wait.timeoutMs() + ", TimeUnit.MILLISECONDS, () -> " + holds + ");",
                "assertTrue(" + holds + ", " + literal(wait.until().wireName() + ": " + describe(wait.selector())) + ");");
    }

    /** A {@code Predicate<Node>} that holds for the nodes the selector matches, as {@code ui_query} matches them. */
    private static String condition(QueryRequest.Selector selector) {
        if (selector.css() != null) {
            return "css(" + literal(selector.css()) + ")";
        }
        if (selector.text() != null) {
            return "n -> " + textTest(selector.text(), selector.match());
        }
        QueryRequest.Predicate p = selector.predicate();
        List<String> all = new ArrayList<>();
        if (p.typeIs() != null && !p.typeIs().isEmpty()) {
            all.add("List.of(" + String.join(", ", p.typeIs().stream().map(JavaText::literal).toList())
                    + ").contains(n.getClass().getSimpleName())");
        }
        if (p.idEquals() != null) {
            all.add(literal(p.idEquals()) + ".equals(n.getId())");
        }
        if (p.styleClassHas() != null) {
            all.add("n.getStyleClass().contains(" + literal(p.styleClassHas()) + ")");
        }
        if (p.textContains() != null) {
            all.add(textTest(p.textContains(), QueryRequest.TextMatch.CONTAINS));
        }
        if (Boolean.TRUE.equals(p.enabled())) {
            all.add("!n.isDisabled()");
        } else if (Boolean.FALSE.equals(p.enabled())) {
            all.add("n.isDisabled()");
        }
        if (Boolean.FALSE.equals(p.visible())) {
            return null; // a wait for visible nodes that are invisible says nothing a test can check
        }
        return "n -> " + (all.isEmpty() ? "true" : String.join(" && ", all));
    }

    /** The test {@link #textTest} writes for {@code text}, as the replay's check reads a shown text. */
    static Predicate<String> textHolds(String text, QueryRequest.TextMatch match) {
        String query = text.trim();
        return switch (match == null ? QueryRequest.TextMatch.CONTAINS : match) {
            case CONTAINS -> shown -> shown.toLowerCase(Locale.ROOT).contains(query.toLowerCase(Locale.ROOT));
            case EQUALS -> query::equals;
            case REGEX -> Pattern.compile(text).asPredicate();
        };
    }

    private static String textTest(String text, QueryRequest.TextMatch match) {
        String query = text.trim();
        return switch (match) {
            case CONTAINS -> "textOf(n).toLowerCase(Locale.ROOT).contains(" + literal(query.toLowerCase(Locale.ROOT)) + ")";
            case EQUALS -> literal(query) + ".equals(textOf(n))";
            case REGEX -> "Pattern.compile(" + literal(text) + ").matcher(textOf(n)).find()";
        };
    }

    private static String describe(QueryRequest.Selector selector) {
        if (selector.css() != null) {
            return "css " + selector.css();
        }
        return selector.text() != null ? "text " + selector.match().wireName() + " \"" + selector.text() + "\"" : "predicate";
    }

    private List<String> skipped(String why) {
        notReplayed++;
        if (firstSkipped == null) {
            firstSkipped = why.contains(":") ? why.substring(0, why.indexOf(':')) : why;
        }
        return List.of(NOT_REPLAYED + JavaText.inComment(why));
    }

    private static String keys(List<ActionSpec.Modifier> modifiers, String key) {
        List<String> all = new ArrayList<>();
        if (modifiers != null) {
            modifiers.forEach(m -> all.add(keyOf(m)));
        }
        all.add("KeyCode." + key);
        return String.join(", ", all);
    }

    private static String keyOf(ActionSpec.Modifier modifier) {
        return "KeyCode." + switch (modifier) {
            case CTRL -> "CONTROL";
            case SHORTCUT -> "SHORTCUT"; // TestFX presses the platform's shortcut key for it
            default -> modifier.name();
        };
    }
}
