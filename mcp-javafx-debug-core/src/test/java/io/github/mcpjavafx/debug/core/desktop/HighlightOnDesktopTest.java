package io.github.mcpjavafx.debug.core.desktop;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.core.UiEngine;
import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.HighlightRequest;
import io.github.mcpjavafx.debug.core.model.PerformRequest;
import io.github.mcpjavafx.debug.core.model.Target;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.geometry.Bounds;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.TextField;
import javafx.scene.layout.Background;
import javafx.scene.layout.BackgroundFill;
import javafx.scene.layout.CornerRadii;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * On X without a compositor, a highlight and the action flash leave the app visible: the screen's
 * pixels over the outlined nodes are the same with the highlight on as without it, while the outline
 * shows beside them.
 */
@Tag("desktop")
@ExtendWith(HeadlessFxExtension.class)
class HighlightOnDesktopTest {

    private static final Color OUTLINE = Color.rgb(0xE6, 0x00, 0x7A);

    private final UiEngine engine = new UiEngine(McpJavafxConfig.builder().highlightActions(true).build());

    @AfterEach
    void close() {
        engine.close();
    }

    @Test
    void theNodesUnderAHighlightLookTheSameWithItAsWithout() {
        Button save = onFx(() -> new Button("Save the order"));
        TextField customer = onFx(() -> new TextField("Ada Lovelace"));
        VBox form = onFx(() -> {
            VBox box = new VBox(24, customer, save);
            box.setPadding(new Insets(30));
            box.setBackground(new Background(new BackgroundFill(Color.rgb(40, 90, 160), CornerRadii.EMPTY, Insets.EMPTY)));
            return box;
        });
        Desktop.awaitOnScreen(HeadlessFx.show("Orders", form, 400, 250));
        int[] customerBefore = Desktop.pixelsOver(customer);
        int[] saveBefore = Desktop.pixelsOver(save);
        Bounds saveAt = onFx(() -> save.localToScreen(save.getLayoutBounds()));
        Bounds customerAt = onFx(() -> customer.localToScreen(customer.getLayoutBounds()));

        engine.highlight(new HighlightRequest(null, true, null, 10_000));
        Desktop.awaitColor("the outline shows beside the button", saveAt.getMinX() - 3, saveAt.getCenterY(), OUTLINE);
        Desktop.awaitColor("the outline shows beside the field", customerAt.getMinX() - 3, customerAt.getCenterY(),
                OUTLINE);

        assertThat(Desktop.differing(saveBefore, Desktop.pixelsOver(save))).as("pixels changed over the button")
                .isZero();
        assertThat(Desktop.differing(customerBefore, Desktop.pixelsOver(customer))).as("pixels changed over the field")
                .isZero();
    }

    @Test
    void theFlashBeforeAClickLeavesItsTargetVisible() {
        Button go = onFx(() -> {
            Button button = new Button("Go");
            button.setId("go");
            button.setFocusTraversable(false); // no focus ring: the pixels before and after compare alike
            return button;
        });
        VBox box = onFx(() -> {
            VBox b = new VBox(go);
            b.setPadding(new Insets(40));
            return b;
        });
        Desktop.awaitOnScreen(HeadlessFx.show("Flash", box, 300, 200));
        Bounds at = onFx(() -> go.localToScreen(go.getLayoutBounds()));

        engine.perform(PerformRequest.of(ActionSpec.focus(Target.css("#go"))));
        Desktop.awaitColor("the flash shows beside the button", at.getMinX() - 3, at.getCenterY(), OUTLINE);
        Color inside = Desktop.colorAt(at.getCenterX(), at.getMinY() + 3);

        assertThat(inside).as("the button's own face inside the flash, not a window over it").isNotEqualTo(Color.WHITE)
                .isNotEqualTo(Color.BLACK).isNotEqualTo(OUTLINE);
    }
}
