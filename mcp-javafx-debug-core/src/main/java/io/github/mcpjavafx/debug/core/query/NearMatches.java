package io.github.mcpjavafx.debug.core.query;

import io.github.mcpjavafx.debug.core.scene.WindowList;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.function.IntFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a target that matched nothing may have meant: the nodes whose text, or whose id for a
 * {@code #id} selector, differs from what was asked by a slip of a few characters ("Plase order"
 * for "Place order", {@code #custmer} for {@code #customer}), closest first; and likewise the items
 * of a list a {@code select} did not find. Looked for only once nothing matched, so that the
 * refusal can name them. {@link #forCss} walks the scene: FX thread.
 */
public final class NearMatches {

    /** At most this many are named. */
    static final int MAX = 3;

    /** The most characters of a text that {@link #slip} compares. */
    static final int COMPARED_CHARS = 200;

    /** A selector that is a lone id, as an agent writes one by hand. */
    private static final Pattern LONE_ID = Pattern.compile("#([\\w-]+)");

    private NearMatches() {
    }

    /**
     * The candidates whose visible text is close to {@code text} (ignoring case). Compares strings
     * only, so it may run off the FX thread on candidates the FX thread collected.
     */
    static List<Node> forText(String text, List<TextCandidates.Candidate> candidates) {
        List<Scored> scored = new ArrayList<>();
        for (TextCandidates.Candidate candidate : candidates) {
            int best = Integer.MAX_VALUE;
            for (String shown : candidate.texts()) {
                best = Math.min(best, slip(text.trim(), shown.trim()));
            }
            if (best >= 0 && best < Integer.MAX_VALUE) {
                scored.add(new Scored(candidate.node(), best));
            }
        }
        return closest(scored);
    }

    /** For a {@code #id} selector, the nodes whose id is close to it; none for other selectors. */
    static List<Node> forCss(String css, List<WindowList.Indexed> windows) {
        Matcher id = LONE_ID.matcher(css.trim());
        if (!id.matches()) {
            return List.of();
        }
        List<Scored> scored = new ArrayList<>();
        for (WindowList.Indexed w : windows) {
            Scene scene = w.window().getScene();
            if (scene != null && scene.getRoot() != null) {
                collectIds(scene.getRoot(), id.group(1), scored);
            }
        }
        return closest(scored);
    }

    /**
     * The indexes of the items (of {@code size}, read by {@code textAt}) that {@code wanted} may
     * have meant, at most {@value #MAX}: those that contain it, ignoring case ("grinder" for "Burr
     * grinder"), in order, then those a slip away, closest first.
     */
    public static List<Integer> forItems(String wanted, int size, IntFunction<String> textAt) {
        String lower = wanted.toLowerCase(Locale.ROOT);
        List<int[]> scored = new ArrayList<>(); // {index, score}: 0 contains it, else the slip's edits
        for (int i = 0; i < size; i++) {
            String text = textAt.apply(i);
            int score = text == null ? -1 : text.toLowerCase(Locale.ROOT).contains(lower) ? 0 : slip(wanted, text);
            if (score >= 0) {
                scored.add(new int[]{i, score});
            }
        }
        scored.sort(Comparator.comparingInt(entry -> entry[1])); // stable: item order among equals
        return scored.stream().limit(MAX).map(entry -> entry[0]).toList();
    }

    private static void collectIds(Node node, String wanted, List<Scored> into) {
        if (node.getId() != null) {
            int slip = slip(wanted, node.getId());
            if (slip >= 0) {
                into.add(new Scored(node, slip));
            }
        }
        if (node instanceof Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                collectIds(child, wanted, into);
            }
        }
    }

    private static List<Node> closest(List<Scored> scored) {
        scored.sort(Comparator.comparingInt(Scored::slip)); // stable: document order among equals
        return scored.stream().limit(MAX).map(Scored::node).toList();
    }

    /**
     * How many single-character edits (ignoring case) turn {@code wanted} into {@code shown}, when
     * that is a slip: at most a third of the longer one, and at least one; otherwise -1. Only the
     * first {@value #COMPARED_CHARS} characters of each are compared: a slip is typed by hand, and a
     * request's text (of any length) must not cost more than that.
     */
    static int slip(String wanted, String shown) {
        String a = prefix(wanted).toLowerCase(Locale.ROOT);
        String b = prefix(shown).toLowerCase(Locale.ROOT);
        int allowed = Math.max(1, Math.max(a.length(), b.length()) / 3);
        if (a.isEmpty() || b.isEmpty() || Math.abs(a.length() - b.length()) > allowed) {
            return -1;
        }
        int distance = distance(a, b);
        return distance <= allowed ? distance : -1;
    }

    private static String prefix(String text) {
        return text.length() <= COMPARED_CHARS ? text : text.substring(0, COMPARED_CHARS);
    }

    /**
     * Edits between the two, a swap of two neighbouring characters counting as one ("Clera" for
     * "Clear"): the optimal string alignment distance, kept in three rows of the table rather than
     * all of it.
     */
    private static int distance(String a, String b) {
        int[] twoBack = new int[b.length() + 1];
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                current[j] = Math.min(previous[j - 1] + cost, Math.min(previous[j], current[j - 1]) + 1);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    current[j] = Math.min(current[j], twoBack[j - 2] + 1);
                }
            }
            int[] spare = twoBack;
            twoBack = previous;
            previous = current;
            current = spare;
        }
        return previous[b.length()];
    }

    private record Scored(Node node, int slip) {
    }
}
