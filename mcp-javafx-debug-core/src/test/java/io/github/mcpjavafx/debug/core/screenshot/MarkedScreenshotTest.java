package io.github.mcpjavafx.debug.core.screenshot;

import io.github.mcpjavafx.debug.SnapshotOptions;
import io.github.mcpjavafx.debug.core.capture.SceneSnapshotter;
import io.github.mcpjavafx.debug.core.marks.InteractiveMarks;
import io.github.mcpjavafx.debug.core.model.ScreenshotRequest;
import io.github.mcpjavafx.debug.core.model.ScreenshotResult;
import io.github.mcpjavafx.debug.core.model.ScreenshotResult.Mark;
import io.github.mcpjavafx.debug.core.model.SnapshotRequest;
import io.github.mcpjavafx.debug.core.model.Target;
import io.github.mcpjavafx.debug.core.query.NodeQueries;
import io.github.mcpjavafx.debug.core.query.TargetResolver;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.layout.Pane;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.regex.MatchResult;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;

import static org.assertj.core.api.Assertions.assertThat;

@ExtendWith(HeadlessFxExtension.class)
class MarkedScreenshotTest {

    private static final Pattern UID = Pattern.compile("\\bu-[0-9a-z]+\\b");
    private static final int BADGE = 0xFFFFE000;

    private final SceneSnapshotter snapshots = new SceneSnapshotter(UidRegistry.shared(), SnapshotOptions.defaults(),
            HeadlessFx.TIMEOUT_MS);
    private final ScreenshotTaker taker = new ScreenshotTaker(new TargetResolver(UidRegistry.shared(), new NodeQueries()),
            UidRegistry.shared(), new InteractiveMarks(snapshots, UidRegistry.shared()), HeadlessFx.TIMEOUT_MS);

    @Test
    void marksAreExactlyTheNodesOfTheInteractiveView() {
        Button hidden = new Button("Hidden");
        hidden.setVisible(false);
        HeadlessFx.show("Form", new VBox(8, new Label("Name"), new TextField(), new Button("Save"), hidden,
                new VBox(new Button("Inner"))), 400, 300);
        String view = snapshots.snapshot(new SnapshotRequest(null, 0, null, true, null, null, null, null, null)).text();

        ScreenshotResult shot = taker.take(new ScreenshotRequest(0, null, null, null, true));

        assertThat(shot.marks()).extracting(Mark::uid).containsExactlyElementsOf(
                UID.matcher(view).results().map(MatchResult::group).toList()).hasSize(3);
        assertThat(shot.marks()).extracting(Mark::line).anyMatch(line -> line.startsWith("Button u-")
                && line.endsWith("\"Save\""));
        assertThat(shot.text()).contains("3 marks");
    }

    @Test
    void marksAreDrawnAfterTheDownscaleInTheReturnedPixels() throws IOException {
        Button button = fixed(new Button("Go"), 100, 40);
        button.relocate(400, 300);
        HeadlessFx.show("Wide", new Pane(button), 800, 600);

        ScreenshotResult shot = taker.take(new ScreenshotRequest(null, null, null, 400, true));

        assertThat(shot.width()).isEqualTo(400);
        Mark mark = shot.marks().get(0);
        assertThat(new int[]{mark.x(), mark.y(), mark.width(), mark.height()}).containsExactly(200, 150, 50, 20);
        BufferedImage picture = decode(shot);
        assertThat(picture.getRGB(mark.x() + 3, mark.y() - 3)).as("the badge's yellow, just above the box").isEqualTo(BADGE);
        assertThat(picture.getRGB(mark.x() + 3, mark.y() + 3)).as("the box's corner, not covered").isNotEqualTo(BADGE);
    }

    @Test
    void aBadgeAtTheWindowsTopEdgeGoesBesideItsNodeNotOnItsText() throws IOException {
        Button first = fixed(new Button("File"), 60, 24);
        Button second = fixed(new Button("Help"), 60, 24);
        second.relocate(100, 0);
        HeadlessFx.show("Menu-like", new Pane(first, second), 300, 200);

        ScreenshotResult shot = taker.take(new ScreenshotRequest(null, null, null, null, true));

        BufferedImage picture = decode(shot);
        for (Mark mark : shot.marks()) {
            assertThat(picture.getRGB(mark.x() + mark.width() / 2, mark.y() + mark.height() / 2))
                    .as("the middle of " + mark.line()).isNotEqualTo(BADGE);
        }
        Mark help = shot.marks().get(1);
        assertThat(picture.getRGB(help.x() - 3, help.y() + 3)).as("Help's badge, left of it").isEqualTo(BADGE);
        Mark file = shot.marks().get(0);
        assertThat(picture.getRGB(file.x() + 3, file.y() + file.height() + 3)).as("File's badge, below it")
                .isEqualTo(BADGE);
    }

