package io.github.mcpjavafx.debug;

/**
 * What a snapshot contains when the caller does not say otherwise.
 *
 * <p>These are the defaults of a {@code full} snapshot; a {@code compact} snapshot (the default
 * mode) turns the heavy sections off unless the request asks for them, but keeps {@link #depth()}
 * and {@link #includeControlInternals()}.
 *
 * @param depth                   how many levels below each window's root are read; deeper nodes
 *                                are counted, not listed, and the snapshot says it was truncated
 * @param includeBounds           layout bounds in parent and in scene
 * @param includeLocalToScreen    bounds in screen coordinates (where a click lands)
 * @param includeProperties       a selection of JavaFX properties per node ({@code fx.properties})
 * @param includeVirtualization   visible rows and cell texts of ListView, TableView, TreeView and
 *                                TreeTableView (item counts and visible range are always given)
 * @param includeAccessibility    accessible role, text and help
 * @param includeControlInternals descend into the skins of standard controls (a Button's
 *                                LabeledText, a TextField's Pane, ...) instead of treating them as leaves
 */
public record SnapshotOptions(
        int depth,
        boolean includeBounds,
        boolean includeLocalToScreen,
        boolean includeProperties,
        boolean includeVirtualization,
        boolean includeAccessibility,
        boolean includeControlInternals) {

    /** The depth used when nothing else is configured: deep enough for any real window. */
    public static final int DEFAULT_DEPTH = 64;

    public SnapshotOptions {
        if (depth < 1) {
            throw new IllegalArgumentException("snapshot depth must be at least 1, was " + depth);
        }
    }

    /** Everything on except control internals, {@link #DEFAULT_DEPTH} levels. */
    public static SnapshotOptions defaults() {
        return new SnapshotOptions(DEFAULT_DEPTH, true, true, true, true, true, false);
    }

    public SnapshotOptions withDepth(int newDepth) {
        return new SnapshotOptions(newDepth, includeBounds, includeLocalToScreen, includeProperties,
                includeVirtualization, includeAccessibility, includeControlInternals);
    }

    public SnapshotOptions withControlInternals(boolean internals) {
        return new SnapshotOptions(depth, includeBounds, includeLocalToScreen, includeProperties,
                includeVirtualization, includeAccessibility, internals);
    }
}
