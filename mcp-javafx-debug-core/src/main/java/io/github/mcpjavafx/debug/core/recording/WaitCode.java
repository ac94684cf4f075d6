package io.github.mcpjavafx.debug.core.recording;

import io.github.mcpjavafx.debug.core.model.QueryRequest;
import io.github.mcpjavafx.debug.core.model.WaitRequest;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Predicate;
import java.util.regex.Pattern;

import static io.github.mcpjavafx.debug.core.recording.JavaText.literal;

/**
 * The statements that replay a wait in a TestFX test ({@code ui_wait}, or a {@code wait} action of a batch): a wait
 * for the condition the selector states, as {@code ui_query} matches it, then its check.
 */
final class WaitCode {

    private WaitCode() {
    }

    /** The statements that wait as {@code wait} did; null when its selector cannot be written for TestFX. */
    static List<String> of(WaitRequest wait) {
        if (wait.until() == WaitRequest.Until.IDLE) {
            return List.of("WaitForAsyncUtils.waitForFxEvents();");
        }
        if (wait.until() == WaitRequest.Until.CHANGED) { // a value's change is the app's timing, not a state to check
            return List.of("// waited until " + JavaText.inComment(wait.uid()) + " changed (not replayed "
                    + "as a condition)", "WaitForAsyncUtils.waitForFxEvents();");
        }
        String condition = condition(wait.selector());
        if (condition == null) {
            return null;
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

    /** The selector as a comment names it. */
    static String describe(QueryRequest.Selector selector) {
        if (selector.css() != null) {
            return "css " + selector.css();
        }
        return selector.text() != null ? "text " + selector.match().wireName() + " \"" + selector.text() + "\"" : "predicate";
    }
}
