package io.github.mcpjavafx.debug.core.changes;

import io.github.mcpjavafx.debug.core.capture.NodeReader;
import io.github.mcpjavafx.debug.core.model.Changes;
import io.github.mcpjavafx.debug.core.scene.WindowList;
import io.github.mcpjavafx.debug.core.text.NodeLine;
import javafx.scene.Node;
import javafx.stage.Modality;
import javafx.stage.Stage;
import javafx.stage.Window;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The consequences of an action: the state before ({@link #before()}) compared with the state
 * after ({@link #after}), as lines an agent reads. Both run on the FX thread and cost one walk of
 * the visible logical tree each; the two are compared node by node in step (see {@link NodePairing}),
 * and only the few nodes that changed are described.
 */
public final class ChangeTracker {

    /** Changed nodes listed; the rest are counted. */
    static final int LISTED_CHANGES = 20;
    /** Added nodes listed; the rest are counted per window. */
    static final int LISTED_ADDED = 10;
    /** Nodes listed of the windows that opened; the rest are counted. */
    static final int LISTED_SHOWN = 12;

    private final NodeReader reader;

    public ChangeTracker(NodeReader reader) {
        this.reader = reader;
    }

    /** What the UI looks like now. FX thread. */
    public Before before() {
        return new Before(UiState.capture());
    }

    /** What changed since {@code before}, with the app's uncaught exceptions meanwhile. FX thread. */
    public Changes after(Before before, List<String> exceptions) {
        return diff(before, exceptions).changes();
    }

    /** {@link #after}, with the nodes whose text changed (at most {@value #LISTED_CHANGES}). FX thread. */
    public Diff diff(Before before, List<String> exceptions) {
        UiState then = before.state;
        UiState now = UiState.capture();
        List<Window> windows = now.windows;
        List<Window> opened = now.windowsNotIn(then);
        List<Window> closed = then.windowsNotIn(now);

        // The node that took focus is named once, on the focus line, even when its state changed too.
        String focus = now.focus != null && now.focus != then.focus ? line(now.focus, windows) : null;
        NodePairing pairing = NodePairing.of(then, now);
        List<String> changed = new ArrayList<>();
        List<Node> textChanged = new ArrayList<>();
        int moreChanged = 0;
        for (int i = 0; i < now.size(); i++) {
            int was = pairing.before(i);
            Node node = now.node(i);
            if (was >= 0 && textChanged.size() < LISTED_CHANGES && then.facts(was).textDiffers(now.facts(i))) {
                textChanged.add(node);
            }
            if (was >= 0 && !then.facts(was).sameAs(now.facts(i)) && !(node == now.focus && focus != null)) {
                if (changed.size() < LISTED_CHANGES) {
                    changed.add(line(node, windows));
                } else {
                    moreChanged++;
                }
            }
        }
        // What an opened menu or dialog offers is listed, so that the agent can act on it without a snapshot.
        List<String> shown = new ArrayList<>();
        int moreShown = 0;
        List<String> addedLines = new ArrayList<>();
        for (int i = 0; i < now.size(); i++) {
            if (!now.facts(i).saysSomething) {
                continue;
            }
            if (opened.contains(now.windowAt(i))) {
                if (shown.size() < LISTED_SHOWN) {
                    shown.add(line(now.node(i), windows));
                } else {
                    moreShown++;
                }
            } else if (pairing.before(i) < 0 && addedLines.size() < LISTED_ADDED) {
                addedLines.add(line(now.node(i), windows));
            }
        }
        return new Diff(new Changes(describe(opened, windows), shown, moreShown, describe(closed, then.windows), focus,
                changed, moreChanged, perWindow(pairing.added(opened), windows), perWindow(pairing.removed(closed), then.windows),
                addedLines, List.copyOf(exceptions)), List.copyOf(textChanged));
    }

    /**
     * What changed, as reported and as live nodes.
     *
     * @param textChanged the nodes, still showing, whose text changed, in tree order; FX thread only
     */
    public record Diff(Changes changes, List<Node> textChanged) {
    }

    private String line(Node node, List<Window> windows) {
        return NodeLine.of(reader.summary(node, windows));
    }

    /** {@code Dialog[2] "Confirm" modal owner=0}, as a snapshot's window line starts. */
    private static List<String> describe(List<Window> changed, List<Window> all) {
        List<String> lines = new ArrayList<>();
        for (Window window : changed) {
            lines.add(windowName(window, all) + windowFacts(window, all));
        }
        return lines;
    }

    private static String windowName(Window window, List<Window> all) {
        String kind = WindowList.kindOf(window);
        String name = switch (kind) {
            case "popup" -> "Popup";
            case "dialog" -> "Dialog";
            default -> "Stage";
        };
        return name + "[" + all.indexOf(window) + "]";
    }

    private static String windowFacts(Window window, List<Window> all) {
        StringBuilder sb = new StringBuilder();
        String title = WindowList.titleOf(window);
        if (title != null && !title.isEmpty()) {
            sb.append(" \"").append(title.replace("\"", "\\\"")).append('"');
        }
        if (window instanceof Stage stage && stage.getModality() != Modality.NONE) {
            sb.append(" modal");
        }
        Window owner = WindowList.ownerOf(window);
        if (owner != null && all.contains(owner)) {
            sb.append(" owner=").append(all.indexOf(owner));
        }
        return sb.toString();
    }

    private static Map<String, Integer> perWindow(Map<Window, Integer> counts, List<Window> windows) {
        Map<String, Integer> named = new LinkedHashMap<>();
        for (Window window : windows) {
            Integer count = counts.get(window);
            if (count != null && count > 0) {
                named.put(windowName(window, windows), count);
            }
        }
        return named;
    }

    /** The state before an action; opaque, holds nodes only while the action runs. */
    public static final class Before {
        private final UiState state;

        private Before(UiState state) {
            this.state = state;
        }
    }
}
