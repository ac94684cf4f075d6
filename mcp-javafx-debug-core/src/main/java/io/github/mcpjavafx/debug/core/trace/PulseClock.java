package io.github.mcpjavafx.debug.core.trace;

import javafx.scene.Scene;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Times each pulse's CSS and layout passes, and counts the nodes they lay out, with JavaFX's public scene pulse listeners
 * ({@link Scene#addPreLayoutPulseListener}, {@link Scene#addPostLayoutPulseListener}), which run only when a
 * pulse does: listening asks for no pulse. Every scene gets its listeners once per pulse, so a scene heard
 * twice starts the next pulse. FX thread only; removed at the trace's end.
 */
final class PulseClock {

    /**
     * One pulse as the scenes saw it.
     *
     * @param startNanos      the first scene's pre-layout call
     * @param endNanos        the last scene's post-layout call
     * @param cssLayoutNanos  the CSS and layout passes of every scene, summed
     * @param laidOut         the nodes the layout passes were asked to size and place ({@link LaidOutNodes})
     */
    record Pulse(long startNanos, long endNanos, long cssLayoutNanos, int laidOut) {
    }

    private final List<Scene> scenes;
    private final List<Runnable> pre = new ArrayList<>();
    private final List<Runnable> post = new ArrayList<>();
    private final List<Pulse> pulses = new ArrayList<>();
    private final Map<Scene, Long> preAt = new HashMap<>();
    private long start = -1;
    private long end;
    private long cssLayout;
    private int laidOut;

    private PulseClock(List<Scene> scenes) {
        this.scenes = List.copyOf(scenes);
    }

    /** Listens to the pulses of {@code scenes}. */
    static PulseClock install(List<Scene> scenes) {
        PulseClock clock = new PulseClock(scenes);
        for (Scene scene : clock.scenes) {
            Runnable before = () -> clock.before(scene);
            Runnable after = () -> clock.after(scene);
            clock.pre.add(before);
            clock.post.add(after);
            scene.addPreLayoutPulseListener(before);
            scene.addPostLayoutPulseListener(after);
        }
        return clock;
    }

    private void before(Scene scene) {
        long now = System.nanoTime();
        if (start < 0 || preAt.containsKey(scene)) {
            close();
            start = now;
        }
        laidOut += LaidOutNodes.count(scene.getRoot());
        preAt.put(scene, System.nanoTime()); // the count is the trace's cost, not the pulse's
    }

    private void after(Scene scene) {
        long now = System.nanoTime();
        Long began = preAt.get(scene);
        if (began != null) {
            cssLayout += now - began;
            end = now;
        }
    }

    private void close() {
        if (start >= 0 && end >= start) {
            pulses.add(new Pulse(start, end, cssLayout, laidOut));
        }
        start = -1;
        cssLayout = 0;
        laidOut = 0;
        preAt.clear();
    }

    /** Stops listening; the pulses heard, in order. */
    List<Pulse> remove() {
        for (int i = 0; i < scenes.size(); i++) {
            scenes.get(i).removePreLayoutPulseListener(pre.get(i));
            scenes.get(i).removePostLayoutPulseListener(post.get(i));
        }
        close();
        return List.copyOf(pulses);
    }
}
