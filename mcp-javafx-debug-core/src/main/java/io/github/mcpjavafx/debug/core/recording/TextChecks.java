package io.github.mcpjavafx.debug.core.recording;

import io.github.mcpjavafx.debug.core.controls.ControlFamilies;
import io.github.mcpjavafx.debug.core.controls.ControlFamily;
import io.github.mcpjavafx.debug.core.controls.TextRole;
import io.github.mcpjavafx.debug.core.recording.RecordedStep.TextKind;
import io.github.mcpjavafx.debug.finder.ShownItems;
import javafx.scene.Node;
import javafx.scene.control.Control;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.text.Text;

import java.util.ArrayList;
import java.util.List;

/**
 * Turns the nodes whose text an action changed into the checks a person would write: the text of
 * the control, not of its skin's parts; never a password's content or bullets; a list's items when
 * its rows changed, since a row is handed to other items as the list scrolls. FX thread only.
 */
public final class TextChecks {

    /** A longer list is checked by the rows a session looked at, not item by item. */
    private static final int MAX_ITEMS = 50;

    private TextChecks() {
    }

    /** One check per changed control, with what it shows now; its facts never rely on the text that changed. */
    public static List<RecordedStep> of(List<Node> changed) {
        return of(changed, null);
    }

    /**
     * {@link #of(List)}, each text check with the text its control showed before the action, when {@code before} (nullable)
     * saw it: a check that holds for that text too proves nothing.
     */
    static List<RecordedStep> of(List<Node> changed, BeforeLook before) {
        List<RecordedStep> checks = new ArrayList<>();
        List<Node> seen = new ArrayList<>();
        for (Node node : changed) {
            if (node instanceof ListCell<?> cell && cell.getListView() != null) {
                for (ListView<?> list : listsBeside(cell.getListView())) {
                    if (seen.stream().noneMatch(s -> s == list) && list.getItems().size() <= MAX_ITEMS) {
                        seen.add(list);
                        NodeFacts facts = NodeFacts.of(list);
                        if (facts != null) {
                            checks.add(new RecordedStep.ItemsShown(facts, ShownItems.ofList(list).plainTexts()));
                        }
                    }
                }
                continue;
            }
            Node subject = controlOf(node);
            TextKind kind = subject == null ? null : kindOf(subject);
            if (kind == null || seen.stream().anyMatch(s -> s == subject)) {
                continue;
            }
            seen.add(subject);
            NodeFacts facts = NodeFacts.of(subject);
            String label = facts == null ? null : facts.label();
            if (label != null && changed.stream().anyMatch(n -> label.equals(labelOf(n)))) {
                facts = facts.withoutLabel(); // a label the same step rewrote is a value, not a name: no test finds by it
            }
            String text = textOf(subject);
            if (facts != null && !isBullets(text)) {
                String was = before == null ? null : before.textBefore(subject);
                checks.add(new RecordedStep.TextShown(facts, kind, text, was));
            }
        }
        return checks;
    }

    /**
     * The list, and the other lists of the control whose skin holds it: a move between a list
     * selection view's two lists changes the rows of one and adds rows to the other, and a person
     * checks both. Only that control's subtree is read. It starts from a ListCell, whose rows only a
     * ListView has, so it looks for ListViews beside it, not for any list of the lists' family.
     */
    private static List<ListView<?>> listsBeside(ListView<?> list) {
        List<ListView<?>> lists = new ArrayList<>(List.of(list));
        for (Node n = list.getParent(); n != null; n = n.getParent()) {
            if (n instanceof Control owner) {
                if (NodeFacts.holdsContent(owner)) {
                    break; // the app's own content: its other lists are no part of this one
                }
                for (Node other : owner.lookupAll(".list-view")) {
                    if (other instanceof ListView<?> beside && beside != list && beside.isVisible()) {
                        lists.add(beside);
                    }
                }
                if (lists.size() > 1) {
                    break;
                }
            }
        }
        return lists;
    }

    /** The text control a skin's Text stands for (a field's or a button's), else the node itself. */
    private static Node controlOf(Node node) {
        if (node instanceof Text) {
            for (Node n = node.getParent(); n != null; n = n.getParent()) {
                if (ControlFamilies.of(n).textRole(n) != null) {
                    return n;
                }
                if (n instanceof Control) {
                    return null; // a part of a skin that shows no text of the control's own: nothing a person checks
                }
            }
        }
        return node;
    }

    /** A password shown as its mask: what it hides must not reach a test, nor its length. */
    private static boolean isBullets(String text) {
        return !text.isEmpty() && text.chars().allMatch(c -> c == '\u2022' || c == '\u25cf' || c == '*');
    }

    private static TextKind kindOf(Node node) {
        ControlFamily family = ControlFamilies.of(node);
        TextRole role = family.textRole(node);
        if (role != null) {
            return !family.checksText(node) ? null : role == TextRole.LABEL ? TextKind.LABELED : TextKind.TEXT_INPUT;
        }
        return node instanceof Text ? TextKind.TEXT : null;
    }

    private static String textOf(Node node) {
        ControlFamily family = ControlFamilies.of(node);
        String text = family.textRole(node) != null ? family.heldText(node) : ((Text) node).getText();
        return text == null ? "" : text;
    }

    /** The text of a labeled node, which a label names; {@code null} for others. */
    private static String labelOf(Node node) {
        ControlFamily family = ControlFamilies.of(node);
        return family.textRole(node) == TextRole.LABEL ? family.heldText(node) : null;
    }
}
