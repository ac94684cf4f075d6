package io.github.mcpjavafx.debug.core.capture;

import io.github.mcpjavafx.debug.core.controls.NodeText;
import io.github.mcpjavafx.debug.core.model.UiNode;
import io.github.mcpjavafx.debug.core.scene.ShapeNames;
import io.github.mcpjavafx.debug.core.scene.ShownControl;
import javafx.scene.Node;
import javafx.scene.shape.Shape;
import javafx.scene.text.Text;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Predicate;

/**
 * What a compact snapshot leaves off so that drawn and custom UIs read like their screens: a dashboard's
 * tiles each carry hidden boilerplate, and a map is hundreds of nameless country shapes. Children that
 * show nothing to read are folded into their parent's count ({@code +4 folded}), and a run of
 * siblings that nothing tells apart is one line ({@code CountryPath u-b7 and 176 more alike}, or
 * {@code Region u-5n clickable and 4 more alike: u-5o u-5p u-5q u-5r} when few enough to name), shapes told apart by
 * nothing but the names of what they stand for too ({@code CountryPath u-b7 "Afghanistan (AF)" clickable and 175 more
 * alike}: a map's countries are listed, with their names, by a query of their type); a skin's
 * text that repeats its control's title (on the control's line already) is folded too. A full
 * snapshot lists them all. FX thread only for {@link #showsNothing}.
 */
final class CompactFolding {

    /** Fewer siblings alike than this are listed one by one: their lines cost little more than the summary. */
    private static final int MIN_RUN = 3;

    /**
     * A run of at most this many more alike siblings names their uids ({@code and 4 more alike: u-5o u-5p u-5q u-5r}):
     * each is a target a user tells apart by place (a rating's stars), and a uid costs less than a query for it. A
     * longer run (a map's countries) keeps its count.
     */
    private static final int MAX_NAMED = 8;

    private CompactFolding() {
    }

    /**
     * Whether a child shows nothing to read: a text shape that is hidden or blank, another shape without a name
     * ({@link ShapeNames}), or in the skin of a control from outside JavaFX ({@code inCustomSkin}) a hidden node
     * without a text (the boilerplate every instance of the control carries; an application's own hidden panel stays
     * listed); in each case without an id, an accessible text or a handler of its own.
     */
    static boolean showsNothing(Node node, boolean inCustomSkin) {
        if (node.getId() != null && !node.getId().isEmpty() || node.getAccessibleText() != null) {
            return false;
        }
        if (node instanceof Text text) { // a skin's text: read when shown, nothing when blank or hidden
            return (!node.isVisible() || text.getText() == null || text.getText().isBlank()) && !Actionable.is(node, null);
        }
        if (!node.isVisible()) {
            if (!inCustomSkin) {
                return false;
            }
            String text = NodeText.text(node);
            return text == null || text.isBlank();
        }
        // a shape that stands for something says it (a map's country): it is read, as a run of its like is
        return node instanceof Shape && !Actionable.is(node, null) && ShapeNames.of(node) == null;
    }

    /** Whether {@code node} is a text that writes {@code title}, which a control above already says on its line. */
    static boolean repeats(Node node, String title) {
        return ShownControl.repeatsTitle(node, title);
    }

    /**
     * {@code siblings} with each run of {@value #MIN_RUN} or more alike ones replaced by its first, which
     * then says how many more it stands for; {@code namedShape} tells the shapes whose text is the name of what they
     * stand for ({@code ShapeNames}), which alone does not tell them apart here.
     */
    static List<UiNode> collapseAlike(List<UiNode> siblings, Predicate<UiNode> namedShape) {
        if (siblings.size() < MIN_RUN) {
            return siblings;
        }
        List<UiNode> out = null;
        int i = 0;
        while (i < siblings.size()) {
            UiNode first = siblings.get(i);
            int end = i + 1;
            while (end < siblings.size() && nameless(first, namedShape) && alike(first, siblings.get(end), namedShape)) {
                end++;
            }
            if (end - i >= MIN_RUN) {
                if (out == null) {
                    out = new ArrayList<>(siblings.subList(0, i));
                }
                out.add(first.withCompaction(end - i - 1, uids(siblings.subList(i + 1, end)), first.folded()));
            } else if (out != null) {
                out.addAll(siblings.subList(i, end));
            }
            i = end;
        }
        return out == null ? siblings : out;
    }

    /** The uids of {@code more}, the siblings a line stands for, when they are few enough to name; else null. */
    private static List<String> uids(List<UiNode> more) {
        if (more.size() > MAX_NAMED || more.stream().anyMatch(node -> node.uid() == null)) {
            return null;
        }
        return more.stream().map(UiNode::uid).toList();
    }

    /** Nothing on the line tells this node from a sibling of its type: no id, text, value or children. */
    private static boolean nameless(UiNode node, Predicate<UiNode> namedShape) {
        return node.id() == null && (node.text() == null || node.text().isBlank() || namedShape.test(node)) && node.prompt() == null
                && node.value() == null && node.shows() == null && node.traits() == null && node.children().isEmpty()
                && node.hiddenChildren() == null && node.focused() == null && node.selected() == null
                && node.row() == null && node.drawn() == null && node.accessibility() == null;
    }

    private static boolean alike(UiNode first, UiNode other, Predicate<UiNode> namedShape) {
        return nameless(other, namedShape) && first.type().equals(other.type()) && first.visible() == other.visible()
                && first.disabled() == other.disabled() && Objects.equals(first.actionable(), other.actionable())
                && Objects.equals(first.clickable(), other.clickable()) && Objects.equals(first.moving(), other.moving())
                && Objects.equals(first.layout(), other.layout())
                && Objects.equals(first.folded(), other.folded());
    }
}
