package io.github.mcpjavafx.debug.core.recording;

/**
 * How a TestFX test finds a node again: {@code lookup(query)}, and when the query matches several
 * nodes, the {@code nth} of them (TestFX's {@code NodeQuery.nth}). TestFX reads a query that starts
 * with {@code #} or {@code .} as a CSS selector and any other as a node's exact text.
 *
 * @param query an {@code #id}, a node's exact text, or a CSS path from {@code .root} or an {@code #id}
 * @param nth   which match, from 0; 0 when the query is unique
 */
public record Locator(String query, int nth) {

    public static Locator unique(String query) {
        return new Locator(query, 0);
    }

    /** A query TestFX reads as CSS, not as text. */
    public boolean isCss() {
        return query.startsWith("#") || query.startsWith(".");
    }
}
