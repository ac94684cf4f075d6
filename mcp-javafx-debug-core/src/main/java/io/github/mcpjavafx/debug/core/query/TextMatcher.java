package io.github.mcpjavafx.debug.core.query;

import io.github.mcpjavafx.debug.core.model.ErrorCode;
import io.github.mcpjavafx.debug.core.model.QueryRequest.TextMatch;
import io.github.mcpjavafx.debug.core.model.UiException;
import javafx.scene.Node;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * Compares captured texts with the text of a query. Node texts are trimmed before comparing.
 * <ul>
 *   <li>{@code contains}: the trimmed query is part of the text, ignoring case;</li>
 *   <li>{@code equals}: the trimmed query equals the text exactly, case included (an agent that
 *   wants to ignore case uses contains, or a regex with {@code (?i)});</li>
 *   <li>{@code regex}: {@link java.util.regex.Matcher#find()} on the text, case-sensitive unless
 *   the pattern says {@code (?i)}.</li>
 * </ul>
 * A regular expression with catastrophic backtracking must not hang the thread that runs it: all
 * regex matching of one query shares a budget of {@value #REGEX_BUDGET_MS} ms, checked as the
 * matcher reads characters, and fails with {@code MCP_UI_INVALID_ARGUMENT} when spent; one that
 * recurses deeper than the stack fails the same way. Thread-safe.
 */
final class TextMatcher {

    static final long REGEX_BUDGET_MS = 250;
    /**
     * The longest regex compiled. {@link Pattern#compile} is not covered by the budget and takes
     * seconds for a pattern of 100,000 characters, holding the call far past its timeout.
     */
    static final int MAX_REGEX_CHARS = 1_000;

    private final String query;
    private final TextMatch mode;
    private final String lowerQuery;
    private final Pattern pattern;

    private TextMatcher(String query, TextMatch mode, Pattern pattern) {
        this.query = query;
        this.mode = mode;
        this.lowerQuery = query.toLowerCase(Locale.ROOT);
        this.pattern = pattern;
    }

    /** The text a near miss is measured against; {@code null} for a regex, which has no near misses. */
    String plainText() {
        return mode == TextMatch.REGEX ? null : query;
    }

    /** Validates the query and compiles a regex; any thread. */
    static TextMatcher of(String text, TextMatch mode) {
        if (text == null || text.isBlank()) {
            throw UiException.invalidArgument("The text to look for is blank; give a word the node shows, e.g. \"Save\".");
        }
        if (mode != TextMatch.REGEX) {
            return new TextMatcher(text.trim(), mode, null);
        }
        if (text.length() > MAX_REGEX_CHARS) {
            throw new UiException(ErrorCode.MCP_UI_INVALID_ARGUMENT, "The regex has " + text.length()
                    + " characters; at most " + MAX_REGEX_CHARS + " are allowed. Shorten the pattern, or use "
                    + "match=contains for a long plain text.", Map.of("regexLength", text.length(), "maxLength", MAX_REGEX_CHARS));
        }
        try {
            return new TextMatcher(text, mode, Pattern.compile(text));
        } catch (PatternSyntaxException e) {
            throw new UiException(ErrorCode.MCP_UI_INVALID_ARGUMENT, "Invalid regex: " + e.getDescription()
                    + " near index " + e.getIndex() + " of \"" + text + "\". Fix the pattern (Java syntax), or use "
                    + "match=contains for plain text.", Map.of("regex", text, "index", e.getIndex()), e);
        }
    }

    /** The candidates with a matching text, in their order. Any thread: reads only the captured strings. */
    List<Node> filter(List<TextCandidates.Candidate> candidates) {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(REGEX_BUDGET_MS);
        List<Node> matches = new ArrayList<>();
        for (TextCandidates.Candidate candidate : candidates) {
            for (String text : candidate.texts()) {
                if (matches(text, deadline)) {
                    matches.add(candidate.node());
                    break;
                }
            }
        }
        return matches;
    }

    /** True when {@code text} contains the query, ignoring case (the {@code textContains} test). */
    static boolean containsIgnoringCase(String text, String query) {
        return text != null && text.trim().toLowerCase(Locale.ROOT).contains(query.trim().toLowerCase(Locale.ROOT));
    }

    private boolean matches(String raw, long deadline) {
        String text = raw.trim();
        return switch (mode) {
            case CONTAINS -> text.toLowerCase(Locale.ROOT).contains(lowerQuery);
            case EQUALS -> text.equals(query);
            case REGEX -> findRegex(text, deadline);
        };
    }

    /**
     * Java's regex engine recurses once per repetition of a group with alternatives, so
     * {@code (x|x)*y} on a long text overflows the stack of whichever thread runs it. The overflow is
     * caught right here, where the engine's frames have all unwound and nothing shared was changed,
     * and becomes a refusal of the pattern, as running out of time does.
     */
    private boolean findRegex(String text, long deadline) {
        try {
            return pattern.matcher(new TimedText(text, deadline, query)).find();
        } catch (StackOverflowError e) {
            throw new UiException(ErrorCode.MCP_UI_INVALID_ARGUMENT, "regex too deep: \"" + query + "\" repeats a group with "
                    + "alternatives once per character of a " + text.length() + "-character text, deeper than the stack allows. "
                    + "Use a character class instead, e.g. [ab]* for (a|b)*, or match=contains.",
                    Map.of("regex", query, "textLength", text.length()));
        }
    }

    /**
     * A string that gives up when the deadline has passed. The regex engine reads its input only
     * through {@link #charAt}, so a backtracking explosion keeps calling it and is stopped there;
     * the clock is read every 1024 reads to keep the check cheap.
     */
    private static final class TimedText implements CharSequence {
        private final String text;
        private final long deadline;
        private final String regex;
        private int reads;

        TimedText(String text, long deadline, String regex) {
            this.text = text;
            this.deadline = deadline;
            this.regex = regex;
        }

        @Override
        public char charAt(int index) {
            if ((++reads & 0x3FF) == 0 && System.nanoTime() - deadline > 0) {
                throw new UiException(ErrorCode.MCP_UI_INVALID_ARGUMENT, "regex too slow: \"" + regex + "\" used up its "
                        + REGEX_BUDGET_MS + " ms budget (catastrophic backtracking?). Simplify it, e.g. replace nested "
                        + "quantifiers like (a+)+ with a+, or use match=contains.",
                        Map.of("regex", regex, "budgetMs", REGEX_BUDGET_MS));
            }
            return text.charAt(index);
        }

        @Override
        public int length() {
            return text.length();
        }

        @Override
        public CharSequence subSequence(int start, int end) {
            return new TimedText(text.substring(start, end), deadline, regex);
        }

        @Override
        public String toString() {
            return text;
        }
    }
}
