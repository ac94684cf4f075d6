package io.github.mcpjavafx.debug.benchmarks;

import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.control.ToolBar;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/**
 * A business-form scene of a chosen size, shaped like real ones: a tool bar, a scrolling page of
 * groups, each group a few sections, each section a header, a grid of label / text field / check
 * box rows and a row of buttons; ids on the containers and on some controls. The authored tree is
 * 7 levels deep, 9 to 10 with the controls' skins. FX thread only.
 */
final class FormScene {

    private static final int ROWS_PER_SECTION = 8;
    private static final int SECTIONS_PER_GROUP = 10;

    private FormScene() {
    }

    /** The number of sections whose scene, skins included, has about {@code targetNodes} nodes. */
    static int sectionsFor(int targetNodes) {
        // Skins add nodes (a TextField brings a text group, caret and highlight), so count a
        // laid-out sample instead of guessing.
        int ten = countStyled(10);
        int twenty = countStyled(20);
        double perSection = (twenty - ten) / 10.0;
        double fixed = ten - 10 * perSection;
        return (int) Math.max(1, Math.round((targetNodes - fixed) / perSection));
    }

    /** The scene's root with {@code sections} sections, numbered from 0. */
    static Parent build(int sections) {
        VBox page = new VBox(12);
        page.setId("page");
        VBox group = null;
        for (int s = 0; s < sections; s++) {
            if (s % SECTIONS_PER_GROUP == 0) {
                int g = s / SECTIONS_PER_GROUP;
                group = new VBox(8, new Label("Group " + g));
                group.setId("group-" + g);
                page.getChildren().add(group);
            }
            group.getChildren().add(section(s));
        }
        ScrollPane scroll = new ScrollPane(page);
        scroll.setFitToWidth(true);

        TextField search = new TextField();
        search.setId("search");
        search.setPromptText("Search orders");
        Button create = new Button("New order");
        create.setId("new-order");
        BorderPane root = new BorderPane(scroll);
        root.setId("app");
        root.setTop(new ToolBar(create, new Button("Open"), search));
        Label status = new Label("Ready");
        status.setId("status");
        // A click on New order changes one label, as most clicks change a little of a big scene.
        int[] orders = {0};
        create.setOnAction(e -> status.setText("Order " + ++orders[0]));
        root.setBottom(new HBox(status));
        return root;
    }

    /** The {@code #id} of the last section's save button: a selector that matches one node, deep down. */
    static String lastSaveButton(int sections) {
        return "#save-" + (sections - 1);
    }

    /** The text of the last section's last field: shown by one node only, deep down. */
    static String lastFieldText(int sections) {
        return fieldText(sections - 1, ROWS_PER_SECTION - 1);
    }

    private static VBox section(int s) {
        GridPane form = new GridPane();
        form.setHgap(8);
        form.setVgap(4);
        for (int r = 0; r < ROWS_PER_SECTION; r++) {
            TextField field = new TextField(fieldText(s, r));
            if (r == 0) {
                field.setId("field-" + s + "-" + r);
            }
            form.addRow(r, new Label("Field " + s + "." + r), field, new CheckBox("Required"));
        }
        Button save = new Button("Save " + s);
        save.setId("save-" + s);
        HBox actions = new HBox(8, save, new Button("Cancel"));
        VBox section = new VBox(6, new Label("Section " + s), form, actions);
        section.setId("section-" + s);
        section.getStyleClass().add("section");
        return section;
    }

    private static String fieldText(int s, int r) {
        return "value " + s + "." + r;
    }

    private static int countStyled(int sections) {
        Parent root = build(sections);
        new Scene(root, 1280, 800); // CSS, and with it the skins, only apply inside a scene
        root.applyCss();
        root.layout();
        return BareTraversal.visitAll(root);
    }
}
