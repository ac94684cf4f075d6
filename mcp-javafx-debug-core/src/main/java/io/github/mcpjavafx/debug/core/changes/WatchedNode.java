package io.github.mcpjavafx.debug.core.changes;

import io.github.mcpjavafx.debug.core.capture.ValidationMessages;
import io.github.mcpjavafx.debug.core.controls.ControlFamilies;
import io.github.mcpjavafx.debug.core.controls.SelectedItems;
import io.github.mcpjavafx.debug.core.scene.FxProperties;
import io.github.mcpjavafx.debug.core.scene.LogicalChildren;
import io.github.mcpjavafx.debug.core.scene.ShownControl;
import io.github.mcpjavafx.debug.core.scene.SkinItems;
import javafx.beans.InvalidationListener;
import javafx.beans.Observable;
import javafx.beans.value.ObservableValue;
import javafx.collections.MapChangeListener;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.Control;
import javafx.scene.control.CustomMenuItem;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.Labeled;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Tab;
import javafx.scene.control.Toggle;
import javafx.scene.control.skin.VirtualFlow;
import javafx.scene.text.Text;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * A node an agent is shown, as {@link SceneWatch} last saw it, with listeners on everything its
 * facts and its logical children are read from: any change marks it for the next look. The node
 * holds it in its properties, so it lives exactly as long as the node. FX thread.
 */
final class WatchedNode implements InvalidationListener {

    final Node node;
    private final SceneWatch watch;
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
    /** A row's cells listened to: a cell's new text does not ask its row for layout. */
    private Set<Node> cells;
    /** A virtualized control's flow listened to. */
    private VirtualFlow<?> flow;
    /** One object for every layout request listened to, so that it can be taken off again. */
    private final InvalidationListener layoutListener = this::layoutRequested;
    /** One object for the node's properties listened to (its validation decorations), so that it can be taken off. */
    private final MapChangeListener<Object, Object> decorationsListener = this::propertyChanged;

    private WatchedNode(Node node, SceneWatch watch) {
        this.node = node;
        this.watch = watch;
    }

