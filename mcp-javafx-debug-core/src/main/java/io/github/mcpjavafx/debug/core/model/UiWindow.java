package io.github.mcpjavafx.debug.core.model;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import java.util.List;

/**
 * One showing window of a snapshot: a stage, a dialog or a popup (context menu, combo-box list,
 * menu, tooltip).
 *
 * @param stageIndex the window's index in the ordered window list; what {@code stageIndex} selects
 * @param kind       {@code stage}, {@code dialog} (a stage with an owner or a modality) or {@code popup}
 * @param type       the window's simple class name ({@code Stage}, {@code ContextMenu}, {@code Tooltip})
 * @param title      nullable (popups have none)
 * @param modality   {@code NONE}, {@code WINDOW_MODAL} or {@code APPLICATION_MODAL}; nullable for popups
 * @param owner      the owner window's index, nullable
 * @param x          and {@code y}, {@code width}, {@code height}: in logical units, as every coordinate the
 *                   tools give or take (a node's bounds, a click's {@code x}, {@code y})
 * @param scale      the output scale of the window's screen (device pixels per logical unit, 2 on a
 *                   HiDPI screen at 200%); nullable: omitted when it is 1
 * @param scene      nullable when the window has no scene
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"stageIndex", "kind", "type", "title", "showing", "focused", "modality", "owner",
        "x", "y", "width", "height", "scale", "scene"})
public record UiWindow(
        int stageIndex,
        String kind,
        String type,
        String title,
        boolean showing,
        boolean focused,
        String modality,
        Integer owner,
        double x,
        double y,
        double width,
        double height,
        Double scale,
        Scene scene) {

    /** The scale to report: null for 1, so a window at 100% costs nothing. */
    public static Double scaleOrNull(double outputScale) {
        return outputScale == 1 ? null : outputScale;
    }

    /** The window's scene: its stylesheets and its root node. */
    @JsonPropertyOrder({"stylesheets", "root"})
    public record Scene(List<String> stylesheets, UiNode root) {
    }
}
