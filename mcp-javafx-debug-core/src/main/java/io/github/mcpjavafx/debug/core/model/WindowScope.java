package io.github.mcpjavafx.debug.core.model;

import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import com.fasterxml.jackson.annotation.JsonValue;

import java.util.Locale;

/**
 * Which windows a call looks at.
 *
 * @param stage      {@code FOCUSED} (the focused window, else index 0), {@code PRIMARY} (index 0)
 *                   or {@code ALL}; focused and primary bring the windows their window owns
 *                   (open popups and dialogs) along; ignored when {@code stageIndex} is given
 * @param stageIndex one window by its index in the ordered window list, nullable
 */
public record WindowScope(
        @JsonPropertyDescription(WindowScope.STAGE) Selection stage,
        @JsonPropertyDescription(WindowScope.STAGE_INDEX) @Range(min = 0) Integer stageIndex) {

    /** What {@code stage} means, wherever a tool takes it. */
    public static final String STAGE = "focused (default) or primary, with their popups; all: every window.";
    /** What {@code stageIndex} means, wherever a tool takes it. */
    public static final String STAGE_INDEX = "i of Stage[i] in a snapshot.";

    public enum Selection {
        FOCUSED,
        PRIMARY,
        ALL;

        /** The name in JSON. */
        @JsonValue
        public String wireName() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    public WindowScope {
        stage = stage == null ? Selection.FOCUSED : stage;
        if (stageIndex != null && stageIndex < 0) {
            throw UiException.invalidArgument("stageIndex must be 0 or more, was " + stageIndex + ".");
        }
    }

    public static WindowScope focused() {
        return new WindowScope(Selection.FOCUSED, null);
    }

    public static WindowScope all() {
        return new WindowScope(Selection.ALL, null);
    }

    public static WindowScope index(int stageIndex) {
        return new WindowScope(null, stageIndex);
    }
}
