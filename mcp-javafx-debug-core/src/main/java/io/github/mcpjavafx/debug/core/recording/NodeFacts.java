package io.github.mcpjavafx.debug.core.recording;

import io.github.mcpjavafx.debug.core.controls.ControlFamilies;
import io.github.mcpjavafx.debug.core.controls.ControlFamily;
import io.github.mcpjavafx.debug.core.controls.TextRole;
import io.github.mcpjavafx.debug.core.scene.FxProperties;
import io.github.mcpjavafx.debug.core.scene.NamingLabel;
import io.github.mcpjavafx.debug.core.scene.ShownControl;
import io.github.mcpjavafx.debug.core.scene.SkinItems;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Cell;
import javafx.scene.control.Control;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TitledPane;
import javafx.scene.control.Tooltip;
import javafx.scene.control.TreeCell;
import javafx.scene.text.Text;
import javafx.stage.PopupWindow;
import javafx.stage.Stage;
import javafx.stage.Window;

import java.lang.ref.Reference;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * What a recorded test needs to know about a node to find it again, taken when an action runs and
 * cheap to take: the node's own id, text, prompt and tooltip, the label that names it, the row it
 * is in, the control whose skin holds it, and its place below its window's root, each name kept only when the
 * finder the exported test runs ({@code NodeFinder} of mcp-javafx-debug-finder) finds the node by it, resolved as the
 * scene is when the facts are taken: {@link Locators} chooses the locator from these facts when the test is exported.
 * FX thread only.
 *
 * @param type     the node's CSS type selector ({@code Button}), or {@code *} when CSS cannot spell it
 * @param id       its id, when CSS can spell it; nullable
 * @param text     the text it shows (a Labeled's, a Text's), which names it; nullable, never an input's own text
 * @param prompt   a text input's prompt; nullable
 * @param tooltip  its tooltip's text; nullable
 * @param label    the text of the label that names it: one whose labelFor is it, or the label before it in its grid row
 *                 or its box; nullable
 * @param row      the list, tree or table row it is (or is in); nullable
 * @param skinOf   the control whose skin holds it, when it is a part of a skin; nullable
 * @param styleClass its first style class, for a skin's part; nullable
 * @param inPopup  whether its window is a popup (a menu, a combo box's list)
 * @param window   its stage's title; nullable
 * @param path     its place below its window's root: the child index at each level, outermost first
 * @param pathTypes the type selectors along that path, for the comment that says what the position stands for
 * @param custom   whether its type names it where JavaFX's own types (Button, VBox) would not: a control of a library's
 *                 or the app's own (a RangeSlider), or a list, tree or table; only when it is the first of its type on
 *                 screen
 * @param misleading the names it has that would lead a test to another node first, left out of the facts above
 *                 ({@code the prompt "Search"}): the locator's comment says why it is not found by them; found by
 *                 {@link #namesChecked()} when the facts are taken
 * @param node     the node itself, weakly, for {@link #namesChecked()} and for the checks that compare nodes; nullable
 * @param title    the title a control from outside JavaFX names itself by (a tile's), when it shows no text; nullable
 * @param around   the ancestors a person would name it by, nearest first: the control from outside JavaFX that holds it
 *                 (a segmented button, a tile) and a titled pane; their facts have none of their own
 * @param within   the one of {@code around} below which its names lead to it, when on the whole screen they lead to
 *                 another node first (the "month" segment of a segmented button, below a plain "month" toggle); set by
 *                 {@link #namesChecked()}, nullable
 */
public record NodeFacts(String type, String id, String text, String prompt, String tooltip, String label, Row row,
                        NodeFacts skinOf, String styleClass, boolean inPopup, String window, List<Integer> path,
                        List<String> pathTypes, boolean custom, List<String> misleading, Reference<Node> node,
                        Title title, List<NodeFacts> around, NodeFacts within) {

    /** What the JavaFX CSS parser takes as an identifier; other ids and type names cannot be written in a selector. */
    static final Pattern CSS_NAME = Pattern.compile("-?[A-Za-z_][\\w-]*");

    /** How many named ancestors are kept to narrow a shared name by: the nearest two. */
    private static final int AROUND_KEPT = 2;

    /**
     * A row of a list, tree or table.
     *
     * @param control the control's type selector ({@code ListView}, {@code TreeView}, {@code TableView})
     * @param controlId the control's id; nullable
     * @param item    the text the row shows; nullable for a row without text
     * @param index   the row's index in its control
     * @param inner   the type of the node acted on inside the row (a check box), nullable when it is the row
     */
    public record Row(String control, String controlId, String item, int index, String inner) {
    }

    /**
     * The title a control from outside JavaFX names itself by and the property it is in ({@code title}, {@code name},
     * as {@link ShownControl#ownTitleProperty} finds it): {@code titled("Tile", "title", "Switch Tile")}.
     */
    public record Title(String property, String text) {

        /** The node's title, or {@code null}: only a whole one-line text, which a test compares as it is. */
        static Title of(Node node) {
            String property = ShownControl.ownTitleProperty(node);
            FxProperties.Found found = property == null ? null : FxProperties.find(node, property);
            return found != null && found.value() instanceof String text && NamingLabel.usable(text) ? new Title(property, text) : null;
        }
    }

    /**
     * The facts of a node in a showing window, its names checked ({@link #namesChecked()}) as the scene is now: when
     * an action is about to run on it, or when a check reads it, the scene its step will find it in. {@code null} when
     * it is in no showing window.
     */
    public static NodeFacts of(Node node) {
        Scene scene = node.getScene();
        if (scene == null || scene.getWindow() == null || !scene.getWindow().isShowing()) {
            return null;
        }
        return of(node, true).namesChecked();
    }

    /** @param withSkinOwner whether to take the facts of its skin's owner and of its named ancestors too (not theirs) */
    private static NodeFacts of(Node node, boolean withSkinOwner) {
        Window window = node.getScene().getWindow();
        List<Integer> path = new ArrayList<>();
        List<String> types = new ArrayList<>();
        for (Node n = node; n.getParent() != null; n = n.getParent()) {
            path.add(0, n.getParent().getChildrenUnmodifiable().indexOf(n));
            types.add(0, typeOf(n));
        }
        Row row = rowOf(node);
        Control owner = withSkinOwner && row == null ? skinOwner(node) : null;
        String type = typeOf(node);
        boolean inPopup = window instanceof PopupWindow;
        String id = idOf(node);
        String text = shownText(node);
        ControlFamily family = ControlFamilies.of(node);
        String prompt = family.textRole(node) == TextRole.TYPED ? blankToNull(family.prompt(node)) : null;
        String tooltip = node instanceof Control control ? tooltipOf(control.getTooltip()) : null;
        boolean byType = !type.equals("*") && (node instanceof Control && !node.getClass().getName().startsWith("javafx.")
                || SkinItems.isVirtualized(node));
        return new NodeFacts(type, id, text, prompt, tooltip, NamingLabel.of(node), row,
                owner == null ? null : of(owner, false), node.getStyleClass().isEmpty() ? null : node.getStyleClass().get(0),
                inPopup, window instanceof Stage stage ? blankToNull(stage.getTitle()) : null,
                List.copyOf(path), List.copyOf(types), byType,
                List.of(), new WeakReference<>(node),
                text == null ? Title.of(node) : null, withSkinOwner && row == null ? around(node) : List.of(), null);
    }

    /** The nearest ancestors a person would name a node by: a control from outside JavaFX, a titled pane. */
    private static List<NodeFacts> around(Node node) {
        List<NodeFacts> around = new ArrayList<>(AROUND_KEPT);
        for (Node n = node.getParent(); n != null && around.size() < AROUND_KEPT; n = n.getParent()) {
            if (n instanceof TitledPane || n instanceof Control && !FxProperties.isJavaFx(n.getClass())) {
                around.add(of(n, false));
            }
        }
        return List.copyOf(around);
    }

    /** As a comment on a check or an action names the node: {@code Label#total} by its id, else as {@link #named()}. */
    String described() {
        return id != null && !id.isEmpty() ? (type.equals("*") ? "" : type) + "#" + id : named(); // "*": a type css cannot name
    }

    /** How a comment names the node: its type and its title, text or label ({@code Tile "Clock Tile"}). */
    String named() {
        String name = title != null ? title.text() : text != null ? text : label;
        return name == null ? type : type + " \"" + name + "\"";
    }

    /**
     * These facts without the names that lead the test's finder to another node first ({@link ResolvedNames}), or
     * narrowed to a named ancestor below which they lead to it ({@link NamedAncestors}); a row without its item when
     * the row finder finds another row by it, and no row at all when it finds another even by its index. Taken while
     * the node shows. FX thread.
     */
    NodeFacts namesChecked() {
        NodeFacts owner = skinOf == null ? null : skinOf.namesChecked();
        Node shown = showing(node);
        if (shown == null) {
            return withSkinOf(owner, id, text, prompt, tooltip, label, title, custom, misleading, null);
        }
        if (row != null && !ResolvedNames.leadsTo(row, inPopup, shown)) {
            // by its index when its item's text finds another row first; else by its own names, as a node outside a row
            Row byIndex = row.item() == null ? null : new Row(row.control(), row.controlId(), null, row.index(), row.inner());
            return withRow(byIndex != null && ResolvedNames.leadsTo(byIndex, inPopup, shown) ? byIndex : null).namesChecked();
        }
        if (row != null && row.item() != null) { // a row: by its item
            return this;
        }
        ResolvedNames.Misleading names = ResolvedNames.of(shown, id, type, text, inPopup, prompt, tooltip, label, title, custom);
        NodeFacts onScreen = withSkinOf(owner, names.id() ? null : id, names.text() ? null : text,
                names.prompt() ? null : prompt, names.tooltip() ? null : tooltip, names.label() ? null : label,
                names.title() ? null : title, custom && !names.type(), names.phrases(), null);
        return names.anyName() ? NamedAncestors.narrowed(this, onScreen, shown) : onScreen;
    }

    /** The node while it is in a showing window, else {@code null}. */
    static Node showing(Reference<Node> ref) {
        Node shown = ref == null ? null : ref.get();
        return shown == null || shown.getScene() == null || shown.getScene().getWindow() == null
                || !shown.getScene().getWindow().isShowing() ? null : shown;
    }

    NodeFacts withSkinOf(NodeFacts owner, String id, String text, String prompt, String tooltip, String label,
                         Title title, boolean custom, List<String> misleading, NodeFacts within) {
        return new NodeFacts(type, id, text, prompt, tooltip, label, row, owner, styleClass, inPopup, window, path, pathTypes,
                custom, misleading, node, title, around, within);
    }

    private NodeFacts withRow(Row row) {
        return new NodeFacts(type, id, text, prompt, tooltip, label, row, skinOf, styleClass, inPopup, window, path, pathTypes,
                custom, misleading, node, title, around, within);
    }

    /** These facts without the label: it changed with the node, so it names nothing a test could find again. */
    NodeFacts withoutLabel() {
        return new NodeFacts(type, id, text, prompt, tooltip, null, row, skinOf, styleClass, inPopup, window, path, pathTypes,
                custom, misleading, node, title, around, within);
    }

    static String typeOf(Node node) {
        String type = node.getTypeSelector();
        return CSS_NAME.matcher(type).matches() ? type : "*";
    }

    private static String idOf(Node node) {
        String id = node.getId();
        return id != null && CSS_NAME.matcher(id).matches() ? id : null;
    }

    /**
     * A text that names the node: a Labeled's or a Text's, or the item's of a menu's row, on one line; an input's text
     * is what gets typed, never a name.
     */
    private static String shownText(Node node) {
        MenuItem item = SkinItems.menuItemOf(node);
        ControlFamily family = ControlFamilies.of(node);
        String text = item != null ? item.getText() : family.textRole(node) == TextRole.LABEL ? family.heldText(node)
                : node instanceof Text t ? t.getText() : null;
        return text == null || text.isBlank() || text.contains("\n") ? null : text;
    }

    private static String tooltipOf(Tooltip tooltip) {
        return tooltip == null ? null : blankToNull(tooltip.getText());
    }

    private static String blankToNull(String text) {
        return text == null || text.isBlank() ? null : text;
    }

    /** The row the node is, or is in, up to the list, tree or table that holds it. */
    private static Row rowOf(Node node) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (n instanceof IndexedCell<?> cell && !cell.isEmpty() && cell.getIndex() >= 0) {
                Control control = cell instanceof javafx.scene.control.ListCell<?> l ? l.getListView()
                        : cell instanceof TreeCell<?> t ? t.getTreeView()
                        : cell instanceof javafx.scene.control.TableRow<?> r ? r.getTableView()
                        : cell instanceof javafx.scene.control.TableCell<?, ?> c ? c.getTableView()
                        : cell instanceof javafx.scene.control.TreeTableRow<?> tr ? tr.getTreeTableView() : null;
                if (control == null) {
                    return null;
                }
                return new Row(typeOf(control), idOf(control), rowText(cell), cell.getIndex(),
                        n == node ? null : typeOf(node));
            }
            if (SkinItems.isVirtualized(n)) {
                return null;
            }
        }
        return null;
    }

    private static String rowText(Cell<?> cell) {
        String text = cell.getText();
        if (!NamingLabel.usable(text) && cell.getItem() != null && !(cell.getItem() instanceof Node)) {
            text = String.valueOf(cell.getItem()); // a cell that draws its item through a graphic
            if (text.contains("@")) {
                return null; // Object.toString: no name a person reads
            }
        }
        return NamingLabel.usable(text) ? text : null;
    }

    /** A control that shows content the app put in (a scroll pane, a tab pane...) rather than parts of its own. */
    static boolean holdsContent(Control control) {
        return ControlFamilies.of(control).holdsContent(control);
    }

    /**
     * The control whose skin made this node (a slider's thumb, a list selection view's move button):
     * the nearest control above it, unless that control only holds content the app put in (a scroll
     * pane, a tab pane...).
     */
    private static Control skinOwner(Node node) {
        for (Node n = node.getParent(); n != null; n = n.getParent()) {
            if (n instanceof Control control) {
                return holdsContent(control) ? null : control;
            }
        }
        return null;
    }
}
