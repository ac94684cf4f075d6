package io.github.mcpjavafx.debug.core.capture;

import io.github.mcpjavafx.debug.SnapshotOptions;
import io.github.mcpjavafx.debug.core.model.ErrorCode;
import io.github.mcpjavafx.debug.core.model.QueryRequest;
import io.github.mcpjavafx.debug.core.model.SnapshotRequest;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.model.UiRef;
import io.github.mcpjavafx.debug.core.query.QueryService;
import io.github.mcpjavafx.debug.core.scene.RefResolver;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.scene.WindowList;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.PasswordField;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** What an agent may and may not see: secrets stay hidden, an application's own content does not. */
@ExtendWith(HeadlessFxExtension.class)
class AgentVisibleContentTest {

    private final SceneSnapshotter snapshots = new SceneSnapshotter(UidRegistry.shared(), SnapshotOptions.defaults(), 5000);
    private final QueryService queries = new QueryService(UidRegistry.shared(), 5000);

    @BeforeEach
    void show() {
        HeadlessFx.show("Login", onFx(() -> {
            PasswordField pin = new PasswordField();
            pin.setId("pin");
            pin.setText("hunter2");
            Button clear = new Button("ClearInside");
            clear.setId("clear");
            Label search = new Label("Search", clear);
            search.setId("search");
            return new VBox(pin, search);
        }), 300, 200);
    }

    @Test
    void passwordFieldShowsBulletsNeverItsText() {
        String text = snapshots.snapshot(SnapshotRequest.compact()).text();
        assertThat(text).contains("PasswordField#pin").contains("text=\"•••••••\"").doesNotContain("hunter2");
        assertThat(queries.query(QueryRequest.css("#pin")).text()).doesNotContain("hunter2");
        assertThat(queries.query(QueryRequest.text("hunter", QueryRequest.TextMatch.CONTAINS)).total()).isZero();
    }

    @Test
    void labelGraphicIsPartOfTheTreeAndSearchable() {
        String text = snapshots.snapshot(SnapshotRequest.compact()).text();
        assertThat(text).containsPattern("Label#search u-\\w+ \"Search\"\\n\\s+Button#clear u-\\w+ \"ClearInside\"");
        assertThat(queries.query(QueryRequest.text("ClearInside", QueryRequest.TextMatch.EQUALS)).total()).isEqualTo(1);
    }

    @Test
    void pathWithAnAbsurdIndexIsNotFoundRatherThanABug() {
        RefResolver refs = new RefResolver(UidRegistry.shared());
        assertThatThrownBy(() -> onFx(() -> refs.resolve(new UiRef(null, "/stages[99999999999]/scene/root"),
                WindowList.showing())))
                .isInstanceOfSatisfying(UiException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.MCP_UI_NODE_NOT_FOUND));
    }
}
