package io.github.mcpjavafx.debug.core.scene;

import javafx.beans.value.ObservableValue;
import javafx.beans.value.WritableValue;
import javafx.scene.Node;
import javafx.scene.control.Control;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * JavaFX properties of any node by name, custom controls included: read through the node's
 * {@code nameProperty()} or its getter ({@code getName()}, {@code isName()}), written through the
 * property. And the few value-like properties a control from outside JavaFX declares (numbers,
 * booleans, enums, short strings), which its line shows: {@code Rating u-37 rating=2.0 max=5}.
 * What a class has is looked up once per class. FX thread only.
 */
public final class FxProperties {

    /** More than this many properties on a line crowd out what the line is for. */
    private static final int MAX_OWN = 4;
    /** A longer string is content, not a setting; it does not go on a line. */
    private static final int MAX_OWN_STRING = 40;
    /** A value of any other kind is shown as its text, cut to this length. */
    private static final int MAX_OTHER_TEXT = 200;
    /** Names asked for are the agent's to choose: this many per class are remembered, no more. */
    private static final int MAX_NAMES_PER_CLASS = 256;

    private static final ClassValue<List<Accessor>> OWN = new ClassValue<>() {
        @Override
        protected List<Accessor> computeValue(Class<?> type) {
            return ownAccessors(type);
        }
    };

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

    /**
     * The value-like properties the node's own classes declare, those outside JavaFX, as its line
     * shows them: at most a handful, the value first (a number named {@code value}, {@code …Value}
     * or after the class, as {@code Rating.rating} or {@code StarRating.rating}; a flag such as
     * {@code autoReferenceValue} is no value, and what a value was before, {@code formerValue}, is left off),
     * then its bounds ({@code min}, {@code max}); only
     * when it has none of those its other numbers, enums, short strings and set flags. Empty for
     * JavaFX's own classes.
     */
    public static Map<String, Object> own(Node node) {
        List<Accessor> accessors = OWN.get(node.getClass());
        if (accessors.isEmpty()) {
            return Map.of();
        }
        Map<String, Object> own = new LinkedHashMap<>();
        for (Accessor accessor : accessors) {
            if (own.size() == MAX_OWN) {
                break;
            }
            Object value = invoke(accessor.getter(), node);
            if (value instanceof ObservableValue<?> observable) {
                value = observable.getValue();
            }
            if (shows(value, accessor.rank())) {
                own.put(accessor.name(), plain(value));
            }
        }
        return own;
    }

    /** The properties {@link #own} reads, as observables: a change of any of them changes the node's line. */
    public static List<ObservableValue<?>> ownObservables(Node node) {
        List<Accessor> accessors = OWN.get(node.getClass());
        if (accessors.isEmpty()) {
            return List.of();
        }
        List<ObservableValue<?>> observables = new ArrayList<>(accessors.size());
        for (Accessor accessor : accessors) {
            if (invoke(accessor.property(), node) instanceof ObservableValue<?> observable) {
                observables.add(observable);
            }
        }
        return observables;
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

    private static boolean shows(Object value, int rank) {
        if (value == null) {
            return false;
        }
        if (value instanceof Boolean flag) {
            return rank < OTHER || flag; // a flag that is off says nothing, like an enabled button
        }
        return !(value instanceof String s) || s.length() <= MAX_OWN_STRING;
    }

    /** Names of what a value was before: {@code formerValue}, {@code oldValue}, {@code previousValue}. */
    private static final Pattern PAST = Pattern.compile("(former|old|previous)[A-Z]");

    private static final int VALUE = 0;
    private static final int BOUND = 1;
    private static final int OTHER = 2;

    /** How to read one of a class's own properties, and where it goes on the line. */
    private record Accessor(String name, Method getter, Method property, int rank) {
    }

    private static List<Accessor> ownAccessors(Class<?> type) {
        if (isJavaFx(type) || !Node.class.isAssignableFrom(type)) {
            return List.of();
        }
        String className = type.getSimpleName().toLowerCase(Locale.ROOT);
        List<Accessor> found = new ArrayList<>();
        for (Method method : type.getMethods()) {
            Class<?> declaring = method.getDeclaringClass();
            if (isJavaFx(declaring) || declaring == Object.class || method.getParameterCount() != 0
                    || Modifier.isStatic(method.getModifiers()) || !method.getName().endsWith("Property")) {
                continue;
            }
            String name = method.getName().substring(0, method.getName().length() - "Property".length());
            Method getter = getterOf(type, name);
            if (name.isEmpty() || getter == null || !valueLike(getter.getReturnType())) {
                continue;
            }
            String lower = name.toLowerCase(Locale.ROOT);
            if (PAST.matcher(name).lookingAt()) {
                continue; // a former value repeats the value, or tells what is no longer shown
            }
            boolean flag = getter.getReturnType() == boolean.class || getter.getReturnType() == Boolean.class;
            int rank = !flag && (lower.equals("value") || name.endsWith("Value") || lower.length() > 3 && className.contains(lower))
                    ? VALUE : name.equals("min") || name.equals("max") ? BOUND : OTHER;
            found.add(new Accessor(name, accessible(getter), accessible(method), rank));
        }
        boolean hasValue = found.stream().anyMatch(a -> a.rank() < OTHER);
        return found.stream()
                .filter(a -> !hasValue || a.rank() < OTHER)
                .sorted(Comparator.comparingInt(Accessor::rank)
                        .thenComparing(a -> a.name().equals("max")) // min before max
                        .thenComparing(Accessor::name))
                .filter(a -> a.getter() != null)
                .toList();
    }

    private static boolean valueLike(Class<?> type) {
        return type.isPrimitive() && type != void.class || Number.class.isAssignableFrom(type)
                || type == Boolean.class || type == String.class || type.isEnum();
    }

    private static Method getterOf(Class<?> type, String name) {
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
    private static Method accessible(Method method) {
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

    private static Object invoke(Method method, Object target) {
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
