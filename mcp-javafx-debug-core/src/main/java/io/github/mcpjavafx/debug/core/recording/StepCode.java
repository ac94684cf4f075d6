package io.github.mcpjavafx.debug.core.recording;

import io.github.mcpjavafx.debug.core.actions.ActionKind;
import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.WaitRequest;
import io.github.mcpjavafx.debug.core.text.TextFormat;
import javafx.geometry.Point2D;

import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
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
                        + WaitCode.describe(wait.request().selector())) + " held before the action too");
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
        if (step instanceof RecordedStep.Late late) {
            return check(late.check()).stream().map(line -> line.startsWith("assert")
                    ? "eventually(() -> " + line.substring(0, line.length() - 1) + ");" : line).toList();
        }
        if (step instanceof RecordedStep.WindowShown window) {
            return List.of("assertWindowShows(" + literal(window.title()) + ");");
        }
        if (step instanceof RecordedStep.PopupShown) {
            return List.of("assertPopupShows();");
        }
        if (step instanceof RecordedStep.PopupsClosed) {
            return List.of("assertPopupsClosed();");
        }
        if (step instanceof RecordedStep.Printed printed) {
            return List.of("assertPrinted(" + literal(printed.line()) + ");");
        }
        if (step instanceof RecordedStep.ItemsShown items) {
            return listCheck(items.list(), items.items(), "itemsOf", "");
        }
        if (step instanceof RecordedStep.ValueShown value) {
            return valueCheck(value);
        }
        if (step instanceof RecordedStep.CheckedShown checked) {
            return listCheck(checked.control(), checked.items(), "checkedIn", "");
        }
        if (step instanceof RecordedStep.SelectionShown selection) {
            return listCheck(selection.control(), selection.items(), "selectedIn",
                    selection.selection() == null ? "" : ", " + literal(selection.selection()));
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

    /** {@code assertEquals(List.of("A", "B"), read(node more));}: the items a list, a check model or a selection holds. */
    private static List<String> listCheck(NodeFacts facts, List<String> items, String read, String more) {
        Locator node = Locators.choose(facts, true);
        return withComment(node, "assertEquals(List.of(" + items.stream().map(JavaText::literal)
                .collect(Collectors.joining(", ")) + "), " + read + "(" + node.expression() + more + "));");
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
        Replay replay = new Replay(act, target);
        List<String> lines = new ArrayList<>(ActionKind.of(spec).replay(spec, replay));
        if (replay.to != null && replay.to.comment() != null) {
            lines.add(0, replay.to.comment());
        }
        if (target != null && !lines.get(0).startsWith(NOT_REPLAYED)) {
            located.merge(target.how(), 1, Integer::sum);
            if (target.comment() != null) {
                lines.add(0, target.comment());
            }
        }
        return lines;
    }

    /** What one action that ran is replayed with: the locators its nodes are found by, and what was recorded of it. */
    private final class Replay implements ActionKind.Replay {
        private final RecordedStep.Act act;
        private final Locator target;
        private Locator to;

        Replay(RecordedStep.Act act, Locator target) {
            this.act = act;
            this.target = target;
        }

        @Override
        public String node() {
            return target.expression();
        }

        @Override
        public String to() {
            if (act.to() == null) {
                return null;
            }
            to = Locators.choose(act.to(), true);
            return to.expression();
        }

        @Override
        public Point2D offset() {
            return act.offset() == null ? null : new Point2D(act.offset().dx(), act.offset().dy());
        }

        @Override
        public String window() {
            return act.window();
        }

        @Override
        public String key() {
            return act.key();
        }

        @Override
        public List<String> waitFor(WaitRequest wait) {
            return StepCode.this.waitFor(wait);
        }

        @Override
        public List<String> skipped(String why) {
            return StepCode.this.skipped(why);
        }

        @Override
        public String literal(String text) {
            return JavaText.literal(text);
        }

        @Override
        public String number(double value) {
            return JavaText.number(value);
        }
    }

    /** The statements of a wait; a {@code // not replayed} comment when its selector cannot be written for TestFX. */
    private List<String> waitFor(WaitRequest wait) {
        List<String> lines = WaitCode.of(wait);
        return lines != null ? lines
                : skipped("wait until " + wait.until().wireName() + ": its selector cannot be written for TestFX");
    }

    private List<String> skipped(String why) {
        notReplayed++;
        if (firstSkipped == null) {
            firstSkipped = why.contains(":") ? why.substring(0, why.indexOf(':')) : why;
        }
        return List.of(NOT_REPLAYED + JavaText.inComment(why));
    }
}
