package io.github.mcpjavafx.debug.core.model;

import java.util.Locale;

/**
 * Which windows a call looks at.
 *
 * @param stage      {@code FOCUSED} (the focused window, else index 0), {@code PRIMARY} (index 0)
 *                   or {@code ALL}; focused and primary bring the windows their window owns
 *                   (open popups and dialogs) along; ignored when {@code stageIndex} is given
 * @param stageIndex one window by its index in the ordered window list, nullable
 */
public record WindowScope(Selection stage, Integer stageIndex) {

    public enum Selection { FOCUSED, PRIMARY, ALL }

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

    /** Reads {@code focused}, {@code primary} or {@code all}; {@code null} means focused. */
    public static Selection parseSelection(String value) {
        if (value == null || value.isBlank()) {
            return Selection.FOCUSED;
        }
        try {
            return Selection.valueOf(value.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw UiException.invalidArgument("stage must be focused, primary or all, was \"" + value + "\".");
        }
    }
}
