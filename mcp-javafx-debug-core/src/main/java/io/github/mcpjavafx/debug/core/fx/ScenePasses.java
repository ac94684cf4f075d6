package io.github.mcpjavafx.debug.core.fx;

import io.github.mcpjavafx.debug.core.fxinternals.SceneCssPass;
import javafx.scene.Parent;
import javafx.scene.Scene;

/**
 * The CSS and layout passes a pulse runs on a scene, run on demand, so that what an action changed
 * is styled and laid out without waiting for the next frame. Both only touch dirty branches, as in
 * a pulse: {@code Node.applyCss()} on the root would instead restyle every node of the scene. The
 * CSS pass is the scene's own private one ({@link SceneCssPass}); where it cannot be run
 * {@link #available()} is false and callers wait for a pulse instead. FX thread only.
 */
final class ScenePasses {

    private ScenePasses() {
    }

    /** Whether the passes can be run here. */
    static boolean available() {
        return SceneCssPass.available();
    }

    /** Styles and lays out what is dirty in {@code scene}, as a pulse would before rendering. */
    static void run(Scene scene) {
        Parent root = scene.getRoot();
        if (root == null) {
            return;
        }
        SceneCssPass.run(scene);
        root.layout();
    }
}
