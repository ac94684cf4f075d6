package io.github.mcpjavafx.debug.core.changes;

import io.github.mcpjavafx.debug.core.capture.NodeReader;
import io.github.mcpjavafx.debug.core.model.Changes;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.scene.WindowList;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import io.github.mcpjavafx.debug.core.text.NodeLine;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.scene.Node;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.Skin;
import javafx.scene.control.SkinBase;
import javafx.scene.layout.VBox;
import javafx.scene.shape.Rectangle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.List;

import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A removed node that showed no text reads as its line read while shown: a rating by its values, a check box
 * without text by its state, a combo box by what its cell showed; never a map of settings nor an object's
 * {@code Class@hash}, which no person saw.
 */
@ExtendWith(HeadlessFxExtension.class)
class RemovedLinesReadAsShownTest {

    private final NodeReader reader = new NodeReader(UidRegistry.shared());
    private final ChangeTracker tracker = new ChangeTracker(reader);

    @Test
    void nodesWithoutTextReadAsTheirLinesDidNotAsSettingsOrIdentities() {
        Stars stars = onFx(() -> new Stars(4, 5));
        CheckBox box = onFx(() -> {
            CheckBox unlabelled = new CheckBox();
            unlabelled.setFocusTraversable(false);
            return unlabelled;
        });
        ComboBox<Object> decorations = onFx(RemovedLinesReadAsShownTest::decorations);
        VBox sample = onFx(() -> new VBox(new Label("Sample"), stars, box, decorations));
        HeadlessFx.show("Sample", sample, 300, 300);
        List<String> whileShown = onFx(() -> List.of(line(stars), line(box), line(decorations)));
        assertThat(whileShown.get(0)).as("its own values").contains("max=5");
        assertThat(whileShown.get(2)).as("its cell's text, not the item's identity").contains("value=\"Graphic decoration\"")
                .doesNotContain("@");
        ChangeTracker.Before before = onFx(tracker::before);
        OwnMotionTest.asTheAction(tracker, () -> sample.getChildren().clear());
        HeadlessFx.settle();
        Changes removed = onFx(() -> tracker.after(before, List.of()));

        // the focus left with them
        List<String> unfocused = whileShown.stream().map(line -> line.replace(" focused", "")).toList();
        assertThat(removed.removedLines()).as(removed.text()).containsAll(unfocused);
        assertThat(removed.text()).doesNotContain("{", "@", "\"false\"");
    }

    private String line(Node node) {
        return NodeLine.of(reader.summary(node, WindowList.showing()));
    }

    /** A combo box of objects without a text of their own, named by the app's cells. */
    private static ComboBox<Object> decorations() {
        ComboBox<Object> combo = new ComboBox<>();
        Object graphic = new Object();
        combo.getItems().add(graphic);
        combo.setCellFactory(list -> named());
        combo.setButtonCell(named());
        combo.setValue(graphic);
        return combo;
    }

    private static ListCell<Object> named() {
        return new ListCell<>() {
            @Override
            protected void updateItem(Object item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? null : "Graphic decoration");
            }
        };
    }

    /** A rating control from outside JavaFX: its values are its own properties; its skin draws stars. */
    public static final class Stars extends Control {
        private final DoubleProperty rating = new SimpleDoubleProperty(this, "rating");
        private final IntegerProperty max = new SimpleIntegerProperty(this, "max");

        Stars(double rating, int max) {
            this.rating.set(rating);
            this.max.set(max);
            setFocusTraversable(false); // its line compared shown and gone: no focus to lose on the way
        }

        public double getRating() {
            return rating.get();
        }

        public int getMax() {
            return max.get();
        }

        public DoubleProperty ratingProperty() {
            return rating;
        }

        public IntegerProperty maxProperty() {
            return max;
        }

        @Override
        protected Skin<?> createDefaultSkin() {
            return new SkinBase<Stars>(this) {
                {
                    getChildren().add(new Rectangle(80, 16));
                }
            };
        }
    }
}
