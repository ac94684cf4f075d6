package io.github.mcpjavafx.debug.core.scene;

import javafx.beans.value.ObservableValue;
import javafx.scene.Node;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The few value-like properties a control from outside JavaFX declares (numbers, booleans, enums, short strings),
 * which its line shows: {@code Rating u-37 rating=2.0 max=5}. Read through {@link FxProperties}; what a class has is
 * looked up once per class. FX thread only.
 */
public final class OwnProperties {

    /** More than this many properties on a line crowd out what the line is for. */
    private static final int MAX_OWN = 4;
    /** A longer string is content, not a setting; it does not go on a line. */
    private static final int MAX_OWN_STRING = 40;

    private static final ClassValue<List<Accessor>> OWN = new ClassValue<>() {
        @Override
        protected List<Accessor> computeValue(Class<?> type) {
            return accessors(type);
        }
    };

    /** Per class outside JavaFX, its own texts to draw ({@link #drawnTexts}). */
    private static final ClassValue<List<DrawnText>> DRAWN_TEXTS = new ClassValue<>() {
        @Override
        protected List<DrawnText> computeValue(Class<?> type) {
            return drawnTextsOf(type);
        }
    };

    /** A text property a class draws ({@code flipTextProperty()}) and its getter. */
    private record DrawnText(Method property, Method getter) {
    }

    private OwnProperties() {
    }

    /**
     * The non-blank values of the string properties a node's own classes (outside JavaFX) name as a text
     * ({@code flipText}, {@code centerText}; a tooltip's is no text it draws), in name order: what a control that
     * paints its texts on a canvas shows, where no {@code Text} node writes them.
     */
    public static List<String> drawnTexts(Node node) {
        List<String> texts = new ArrayList<>();
        for (DrawnText drawn : DRAWN_TEXTS.get(node.getClass())) {
            if (FxProperties.invoke(drawn.getter(), node) instanceof String text && !text.isBlank()) {
                texts.add(text.strip());
            }
        }
        return texts;
    }

    /** The properties {@link #drawnTexts} reads, as observables: a split-flap's new letter changes the node's line. */
    public static List<ObservableValue<?>> drawnTextObservables(Node node) {
        return observablesOf(DRAWN_TEXTS.get(node.getClass()).stream().map(DrawnText::property).toList(), node);
    }

    private static List<DrawnText> drawnTextsOf(Class<?> type) {
        if (FxProperties.isJavaFx(type) || !Node.class.isAssignableFrom(type)) {
            return List.of();
        }
        List<DrawnText> texts = new ArrayList<>();
        for (Method method : type.getMethods()) {
            String name = method.getName();
            if (method.getParameterCount() != 0 || Modifier.isStatic(method.getModifiers())
                    || FxProperties.isJavaFx(method.getDeclaringClass())
                    || !name.endsWith("TextProperty") || name.startsWith("tooltip")) {
                continue;
            }
            Method getter = FxProperties.getterOf(type, name.substring(0, name.length() - "Property".length()));
            if (getter != null && getter.getReturnType() == String.class) {
                texts.add(new DrawnText(method, getter));
            }
        }
        texts.sort(Comparator.comparing(text -> text.getter().getName()));
        return List.copyOf(texts);
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
    public static Map<String, Object> of(Node node) {
        List<Accessor> accessors = OWN.get(node.getClass());
        if (accessors.isEmpty()) {
            return Map.of();
        }
        Map<String, Object> own = new LinkedHashMap<>();
        for (Accessor accessor : accessors) {
            if (own.size() == MAX_OWN) {
                break;
            }
            Object value = FxProperties.invoke(accessor.getter(), node);
            if (value instanceof ObservableValue<?> observable) {
                value = observable.getValue();
            }
            if (shows(value, accessor.rank())) {
                own.put(accessor.name(), FxProperties.plain(value));
            }
        }
        return own;
    }

    /** The properties {@link #of} reads, as observables: a change of any of them changes the node's line. */
    public static List<ObservableValue<?>> observables(Node node) {
        return observablesOf(OWN.get(node.getClass()).stream().map(Accessor::property).toList(), node);
    }

    /** What each of {@code properties}, property methods of {@code node}'s class, answers that can be listened to. */
    private static List<ObservableValue<?>> observablesOf(List<Method> properties, Node node) {
        if (properties.isEmpty()) {
            return List.of();
        }
        List<ObservableValue<?>> observables = new ArrayList<>(properties.size());
        for (Method property : properties) {
            if (FxProperties.invoke(property, node) instanceof ObservableValue<?> observable) {
                observables.add(observable);
            }
        }
        return observables;
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

    private static List<Accessor> accessors(Class<?> type) {
        if (FxProperties.isJavaFx(type) || !Node.class.isAssignableFrom(type)) {
            return List.of();
        }
        String className = type.getSimpleName().toLowerCase(Locale.ROOT);
        List<Accessor> found = new ArrayList<>();
        for (Method method : type.getMethods()) {
            Class<?> declaring = method.getDeclaringClass();
            if (FxProperties.isJavaFx(declaring) || declaring == Object.class || method.getParameterCount() != 0
                    || Modifier.isStatic(method.getModifiers()) || !method.getName().endsWith("Property")) {
                continue;
            }
            String name = method.getName().substring(0, method.getName().length() - "Property".length());
            Method getter = FxProperties.getterOf(type, name);
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
            found.add(new Accessor(name, FxProperties.accessible(getter), FxProperties.accessible(method), rank));
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
}
