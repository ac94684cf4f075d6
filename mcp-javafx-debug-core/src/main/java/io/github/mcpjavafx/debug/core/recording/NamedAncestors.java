package io.github.mcpjavafx.debug.core.recording;

import javafx.scene.Node;
import javafx.scene.control.TitledPane;

/**
 * Narrows a name another node on screen shares by the nearest ancestor a person would name it by
 * ({@link NodeFacts#around()}): the segmented button that holds the "month" segment when a plain "month" toggle comes
 * first, the tile titled "Switch Tile", the titled pane "Backup". An ancestor is used only when it is itself found by a
 * name, never by its position, and the finders looking below it reach the node first; else the next one is tried.
 * When the facts are taken, FX thread only.
 */
final class NamedAncestors {

    private NamedAncestors() {
    }

    /**
     * @param facts    the node's facts as taken when the action ran
     * @param onScreen those facts without the names that lead elsewhere on the whole screen
     * @param shown    the node, showing
     * @return the facts narrowed to a named ancestor ({@link NodeFacts#within()}) when that finds the node by a better
     *         way than the whole screen does, else {@code onScreen}
     */
    static NodeFacts narrowed(NodeFacts facts, NodeFacts onScreen, Node shown) {
        int unscoped = Locators.choose(onScreen, true).how().ordinal();
        for (NodeFacts ancestor : facts.around()) {
            Node scope = NodeFacts.showing(ancestor.node());
            if (scope == null) {
                continue;
            }
            NodeFacts named = ancestor.namesChecked();
            if (Locators.choose(named, true).how() == Locator.How.POSITION) {
                continue; // nothing names it: its position would be no better than the node's own
            }
            // A label a control's part has is the control's own, beside it and outside: only a pane's content has its own.
            String label = scope instanceof TitledPane ? facts.label() : null;
            ResolvedNames.Misleading inside = ResolvedNames.within(scope, shown, facts.type(), facts.text(), facts.prompt(),
                    facts.tooltip(), label, facts.title(), facts.custom());
            NodeFacts narrowed = onScreen.withSkinOf(onScreen.skinOf(), null, inside.text() ? null : facts.text(),
                    inside.prompt() ? null : facts.prompt(), inside.tooltip() ? null : facts.tooltip(),
                    inside.label() || label == null ? null : label, inside.title() ? null : facts.title(),
                    facts.custom() && !inside.type(), onScreen.misleading(), named);
            if (Locators.choose(narrowed, true).how().ordinal() < unscoped) {
                return narrowed;
            }
        }
        return onScreen;
    }
}
