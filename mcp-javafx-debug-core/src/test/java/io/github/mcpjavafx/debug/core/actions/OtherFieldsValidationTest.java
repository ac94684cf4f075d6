package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.Changes;
import io.github.mcpjavafx.debug.core.model.PerformResult;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import io.github.mcpjavafx.debug.core.support.ValidatedForm;
import javafx.scene.control.Control;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import tools.jackson.databind.json.JsonMapper;

import java.util.List;

import static io.github.mcpjavafx.debug.core.actions.PerformCalls.perform;
import static io.github.mcpjavafx.debug.core.actions.PerformCalls.ref;
import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The first edit of a form validated as ControlsFX's ValidationSupport does it shows every invalid field's error,
 * each an icon in a layer above the form: the action's changes name each of those fields with the message the app
 * shows over it, in the text block and in the structured result alike, and the count of changes is the lines listed.
 */
@ExtendWith(HeadlessFxExtension.class)
class OtherFieldsValidationTest {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    @Test
    void typingIntoARequiredFieldAndEmptyingItTellsTheOtherFieldsErrorsItShowed() {
        ValidatedForm form = onFx(ValidatedForm::new);
        HeadlessFx.show("Sign up", form, 400, 300);

        PerformResult result = perform(ActionSpec.setText(ref(form.name()), "Ada"),
                ActionSpec.setText(ref(form.name()), ""));

        Changes changes = result.changes();
        String structured = JSON.writeValueAsString(result.structured()).replace("\\\"", "\"");
        for (Control field : List.of(form.name(), form.city(), form.terms())) {
            String shown = onFx(() -> form.shownMessage(field));
            assertThat(shown).as("the app shows an error over %s", field.getId()).isNotNull();
            String line = onFx(() -> field.getClass().getSimpleName() + "#" + field.getId() + " "
                    + UidRegistry.shared().uidOf(field));
            String told = changes.changed().stream().filter(changed -> changed.startsWith(line + " ")).findFirst()
                    .orElseThrow(() -> new AssertionError("no changed line for " + line + " in:\n" + result.text()));
            assertThat(told).contains("validation=\"" + shown + "\"");
            assertThat(result.text().lines()).as("the text block").contains("changed " + told);
            assertThat(structured).as("the structured result alone").contains("\"" + told + "\"");
        }
        assertThat(changes.changed()).as("every line listed is a field whose error showed: " + result.text()).hasSize(3);
        assertThat(changes.moreChanged()).isZero();
    }
}
