package io.github.mcpjavafx.debug.core.scene;

import javafx.beans.value.ObservableValue;
import javafx.beans.value.WritableValue;
import javafx.scene.Node;
import javafx.scene.control.Control;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * JavaFX properties of any node by name, custom controls included: read through the node's
 * {@code nameProperty()} or its getter ({@code getName()}, {@code isName()}), written through the
 * property; the value-like ones a control from outside JavaFX declares are {@link OwnProperties}.
 * What a class has is looked up once per class. FX thread only.
 */
public final class FxProperties {

    /** A value of any other kind is shown as its text, cut to this length. */
    private static final int MAX_OTHER_TEXT = 200;
    /** Names asked for are the agent's to choose: this many per class are remembered, no more. */
    private static final int MAX_NAMES_PER_CLASS = 256;

    private FxProperties() {
    }

    /** Per class, the methods of each property asked for by name: looked up once, absent ones too. */
    private static final ClassValue<Map<String, Methods>> METHODS = new ClassValue<>() {
        @Override
        protected Map<String, Methods> computeValue(Class<?> type) {
            return new ConcurrentHashMap<>();
        }
    };

    /** A property's {@code nameProperty()} and getter, each nullable. */
    private record Methods(Method property, Method getter) {
        static Methods of(Class<?> type, String name) {
            return new Methods(publicMethod(type, name + "Property"), getterOf(type, name));
        }
    }

    /** A property found on a node: how to read it, and whether it can be written. */
    public record Found(String name, Object value, Class<?> type, WritableValue<Object> writable) {
    }

    /** The named property of the node, or {@code null} when the node has none by that name. */
    @SuppressWarnings("unchecked")
    public static Found find(Node node, String name) {
        if (name == null || name.isEmpty()) {
            return null;
        }
        Map<String, Methods> known = METHODS.get(node.getClass());
        Methods methods = known.size() < MAX_NAMES_PER_CLASS
                ? known.computeIfAbsent(name, key -> Methods.of(node.getClass(), key)) : Methods.of(node.getClass(), name);
        Method property = methods.property();
        Method getter = methods.getter();
        Object observable = property == null ? null : invoke(property, node);
        if (observable instanceof ObservableValue<?> value) {
            Class<?> valueType = getter != null ? getter.getReturnType() : Object.class;
            return new Found(name, value.getValue(), valueType,
                    observable instanceof WritableValue<?> w ? (WritableValue<Object>) w : null);
        }
        if (getter != null) {
            return new Found(name, invoke(getter, node), getter.getReturnType(), null);
        }
        return null;
    }

    /** Per class of a model object, its accessors asked for by name: looked up once, absent ones too. */
    private static final ClassValue<Map<String, Optional<Method>>> ACCESSORS = new ClassValue<>() {
        @Override
        protected Map<String, Optional<Method>> computeValue(Class<?> type) {
            return new ConcurrentHashMap<>();
        }
    };

    /**
     * The value of a model object's accessor, a record's {@code title()} or a bean's {@code getTitle()}, or
     * {@code null} when it has none by that name (or it fails): what an item view's appointment is called.
     */
    public static Object accessorValue(Object model, String name) {
        if (model == null || name == null || name.isEmpty()) {
            return null;
        }
        Map<String, Optional<Method>> known = ACCESSORS.get(model.getClass());
        Optional<Method> accessor = known.size() < MAX_NAMES_PER_CLASS
                ? known.computeIfAbsent(name, key -> accessorOf(model.getClass(), key))
                : accessorOf(model.getClass(), name);
        return accessor.map(method -> invoke(method, model)).orElse(null);
    }

    private static Optional<Method> accessorOf(Class<?> type, String name) {
        Method own = publicMethod(type, name);
        return Optional.ofNullable(own != null ? own : getterOf(type, name));
    }

    /** What a property's value is in {@code fx.properties}: numbers, booleans and strings as they are, enums by name, anything else as its text. */
    public static Object plain(Object value) {
        if (value == null || value instanceof Number || value instanceof Boolean || value instanceof String) {
            return value;
        }
        if (value instanceof Enum<?> e) {
            return e.name();
        }
        String text = String.valueOf(value);
        return text.length() > MAX_OTHER_TEXT ? text.substring(0, MAX_OTHER_TEXT) + "…" : text;
    }

    /** Whether the node is a control from outside JavaFX (a library's or the app's own), read by rules, not by type. */
    public static boolean isControlFromOutside(Node node) {
        return node instanceof Control && !isJavaFx(node.getClass());
    }

    /** Whether a class is JavaFX's own, which the engine reads by its type. */
    public static boolean isJavaFx(Class<?> type) {
        String name = type.getName();
        return name.startsWith("javafx.") || name.startsWith("com.sun.javafx.");
    }

    static Method getterOf(Class<?> type, String name) {
        Method getter = publicMethod(type, "get" + capitalized(name));
        return getter != null ? getter : publicMethod(type, "is" + capitalized(name));
    }

    private static Method publicMethod(Class<?> type, String name) {
        try {
            Method method = type.getMethod(name);
            return Modifier.isStatic(method.getModifiers()) || method.getReturnType() == void.class ? null : accessible(method);
        } catch (NoSuchMethodException e) {
            return null;
        }
    }

    /**
     * A public method of a class that is not public itself (an anonymous subclass, a private nested
     * control), or in a package its module does not export, cannot be invoked as it is: the same
     * method of a public supertype can, else it is opened when its module allows. {@code null} when
     * neither works, so that a snapshot does not fail on it again for every node.
     */
    static Method accessible(Method method) {
        if (isOpen(method.getDeclaringClass())) {
            return method;
        }
        for (Class<?> type = method.getDeclaringClass().getSuperclass(); type != null; type = type.getSuperclass()) {
            if (isOpen(type)) {
                try {
                    return type.getMethod(method.getName(), method.getParameterTypes());
                } catch (NoSuchMethodException e) {
                    break;
                }
            }
        }
        return method.trySetAccessible() ? method : null;
    }

    /** A public class whose package its module exports to this one: its public methods can be invoked as they are. */
    private static boolean isOpen(Class<?> type) {
        return Modifier.isPublic(type.getModifiers())
                && type.getModule().isExported(type.getPackageName(), FxProperties.class.getModule());
    }

    static Object invoke(Method method, Object target) {
        if (method == null) {
            return null;
        }
        try {
            return method.invoke(target);
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null; // a getter that fails has nothing to show
        }
    }

    private static String capitalized(String name) {
        return Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }
}
