package io.github.mcpjavafx.debug.core.trace;

import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.scene.Parent;
import javafx.scene.control.Label;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;

/** The nodes a layout pass will place: the children of the parents asked to lay out again, none when none was. */
@ExtendWith(HeadlessFxExtension.class)
class LaidOutNodesTest {

    @Test
    void aResizedBoxLaysOutItsWholeFlowPaneAndNothingChangedLaysOutNothing() {
        FlowPane grid = onFx(() -> {
            FlowPane pane = new FlowPane();
            for (int i = 0; i < 1_000; i++) {
                Region box = new Region();
                box.setPrefSize(6, 6);
                pane.getChildren().add(box);
            }
            return pane;
        });
        VBox other = onFx(() -> new VBox(new Label("a"), new Label("b")));
        Parent root = HeadlessFx.show("Grid", onFx(() -> new VBox(other, grid)), 400, 300).getScene().getRoot();

        int settled = onFx(() -> LaidOutNodes.count(root));
        int resized = onFx(() -> {
            ((Region) grid.getChildren().get(500)).setPrefSize(7, 7);
            return LaidOutNodes.count(root);
        });

        assertThat(settled).as("a laid-out scene").isZero();
        // the flow pane's 1,000 boxes, the root's two children and the root; the other box stays clean
        assertThat(resized).isEqualTo(1_000 + 2 + 1);
    }
}
