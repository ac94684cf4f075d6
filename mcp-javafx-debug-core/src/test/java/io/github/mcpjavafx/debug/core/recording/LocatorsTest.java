package io.github.mcpjavafx.debug.core.recording;

import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

import static org.assertj.core.api.Assertions.assertThat;

/** Each locator finds its node again through TestFX's own lookup, and prefers what survives change. */
class LocatorsTest {

    private final FxRobot testFx = new FxRobot();
    private Stage stage;
    private Label status;
    private Button save;
    private Button okLeft;
    private Button okRight;
    private Label second;
    private Label inForm;

    @BeforeEach
    void show() {
        HeadlessFx.closeAllWindows();
        status = new Label("Ready");
        status.setId("status");
        save = new Button("Save");
        okLeft = new Button("OK");
        okRight = new Button("OK");
        Label first = new Label("first");
        second = new Label("second");
        inForm = new Label("inside");
        HBox form = new HBox(inForm);
        form.setId("form");
        Label twinA = new Label("a");
        twinA.setId("twin");
        Label twinB = new Label("b");
        twinB.setId("twin");
        stage = HeadlessFx.show("Locators", new VBox(status, save, new HBox(okLeft, okRight), new HBox(first, second),
                form, twinA, twinB), 400, 300);
    }

    @AfterEach
    void close() {
        HeadlessFx.closeAllWindows();
    }

    @Test
    void aUniqueIdWins() {
        assertThat(locate(status, true)).isEqualTo(Locator.unique("#status"));
        assertFoundByTestFx(status);
    }

    @Test
    void aUniqueTextNamesAButtonWithoutId() {
        assertThat(locate(save, true)).isEqualTo(Locator.unique("Save"));
        assertThat(locate(save, false).isCss()).isTrue();
        assertFoundByTestFx(save);
    }

    @Test
    void twinsAreTellApartByTheirRankOnACssPath() {
        Locator right = locate(okRight, true);
        assertThat(right.query()).isEqualTo(".root > HBox > Button");
        assertThat(right.nth()).isEqualTo(1);
        assertFoundByTestFx(okRight);
        assertFoundByTestFx(okLeft);
        assertFoundByTestFx(second);
    }

    @Test
    void aPathStartsAtTheNearestAncestorWithAUniqueIdAndADuplicateIdIsNoAnchor() {
        assertThat(locate(inForm, false)).isEqualTo(Locator.unique("#form > Label"));
        Node twinB = HeadlessFx.onFx(() -> stage.getScene().getRoot().lookupAll("#twin").toArray(Node[]::new)[1]);
        assertThat(locate(twinB, true).query()).doesNotStartWith("#twin");
        assertFoundByTestFx(twinB);
    }

    private Locator locate(Node node, boolean byText) {
        return HeadlessFx.onFx(() -> Locators.of(node, byText));
    }

    /** What the exported test will run: {@code lookup(query).nth(n)}, with both the text and the css reading. */
    private void assertFoundByTestFx(Node node) {
        for (boolean byText : new boolean[] {true, false}) {
            Locator locator = locate(node, byText);
            Node found = testFx.lookup(locator.query()).nth(locator.nth()).query();
            assertThat(found).as(locator.toString()).isSameAs(node);
        }
    }
}
