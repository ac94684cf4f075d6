package io.github.mcpjavafx.debug.core.changes;

import io.github.mcpjavafx.debug.core.capture.NodeReader;
import io.github.mcpjavafx.debug.core.model.Changes;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.scene.Parent;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.List;

import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A window's root wrapped in a pane put in its place, as ControlsFX's decorator does it (the pane gets the old root's
 * properties too): the old tree moved, it was neither added nor removed, and what is truly new is listed.
 */
@ExtendWith(HeadlessFxExtension.class)
class MovedNodesAreNotAddedTest {

    private final ChangeTracker tracker = new ChangeTracker(new NodeReader(UidRegistry.shared()));

    @Test
    void aRootWrappedInADecorationPaneIsMovedAndOnlyTheNewFieldIsAdded() {
        VBox form = onFx(() -> {
            VBox box = new VBox(8);
            for (int i = 0; i < 12; i++) {
                box.getChildren().add(new Label("Sample " + i)); // more than an answer lists
            }
            return box;
        });
        HeadlessFx.show("Sample", form, 300, 600);
        onFx(tracker::before);

        ChangeTracker.Before before = onFx(tracker::before);
        OwnMotionTest.asTheAction(tracker, () -> {
            StackPane decorations = new StackPane();
            decorations.getProperties().putAll(form.getProperties());
            form.getScene().setRoot(decorations);
            decorations.getChildren().add(form);
            TextField email = new TextField();
            email.setPromptText("Email");
            form.getChildren().add(email);
        });
        HeadlessFx.settle();
        Changes changes = onFx(() -> tracker.after(before, List.of()));

        assertThat(changes.addedLines()).as(changes.text()).anySatisfy(line -> assertThat(line).contains("prompt=\"Email\""))
                .noneMatch(line -> line.contains("Sample"));
        assertThat(changes.removed()).as(changes.text()).isEmpty();
        assertThat(changes.added()).as("the pane and the field: nothing of the moved tree")
                .containsExactly(java.util.Map.entry("Stage[0]", 2));
        // a later change in the moved tree is still seen
        Label first = onFx(() -> (Label) form.getChildren().get(0));
        ChangeTracker.Before again = onFx(tracker::before);
        OwnMotionTest.asTheAction(tracker, () -> first.setText("Sample renamed"));
        HeadlessFx.settle();
        Changes renamed = onFx(() -> tracker.after(again, List.of()));
        assertThat(renamed.changed()).as(renamed.text()).anySatisfy(line -> assertThat(line).contains("\"Sample renamed\""));
        assertThat(onFx(() -> ((Parent) form.getScene().getRoot()).getChildrenUnmodifiable().get(0))).isSameAs(form);
    }
}
