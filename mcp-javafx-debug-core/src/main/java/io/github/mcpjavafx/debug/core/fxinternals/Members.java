package io.github.mcpjavafx.debug.core.fxinternals;

import javafx.scene.Node;

import java.lang.reflect.Field;
import java.lang.reflect.Method;

/**
 * One private class or member of JavaFX, opened for use, or {@code null} when this JavaFX has none of that name or
 * refuses to open it: never an exception, so that a missing member degrades its feature and fails no call.
 */
final class Members {

    private Members() {
    }

    /** A class of JavaFX's, by name, not initialised. */
    static Class<?> type(String name) {
        try {
            return Class.forName(name, false, Node.class.getClassLoader());
        } catch (ClassNotFoundException | LinkageError | RuntimeException absent) {
            return null;
        }
    }

    /** A field declared by {@code type} (null when {@code type} is). */
    static Field field(Class<?> type, String name) {
        try {
            Field field = type.getDeclaredField(name);
            field.setAccessible(true);
            return field;
        } catch (ReflectiveOperationException | RuntimeException absentOrRefused) {
            return null;
        }
    }

    /** A method without parameters declared by {@code type} (null when {@code type} is). */
    static Method method(Class<?> type, String name) {
        try {
            Method method = type.getDeclaredMethod(name);
            method.setAccessible(true);
            return method;
        } catch (ReflectiveOperationException | RuntimeException absentOrRefused) {
            return null;
        }
    }
}
