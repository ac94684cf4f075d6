package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.model.UiNode;
import io.github.mcpjavafx.debug.core.text.ContainerName;
import javafx.scene.Node;

/**
 * The node an action touched: the live node (FX thread only) and its line data before the action; where its
 * press went and where its content stood before a scroll, nullable.
 */
record Touched(Node node, UiNode before, UiNode pressed, ScrollPosition scrolled) {

    /** This touch, its press gone to {@code part} of the target rather than its center. */
    Touched pressing(UiNode part) {
        return new Touched(node, before, part, scrolled);
    }

    /** This touch, a scroll whose content stood at {@code position} before it (nullable: nothing scrolls there). */
    Touched scrolling(ScrollPosition position) {
        return new Touched(node, before, pressed, position);
    }

    /** What the action's line adds to say where its press went or how far its content moved (FX thread for a scroll). */
    String effect() {
        String said = pressed == null ? "" : ", pressed its " + ContainerName.name(pressed);
        return scrolled == null ? said : said + scrolled.movedSince();
    }
}