    /** A watch with its listeners attached, held in the node's properties under {@code watch}'s key. */
    static WatchedNode attach(Node node, SceneWatch watch) {
        WatchedNode watched = new WatchedNode(node, watch);
        watched.listen();
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

    @Override
    public void invalidated(Observable observable) {
        if (watch.isClosed()) {
            leave(observable, this);
            return;
        }
        if (observable instanceof ObservableValue<?> value) {
            value.getValue(); // a lazy property fires once until read: read it, so that its next change fires too
        }
        watch.mark(this, true);
        if (node instanceof IndexedCell<?> && parent != null) {
            watch.mark(parent, false); // a row that shows another item, or none: its list may show other rows now
        }
    }

    /**
     * Listens to what {@link WatchedFacts} and {@code LogicalChildren} read from this node: what its control
     * family reads its text, value and content from ({@code ControlFamily#watched}), and what every node has.
     */
    private void listen() {
        listen(List.of(node.disabledProperty(), node.visibleProperty()));
        if (node instanceof Parent parent) {
            parent.getChildrenUnmodifiable().addListener(this);
            // A layout request climbs from a changed skin node to every ancestor: the row whose cell's text
            // changed, the list whose rows were replaced, a custom skin that redrew. Only the request marks.
            parent.needsLayoutProperty().addListener(layoutListener);
        }
        if (node instanceof Control control) {
            control.skinProperty().addListener(this);
            listenToDecorations(control);
        }
        Tab tab = SkinItems.tabOf(node);
        if (tab != null) {
            listen(List.of(tab.textProperty(), tab.selectedProperty(), tab.contentProperty()));
        }
        MenuItem item = SkinItems.menuItemOf(node);
        if (item != null) {
            item.textProperty().addListener(this);
            if (item instanceof Toggle toggle) {
                toggle.selectedProperty().addListener(this);
            } else if (item instanceof CheckMenuItem check) {
                check.selectedProperty().addListener(this);
            } else if (item instanceof CustomMenuItem custom) {
                custom.contentProperty().addListener(this);
            }
        }
        if (node instanceof Text text) {
            text.textProperty().addListener(this);
        }
        if (node instanceof IndexedCell<?> cell) {
            listen(List.of(cell.itemProperty(), cell.indexProperty()));
            listenToCells();
        }
        listen(ControlFamilies.of(node).watched(node)); // its text, value and public content
        List<Integer> selected = WatchedFacts.selectedIndices(node);
        if (selected instanceof Observable observable) {
            observable.addListener(this);
        }
        listenToFlow();
        listen(FxProperties.ownObservables(node));
        listen(ShownControl.stateProperties(node)); // a switch's on and off
        listen(SelectedItems.observables(node)); // a map's selected countries
    }

    /**
     * A list's, table's or tree's rows are its flow's cells, and an item that comes below the last row
     * changes no row that was listed: the flow lays itself out again, which does not reach the control.
     */
    void listenToFlow() {
        if (!SkinItems.isVirtualized(node)) {
            return;
        }
        VirtualFlow<?> now = SkinItems.flowOf((Control) node);
        if (now != null && now != flow) {
            flow = now;
            now.needsLayoutProperty().addListener(layoutListener);
        }
    }

    /**
     * A table row's text is its cells': listens to those it has now (columns come and go). Any labeled child is
     * listened to for its text only, whatever its family (a list row's check box graphic is no cell of it).
     */
    void listenToCells() {
        if (!(node instanceof IndexedCell<?> row)) {
            return;
        }
        for (Node child : row.getChildrenUnmodifiable()) {
            if (child instanceof Labeled cell && (cells == null || !cells.contains(cell))) {
                if (cells == null) {
                    cells = Collections.newSetFromMap(new IdentityHashMap<>());
                }
                cells.add(cell);
                listen(List.of(cell.textProperty(), cell.graphicProperty()));
            }
        }
    }

    /**
     * A validation decoration drawn in a layer above the form changes nothing of the field itself but the list of
     * decorations ControlsFX's decorator keeps in its properties ({@link ValidationMessages}): that list's coming,
     * going and changing mark the field, whose line then shows another message.
     */
    private void listenToDecorations(Control control) {
        control.getProperties().addListener(decorationsListener);
        if (control.getProperties().get(ValidationMessages.DECORATIONS_KEY) instanceof Observable decorations) {
            decorations.addListener(this);
        }
    }

    private void propertyChanged(MapChangeListener.Change<?, ?> change) {
        if (watch.isClosed()) {
            change.getMap().removeListener(decorationsListener);
            return;
        }
        if (!ValidationMessages.DECORATIONS_KEY.equals(change.getKey())) {
            return; // a uid, a watch's entry, the app's own keys
        }
        if (change.wasRemoved() && change.getValueRemoved() instanceof Observable was) {
            was.removeListener(this);
        }
        if (change.wasAdded() && change.getValueAdded() instanceof Observable is) {
            is.addListener(this);
        }
        watch.mark(this, true);
    }

    private void listen(List<? extends Observable> observables) {
        for (Observable observable : observables) {
            observable.addListener(this);
        }
    }

    /** Takes {@code listener} off {@code observable}, and the node's entry with it: its watch is closed. */
    private void leave(Observable observable, InvalidationListener listener) {
        observable.removeListener(listener);
        if (node.hasProperties()) {
            node.getProperties().remove(watch.key(), this);
        }
    }

    private void layoutRequested(Observable needsLayout) {
        if (watch.isClosed()) {
            leave(needsLayout, layoutListener);
            return;
        }
        if (((ObservableValue<?>) needsLayout).getValue() == Boolean.TRUE && layoutCanShowChange()) {
            watch.mark(this, false);
        }
    }

    /**
     * Whether a layout request can be the only sign that this node shows something else: a control's skin drew
     * anew (a row's cells, a custom tile), or an item's or popup's children are read through an API. A plain
     * pane's facts and children all have listeners of their own, and every layout request below it climbs
     * through it: a dashboard's moving values would have every pane above them read at each look.
     */
    private boolean layoutCanShowChange() {
        return node instanceof Control || !LogicalChildren.areSceneGraphChildren(node, false);
    }
}
