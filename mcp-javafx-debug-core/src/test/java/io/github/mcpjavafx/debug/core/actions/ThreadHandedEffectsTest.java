package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.PerformResult;
import io.github.mcpjavafx.debug.core.support.EveryCoreBusy;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.application.Platform;
import javafx.collections.FXCollections;
import javafx.geometry.Bounds;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.layout.VBox;
import javafx.stage.Popup;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.ArrayList;
import java.util.List;

import static io.github.mcpjavafx.debug.core.actions.PerformCalls.css;
import static io.github.mcpjavafx.debug.core.actions.PerformCalls.perform;
import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * What a thread the action's handling started hands back to the FX thread a moment later, from
 * {@code Platform.runLater}, is the action's late effect and is in its answer: an auto-complete field that fetches its
 * suggestions on a thread of its own and shows them in a popup from there (ControlsFX's
 * {@code AutoCompletionBinding}), ten times in a row on a quiet machine and ten with every core busy.
 */
@ExtendWith(HeadlessFxExtension.class)
class ThreadHandedEffectsTest {

    private static final int RUNS = 10;
    private static final List<String> DRINKS = List.of("Cola", "Coca Cola", "Costa", "Lemonade");

    @Test
    void suggestionsShownFromABackgroundThreadAreTheTypingsEffectQuietOrLoaded() throws Exception {
        TextField field = onFx(() -> {
            TextField f = new TextField();
            f.setId("drink");
            return f;
        });
        HeadlessFx.show("Order", new VBox(field), 300, 200);
        Popup suggestions = onFx(() -> suggestionsFor(field));

        List<String> answers = new ArrayList<>();
        for (int run = 0; run < RUNS; run++) {
            answers.add(typeCo(field, suggestions));
        }
        try (EveryCoreBusy load = EveryCoreBusy.start()) {
            for (int run = 0; run < RUNS; run++) {
                answers.add(typeCo(field, suggestions));
            }
            assertThat(load.spins()).as("the load ran").isPositive();
        }

        assertThat(answers.get(0)).as("the answer to typing \"Co\"")
                .contains("opened Popup[1] Popup owner=0")
                .contains("ListCell u-? \"Cola\"").contains("ListCell u-? \"Coca Cola\"").contains("ListCell u-? \"Costa\"")
                .doesNotContain("Lemonade");
        assertThat(answers).as("twenty runs, ten of them with every core busy").containsOnly(answers.get(0));
    }

    /** Types "Co" into a cleared field whose suggestions are closed; the answer with uids left out. */
    private static String typeCo(TextField field, Popup suggestions) {
        onFx(() -> {
            suggestions.hide();
            field.clear();
            return null;
        });
        HeadlessFx.settle();
        PerformResult typed = perform(new ActionSpec.TypeText("Co", css("#drink")));
        return typed.text().replaceAll("u-\\w+", "u-?");
    }

    /**
     * A popup of suggestions filled from a thread each change of the field's text starts: it waits 200 ms (a lookup)
     * and shows them from {@code runLater}, as ControlsFX's auto-completion does. FX thread.
     */
    private static Popup suggestionsFor(TextField field) {
        Popup popup = new Popup();
        ListView<String> list = new ListView<>(FXCollections.observableArrayList());
        list.setPrefSize(150, 120);
        popup.getContent().add(list);
        field.textProperty().addListener((o, was, typed) -> {
            if (typed.isEmpty()) {
                return;
            }
            Thread fetch = new Thread(() -> {
                try {
                    Thread.sleep(200);
                } catch (InterruptedException stopped) {
                    return;
                }
                List<String> found = DRINKS.stream().filter(d -> d.toLowerCase().startsWith(typed.toLowerCase())).toList();
                Platform.runLater(() -> {
                    list.getItems().setAll(found);
                    if (!popup.isShowing() && field.getScene() != null) {
                        Bounds at = field.localToScreen(field.getBoundsInLocal());
                        popup.show(field, at.getMinX(), at.getMaxY());
                    }
                });
            }, "fetch-suggestions");
            fetch.setDaemon(true);
            fetch.start();
        });
        return popup;
    }
}
