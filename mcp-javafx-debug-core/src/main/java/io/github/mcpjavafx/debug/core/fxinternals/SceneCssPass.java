package io.github.mcpjavafx.debug.core.fxinternals;

import javafx.scene.Scene;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;

/**
 * The CSS pass a pulse runs on a scene ({@code Scene.doCSSPass()}, private), which styles only its dirty branches:
 * {@code Node.applyCss()} on the root would restyle every node. Checked on JavaFX 17.0.13, 21.0.12 and 26.0.2.
 * Where it is absent or not opened to us (the module path without {@code --add-opens
 * javafx.graphics/javafx.scene}) {@link #available()} is false and {@link #run} does nothing. FX thread only.
 */
public final class SceneCssPass {

    private static final Method PASS = Members.method(Scene.class, "doCSSPass");

    private SceneCssPass() {
    }

    /** Whether the pass can be run here. */
    public static boolean available() {
        return PASS != null;
    }

    /** Runs the pass on {@code scene} and says whether it ran; what the pass itself throws (the app's CSS) comes through. */
    public static boolean run(Scene scene) {
        if (PASS == null) {
            return false;
        }
        try {
            PASS.invoke(scene);
            return true;
        } catch (IllegalAccessException refused) {
            return false;
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw new IllegalStateException("The scene's CSS pass failed", e.getCause());
        }
    }
}
