package io.github.mcpjavafx.debug.core.changes;

import io.github.mcpjavafx.debug.core.capture.ValidationMessages;
import io.github.mcpjavafx.debug.core.controls.CheckedItems;
import io.github.mcpjavafx.debug.core.controls.ControlFamilies;
import io.github.mcpjavafx.debug.core.controls.SelectedItems;
import io.github.mcpjavafx.debug.core.scene.OwnProperties;
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
 * The listeners a {@link WatchedNode} keeps on everything its node's facts and logical children are read from: any
 * change marks it for {@link SceneWatch}'s next look. Once the watch is closed, each takes itself off at its next
 * event, and the node's entry with it. FX thread.
 */
final class NodeListeners implements InvalidationListener {

    private final WatchedNode watched;
    private final Node node;
    private final SceneWatch watch;
    /** A row's cells listened to: a cell's new text does not ask its row for layout. */
    private Set<Node> cells;
    /** A virtualized control's flow listened to. */
    private VirtualFlow<?> flow;
    /** One object for every layout request listened to, so that it can be taken off again. */
    private final InvalidationListener layoutListener = this::layoutRequested;
    /** One object for the node's properties listened to (its validation decorations), so that it can be taken off. */
    private final MapChangeListener<Object, Object> decorationsListener = this::propertyChanged;

    NodeListeners(WatchedNode watched, SceneWatch watch) {
        this.watched = watched;
        this.node = watched.node;
        this.watch = watch;
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
        watch.mark(watched, true);
        if (node instanceof IndexedCell<?> && watched.parent != null) {
            watch.mark(watched.parent, false); // a row that shows another item, or none: its list may show other rows now
        }
    }

    /**
     * Listens to what {@link WatchedFacts} and {@code LogicalChildren} read from this node: what its control
     * family reads its text, value and content from ({@code ControlFamily#watched}), and what every node has.
     */
    void listen() {
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
        listen(OwnProperties.observables(node));
        listen(OwnProperties.drawnTextObservables(node)); // a split-flap's letter, painted on a canvas
        listen(ShownControl.stateProperties(node)); // a switch's on and off
        listen(SelectedItems.observables(node)); // a map's selected countries
        listen(CheckedItems.observables(node)); // a check list's checked items, which its rows' check boxes change
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
        watch.mark(watched, true);
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
            node.getProperties().remove(watch.key(), watched);
        }
    }

    private void layoutRequested(Observable needsLayout) {
        if (watch.isClosed()) {
            leave(needsLayout, layoutListener);
            return;
        }
        if (((ObservableValue<?>) needsLayout).getValue() == Boolean.TRUE && layoutCanShowChange()) {
            watch.mark(watched, false);
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
