package io.github.mcpjavafx.debug.core.support;

import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.geometry.Bounds;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

/**
 * A form validated as ControlsFX's {@code ValidationSupport} does it, without ControlsFX: no field shows an error
 * until the first edit of any field; from then on every invalid field is marked by an icon whose tooltip is the
 * message, drawn in a layer above the form (not among the field's children), and the field lists its decorations
 * in its properties under ControlsFX's key. The first edit of the name field thus shows the other fields' errors.
 */
public class ValidatedForm extends StackPane {

    /** Where ControlsFX's decorator lists a node's decorations, in the node's properties: the app's word, not ours. */
    private static final String DECORATIONS = "$org.controlsfx.decorations$";

    private final TextField name = new TextField();
    private final ComboBox<String> city = new ComboBox<>();
    private final CheckBox terms = new CheckBox("I accept the terms");
    private final Pane layer = new Pane();
    private final Map<Control, Supplier<String>> rules = new LinkedHashMap<>();
    private final Map<Control, Label> icons = new LinkedHashMap<>();
    private boolean edited;

    public ValidatedForm() {
        name.setId("name");
        city.setId("city");
        city.getItems().addAll("Oslo", "Lima");
        terms.setId("terms");
        rules.put(name, () -> name.getText() == null || name.getText().isEmpty() ? "Name is required" : null);
        rules.put(city, () -> city.getValue() == null ? "City selection required" : null);
        rules.put(terms, () -> terms.isSelected() ? null : "Terms must be accepted");
        name.textProperty().addListener((o, was, is) -> edited());
        city.valueProperty().addListener((o, was, is) -> edited());
        terms.selectedProperty().addListener((o, was, is) -> edited());
        layer.setMouseTransparent(true);
        layer.setPickOnBounds(false);
        VBox form = new VBox(12, new Label("Name"), name, new Label("City"), city, terms);
        form.setMaxWidth(240);
        getChildren().addAll(form, layer);
    }

    /** The message the app shows over {@code field} now (its icon's tooltip), or null: read from the app's own icons. */
    public String shownMessage(Control field) {
        Label icon = icons.get(field);
        return icon == null || icon.getParent() != layer ? null : icon.getTooltip().getText();
    }

    public TextField name() {
        return name;
    }

    public ComboBox<String> city() {
        return city;
    }

    public CheckBox terms() {
        return terms;
    }

    private void edited() {
        edited = true;
        rules.keySet().forEach(this::redecorate);
    }

    /** As ValidationSupport does: the field's decorations taken off, then one added for its message, if any. */
    private void redecorate(Control field) {
        Label old = icons.remove(field);
        if (old != null) {
            layer.getChildren().remove(old);
            field.getProperties().remove(DECORATIONS);
        }
        String message = edited ? rules.get(field).get() : null;
        if (message == null) {
            return;
        }
        Region graphic = new Region();
        graphic.setPrefSize(8, 8);
        Label icon = new Label(null, graphic);
        icon.setTooltip(new Tooltip(message));
        icon.setManaged(false);
        Bounds at = layer.sceneToLocal(field.localToScene(field.getLayoutBounds()));
        icon.resizeRelocate(at.getMinX() - 4, at.getMinY() - 4, 10, 10);
        icons.put(field, icon);
        layer.getChildren().add(icon);
        ObservableList<Object> decorations = FXCollections.observableArrayList();
        decorations.add(icon);
        field.getProperties().put(DECORATIONS, decorations);
    }

}
