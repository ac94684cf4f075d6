package io.github.mcpjavafx.debug.core.logs;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Reads objects of classes the server cannot name: the application's logging framework, seen from the class loader
 * of its own that the Java agent gives the server. Accessors are looked up once per class, since the app's logging
 * threads read every record through them.
 */
final class ForeignObjects {

    private static final ClassValue<Map<String, Optional<Method>>> METHODS = new ClassValue<>() {
        @Override
        protected Map<String, Optional<Method>> computeValue(Class<?> type) {
            return new ConcurrentHashMap<>();
        }
    };

    private ForeignObjects() {
    }

    /** The value of {@code target}'s public method {@code name} without parameters. */
    static Object call(Object target, String name) throws ReflectiveOperationException {
        Method found = method(target, name);
        if (found == null) {
            throw new NoSuchMethodException(target.getClass().getName() + "." + name);
        }
        return found.invoke(target);
    }

    /** Whether {@code target} has a public method {@code name} without parameters. */
    static boolean has(Object target, String name) {
        return method(target, name) != null;
    }

    /** The constant {@code name} of the enum {@code type}. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    static Object constant(Class<?> type, String name) {
        return Enum.valueOf((Class) type, name);
    }

    private static Method method(Object target, String name) {
        return METHODS.get(target.getClass()).computeIfAbsent(name, n -> Optional.ofNullable(publicMethod(target.getClass(), n)))
                .orElse(null);
    }

    /** The method as a public type declares it: a public method of a class that is not public cannot be called from outside. */
    private static Method publicMethod(Class<?> type, String name) {
        if (type == null) {
            return null;
        }
        if (Modifier.isPublic(type.getModifiers())) {
            try {
                return type.getMethod(name);
            } catch (NoSuchMethodException e) {
                return null;
            }
        }
        for (Class<?> face : type.getInterfaces()) {
            Method found = publicMethod(face, name);
            if (found != null) {
                return found;
            }
        }
        return publicMethod(type.getSuperclass(), name);
    }
}
