package io.github.mcpjavafx.debug.core.recording;

/**
 * The exported test's helpers that choose and read items of a list, tree, table or combo box by the
 * text their cells show, as {@code select} and the selection checks of the session did (see
 * {@code core.controls.ShownItems}): a row's cell is made from the control's own factory and moved to
 * the row with {@code updateIndex}, so rows off screen read as they would on screen, and the item's
 * {@code toString()} is the fallback. Kept apart from the other helpers because they go together.
 */
final class ItemTextHelpers {

    private ItemTextHelpers() {
    }

    static final String SELECT = """

                /** Selects the item shown as {@code item}, or at {@code index}, as the recorded select did. */
                private void select(Node control, String item, int index) {
                    interact(() -> {
                        if (control instanceof javafx.scene.control.TabPane tabs) {
                            tabs.getSelectionModel().select(item == null ? tabs.getTabs().get(index)
                                    : tabs.getTabs().stream().filter(t -> item.equals(t.getText())).findFirst().orElseThrow());
                            return;
                        }
                        javafx.scene.control.SelectionModel<?> model = control instanceof javafx.scene.control.ComboBox<?> c1
                                ? c1.getSelectionModel() : control instanceof javafx.scene.control.ChoiceBox<?> c2
                                ? c2.getSelectionModel() : control instanceof javafx.scene.control.ListView<?> c3
                                ? c3.getSelectionModel() : control instanceof javafx.scene.control.TableView<?> c4
                                ? c4.getSelectionModel() : ((javafx.scene.control.TreeView<?>) control).getSelectionModel();
                        if (item == null) {
                            model.select(index);
                            return;
                        }
                        for (boolean shown : new boolean[] {true, false}) {
                            for (int i = 0; i < itemCount(control); i++) {
                                String text = itemText(control, i, shown);
                                if (item.equals(text) || text.startsWith(item + " | ")) {
                                    model.select(i);
                                    if (control instanceof javafx.scene.control.TreeView<?> tree) {
                                        tree.scrollTo(i);
                                    } else if (control instanceof javafx.scene.control.ListView<?> list) {
                                        list.scrollTo(i);
                                    } else if (control instanceof javafx.scene.control.TableView<?> table) {
                                        table.scrollTo(i);
                                    }
                                    return;
                                }
                            }
                        }
                        throw new AssertionError("No item shown as \\"" + item + "\\" in " + control);
                    });
                }
            """;

    static final String ITEM_TEXTS = """

                private static int itemCount(Node control) {
                    return control instanceof javafx.scene.control.ComboBox<?> c1 ? c1.getItems().size()
                            : control instanceof javafx.scene.control.ChoiceBox<?> c2 ? c2.getItems().size()
                            : control instanceof javafx.scene.control.ListView<?> c3 ? c3.getItems().size()
                            : control instanceof javafx.scene.control.TableView<?> c4 ? c4.getItems().size()
                            : ((javafx.scene.control.TreeView<?>) control).getExpandedItemCount();
                }

                /**
                 * What row {@code index} shows ({@code shown}): the text of a cell made by the control's own factory and
                 * moved to the row, as its skin does when the row scrolls into view (a table's cells joined with " | ");
                 * else, or when the cell shows nothing, the item's converter text or toString().
                 */
                @SuppressWarnings({"unchecked", "rawtypes"})
                private static String itemText(Node control, int index, boolean shown) {
                    java.util.List<javafx.scene.control.IndexedCell> cells = new java.util.ArrayList<>();
                    String plain;
                    if (control instanceof javafx.scene.control.ListView list) {
                        plain = String.valueOf(list.getItems().get(index));
                        if (list.getCellFactory() != null) {
                            javafx.scene.control.ListCell cell = (javafx.scene.control.ListCell) list.getCellFactory().call(list);
                            cell.updateListView(list);
                            cells.add(cell);
                        }
                    } else if (control instanceof javafx.scene.control.TreeView tree) {
                        plain = String.valueOf(tree.getTreeItem(index).getValue());
                        if (tree.getCellFactory() != null) {
                            javafx.scene.control.TreeCell cell = (javafx.scene.control.TreeCell) tree.getCellFactory().call(tree);
                            cell.updateTreeView(tree);
                            cells.add(cell);
                        }
                    } else if (control instanceof javafx.scene.control.ComboBox combo) {
                        Object item = combo.getItems().get(index);
                        plain = combo.getConverter() == null ? String.valueOf(item) : combo.getConverter().toString(item);
                        if (combo.getCellFactory() != null) {
                            javafx.scene.control.ListView host = new javafx.scene.control.ListView(combo.getItems());
                            javafx.scene.control.ListCell cell = (javafx.scene.control.ListCell) combo.getCellFactory().call(host);
                            cell.updateListView(host);
                            cells.add(cell);
                        }
                    } else if (control instanceof javafx.scene.control.ChoiceBox choice) {
                        Object item = choice.getItems().get(index);
                        return choice.getConverter() == null ? String.valueOf(item) : choice.getConverter().toString(item);
                    } else {
                        javafx.scene.control.TableView<?> table = (javafx.scene.control.TableView<?>) control;
                        java.util.List<String> data = new java.util.ArrayList<>();
                        for (javafx.scene.control.TableColumn column : table.getVisibleLeafColumns()) {
                            data.add(String.valueOf(column.getCellData(index)));
                            javafx.scene.control.TableCell cell = (javafx.scene.control.TableCell) column.getCellFactory().call(column);
                            cell.updateTableView(table);
                            cell.updateTableColumn(column);
                            cells.add(cell);
                        }
                        plain = String.join(" | ", data);
                    }
                    if (!shown || cells.isEmpty()) {
                        return plain;
                    }
                    java.util.List<String> texts = new java.util.ArrayList<>();
                    for (javafx.scene.control.IndexedCell cell : cells) {
                        cell.updateIndex(index);
                        String text = cell.getText();
                        texts.add(text == null || text.isEmpty() ? graphicText(cell.getGraphic()) : text);
                    }
                    String text = String.join(" | ", texts);
                    return text.isEmpty() ? plain : text;
                }

                /** What a cell's graphic says: its own text, else the first text inside it. */
                private static String graphicText(Node graphic) {
                    if (graphic == null || !graphic.isVisible()) {
                        return "";
                    }
                    String own = graphic instanceof javafx.scene.control.Labeled l ? l.getText()
                            : graphic instanceof javafx.scene.text.Text t ? t.getText()
                            : graphic instanceof javafx.scene.control.TextInputControl in ? in.getText() : null;
                    if (own != null && !own.isBlank()) {
                        return own;
                    }
                    if (graphic instanceof Parent parent) {
                        for (Node child : parent.getChildrenUnmodifiable()) {
                            String inner = graphicText(child);
                            if (!inner.isEmpty()) {
                                return inner;
                            }
                        }
                    }
                    return "";
                }
            """;
}
