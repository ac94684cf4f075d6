package io.github.mcpjavafx.debug.core.recording;

import io.github.mcpjavafx.debug.core.controls.NodeText;
import javafx.scene.Node;

import java.util.List;

/**
 * A text an act wrote into its target, as its check read once the act ended: the field's text, or the value
 * of a control whose text sets its value (a spinner's "3"). A later act on the same node may write over it: then
 * {@link ActionRecorder} checks it right after the act that wrote it.
 */
record WrittenText(Node target, RecordedStep check, String shown, boolean value) {

    /** What {@code typed} left in {@code target}, when it shows it and it differs from before; else null. FX thread. */
    static WrittenText of(Node target, String typed, BeforeLook before, String valueBefore) {
        for (RecordedStep check : TextChecks.of(List.of(target), before)) {
            if (check instanceof RecordedStep.TextShown shown && shown.text().contains(typed)
                    && !shown.text().equals(shown.before())) {
                return new WrittenText(target, check, shown.text(), false);
            }
        }
        String value = NodeText.value(target);
        if (value == null || !value.contains(typed) || value.equals(valueBefore)) {
            return null;
        }
        return ValueChecks.of(target, true, List.of(), false, false).stream().findFirst()
                .map(check -> new WrittenText(target, check, value, true)).orElse(null);
    }

    /** What the target shows now, read as when it was written. FX thread. */
    String shownNow() {
        return value ? NodeText.value(target) : TextChecks.of(List.of(target)).stream()
                .filter(RecordedStep.TextShown.class::isInstance)
                .map(check -> ((RecordedStep.TextShown) check).text()).findFirst().orElse(null);
    }
}
