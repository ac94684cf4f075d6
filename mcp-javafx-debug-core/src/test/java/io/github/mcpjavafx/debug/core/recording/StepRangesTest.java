package io.github.mcpjavafx.debug.core.recording;

import io.github.mcpjavafx.debug.core.model.ExportTestRequest;
import io.github.mcpjavafx.debug.core.model.StepRanges;
import io.github.mcpjavafx.debug.core.model.UiException;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Several ranges of recorded steps in one export ({@code steps: "1-8,46-52"}), in the order recorded; a wrong
 * argument is refused with what is wrong, and restarts nothing.
 */
class StepRangesTest {

    @Test
    void rangesAndNumbersAreReadInTheOrderRecorded() {
        assertThat(StepRanges.parse("46-52, 1-8", "steps").ranges())
                .containsExactly(new StepRanges.Range(1, 8), new StepRanges.Range(46, 52));
        assertThat(StepRanges.parse(" 3,5 , 9..12", "steps").ranges()).as("the numbers ui_perform reports, as it writes them")
                .containsExactly(new StepRanges.Range(3, 3), new StepRanges.Range(5, 5), new StepRanges.Range(9, 12));
        assertThat(StepRanges.parse("12-", "steps").ranges()).as("from step 12 on")
                .containsExactly(new StepRanges.Range(12, StepRanges.Range.LAST));
    }

    @Test
    void garbageBackwardsAndOverlappingRangesAreRefused() {
        assertThatThrownBy(() -> StepRanges.parse("1-8,x", "steps")).isInstanceOf(UiException.class)
                .hasMessage("steps \"1-8,x\": \"x\" is not a step number nor a range such as 46-52. Give the step numbers "
                        + "ui_perform reported, as ranges and numbers separated by commas, e.g. \"1-8,46-52\".");
        assertThatThrownBy(() -> StepRanges.parse("8-1", "steps")).hasMessageStartingWith("steps \"8-1\": 8-1 runs backwards: give 1-8.");
        assertThatThrownBy(() -> StepRanges.parse("1-8,5-9", "steps")).hasMessageStartingWith("steps \"1-8,5-9\": 1-8 and 5-9 overlap");
        assertThatThrownBy(() -> StepRanges.parse("0-3", "steps")).hasMessageStartingWith("steps \"0-3\": step numbers start at 1.");
        assertThatThrownBy(() -> StepRanges.parse("1-8,", "steps")).hasMessageContaining("\"\" is not a step number");
        assertThatThrownBy(() -> StepRanges.parse("1-,3", "steps")).hasMessageContaining("overlap");
        assertThatThrownBy(() -> new ExportTestRequest("T", "", null, null, "2,1-2")).hasMessageContaining("1-2 and 2 overlap");
    }

    @Test
    void severalRangesAreExportedInTheOrderRecordedAndAWrongOneRestartsNothing() {
        SessionRecording recording = new SessionRecording();
        List<RecordedStep> ten = new ArrayList<>();
        for (int i = 1; i <= 10; i++) {
            ten.add(text("t" + i));
        }
        recording.add(ten);
        SessionRecording.Recorded read = recording.read(false, StepRanges.parse("8-9,2-3", "steps"));
        assertThat(read.steps()).containsExactly(ten.get(1), ten.get(2), ten.get(7), ten.get(8));
        assertThat(read.firstStep()).isEqualTo(2);
        assertThatThrownBy(() -> recording.read(true, StepRanges.parse("1-2,9-11", "steps"))).isInstanceOf(UiException.class)
                .hasMessage("steps 9-11 goes past the last recorded step: recorded steps are 1..10. Give step numbers "
                        + "ui_perform reported.");
        assertThat(recording.read(true, StepRanges.parse("1-10", "steps")).steps()).as("the refusal restarted nothing")
                .hasSize(10);
        recording.add(List.of(text("t11")));
        assertThatThrownBy(() -> recording.read(false, StepRanges.parse("2-3,11", "steps")))
                .hasMessage("steps 2-3 is before the oldest step kept: recorded steps are 11..11 (older ones were exported "
                        + "with reset).");
    }

    private static RecordedStep text(String shown) {
        return new RecordedStep.TextShown(null, RecordedStep.TextKind.LABELED, shown, List.of());
    }
}
