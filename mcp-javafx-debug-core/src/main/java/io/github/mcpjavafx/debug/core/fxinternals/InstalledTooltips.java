package io.github.mcpjavafx.debug.core.fxinternals;

import javafx.scene.Node;
import javafx.scene.control.Tooltip;

/**
 * The tooltip {@code Tooltip.install} gave a node, which JavaFX keeps in the node's properties under a private key
 * ({@code Tooltip.TOOLTIP_PROP_KEY}, the name of the {@code Tooltip} class) and offers no getter for outside
 * controls. Checked on JavaFX 17.0.13, 21.0.12 and 26.0.2; under another key no node has one. FX thread only.
 */
public final class InstalledTooltips {

    private static final String KEY = "javafx.scene.control.Tooltip";

    private InstalledTooltips() {
    }

    /** The tooltip installed on {@code node}; {@code null} when none is (or it cannot be told). */
    public static Tooltip of(Node node) {
        return node.hasProperties() && node.getProperties().get(KEY) instanceof Tooltip tooltip ? tooltip : null;
    }
}
