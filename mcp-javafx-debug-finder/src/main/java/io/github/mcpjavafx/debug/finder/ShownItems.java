package io.github.mcpjavafx.debug.finder;

import javafx.scene.Node;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeTableCell;
import javafx.scene.control.TreeTableColumn;
import javafx.scene.control.TreeTableView;
import javafx.scene.control.TreeView;
import javafx.util.Callback;
import javafx.util.StringConverter;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

/**
 * The items of a list, tree, table, combo box or choice box as a person reads them: the text the
 * control's cell factory makes each row show, not the item's {@code toString()} (FXSampler's tree
 * shows "ToggleSwitch" for an item whose {@code toString()} is {@code HelloToggleSwitch@49facc1a}).
 *
 * <p>Rows off screen have no cell; one cell is made from the control's own factory and moved from
 * index to index with {@code updateIndex}, as the skin's flow moves its cells when it scrolls, so
 * the factory's {@code updateItem} decides the text. It never joins a scene. A control without a
 * factory shows what its default cell shows: the converter's text, else {@code toString()}, which
 * stays the fallback for an item whose cell shows nothing. A table row reads as its visible
 * columns' cells joined with {@value #CELL_SEPARATOR}, as its line does. The recorder reads a row by it (its line,
 * {@code select}, a selection it checks) and so does the exported test that finds and checks that row. FX thread only.
 */
public final class ShownItems {

    /** How a row's cells are joined, as a table row's line joins them. */
    public static final String CELL_SEPARATOR = " | ";

    private final int size;
    private final IntFunction<String> shown;
    private final IntFunction<String> plain;

    private ShownItems(int size, IntFunction<String> shown, IntFunction<String> plain) {
        this.size = size;
        this.shown = shown;
        this.plain = plain;
    }

    /** The items of a list, tree, table, tree table, combo box or choice box, or a tab pane's tabs; null for another node. */
    public static ShownItems of(Node control) {
        return control instanceof ListView<?> list ? ofList(list) : control instanceof TableView<?> table ? ofTable(table)
                : control instanceof TreeView<?> tree ? ofTree(tree) : control instanceof TreeTableView<?> tree ? ofTreeTable(tree)
                : control instanceof ComboBox<?> combo ? ofCombo(combo) : control instanceof ChoiceBox<?> choice ? ofChoice(choice)
                : control instanceof TabPane tabs ? ofTabs(tabs) : null;
    }

    /** A tab pane's tabs by their titles: what {@code select} takes for a tab. */
    public static ShownItems ofTabs(TabPane tabs) {
        IntFunction<String> title = i -> tabs.getTabs().get(i).getText();
        return new ShownItems(tabs.getTabs().size(), title, title);
    }

    /**
     * What a list or tree has selected, as its rows show them; what a table has, by its rows' first cells (the text a
     * check names a row by). Empty for another control.
     */
    public static List<String> selected(Node control) {
        List<String> texts = new ArrayList<>();
        if (control instanceof TableView<?> table) {
            if (!table.getVisibleLeafColumns().isEmpty()) {
                TableColumn<?, ?> first = table.getVisibleLeafColumn(0);
                table.getSelectionModel().getSelectedIndices().forEach(row -> texts.add(String.valueOf(first.getCellData(row))));
            }
        } else if (control instanceof ListView<?> list) {
            ShownItems items = ofList(list);
            list.getSelectionModel().getSelectedIndices().forEach(i -> texts.add(items.shown(i)));
        } else if (control instanceof TreeView<?> tree) {
            ShownItems items = ofTree(tree);
            tree.getSelectionModel().getSelectedIndices().forEach(i -> texts.add(items.shown(i)));
        }
        return texts;
    }

    public int size() {
        return size;
    }

    /** What row {@code index} shows; its plain text when its cell shows nothing. */
    public String shown(int index) {
        String text = safely(shown, index);
        return text == null || text.isEmpty() ? plain(index) : text;
    }

    /** The item's text without its cell: its converter's text or {@code toString()}. */
    public String plain(int index) {
        String text = safely(plain, index);
        return text == null ? "" : text;
    }

