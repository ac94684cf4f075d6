package io.github.mcpjavafx.debug.core.model;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import com.fasterxml.jackson.annotation.JsonValue;

import java.util.Locale;

/**
 * Input of {@code ui_get_snapshot}, and the published shape of its arguments. Every field is
 * nullable; absent fields take the mode's defaults (see {@link io.github.mcpjavafx.debug.SnapshotOptions}).
 *
 * @param stage                   which windows, as in {@link WindowScope}
 * @param stageIndex              one window, as in {@link WindowScope}
 * @param mode                    {@code COMPACT} (default) or {@code FULL}
 * @param interactive             only what can be acted on, one numbered line each (nullable: false)
 * @param depth                   levels below each root (or below {@code root})
 * @param root                    snapshot only this subtree: a uid, or a css or text that matches one node
 * @param from                    with {@code root}: list its children from this one on (a page of a wide node), nullable
 * @param includeControlInternals descend into standard controls' skins
 * @param include                 explicit section switches, overriding the mode
 */
public record SnapshotRequest(
        @JsonPropertyDescription(WindowScope.STAGE) WindowScope.Selection stage,
        @JsonPropertyDescription(WindowScope.STAGE_INDEX) @Range(min = 0) Integer stageIndex,
        @JsonPropertyDescription("compact (default) or full: with bounds, properties, accessibility, cells.") Mode mode,
        @JsonPropertyDescription("Only what can be acted on (buttons, inputs, tabs, rows...), numbered.")
        Boolean interactive,
        @JsonPropertyDescription("Levels below each root; deeper ones are counted.") @Range(min = 1) Integer depth,
        @JsonPropertyDescription("Only this subtree (uid, or css or text of one node).") SnapshotRoot root,
        @JsonPropertyDescription("With root: first child to list.") Integer from,
        @JsonPropertyDescription("Also skin nodes of standard controls.") Boolean includeControlInternals,
        @JsonPropertyDescription("Sections on or off, over the mode.") Include include) {

    public enum Mode {
        COMPACT,
        FULL;

        /** The name in JSON. */
        @JsonValue
        public String wireName() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    public SnapshotRequest {
        mode = mode == null ? Mode.COMPACT : mode;
        include = include == null ? Include.NONE : include;
        if (depth != null && depth < 1) {
            throw UiException.invalidArgument("depth must be 1 or more, was " + depth + ".");
        }
        new WindowScope(stage, stageIndex); // checks the index
        if (from != null && (from < 0 || root == null)) {
            throw UiException.invalidArgument("from pages through the children of root and needs it, e.g. "
                    + "{\"root\": {\"uid\": \"u-1c\"}, \"from\": 120}.");
        }
        if (Boolean.TRUE.equals(interactive) && mode == Mode.FULL) {
            throw UiException.invalidArgument("interactive lists lines only and cannot be combined with mode=full; "
                    + "drop one of them, e.g. {\"interactive\": true}.");
        }
    }

    /** A request for the windows of {@code scope}. */
    public static SnapshotRequest of(WindowScope scope, Mode mode, Integer depth, UiRef root,
                                     Boolean includeControlInternals, Include include) {
        WindowScope windows = scope == null ? WindowScope.focused() : scope;
        return new SnapshotRequest(windows.stage(), windows.stageIndex(), mode, null, depth, SnapshotRoot.of(root), null,
                includeControlInternals, include);
    }

    /** The compact snapshot of the focused window. */
    public static SnapshotRequest compact() {
        return of(null, null, null, null, null, null);
    }

    /** The interactive view of the focused window: {@code [1] Button#save u-9 "Save"}, one line per actionable node. */
    public static SnapshotRequest interactiveView() {
        return new SnapshotRequest(null, null, null, true, null, null, null, null, null);
    }

    /**
     * True for the interactive view. (Not named like a getter: Jackson would take it for the
     * {@code interactive} property and bind no argument to it.)
     */
    public boolean interactiveOnly() {
        return Boolean.TRUE.equals(interactive);
    }

    /** Which windows. */
    @JsonIgnore
    public WindowScope scope() {
        return new WindowScope(stage, stageIndex);
    }

    /** Section switches; {@code null} means "as the mode says". */
    public record Include(Boolean bounds, Boolean localToScreen, Boolean properties, Boolean virtualization,
                          Boolean accessibility) {
        public static final Include NONE = new Include(null, null, null, null, null);
    }
}
