package io.github.mcpjavafx.debug.core.capture;

import io.github.mcpjavafx.debug.SnapshotOptions;
import io.github.mcpjavafx.debug.core.model.SnapshotRequest;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import io.github.mcpjavafx.debug.testsupport.Await;
import javafx.scene.Node;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.lang.ref.WeakReference;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

@ExtendWith(HeadlessFxExtension.class)
class UidLifetimeTest {

    private static final int BATCH = 10_000;
    private static final int BATCHES = 10;

    private final UidRegistry uids = new UidRegistry();
    private final SceneSnapshotter snapshotter = new SceneSnapshotter(uids, SnapshotOptions.defaults(), HeadlessFx.TIMEOUT_MS);

    @Test
    void aNodeGivenAnotherNodesPropertiesGetsAUidOfItsOwn() {
        GridPane form = HeadlessFx.onFx(() -> new GridPane());
        HeadlessFx.show("Sample", form, 300, 200);
        String formUid = HeadlessFx.onFx(() -> uids.uidOf(form));

        // as ControlsFX's decorator puts a pane in the root's place: the old root's properties copied to the new one
        StackPane decorations = HeadlessFx.onFx(() -> {
            StackPane pane = new StackPane();
            pane.getProperties().putAll(form.getProperties());
            form.getScene().setRoot(pane);
            pane.getChildren().add(form);
            return pane;
        });
        String text = snapshotter.snapshot(SnapshotRequest.compact()).text();

        String paneUid = HeadlessFx.onFx(() -> uids.uidOf(decorations));
        assertThat(paneUid).isNotEqualTo(formUid);
        assertThat(HeadlessFx.onFx(() -> uids.uidOf(form))).as("the first node keeps its uid").isEqualTo(formUid);
        assertThat(HeadlessFx.onFx(() -> uids.find(paneUid).orElseThrow())).isSameAs(decorations);
        assertThat(text).contains("StackPane " + paneUid, "GridPane " + formUid);
    }

    @Test
    void replacedNodesAreCollectedAndTheirUidsDropped() {
        VBox container = new VBox();
        HeadlessFx.show("Churn", new VBox(container), 400, 300);
        WeakReference<Node> firstRemoved = null;

        for (int batch = 0; batch < BATCHES; batch++) {
            HeadlessFx.onFx(() -> {
                List<Node> fresh = new ArrayList<>(BATCH);
                for (int i = 0; i < BATCH; i++) {
                    fresh.add(new Region()); // plain nodes: the toolkit's own cost for 100k controls would dominate
                }
                container.getChildren().setAll(fresh);
                return null;
            });
            snapshotter.snapshot(SnapshotRequest.compact());
            if (firstRemoved == null) {
                firstRemoved = new WeakReference<>(HeadlessFx.onFx(() -> container.getChildren().get(0)));
            }
        }
        HeadlessFx.onFx(() -> {
            container.getChildren().clear();
            return null;
        });
        HeadlessFx.settle();

        WeakReference<Node> removed = firstRemoved;
        Await.await("the removed nodes collected", Duration.ofSeconds(5), () -> {
            if (removed.get() == null && liveCount() <= BATCH) {
                return true;
            }
            System.gc();
            return false;
        });
        assertThat(firstRemoved.get()).isNull();
        assertThat(liveCount()).isLessThan(BATCH); // 100,000 uids were issued
    }

    private int liveCount() {
        return HeadlessFx.onFx(uids::liveCount);
    }
}
