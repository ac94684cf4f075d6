package io.github.mcpjavafx.debug.core.model;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import java.util.List;

/**
 * Output of {@code ui_wait} (and the outcome of a {@code wait} action): what was waited for, how
 * long it took, and the lines of the nodes that matched when it held.
 *
 * @param until    what was waited for
 * @param waitedMs how long the wait took
 * @param matches  the lines of the visible matching nodes when the wait ended (at most a few)
 * @param visibleAtStart for {@code hidden}: how many matching nodes were visible when the wait began, 0 when
 *                 none was (nothing went away: the selector may never have matched); null for the others
 * @param was      for {@code changed}: what the target showed before, nullable otherwise
 * @param now      for {@code changed}: the value it settled on, nullable (also when it is gone)
 * @param animatedMs for {@code changed}: how long the value went on changing after its first change before it
 *                 settled (an animation toward it); null when it changed once
 * @param settled  for {@code changed}: false when the wait's limit came while the value was still changing
 *                 ({@code now} is then the last value seen); null otherwise
 * @param text     for the agent: {@code visible after 1532 ms: Label#status u-r "Loaded 200 messages"}
 */
@JsonInclude(JsonInclude.Include.NON_EMPTY)
@JsonPropertyOrder({"until", "waitedMs", "visibleAtStart", "was", "now", "animatedMs", "settled", "matches"})
public record WaitResult(WaitRequest.Until until, long waitedMs, List<String> matches,
                         @JsonInclude(JsonInclude.Include.NON_NULL) Integer visibleAtStart,
                         @JsonInclude(JsonInclude.Include.NON_NULL) String was,
                         @JsonInclude(JsonInclude.Include.NON_NULL) String now,
                         @JsonInclude(JsonInclude.Include.NON_NULL) Long animatedMs,
                         @JsonInclude(JsonInclude.Include.NON_NULL) Boolean settled, @JsonIgnore String text)
        implements ToolOutput {

    /** A visible, hidden or idle wait's result. */
    public WaitResult(WaitRequest.Until until, long waitedMs, List<String> matches, Integer visibleAtStart, String text) {
        this(until, waitedMs, matches, visibleAtStart, null, null, null, null, text);
    }

    @Override
    public Object structured() {
        return this;
    }
}
