package io.github.mcpjavafx.debug.core.fxinternals;

import javafx.scene.Scene;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;

/**
 * When each scene's frame was rendered: the one fact of a trace that only JavaFX's internals tell. It uses
 * JavaFX's own performance tracker ({@code com.sun.javafx.perf.PerformanceTracker}, whose render callback
 * runs on the render thread as a frame is done). Where that class cannot be reached (another JavaFX, or
 * JavaFX on the module path without {@code --add-opens javafx.graphics/javafx.scene=ALL-UNNAMED} and
 * {@code --add-exports javafx.graphics/com.sun.javafx.perf=ALL-UNNAMED}), or a scene already has a tracker
 * of the app's, rendering is "not measured" and nothing else changes. Written for JavaFX 17 to 26 (the tracker's
 * methods are alike there); checked on the build's JavaFX 21. FX thread only, but its times.
 */
public final class RenderClock {

    private static final Access ACCESS = Access.open();

    private final List<Scene> tracked = new ArrayList<>();
    private final List<Long> rendered = new ArrayList<>();

    private RenderClock() {
    }

    /** Starts timing the frames of {@code scenes}, where JavaFX lets us. */
    public static RenderClock install(List<Scene> scenes) {
        RenderClock clock = new RenderClock();
        if (ACCESS == null) {
            return clock;
        }
        for (Scene scene : scenes) {
            try {
                if (ACCESS.trackerField.get(scene) != null) {
                    continue; // the app's own tracker: leave it be
                }
                Object tracker = ACCESS.getSceneTracker.invoke(null, scene);
                ACCESS.setOnRendered.invoke(tracker, (Runnable) clock::frameRendered);
                clock.tracked.add(scene);
            } catch (ReflectiveOperationException | RuntimeException e) {
                // this scene's frames go untimed
            }
        }
        return clock;
    }

    /** Whether any frame could be timed. */
    public boolean measured() {
        return !tracked.isEmpty();
    }

    /** Called on the render thread as a frame is done. */
    private synchronized void frameRendered() {
        rendered.add(System.nanoTime());
    }

    /** Stops timing; the times frames were done, in order. */
    public List<Long> remove() {
        for (Scene scene : tracked) {
            try {
                ACCESS.release.invoke(null, scene);
            } catch (ReflectiveOperationException | RuntimeException e) {
                // already gone with its scene
            }
        }
        synchronized (this) {
            return List.copyOf(rendered);
        }
    }

    /** Why rendering was not measured, for the answer. */
    public static String whyNot() {
        return ACCESS == null ? "JavaFX's performance tracker is not reachable here" : "no scene could be timed";
    }

    private record Access(Field trackerField, Method getSceneTracker, Method release, Method setOnRendered) {

        static Access open() {
            try {
                Class<?> type = Class.forName("com.sun.javafx.perf.PerformanceTracker");
                Field field = Scene.class.getDeclaredField("tracker");
                field.setAccessible(true);
                return new Access(field, type.getMethod("getSceneTracker", Scene.class),
                        type.getMethod("releaseSceneTracker", Scene.class),
                        type.getMethod("setOnRenderedFrameTask", Runnable.class));
            } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
                return null;
            }
        }
    }
}
