package io.github.mcpjavafx.debug.core.changes;

import io.github.mcpjavafx.debug.core.capture.NodeReader;
import io.github.mcpjavafx.debug.core.model.Changes;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.PasswordField;
import javafx.scene.control.Skin;
import javafx.scene.control.SkinBase;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.List;

import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A form that comes lists each control once: a skin's text that writes what its control's line says (a password
 * field's prompt, a switch's "Off") is counted, not listed again beside it.
 */
@ExtendWith(HeadlessFxExtension.class)
class RepeatedSkinTextsTest {

    private final NodeReader reader = new NodeReader(UidRegistry.shared());
    private final ChangeTracker tracker = new ChangeTracker(reader);

    @Test
    void aSkinTextRepeatingItsControlIsNotListedAsAddedAgain() {
        VBox form = onFx(VBox::new);
        HeadlessFx.show("Login", form, 300, 200);
        ChangeTracker.Before before = onFx(tracker::before);
        OwnMotionTest.asTheAction(tracker, () -> {
            PasswordField password = new PasswordField();
            password.setPromptText("Password");
            form.getChildren().setAll(new Label("Sign in"), password, new Switch("Off"),
                    new StackPane(new Text("Password")));
        });
        HeadlessFx.settle();
        Changes added = onFx(() -> tracker.after(before, List.of()));

        assertThat(added.addedLines()).as(added.text())
                .anyMatch(line -> line.startsWith("PasswordField ") && line.contains("prompt=\"Password\""))
                .anyMatch(line -> line.startsWith("Switch ") && line.contains("\"Off\""))
                .anyMatch(line -> line.startsWith("Label ") && line.contains("\"Sign in\""))
                .as("a text of the app's own, not a skin's, is listed though it says the same")
                .anyMatch(line -> line.startsWith("Text ") && line.contains("\"Password\""))
                .noneMatch(line -> line.startsWith("Label ") && line.contains("\"Off\""));
        assertThat(added.addedLines().stream().filter(line -> line.contains("\"Password\"")).count())
                .as(added.text()).isEqualTo(2);
    }

    /** A control from outside JavaFX whose skin writes its text in a label of its own. */
    static final class Switch extends Labeled {

        Switch(String text) {
            super(text);
        }

        @Override
        protected Skin<?> createDefaultSkin() {
            return new SkinBase<>(this) {
                {
                    getChildren().add(new Label(getSkinnable().getText()));
                }
            };
        }
    }
}