    /** Every item's own text, in order ({@link #plain}): what a list's items check compares. */
    public List<String> plainTexts() {
        List<String> texts = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            texts.add(plain(i));
        }
        return texts;
    }

    /**
     * The first row that shows {@code text} (a table row also answers to its first cell's text);
     * failing that, the first whose plain text is {@code text}; {@code -1} for none.
     */
    public int indexOf(String text) {
        List<Integer> found = indicesOf(text);
        return found.isEmpty() ? -1 : found.get(0);
    }

    /**
     * Every row that shows {@code text}, in order (a tree may show a category and a leaf alike); failing any, every
     * row whose plain text it is.
     */
    public List<Integer> indicesOf(String text) {
        List<Integer> found = indicesOf(text, this::shown);
        return found.isEmpty() ? indicesOf(text, this::plain) : found;
    }

    private List<Integer> indicesOf(String text, IntFunction<String> textAt) {
        List<Integer> found = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            String row = textAt.apply(i);
            if (text.equals(row) || row.startsWith(text + CELL_SEPARATOR)) {
                found.add(i);
            }
        }
        return found;
    }

    /** An app's factory or converter that fails on an item must not fail the read: that row reads as nothing. */
    private static String safely(IntFunction<String> text, int index) {
        try {
            return text.apply(index);
        } catch (RuntimeException appCodeFailed) {
            return null;
        }
    }

    public static <T> ShownItems ofChoice(ChoiceBox<T> choice) {
        IntFunction<String> text = i -> converted(choice.getConverter(), choice.getItems().get(i));
        return new ShownItems(choice.getItems().size(), text, text);
    }

    public static <T> ShownItems ofList(ListView<T> list) {
        IntFunction<String> plain = i -> String.valueOf(list.getItems().get(i));
        Callback<ListView<T>, ListCell<T>> factory = list.getCellFactory();
        if (factory == null) {
            return new ShownItems(list.getItems().size(), plain, plain);
        }
        ListCell<T> probe = factory.call(list);
        probe.updateListView(list);
        return new ShownItems(list.getItems().size(), i -> shownBy(probe, i), plain);
    }

    public static <T> ShownItems ofCombo(ComboBox<T> combo) {
        IntFunction<String> plain = i -> converted(combo.getConverter(), combo.getItems().get(i));
        Callback<ListView<T>, ListCell<T>> factory = combo.getCellFactory();
        if (factory == null) {
            return new ShownItems(combo.getItems().size(), plain, plain);
        }
        // The combo's own list lives in its skin's popup; a list over the same items is what its factory expects.
        ListView<T> host = new ListView<>(combo.getItems());
        ListCell<T> probe = factory.call(host);
        probe.updateListView(host);
        return new ShownItems(combo.getItems().size(), i -> shownBy(probe, i), plain);
    }

    public static <T> ShownItems ofTree(TreeView<T> tree) {
        IntFunction<String> plain = i -> valueText(tree.getTreeItem(i));
        Callback<TreeView<T>, TreeCell<T>> factory = tree.getCellFactory();
        if (factory == null) {
            return new ShownItems(tree.getExpandedItemCount(), plain, plain);
        }
        TreeCell<T> probe = factory.call(tree);
        probe.updateTreeView(tree);
        return new ShownItems(tree.getExpandedItemCount(), i -> shownBy(probe, i), plain);
    }

    public static <S> ShownItems ofTable(TableView<S> table) {
        List<IndexedCell<?>> probes = new ArrayList<>();
        for (TableColumn<S, ?> column : table.getVisibleLeafColumns()) {
            probes.add(probe(table, column));
        }
        IntFunction<String> plain = i -> joined(table.getVisibleLeafColumns().stream()
                .map(column -> String.valueOf(column.getCellData(i))).toList());
        return new ShownItems(table.getItems().size(), i -> joinedCells(probes, i), plain);
    }

    private static <S, T> TableCell<S, T> probe(TableView<S> table, TableColumn<S, T> column) {
        TableCell<S, T> cell = column.getCellFactory().call(column);
        cell.updateTableView(table);
        cell.updateTableColumn(column);
        return cell;
    }

    public static <S> ShownItems ofTreeTable(TreeTableView<S> tree) {
        List<IndexedCell<?>> probes = new ArrayList<>();
        for (TreeTableColumn<S, ?> column : tree.getVisibleLeafColumns()) {
            probes.add(probe(tree, column));
        }
        return new ShownItems(tree.getExpandedItemCount(), i -> joinedCells(probes, i),
                i -> valueText(tree.getTreeItem(i)));
    }

    private static <S, T> TreeTableCell<S, T> probe(TreeTableView<S> tree, TreeTableColumn<S, T> column) {
        TreeTableCell<S, T> cell = column.getCellFactory().call(column);
        cell.updateTreeTableView(tree);
        cell.updateTableColumn(column);
        return cell;
    }

    private static String joinedCells(List<IndexedCell<?>> probes, int index) {
        List<String> texts = new ArrayList<>(probes.size());
        for (IndexedCell<?> probe : probes) {
            texts.add(shownBy(probe, index));
        }
        return joined(texts);
    }

    private static String joined(List<String> cells) {
        return String.join(CELL_SEPARATOR, cells);
    }

    /** The probe cell moved to {@code index}: its factory's updateItem runs as when a scrolled row comes into view. */
    private static String shownBy(IndexedCell<?> probe, int index) {
        probe.updateIndex(index);
        return CellText.of(probe);
    }

    private static String valueText(TreeItem<?> item) {
        return item == null ? "" : String.valueOf(item.getValue());
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static String converted(StringConverter converter, Object value) {
        return converter != null ? converter.toString(value) : String.valueOf(value);
    }
}
