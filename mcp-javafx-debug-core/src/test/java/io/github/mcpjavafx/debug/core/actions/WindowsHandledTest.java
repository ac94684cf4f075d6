package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.looks.Sight;
import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.ErrorCode;
import io.github.mcpjavafx.debug.core.model.PerformResult;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.scene.WindowList;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.concurrent.atomic.AtomicInteger;

import static io.github.mcpjavafx.debug.core.actions.PerformCalls.failure;
import static io.github.mcpjavafx.debug.core.actions.PerformCalls.perform;
import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A window handled as a person handles it ({@code window}): resized (headless too) with its layout settled
 * and the texts the new size cuts named, moved, maximized, and closed through its close request, which runs
 * the app's {@code onCloseRequest} and which the app may veto. Bad input changes nothing.
 */
@ExtendWith(HeadlessFxExtension.class)
class WindowsHandledTest {

    private Stage stage;
    private Label customer;
    private final AtomicInteger closeRequests = new AtomicInteger();

    @BeforeEach
    void showAForm() {
        HeadlessFx.closeAllWindows();
        customer = onFx(() -> {
            Label label = new Label("Customer name and billing address");
            label.setId("customer");
            return label;
        });
        VBox form = onFx(() -> new VBox(8, new HBox(8, customer, new TextField()), new Label("OK")));
        stage = HeadlessFx.show("Orders", form, 640, 300);
        onFx(() -> {
            stage.setOnCloseRequest(event -> closeRequests.incrementAndGet());
            return null;
        });
    }

    @Test
    void aResizeSettlesTheLayoutAndNamesTheTextsItCuts() {
        assertThat(onFx(() -> Sight.cut(customer))).as("the whole text shows at first").isNull();

        PerformResult result = perform(ActionSpec.resize(null, 260, 200));

        assertThat(onFx(stage::getWidth)).isEqualTo(260.0);
        assertThat(onFx(stage::getHeight)).isEqualTo(200.0);
        assertThat(onFx(() -> Sight.cut(customer))).as("the label shows less than its text").startsWith("its text is cut");
        assertThat(result.text()).contains("#0 window 260x200: ok, Stage[0] \"Orders\" 260x200 at 100,100 (was 640x300 at 100,100)",
                "; 1 text cut: Label#customer ", "\"Customer name and billing address\" (shows \"", "\") (it needs ");
        assertThat(result.text()).doesNotContain("Label u-").as("OK fits");

        PerformResult wider = perform(ActionSpec.resize(0, 900, 300));
        assertThat(onFx(() -> Sight.cut(customer))).isNull();
        assertThat(wider.text()).contains("Stage[0] \"Orders\" 900x300 at 100,100 (was 260x200 at 100,100); no text is cut");
    }

    /** A person's drag stops at the window's minimum: so does the resize, and the result says what stopped it. */
    @Test
    void aSizeBelowTheWindowsMinimumStopsThereAndSaysWhy() {
        onFx(() -> {
            stage.setMinWidth(500);
            stage.setMaximized(true);
            return null;
        });
        HeadlessFx.settle();

        PerformResult result = perform(ActionSpec.resize(null, 300, 200));

        assertThat(onFx(stage::isMaximized)).as("restored first, as a person does").isFalse();
        assertThat(onFx(stage::getWidth)).isEqualTo(500.0);
        assertThat(onFx(() -> stage.getScene().getWidth())).as("the scene follows the window").isEqualTo(500.0);
        assertThat(result.text()).contains("#0 window 300x200: ok, Stage[0] \"Orders\" 500x200 at ",
                "; not 300x200: the window's minWidth is 500");
    }

    @Test
    void aWindowIsMovedAndMaximizedAndRestored() {
        PerformResult moved = perform(new ActionSpec.Window(null, null, null, 30.0, 40.0, null, null));
        assertThat(onFx(stage::getX)).isEqualTo(30.0);
        assertThat(onFx(stage::getY)).isEqualTo(40.0);
        assertThat(moved.text()).contains("#0 window to 30,40: ok, Stage[0] \"Orders\" 640x300 at 30,40");

        PerformResult maximized = perform(new ActionSpec.Window(null, null, null, null, null, true, null));
        assertThat(onFx(stage::isMaximized)).isTrue();
        assertThat(maximized.text()).contains("#0 window maximize: ok, ", " maximized");

        perform(new ActionSpec.Window(null, null, null, null, null, false, null));
        assertThat(onFx(stage::isMaximized)).isFalse();
    }

    @Test
    void aCloseRunsTheAppsCloseRequestAndTheWindowCloses() {
        PerformResult result = perform(ActionSpec.close(0));

        assertThat(closeRequests).hasValue(1);
        assertThat(onFx(stage::isShowing)).isFalse();
        assertThat(result.text()).contains("#0 window close: ok, Stage[0] \"Orders\" closed", "closed Stage[0] \"Orders\"");
    }

    @Test
    void aCloseTheAppVetoesIsReportedAndTheWindowStays() {
        onFx(() -> {
            stage.setOnCloseRequest(event -> {
                closeRequests.incrementAndGet();
                event.consume(); // "you have unsaved changes"
            });
            return null;
        });

        PerformResult result = perform(ActionSpec.close(null));

        assertThat(closeRequests).hasValue(1);
        assertThat(onFx(stage::isShowing)).isTrue();
        assertThat(result.text()).contains("#0 window close: ok, but Stage[0] \"Orders\" stays open: the app's "
                + "onCloseRequest consumed the close request (vetoed it)");
    }

    @Test
    void badInputIsRefusedAndChangesNothing() {
        UiException unknown = failure(ActionSpec.resize(7, 300, 200));
        UiException negative = failure(ActionSpec.resize(null, 300, 200), ActionSpec.resize(null, -5, 200));
        UiException nothing = failure(new ActionSpec.Window(0, null, null, null, null, null, null));
        UiException closeAndSize = failure(new ActionSpec.Window(0, 300, null, null, null, null, true));
        UiException tooLarge = failure(ActionSpec.resize(null, 300, 200), ActionSpec.resize(null, 5000, 600));

        assertThat(unknown.code()).isEqualTo(ErrorCode.MCP_UI_NO_STAGES);
        assertThat(unknown.getMessage()).contains("There is no window 7; 1 window(s) are showing (0..0)");
        assertThat(negative.code()).isEqualTo(ErrorCode.MCP_UI_INVALID_ARGUMENT);
        assertThat(negative.getMessage()).contains("Action 1 (window) has width -5; a window's size is from 1 to",
                "Nothing was run.");
        assertThat(negative.details()).containsEntry("argument", "actions[1].width");
        assertThat(nothing.getMessage()).contains("needs width and height, x and y, maximized, or close: true");
        assertThat(closeAndSize.getMessage()).contains("close takes true, alone");
        assertThat(tooLarge.code()).isEqualTo(ErrorCode.MCP_UI_INVALID_ARGUMENT);
        assertThat(tooLarge.getMessage()).contains("Action 1 (window) has width 5000, larger than the screen, 1280x800; "
                + "Monocle's headless screen is as large as the app's -Dheadless.geometry=WxH-depth says", "Nothing was run.");
        assertThat(tooLarge.details()).containsEntry("argument", "actions[1].width");
        assertThat(onFx(stage::getWidth)).as("nothing was resized").isEqualTo(640.0);
        assertThat(onFx(() -> WindowList.showing().size())).isEqualTo(1);
        assertThat(closeRequests).hasValue(0);
    }
}
