package io.github.mcpjavafx.debug.core.capture;

import io.github.mcpjavafx.debug.SnapshotOptions;
import io.github.mcpjavafx.debug.core.model.NodeRequest;
import io.github.mcpjavafx.debug.core.model.NodeRequest.Field;

import java.util.Set;

/**
 * Which parts of a node are read. The core ({@code ref, type, id, styleClass, visible, managed,
 * disabled, focused}) always is; a virtualized control's item count, visible range and selection
 * always are when {@link #virtualization()} is on, its cell texts only with {@link #visibleCells()}.
 *
 * @param text          text and prompt
 * @param value         value, a MenuBar's menus, a TabPane's tabs
 * @param bounds        bounds in parent and in scene
 * @param localToScreen bounds on screen
 * @param accessibility accessible role and texts
 * @param properties    {@code fx.properties}
 * @param propertyKeys  which {@code fx.properties} keys, nullable for all
 * @param virtualization item count, visible range, selection and focus of virtualized controls
 * @param visibleCells  columns and the texts of the visible rows of virtualized controls
 */
record NodeSections(
        boolean text,
        boolean value,
        boolean bounds,
        boolean localToScreen,
        boolean accessibility,
        boolean properties,
        Set<String> propertyKeys,
        boolean virtualization,
        boolean visibleCells) {

    /** What a snapshot reads per node: the options' sections, text and value always. */
    static NodeSections forSnapshot(SnapshotOptions options) {
        return new NodeSections(true, true, options.includeBounds(), options.includeLocalToScreen(),
                options.includeAccessibility(), options.includeProperties(), null, true,
                options.includeVirtualization());
    }

    /**
     * What {@code ui_get_node} reads: the fields asked for (all when none are named), and text and value always, as
     * every line that names a node carries them ({@code Text u-nb "Led Tile"}, not a bare {@code Text u-nb}).
     */
    static NodeSections forNode(NodeRequest request) {
        boolean layout = request.wants(Field.LAYOUT);
        boolean virtualization = request.wants(Field.VIRTUALIZATION);
        return new NodeSections(true, true, layout, layout,
                request.wants(Field.ACCESSIBILITY), request.wants(Field.PROPERTIES),
                request.properties() == null ? null : Set.copyOf(request.properties()),
                virtualization, virtualization);
    }

    /** Text and value only: the children listed under a node read by {@code ui_get_node}. */
    static NodeSections summary() {
        return new NodeSections(true, true, false, false, false, false, null, true, false);
    }
}
