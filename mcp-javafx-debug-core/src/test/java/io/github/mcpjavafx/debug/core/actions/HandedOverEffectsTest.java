package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.PerformResult;
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
import java.util.concurrent.atomic.AtomicBoolean;

import static io.github.mcpjavafx.debug.core.actions.PerformCalls.css;
import static io.github.mcpjavafx.debug.core.actions.PerformCalls.perform;
import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * What the app does a moment after an action, from {@code Platform.runLater}, is the action's late effect and is in
 * its answer: an auto-complete field that fetches its suggestions on a thread of its own and shows them in a popup
 * from there (ControlsFX's {@code AutoCompletionBinding}), every time, on a quiet machine and on a loaded one.
 */
@ExtendWith(HeadlessFxExtension.class)
class HandedOverEffectsTest {

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
        for (int run = 0; run < 5; run++) {
            answers.add(typeCo(field, suggestions));
        }
        AtomicBoolean loaded = new AtomicBoolean(true);
        List<Thread> load = new ArrayList<>();
        for (int core = 0; core < Runtime.getRuntime().availableProcessors(); core++) {
            Thread busy = new Thread(() -> {
                long spin = 0;
                while (loaded.get()) {
                    spin++;
                }
            }, "load-" + core);
            busy.setDaemon(true);
            busy.start();
            load.add(busy);
        }
        try {
            for (int run = 0; run < 5; run++) {
                answers.add(typeCo(field, suggestions));
            }
        } finally {
            loaded.set(false);
            for (Thread busy : load) {
                busy.join();
            }
        }

        assertThat(answers.get(0)).as("the answer to typing \"Co\"")
                .contains("opened Popup[1] Popup owner=0")
                .contains("ListCell u-? \"Cola\"").contains("ListCell u-? \"Coca Cola\"").contains("ListCell u-? \"Costa\"")
                .doesNotContain("Lemonade");
        assertThat(answers).as("ten runs, five of them with every core busy").containsOnly(answers.get(0));
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
     * A popup of suggestions filled from a thread each change of the field's text starts: it waits 50 ms (a lookup)
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
                    Thread.sleep(50);
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
