package io.github.mcpjavafx.debug.core.scene;

import io.github.mcpjavafx.debug.core.fxinternals.NodeEventHandlers;
import javafx.event.EventType;
import javafx.scene.Cursor;
import javafx.scene.Node;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.TouchEvent;

/**
 * Whether a node reacts to a press or a click by code of its own: what makes a Rectangle, a Circle or
 * a Label something a person acts on (a drawn switch, a "+" button, a slider's thumb) although no
 * control type says so. Such a node has a handler of the mouse's press, release or click (or a touch),
 * set as {@code onMouseClicked} or added with {@code addEventHandler}, or shows a hand cursor.
 *
 * <p>Handlers added with {@code addEventHandler} are visible only in JavaFX's internals
 * ({@link NodeEventHandlers}). With JavaFX on the class path, and under the Java agent (which opens
 * those packages to the server), that works; elsewhere on the module path it is refused, and only the {@code on…} properties and the cursor
 * count ({@link #seesAddedHandlers()} tells which). Hover handlers (entered, exited, moved) do not
 * count: they make a node look alive, not do something. FX thread only.
 */
public final class PointerHandlers {

    private PointerHandlers() {
    }

    /**
     * Whether {@code node} has a press, release or click handler of its own, or a hand cursor. A control of
     * JavaFX's whose own behaviour handles the mouse (a list, a button; a subclass of one too) answers
     * false: what it does is its type's. Labels and controls built on {@code Control} or {@code Labeled}
     * alone are asked.
     */
    public static boolean react(Node node) {
        if (node instanceof Control && behavesByType(node.getClass())) {
            return false;
        }
        if (node.getOnMouseClicked() != null || node.getOnMousePressed() != null || node.getOnMouseReleased() != null
                || node.getOnTouchPressed() != null || node.getOnTouchReleased() != null) {
            return true;
        }
        Cursor cursor = node.getCursor();
        if (cursor == Cursor.HAND) {
            return true;
        }
        boolean control = node instanceof Control;
        return NodeEventHandlers.hasHandler(node, type -> acting(type, control));
    }

    private static final ClassValue<Boolean> BEHAVES_BY_TYPE = new ClassValue<>() {
        @Override
        protected Boolean computeValue(Class<?> type) {
            Class<?> javafx = type;
            while (!FxProperties.isJavaFx(javafx)) {
                javafx = javafx.getSuperclass();
            }
            return javafx != Control.class && javafx != Labeled.class && javafx != Label.class;
        }
    };

    /**
     * Whether a press on {@code node} does something by its type: a JavaFX control with a behaviour of its own (a
     * button, a combo box, a list; a subclass of one), not a label or a bare {@code Control}.
     */
    public static boolean actsByType(Node node) {
        return node instanceof Control && behavesByType(node.getClass());
    }

    private static boolean behavesByType(Class<?> type) {
        return BEHAVES_BY_TYPE.get(type);
    }

    /** Whether handlers added with {@code addEventHandler} are seen, not only the {@code on…} properties. */
    public static boolean seesAddedHandlers() {
        return NodeEventHandlers.readable();
    }

    /**
     * Event types whose handlers act on a press or a click. Every skinned control has a handler of all mouse
     * events (its skin's, which only stops them from bubbling up), so on a control only the specific ones count.
     */
    private static boolean acting(EventType<?> type, boolean control) {
        return type == MouseEvent.MOUSE_PRESSED || type == MouseEvent.MOUSE_RELEASED || type == MouseEvent.MOUSE_CLICKED
                || type == MouseEvent.MOUSE_DRAGGED || type == TouchEvent.TOUCH_PRESSED || type == TouchEvent.TOUCH_RELEASED
                || !control && (type == MouseEvent.ANY || type == TouchEvent.ANY);
    }
}
