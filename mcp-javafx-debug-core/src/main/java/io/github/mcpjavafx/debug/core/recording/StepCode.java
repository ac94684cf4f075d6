package io.github.mcpjavafx.debug.core.recording;

import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.QueryRequest;
import io.github.mcpjavafx.debug.core.model.WaitRequest;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import static io.github.mcpjavafx.debug.core.recording.JavaText.literal;

/**
 * The statements that replay or check one recorded step in a TestFX test, and which helper methods
 * of the test class they call. An action TestFX cannot express becomes a {@code // not replayed:}
 * comment that says why, never silence.
 */
final class StepCode {

    /** Helper methods a test class carries only when a step calls them. */
    enum Helper { SHOWN, SET_TEXT, SELECT, EXPAND }

    static final String NOT_REPLAYED = "// not replayed: ";

    private final Set<Helper> helpers = EnumSet.noneOf(Helper.class);
    private int notReplayed;

    Set<Helper> helpers() {
        return helpers;
    }

    /** How many steps became a {@code // not replayed} comment. */
    int notReplayed() {
        return notReplayed;
    }

    List<String> of(RecordedStep step) {
        if (step instanceof RecordedStep.Act act) {
            return act(act);
        }
        if (step instanceof RecordedStep.Wait wait) {
            return waitFor(wait.request());
        }
        RecordedStep.TextShown shown = (RecordedStep.TextShown) step;
        return List.of("verifyThat(" + query(shown.node()) + ", " + matcher(shown.kind()) + ".hasText("
                + literal(shown.text()) + "));");
    }

    private List<String> act(RecordedStep.Act act) {
        ActionSpec spec = act.action();
        String type = spec.type().wireName();
        if (spec.target() != null && act.target() == null) {
            return skipped(type + " on " + spec.target().display() + ": no id, text or css path finds that node");
        }
        return switch (spec.type()) {
            case CLICK -> click(spec, act.target());
            case FOCUS -> List.of("interact(() -> " + node(act.target(), "Node") + ".requestFocus());");
            case TYPE_TEXT -> typeText(spec, act.target());
            case SET_TEXT -> {
                helpers.add(Helper.SET_TEXT);
                yield List.of("setText(" + node(act.target(), "Node") + ", " + literal(spec.text()) + ");");
            }
            case PRESS_KEY -> List.of("push(" + keys(spec.modifiers(), act.key()) + ");");
            case SCROLL -> scroll(spec, act.target());
            case SELECT -> {
                helpers.add(Helper.SELECT);
                yield List.of("select(" + node(act.target(), "Node") + ", "
                        + (spec.item() != null ? literal(spec.item()) : "null") + ", "
                        + (spec.index() != null ? spec.index() : -1) + ");");
            }
            case EXPAND, COLLAPSE -> {
                helpers.add(Helper.EXPAND);
                yield List.of("expand(" + node(act.target(), "Node") + ", " + (spec.type() == ActionSpec.Type.EXPAND) + ");");
            }
            case HOVER -> List.of("moveTo(" + point(act.target()) + ");");
            case DRAG -> drag(spec, act);
            case WAIT -> waitFor(spec.waitRequest());
        };
    }

    private List<String> click(ActionSpec spec, Locator target) {
        String button = "MouseButton." + (spec.button() == null ? ActionSpec.ClickButton.PRIMARY : spec.button()).name();
        String where = target != null ? point(target) : JavaText.number(spec.x()) + ", " + JavaText.number(spec.y());
        int count = spec.clickCount() == null ? 1 : spec.clickCount();
        List<String> lines = new ArrayList<>();
        List<String> held = spec.modifiers() == null ? List.of() : spec.modifiers().stream().map(StepCode::keyOf).toList();
        if (!held.isEmpty()) {
            lines.add("press(" + String.join(", ", held) + ");");
        }
        if (target == null) {
            lines.add("// at the screen point recorded; the window must be where it was");
        }
        lines.add((count == 2 ? "doubleClickOn(" : "clickOn(") + where + ", " + button + ");");
        if (count == 3) {
            lines.add("doubleClickOn(" + button + ");");
        }
        if (!held.isEmpty()) {
            lines.add("release(" + String.join(", ", held) + ");");
        }
        return lines;
    }

    private List<String> typeText(ActionSpec spec, Locator target) {
        List<String> lines = new ArrayList<>();
        if (target != null) {
            lines.add("interact(() -> " + node(target, "Node") + ".requestFocus());");
        }
        lines.add("write(" + literal(spec.text()) + ");");
        return lines;
    }

    private List<String> scroll(ActionSpec spec, Locator target) {
        List<String> lines = new ArrayList<>();
        lines.add("moveTo(" + point(target) + ");");
        int dy = spec.deltaY() == null ? 0 : spec.deltaY();
        int dx = spec.deltaX() == null ? 0 : spec.deltaX();
        if (dy != 0) {
            lines.add("scroll(" + Math.abs(dy) + ", VerticalDirection." + (dy > 0 ? "DOWN" : "UP") + ");");
        }
        if (dx != 0) {
            lines.add("scroll(" + Math.abs(dx) + ", HorizontalDirection." + (dx > 0 ? "RIGHT" : "LEFT") + ");");
        }
        return lines;
    }

    private List<String> drag(ActionSpec spec, RecordedStep.Act act) {
        if (spec.to() != null && act.to() == null) {
            return skipped("drag to " + spec.to().display() + ": no id, text or css path finds that node");
        }
        String drop = act.to() != null ? "dropTo(" + point(act.to()) + ")"
                : "moveTo(new Point2D(" + JavaText.number(spec.x()) + ", " + JavaText.number(spec.y()) + ")).drop()";
        return List.of("drag(" + point(act.target()) + ", MouseButton.PRIMARY)." + drop + ";");
    }

    private List<String> waitFor(WaitRequest wait) {
        if (wait.until() == WaitRequest.Until.IDLE) {
            return List.of("WaitForAsyncUtils.waitForFxEvents();");
        }
        String condition = condition(wait.selector());
        if (condition == null) {
            return skipped("wait until " + wait.until().wireName() + ": its selector cannot be written for TestFX");
        }
        helpers.add(Helper.SHOWN);
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
        return List.of(NOT_REPLAYED + JavaText.inComment(why));
    }

    /** What {@code clickOn}, {@code moveTo} and {@code drag} take: the query, or the nth match as a node. */
    private static String point(Locator locator) {
        return locator.nth() == 0 ? literal(locator.query()) : node(locator, "Node");
    }

    /** What {@code verifyThat} takes: the query, or a query for the nth match. */
    private static String query(Locator locator) {
        String lookup = literal(locator.query());
        return locator.nth() == 0 ? lookup : "lookup(" + lookup + ").nth(" + locator.nth() + ")";
    }

    private static String node(Locator locator, String type) {
        String nth = locator.nth() == 0 ? "" : ".nth(" + locator.nth() + ")";
        return "lookup(" + literal(locator.query()) + ")" + nth + ".queryAs(" + type + ".class)";
    }

    private static String matcher(RecordedStep.TextKind kind) {
        return switch (kind) {
            case LABELED -> "LabeledMatchers";
            case TEXT_INPUT -> "TextInputControlMatchers";
            case TEXT -> "TextMatchers";
        };
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
