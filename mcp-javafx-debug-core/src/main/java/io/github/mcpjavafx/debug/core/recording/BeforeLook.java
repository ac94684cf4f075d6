package io.github.mcpjavafx.debug.core.recording;

import io.github.mcpjavafx.debug.core.controls.NodeText;
import io.github.mcpjavafx.debug.core.model.QueryRequest;
import io.github.mcpjavafx.debug.core.model.WaitRequest;
import io.github.mcpjavafx.debug.core.query.NodeQueries;
import io.github.mcpjavafx.debug.core.scene.NodeVisibility;
import io.github.mcpjavafx.debug.core.scene.WindowList;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.stage.Window;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.WeakHashMap;

/**
 * What the windows showed just before a batch's first action: each shown node's text. A check written after the
 * action is its proof only when it would have failed here; a wait for a text that already showed (a header both pages
 * of a switch show) proves nothing the action did. Taken on the FX thread by one walk of the shown nodes (hidden
 * branches are not entered), at most {@value #MAX_NODES} of them; held weakly, so the nodes the action removed go.
 */
final class BeforeLook {

    /** Nodes read at most: past them the look is partial, and a node not in it is of unknown state. */
    static final int MAX_NODES = 20_000;
    private static final String NO_TEXT = "\u0000";

    private final Map<Node, String> texts; // weak keys (a Node's equals is its identity)
    /** The texts shown, kept apart from their nodes: a page the action replaced showed them too. */
    private final List<String> shownTexts;
    private final boolean complete;

    private BeforeLook(boolean complete, Map<Node, String> texts, List<String> shownTexts) {
        this.complete = complete;
        this.texts = texts;
        this.shownTexts = shownTexts;
    }

    /** The shown nodes of the showing windows and their texts. FX thread. */
    static BeforeLook now() {
        Map<Node, String> texts = new WeakHashMap<>(4096);
        List<String> shownTexts = new ArrayList<>();
        ArrayDeque<Node> toRead = new ArrayDeque<>();
        for (Window window : WindowList.showing()) {
            Scene scene = window.getScene();
            if (scene != null && scene.getRoot() != null) {
                toRead.push(scene.getRoot());
            }
        }
        int read = 0;
        while (!toRead.isEmpty()) {
            if (read >= MAX_NODES) {
                return new BeforeLook(false, texts, shownTexts);
            }
            Node node = toRead.pop();
            if (!node.isVisible()) {
                continue; // nothing under it shows
            }
            String text = NodeText.text(node);
            texts.put(node, text == null ? NO_TEXT : text);
            read++;
            if (text != null && !text.isBlank()) {
                shownTexts.add(text);
            }
            if (node instanceof Parent parent) {
                List<Node> children = parent.getChildrenUnmodifiable();
                for (int i = 0; i < children.size(); i++) { // by index: no iterator per parent
                    toRead.push(children.get(i));
                }
            }
        }
        return new BeforeLook(true, texts, shownTexts);
    }

    /** Whether {@code node} showed before, as it shows now (its text the same); null when the look cannot tell. FX thread. */
    Boolean showedAsNow(Node node) {
        String before = texts.get(node);
        if (before == null) {
            return complete ? Boolean.FALSE : null;
        }
        String now = NodeText.text(node);
        return Objects.equals(before, now == null ? NO_TEXT : now);
    }

    /** The text {@code node} showed before, null when it had none, did not show, or the look cannot tell. */
    String textBefore(Node node) {
        String before = texts.get(node);
        return before == null || before.equals(NO_TEXT) ? null : before;
    }

    /**
     * Whether a wait that held after the action held before it already: a {@code visible} wait whose match showed,
     * as it shows now, before the action. Null for other waits, and when the look cannot tell. FX thread.
     */
    Boolean heldBefore(WaitRequest wait) {
        if (wait.until() != WaitRequest.Until.VISIBLE || wait.selector() == null) {
            return null;
        }
        QueryRequest.Selector selector = wait.selector();
        if (selector.text() != null && shownTexts.stream().anyMatch(WaitCode.textHolds(selector.text(), selector.match()))) {
            return true; // as the exported check reads it: some node showed such a text (a header both pages show)
        }
        List<Node> matched = matching(selector, wait);
        boolean unknown = !complete && selector.text() != null;
        for (Node node : matched) {
            if (node.getScene() == null || !NodeVisibility.isEffectivelyVisible(node)) {
                continue;
            }
            Boolean showed = showedAsNow(node);
            if (Boolean.TRUE.equals(showed)) {
                return true;
            }
            unknown |= showed == null;
        }
        return unknown ? null : Boolean.FALSE;
    }

    private static List<Node> matching(QueryRequest.Selector selector, WaitRequest wait) {
        NodeQueries.Prepared prepared = new NodeQueries().prepare(selector);
        return prepared.collect(WindowList.select(wait.scope())).match();
    }
}
