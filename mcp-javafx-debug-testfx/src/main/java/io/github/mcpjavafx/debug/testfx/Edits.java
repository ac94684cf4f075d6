package io.github.mcpjavafx.debug.testfx;

import io.github.mcpjavafx.debug.finder.ShownItems;

import javafx.beans.value.WritableDoubleValue;
import javafx.beans.value.WritableFloatValue;
import javafx.beans.value.WritableIntegerValue;
import javafx.beans.value.WritableLongValue;
import javafx.beans.value.WritableValue;
import javafx.scene.Node;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DatePicker;
import javafx.scene.control.ListView;
import javafx.scene.control.SelectionModel;
import javafx.scene.control.Spinner;
import javafx.scene.control.SpinnerValueFactory;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextInputControl;
import javafx.scene.control.TitledPane;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeTableRow;
import javafx.scene.control.TreeView;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The session's edits that go through a control's API rather than the mouse, as the debug server's own
 * actions made them: set a text or a value, select an item, expand a pane or a tree row, try a style. Each runs on the
 * FX thread and waits for what it caused. For static import.
 */
public final class Edits {

    private Edits() {
    }

    /** Replaces a text input's text, or an editable Spinner's, ComboBox's or DatePicker's value, through its converter. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    public static void setText(Node node, String text) {
        OnFx.change(() -> {
            if (node instanceof Spinner<?> spinner) {
                SpinnerValueFactory factory = spinner.getValueFactory();
                factory.setValue(factory.getConverter().fromString(text));
            } else if (node instanceof ComboBox combo) {
                combo.setValue(combo.getConverter().fromString(text));
            } else if (node instanceof DatePicker picker) {
                picker.setValue(picker.getConverter().fromString(text));
            } else {
                TextInputControl input = (TextInputControl) node;
                input.setText(text);
                input.positionCaret(text.length());
            }
        });
    }

    /**
     * Sets a property of the node by name, through its {@code xxxProperty()} (an enum by its constant's name); a
     * spinner's value through its value factory, as its arrows set it.
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    public static void setValue(Node node, String property, Object value) {
        OnFx.change(() -> {
            if (node instanceof Spinner<?> spinner && property.equals("value")) {
                SpinnerValueFactory factory = spinner.getValueFactory();
                Object current = factory.getValue();
                factory.setValue(current instanceof Double ? ((Number) value).doubleValue()
                        : current instanceof Integer ? ((Number) value).intValue() : value);
                return;
            }
            Object p = Reads.property(node, property);
            if (p instanceof WritableDoubleValue d) {
                d.set(((Number) value).doubleValue());
            } else if (p instanceof WritableIntegerValue i) {
                i.set(((Number) value).intValue());
            } else if (p instanceof WritableLongValue l) {
                l.set(((Number) value).longValue());
            } else if (p instanceof WritableFloatValue f) {
                f.set(((Number) value).floatValue());
            } else {
                WritableValue w = (WritableValue) p;
                Object current = w.getValue();
                w.setValue(current instanceof Enum<?> e ? Enum.valueOf((Class) e.getDeclaringClass(), (String) value) : value);
            }
        });
    }

    /** Selects the item shown as {@code item} (a tab by its text), or the one at {@code index} when {@code item} is null. */
    public static void select(Node control, String item, int index) {
        OnFx.change(() -> {
            if (control instanceof TabPane tabs) {
                tabs.getSelectionModel().select(item == null ? tabs.getTabs().get(index) : tabs.getTabs().stream()
                        .filter(t -> item.equals(t.getText())).findFirst()
                        .orElseThrow(() -> new AssertionError("No tab \"" + item + "\" in " + control)));
                return;
            }
            SelectionModel<?> model = control instanceof ComboBox<?> c1 ? c1.getSelectionModel()
                    : control instanceof ChoiceBox<?> c2 ? c2.getSelectionModel()
                    : control instanceof ListView<?> c3 ? c3.getSelectionModel()
                    : control instanceof TableView<?> c4 ? c4.getSelectionModel()
                    : ((TreeView<?>) control).getSelectionModel();
            if (item == null) {
                model.select(index);
                return;
            }
            // the text a row shows first, then the item's own text: a cell factory may show something else
            int at = ShownItems.of(control).indexOf(item);
            if (at >= 0) {
                model.select(at);
                Rows.scrollTo(control, at);
                return;
            }
            throw new AssertionError("No item shown as \"" + item + "\" in " + control);
        });
    }

    /** Expands ({@code true}) or collapses a TitledPane or a tree row. */
    public static void expand(Node node, boolean expanded) {
        OnFx.change(() -> {
            if (node instanceof TitledPane pane) {
                pane.setExpanded(expanded);
            } else if (node instanceof TreeCell<?> cell) {
                cell.getTreeItem().setExpanded(expanded);
            } else {
                ((TreeTableRow<?>) node).getTreeItem().setExpanded(expanded);
            }
        });
    }

    /** Sets a node's inline style, as a look tried live was set ({@code ""} clears it). */
    public static void setStyle(Node node, String style) {
        OnFx.change(() -> node.setStyle(style));
    }

    /** Adds a style class to a node, once. */
    public static void addStyleClass(Node node, String styleClass) {
        OnFx.change(() -> {
            if (!node.getStyleClass().contains(styleClass)) {
                node.getStyleClass().add(styleClass);
            }
        });
    }

    /** Removes a style class from a node. */
    public static void removeStyleClass(Node node, String styleClass) {
        OnFx.change(() -> node.getStyleClass().removeAll(styleClass));
    }

    /** Adds a stylesheet, by its URL or class-path resource, to the node's scene, last so that it wins. */
    public static void addStylesheet(Node node, String url) {
        OnFx.change(() -> {
            node.getScene().getStylesheets().remove(url);
            node.getScene().getStylesheets().add(url);
        });
    }

    /** Adds CSS text as a stylesheet of the node's scene, written to a temporary file as JavaFX reads stylesheets. */
    public static void addCss(Node node, String css) {
        try {
            Path file = Files.createTempFile("recorded-style", ".css");
            file.toFile().deleteOnExit();
            Files.writeString(file, css);
            addStylesheet(node, file.toUri().toURL().toExternalForm());
        } catch (IOException e) {
            throw new UncheckedIOException("The stylesheet could not be written to a temporary file", e);
        }
    }
}
