package io.github.mcpjavafx.debug.core.changes;

import javafx.scene.Node;

import java.util.List;

/**
 * A node an agent is shown, as {@link SceneWatch} last saw it, with listeners ({@link NodeListeners}) on everything its
 * facts and its logical children are read from: any change marks it for the next look. The node
 * holds it in its properties, so it lives exactly as long as the node. FX thread.
 */
final class WatchedNode {

    final Node node;
    /** Its listeners: any change of what its facts and children are read from marks it. */
    final NodeListeners listeners;
    /** What the node showed at the last look. */
    WatchedFacts facts;
    /** Its logical children at the last look (none when it was hidden); a copy. */
    List<Node> children = List.of();
    /** The listed node it was a logical child of; null for a window's root. */
    WatchedNode parent;
    /** The showing of a window it was listed in; it is listed only while that showing is live. */
    WindowWatch window;
    /** Listed at the last look. */
    boolean listed;
    /** Marked since the last look. */
    boolean marked;
    /** The look that reached it in the tree as it is now (a moved node is kept, not removed). */
    long seenAt;
    /** The last batch in which the batch changed its facts or children ({@link ChangeCauses}); 0 for none. */
    long causedIn;
    /** The last batch in which the app changed them on its own ({@link ChangeCauses}); 0 for none. */
    long ambientIn;
    /** The last batch whose change to it came after its dispatch, of that batch's doing ({@link ChangeCauses}). */
    long lateIn;
    /** The last batch that may have handed its change on to run later ({@link HandedOver}); 0 for none. */
    long handedIn;
    /** The moments since the last look at which its facts or children changed (see {@link #changedAt}). */
    private int moments;
    private long momentAt;
    /** The looks that saw its facts change on their own ({@link OwnMotion}); null until one did. */
    private OwnMotion.Sightings changes;
    /** The looks that saw its children come or go on their own; null until one did. */
    private OwnMotion.Sightings reshapes;

    private WatchedNode(Node node, SceneWatch watch) {
        this.node = node;
        this.listeners = new NodeListeners(this, watch);
    }

    /** A watch with its listeners attached, held in the node's properties under {@code watch}'s key. */
    static WatchedNode attach(Node node, SceneWatch watch) {
        WatchedNode watched = new WatchedNode(node, watch);
        watched.listeners.listen();
        node.getProperties().put(watch.key(), watched);
        return watched;
    }

    /** The looks that saw its facts change on their own, to note another. */
    OwnMotion.Sightings changes() {
        if (changes == null) {
            changes = new OwnMotion.Sightings();
        }
        return changes;
    }

    /** The looks that saw its children come or go on their own, to note another. */
    OwnMotion.Sightings reshapes() {
        if (reshapes == null) {
            reshapes = new OwnMotion.Sightings();
        }
        return reshapes;
    }

    /**
     * Counts a change of its facts or children: a moment of its own when it comes {@link OwnMotion#MOMENT_NANOS} or more
     * after the last counted one. The changes of one frame, or of one event's handling, are one moment.
     */
    void changedAt(long now) {
        if (moments == 0 || now - momentAt >= OwnMotion.MOMENT_NANOS) {
            moments++;
            momentAt = now;
        }
    }

    /** Whether it changed at {@link OwnMotion#RESTLESS_MOMENTS} moments or more since the last look. */
    boolean restless() {
        return moments >= OwnMotion.RESTLESS_MOMENTS;
    }

    void forgetMoments() {
        moments = 0;
    }

    /** Whether its facts keep changing on their own (see {@link OwnMotion}). */
    boolean movedOnItsOwn(long now) {
        return changes != null && changes.recent(now);
    }

    /** Whether its children keep coming and going on their own. */
    boolean reshapedOnItsOwn(long now) {
        return reshapes != null && reshapes.recent(now);
    }

    boolean isLive() {
        return listed && window != null && window.live;
    }
}
