package io.github.mcpjavafx.debug.core.model;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import java.util.Map;

/**
 * Output of {@code ui_export_test}: the Java source of a TestFX test that replays the recorded session.
 *
 * @param steps       the recorded steps the test holds
 * @param dropped     older steps the recording no longer held
 * @param notReplayed steps written as a {@code // not replayed:} comment
 * @param notChecked  checks left out because a step before them was not replayed
 * @param located     how the replayed actions find their nodes ({@code row}, {@code text}, {@code position}...), with counts
 * @param reset       whether a new recording started after this export
 * @param file        where the source was saved (a private temp folder, laid out as a source tree), nullable
 * @param text        two header lines (what it holds, where it was saved), then the source
 */
@JsonInclude(JsonInclude.Include.NON_DEFAULT)
@JsonPropertyOrder({"className", "packageName", "applicationClass", "steps", "dropped", "notReplayed", "notChecked", "located", "reset",
        "file", "source"})
public record ExportTestResult(String className, @JsonInclude(JsonInclude.Include.ALWAYS) String packageName,
                               String applicationClass,
                               @JsonInclude(JsonInclude.Include.ALWAYS) int steps, long dropped, int notReplayed,
                               int notChecked, Map<String, Integer> located, boolean reset, String file, String source,
                               @JsonIgnore String text) implements ToolOutput {

    @Override
    public Object structured() {
        return this;
    }
}
