package io.github.mcpjavafx.debug.core.model;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import com.fasterxml.jackson.annotation.JsonValue;

import java.util.List;
import java.util.Locale;

/**
 * Input of {@code ui_query}.
 *
 * @param scope    which windows, nullable (focused)
 * @param selector what to look for
 * @param limit    at most this many matches (default {@value #DEFAULT_LIMIT}), nullable
 */
public record QueryRequest(
        WindowScope scope,
        @JsonProperty(required = true) Selector selector,
        @JsonPropertyDescription("At most this many matches (default 50).") @Range(min = 1, max = 10_000) Integer limit) {

    public static final int DEFAULT_LIMIT = 50;

    public QueryRequest {
        scope = scope == null ? WindowScope.focused() : scope;
        limit = limit == null ? DEFAULT_LIMIT : limit;
        if (selector == null) {
            throw UiException.invalidArgument("A query needs a selector: {\"css\": \"#save\"}, {\"text\": \"Save\"} "
                    + "or {\"predicate\": {...}}.");
        }
        if (limit < 1) {
            throw UiException.invalidArgument("limit must be 1 or more, was " + limit + ".");
        }
    }

    public static QueryRequest css(String css) {
        return new QueryRequest(null, new Selector(css, null, null, null), null);
    }

    public static QueryRequest text(String text, TextMatch match) {
        return new QueryRequest(null, new Selector(null, text, match, null), null);
    }

    /**
     * Exactly one of {@code css}, {@code text} (with {@code match}) or {@code predicate}.
     *
     * @param css       a JavaFX CSS selector, nullable
     * @param text      text to look for, nullable
     * @param match     how {@code text} matches, nullable (contains)
     * @param predicate conditions that must all hold, nullable
     */
    @JsonClassDescription("One of css, text (with match), predicate.")
    public record Selector(
            @JsonPropertyDescription("e.g. \"#save\", \"VBox > .button\"") String css,
            @JsonPropertyDescription("Visible text (labels, inputs, tabs, rows...).") String text,
            @JsonPropertyDescription("contains (default, any case), equals or regex.") TextMatch match,
            @JsonPropertyDescription("All must hold.") Predicate predicate) {
        public Selector {
            css = css == null || css.isBlank() ? null : css.trim();
            match = match == null ? TextMatch.CONTAINS : match;
            int given = (css != null ? 1 : 0) + (text != null ? 1 : 0) + (predicate != null ? 1 : 0);
            if (given != 1) {
                throw UiException.invalidArgument("A selector needs exactly one of css, text or predicate; "
                        + (given == 0 ? "none was given." : given + " were given."));
            }
        }
    }

    /** How a text selector compares: case-insensitive contains, exact equals, or a regular expression. */
    public enum TextMatch {
        CONTAINS,
        EQUALS,
        REGEX;

        /** The name in JSON. */
        @JsonValue
        public String wireName() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /**
     * Conditions a node must all meet; each is nullable (no condition).
     *
     * @param typeIs        simple type names, any of which matches ({@code Button}, {@code TextField})
     * @param idEquals      the node's id
     * @param styleClassHas one style class the node carries
     * @param textContains  case-insensitive part of the node's text
     * @param visible       effective visibility (the node and all its ancestors)
     * @param enabled       not effectively disabled
     */
    public record Predicate(
            @JsonPropertyDescription("Simple type names (any).") List<String> typeIs,
            String idEquals, String styleClassHas, String textContains, Boolean visible, Boolean enabled) {
    }
}
