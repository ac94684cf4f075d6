package io.github.mcpjavafx.debug.core.model;

/**
 * Input of {@code ui_get_snapshot}. Every field is nullable; absent fields take the mode's
 * defaults (see {@link io.github.mcpjavafx.debug.SnapshotOptions}).
 *
 * @param scope                   which windows
 * @param mode                    {@code COMPACT} (default) or {@code FULL}
 * @param depth                   levels below each root (or below {@code root})
 * @param root                    snapshot only this subtree
 * @param includeControlInternals descend into standard controls' skins
 * @param include                 explicit section switches, overriding the mode
 */
public record SnapshotRequest(
        WindowScope scope,
        Mode mode,
        Integer depth,
        UiRef root,
        Boolean includeControlInternals,
        Include include) {

    public enum Mode { COMPACT, FULL }

    public SnapshotRequest {
        scope = scope == null ? WindowScope.focused() : scope;
        mode = mode == null ? Mode.COMPACT : mode;
        include = include == null ? Include.NONE : include;
        if (depth != null && depth < 1) {
            throw UiException.invalidArgument("depth must be 1 or more, was " + depth + ".");
        }
    }

    /** The compact snapshot of the focused window. */
    public static SnapshotRequest compact() {
        return new SnapshotRequest(null, null, null, null, null, null);
    }

    /** Section switches; {@code null} means "as the mode says". */
    public record Include(Boolean bounds, Boolean localToScreen, Boolean properties, Boolean virtualization,
                          Boolean accessibility) {
        public static final Include NONE = new Include(null, null, null, null, null);
    }
}
