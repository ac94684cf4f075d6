package io.github.mcpjavafx.debug.core.query;

import io.github.mcpjavafx.debug.core.model.QueryRequest;
import io.github.mcpjavafx.debug.core.scene.WindowList;
import io.github.mcpjavafx.debug.core.text.TextFormat;
import javafx.scene.Node;
import javafx.scene.Scene;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Finds nodes by CSS selector, text or predicate in a list of windows, in window order and scene
 * order within a window.
 * <ul>
 *   <li>css: see {@link CssSelector}; searches every node, skin internals and hidden nodes included,
 *   like {@code Node.lookupAll};</li>
 *   <li>text: see {@link TextCandidates} (what is searched: visible labels, inputs with their
 *   prompts, texts, tab headers, menu buttons and visible cells) and {@link TextMatcher} (how
 *   {@code contains}, {@code equals} and {@code regex} compare);</li>
 *   <li>predicate: see {@link NodePredicate}; searches the public tree.</li>
 * </ul>
 * A search runs in three steps so that a regular expression never runs on the FX thread when the
 * caller is elsewhere: {@link #prepare} (any thread: parse and validate), {@link Prepared#collect}
 * (FX thread: walk the scene, capture texts) and {@link Candidates#match} (any thread: compare).
 */
public final class NodeQueries {

    /** Parses and validates the selector; fails with {@code MCP_UI_INVALID_ARGUMENT}. Any thread. */
    public Prepared prepare(QueryRequest.Selector selector) {
        if (selector.css() != null) {
            return new Prepared(CssSelector.parse(selector.css()), null, null, "css \"" + TextFormat.echoed(selector.css()) + "\"",
                    "Ids, style classes and types are case-sensitive; take a snapshot to see what is there.");
        }
        if (selector.text() != null) {
            String how = selector.match() == QueryRequest.TextMatch.CONTAINS ? ""
                    : " (" + selector.match().name().toLowerCase(Locale.ROOT) + ")";
            return new Prepared(null, TextMatcher.of(selector.text(), selector.match()), null,
                    "text \"" + TextFormat.echoed(selector.text()) + "\"" + how, "Text search looks at visible labels, buttons, inputs "
                    + "(text and prompt), tabs, menus and visible list/table cells; contains ignores case, equals does "
                    + "not. Check the spelling, or take a snapshot to see what is shown.");
        }
        NodePredicate predicate = NodePredicate.of(selector.predicate());
        return new Prepared(null, null, predicate, "predicate " + predicate,
                "All conditions must hold: drop one, or take a snapshot to see types, ids and style classes.");
    }

    /** A validated selector, ready to walk windows. Immutable. */
    public static final class Prepared {
        private final CssSelector css;
        private final TextMatcher text;
        private final NodePredicate predicate;
        private final String description;
        private final String noMatchHint;

        private Prepared(CssSelector css, TextMatcher text, NodePredicate predicate, String description,
                         String noMatchHint) {
            this.css = css;
            this.text = text;
            this.predicate = predicate;
            this.description = description;
            this.noMatchHint = noMatchHint;
        }

        /** Walks the windows' scenes: final nodes for css and predicate, captured texts for text. FX thread. */
        public Candidates collect(List<WindowList.Indexed> windows) {
            if (text != null) {
                return new Candidates(List.of(), TextCandidates.collect(windows), text);
            }
            List<Node> nodes = new ArrayList<>();
            for (WindowList.Indexed w : windows) {
                Scene scene = w.window().getScene();
                if (scene == null || scene.getRoot() == null) {
                    continue;
                }
                if (css != null) {
                    css.collect(scene.getRoot(), nodes);
                } else {
                    predicate.collect(scene.getRoot(), nodes);
                }
            }
            return new Candidates(nodes, List.of(), null);
        }

        /**
         * What the selector may have meant when nothing matches it (see {@link NearMatches}): nodes
         * a slip away from its text among the texts {@code collected} holds (strings only: any
         * thread), or from its lone {@code #id} in {@code windows} (a walk: FX thread); none for a
         * regex or a predicate.
         */
        public List<Node> nearMisses(Candidates collected, List<WindowList.Indexed> windows) {
            if (css != null) {
                return NearMatches.forCss(css.toString(), windows);
            }
            String plain = text == null ? null : text.plainText();
            return plain == null ? List.of() : NearMatches.forText(plain, collected.texts());
        }

        /** {@code css "#save"}, {@code text "Save"}, {@code text "^Sa" (regex)}, {@code predicate {...}}. */
        public String description() {
            return description;
        }

        /** What to try when nothing matched. */
        String noMatchHint() {
            return noMatchHint;
        }
    }

    /**
     * What {@link Prepared#collect} captured. Holds nodes but never touches them, so it may cross
     * threads.
     */
    public record Candidates(List<Node> nodes, List<TextCandidates.Candidate> texts, TextMatcher matcher) {

        /** The matching nodes in order. Any thread. */
        public List<Node> match() {
            return matcher == null ? nodes : matcher.filter(texts);
        }

        /** True when the walk itself matched (css, predicate): {@link #match} only hands its nodes back. */
        public boolean matched() {
            return matcher == null;
        }
    }
}
