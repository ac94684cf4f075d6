package io.github.mcpjavafx.debug.core.recording;

import io.github.mcpjavafx.debug.core.model.QueryRequest;
import io.github.mcpjavafx.debug.core.model.WaitRequest;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.scene.control.Label;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;

/** What showed before an action tells which waits after it prove it: over a real scene whose page an action replaces. */
@ExtendWith(HeadlessFxExtension.class)
class BeforeLookTest {

    @Test
    void aWaitForWhatShowedBeforeTheActionHeldBeforeItAndOneForWhatTheActionBroughtDidNot() {
        BorderPane root = onFx(BorderPane::new);
        Label saved = onFx(() -> {
            Label label = new Label("Saved");
            label.setId("saved");
            label.setVisible(false);
            return label;
        });
        onFx(() -> {
            Label title = new Label("Orders");
            title.setId("title");
            root.setTop(title);
            root.setCenter(new VBox(new Label("Account: Ada"), new Label("Overview page"), saved));
            return null;
        });
        HeadlessFx.show("pages", root, 300, 200);

        BeforeLook before = onFx(BeforeLook::now);
        onFx(() -> { // the action: another page, which shows the same account line as a node of its own
            root.setCenter(new VBox(new Label("Account: Ada"), new Label("Details page"), saved));
            saved.setVisible(true);
            return null;
        });

        assertThat(onFx(() -> before.heldBefore(visible(text("Account", QueryRequest.TextMatch.CONTAINS)))))
                .as("the account line showed before, on the page the action replaced").isTrue();
        assertThat(onFx(() -> before.heldBefore(visible(text("Details page", QueryRequest.TextMatch.EQUALS)))))
                .as("the page the action brought").isFalse();
        assertThat(onFx(() -> before.heldBefore(visible(new QueryRequest.Selector("#saved", null, null, null)))))
                .as("a node that was there but hidden").isFalse();
        assertThat(onFx(() -> before.heldBefore(visible(new QueryRequest.Selector("#title", null, null, null)))))
                .as("a node that showed before as it shows now").isTrue();
        assertThat(onFx(() -> before.heldBefore(new WaitRequest(WaitRequest.Until.HIDDEN, text("Overview",
                QueryRequest.TextMatch.CONTAINS), null, 1000)))).as("only a visible wait is told").isNull();
        assertThat(onFx(() -> before.textBefore(saved))).as("a hidden node showed no text").isNull();
    }

    private static WaitRequest visible(QueryRequest.Selector selector) {
        return new WaitRequest(WaitRequest.Until.VISIBLE, selector, null, 1000);
    }

    private static QueryRequest.Selector text(String text, QueryRequest.TextMatch match) {
        return new QueryRequest.Selector(null, text, match, null);
    }
}
