package io.github.mcpjavafx.debug.core.fx;

import javafx.scene.Parent;
import javafx.scene.Scene;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;

/**
 * The CSS and layout passes a pulse runs on a scene, run on demand, so that what an action changed
 * is styled and laid out without waiting for the next frame. Both only touch dirty branches, as in
 * a pulse: {@code Node.applyCss()} on the root would instead restyle every node of the scene. The
 * CSS pass is the scene's own (private) one, reached reflectively; where that is not allowed
 * (JavaFX on the module path without {@code --add-opens javafx.graphics/javafx.scene=ALL-UNNAMED})
 * {@link #available()} is false and callers wait for a pulse instead. FX thread only.
 */
final class ScenePasses {

    private static final Method CSS_PASS = cssPass();

    private ScenePasses() {
    }

    /** Whether the passes can be run here. */
    static boolean available() {
        return CSS_PASS != null;
    }

    /** Styles and lays out what is dirty in {@code scene}, as a pulse would before rendering. */
    static void run(Scene scene) {
        Parent root = scene.getRoot();
        if (root == null) {
            return;
        }
        try {
            CSS_PASS.invoke(scene);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("The scene's CSS pass cannot be called", e);
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw new IllegalStateException("The scene's CSS pass failed", e.getCause());
        }
        root.layout();
    }

    private static Method cssPass() {
        try {
            Method method = Scene.class.getDeclaredMethod("doCSSPass");
            method.setAccessible(true);
            return method;
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null; // another JavaFX, or not opened to us: settle with a pulse
        }
    }
}
