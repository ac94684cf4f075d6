package io.github.mcpjavafx.debug.core.fxinternals;

import javafx.event.EventType;
import javafx.scene.Node;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.Map;
import java.util.function.Predicate;

/**
 * The handlers added to a node with {@code addEventHandler}, which JavaFX keeps in its own dispatcher and shows
 * nowhere public: {@code Node.internalEventDispatcher}, a {@code NodeEventDispatcher} whose
 * {@code getEventHandlerManager()} holds {@code eventHandlerMap}, one {@code CompositeEventHandler} per event type
 * that says {@code hasHandler()}. The dispatcher is read from its field: {@code getEventDispatcher()} would create
 * one for every node asked, and a node to which no handler was ever added has none.
 *
 * <p>Checked on JavaFX 17.0.13, 21.0.12 and 26.0.2. Where any is absent or not opened to us (the module path without
 * {@code --add-opens javafx.graphics/javafx.scene,com.sun.javafx.scene} and {@code javafx.base/com.sun.javafx.event})
 * {@link #readable()} is false and no node has one. FX thread only.
 */
public final class NodeEventHandlers {

    private static final Field DISPATCHER = Members.field(Node.class, "internalEventDispatcher");
    private static final Method MANAGER = Members.method(Members.type("com.sun.javafx.scene.NodeEventDispatcher"),
            "getEventHandlerManager");
    private static final Field HANDLERS = Members.field(Members.type("com.sun.javafx.event.EventHandlerManager"),
            "eventHandlerMap");
    private static final Method HAS_HANDLER = Members.method(Members.type("com.sun.javafx.event.CompositeEventHandler"),
            "hasHandler");

    private NodeEventHandlers() {
    }

    /** Whether added handlers can be seen here. */
    public static boolean readable() {
        return DISPATCHER != null && MANAGER != null && HANDLERS != null && HAS_HANDLER != null;
    }

    /** Whether {@code node} has a handler added for an event type that {@code ofType} accepts; false when unreadable. */
    public static boolean hasHandler(Node node, Predicate<EventType<?>> ofType) {
        if (!readable()) {
            return false;
        }
        try {
            Object own = DISPATCHER.get(node);
            if (own == null) {
                return false;
            }
            for (Map.Entry<?, ?> entry : ((Map<?, ?>) HANDLERS.get(MANAGER.invoke(own))).entrySet()) {
                if (ofType.test((EventType<?>) entry.getKey()) && (Boolean) HAS_HANDLER.invoke(entry.getValue())) {
                    return true;
                }
            }
            return false;
        } catch (ReflectiveOperationException | RuntimeException unreadable) {
            return false;
        }
    }
}