    @Test
    void nodesScrolledOutOfViewGetNoMarkAndMarksStayInsideTheViewport() {
        VBox rows = new VBox();
        for (int i = 0; i < 30; i++) {
            rows.getChildren().add(fixed(new Button("Row " + i), 120, 30));
        }
        ScrollPane scroller = new ScrollPane(rows);
        scroller.setPrefSize(200, 150);
        HeadlessFx.show("Scrolled", new VBox(scroller), 200, 150);

        ScreenshotResult shot = taker.take(new ScreenshotRequest(null, null, null, null, true));

        assertThat(shot.marks()).extracting(Mark::line)
                .anyMatch(line -> line.contains("\"Row 0\"")).noneMatch(line -> line.contains("\"Row 20\""));
        assertThat(shot.marks()).allSatisfy(mark -> assertThat(mark.y() + mark.height()).isLessThanOrEqualTo(150));
    }

    @Test
    void aNodeTargetsMarksAreItsOwnNodesPlacedInItsPicture() {
        Button inside = fixed(new Button("In"), 60, 30);
        inside.relocate(10, 20);
        Pane form = new Pane(inside);
        form.setId("form");
        form.setPrefSize(200, 100);
        form.relocate(50, 60);
        Button outside = fixed(new Button("Out"), 60, 30);
        outside.relocate(300, 200);
        HeadlessFx.show("Nested", new Pane(form, outside), 500, 400);

        ScreenshotResult shot = taker.take(new ScreenshotRequest(null, Target.css("#form"), null, null, true));

        assertThat(shot.marks()).hasSize(1);
        Mark mark = shot.marks().get(0);
        assertThat(mark.line()).contains("\"In\"");
        assertThat(new int[]{mark.x(), mark.y(), mark.width(), mark.height()}).containsExactly(10, 20, 60, 30);
    }

    @Test
    void withoutMarksThePictureIsByteForByteThePlainOne() {
        // no text field: its caret blinks, and two pictures of it differ by themselves
        HeadlessFx.show("Form", new VBox(8, new Button("Open"), new Button("Save")), 400, 300);

        ScreenshotResult absent = taker.take(new ScreenshotRequest(null, null, null, null, null));
        ScreenshotResult off = taker.take(new ScreenshotRequest(null, null, null, null, false));
        ScreenshotResult on = taker.take(new ScreenshotRequest(null, null, null, null, true));

        assertThat(off.data()).isEqualTo(absent.data());
        assertThat(absent.marks()).isNull();
        assertThat(on.data()).isNotEqualTo(absent.data());
    }

    @Test
    void marksBeyondTheResultBudgetAreDrawnButOnlyCounted() {
        VBox buttons = new VBox();
        for (int i = 0; i < 20; i++) {
            buttons.getChildren().add(new Button("Button number " + i));
        }
        HeadlessFx.show("Many", buttons, 300, 700);
        ScreenshotTaker small = new ScreenshotTaker(new TargetResolver(UidRegistry.shared(), new NodeQueries()),
                UidRegistry.shared(), new InteractiveMarks(snapshots, UidRegistry.shared(), 1_000), HeadlessFx.TIMEOUT_MS);

        ScreenshotResult shot = small.take(new ScreenshotRequest(null, null, null, null, true));

        assertThat(shot.marks()).isNotEmpty();
        assertThat(shot.marks().size() + shot.moreMarks()).isEqualTo(20);
        assertThat(shot.text()).contains("20 marks", "… " + shot.moreMarks() + " more marks not listed");
        assertThat(shot.text().length()).isLessThan(1_000);
    }

    private static Button fixed(Button button, double width, double height) {
        button.setMinSize(width, height);
        button.setPrefSize(width, height);
        button.setMaxSize(width, height);
        return button;
    }

    private static BufferedImage decode(ScreenshotResult shot) throws IOException {
        return ImageIO.read(new ByteArrayInputStream(shot.data()));
    }
}
