package io.github.mcpjavafx.debug.core.trace;

import io.github.mcpjavafx.debug.core.fx.FxThread;
import io.github.mcpjavafx.debug.core.fxinternals.RenderClock;
import io.github.mcpjavafx.debug.core.model.PerformResult;
import io.github.mcpjavafx.debug.core.model.TraceRequest;
import io.github.mcpjavafx.debug.core.model.TraceResult;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.scene.WindowList;
import io.github.mcpjavafx.debug.core.wait.CallerPresence;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.stage.Window;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Supplier;

/**
 * {@code ui_trace}: listens to the showing scenes' pulses, samples the FX thread's stack, counts each window's
 * nodes, for a span of time or around one batch of actions, then takes all of it away again and says where the
 * time went. Everything it adds to the app lives only while a trace runs; a trace whose client goes away ends
 * at once. It asks for no pulse: an idle app stays idle.
 */
public final class FxTracer {

    private static final long PRESENCE_LOOK_NANOS = TimeUnit.MILLISECONDS.toNanos(100);

    private final long fxTimeoutMs;

    public FxTracer(long fxTimeoutMs) {
        this.fxTimeoutMs = fxTimeoutMs;
    }

    /** Traces for {@code request.durationMs()}. */
    public TraceResult trace(TraceRequest request) {
        return run(() -> {
            long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(request.durationMs());
            for (long left = end - System.nanoTime(); left > 0; left = end - System.nanoTime()) {
                CallerPresence.requirePresent("the trace's end");
                LockSupport.parkNanos(Math.min(left, PRESENCE_LOOK_NANOS));
            }
            return null;
        });
    }

    /** Traces while {@code batch} runs; the answer carries its result. */
    public TraceResult trace(Supplier<PerformResult> batch) {
        return run(batch);
    }

    private TraceResult run(Supplier<PerformResult> traced) {
        Started started = FxThread.call(Started::now, fxTimeoutMs);
        long start = System.nanoTime();
        FxSampler sampler = new FxSampler(started.fxThread, started.skins, started.actions);
        PerformResult batch;
        try {
            batch = traced.get();
        } catch (RuntimeException | Error e) { // the client went away, or the batch failed: leave nothing behind
            sampler.close();
            end(started);
            throw e;
        }
        sampler.close();
        long end = System.nanoTime();
        List<FxSampler.Sample> samples = sampler.samples();
        Ended ended = end(started);
        TraceAnalysis analysis = new TraceAnalysis(start, end, ended.pulses, ended.rendered, samples);
        TraceResult result = TraceSummary.of(analysis, started.skins, sampler.posters(), started.nodes, ended.nodes,
                started.render.measured() ? "measured" : "not measured: " + RenderClock.whyNot());
        return batch == null ? result : result.withPerform(batch, result.text() + "\n\n" + batch.text());
    }

    /** Takes the listeners away on the FX thread; if it is still held, as soon as it is free. */
    private Ended end(Started started) {
        try {
            return FxThread.call(() -> {
                started.actions.remove();
                return new Ended(started.pulses.remove(), started.render.remove(), WindowNodes.count());
            }, fxTimeoutMs);
        } catch (UiException busy) {
            Platform.runLater(() -> {
                started.actions.remove();
                started.pulses.remove();
                started.render.remove();
            });
            return new Ended(List.of(), List.of(), Map.of());
        }
    }

    /** What a trace put in place, on the FX thread. */
    private record Started(Thread fxThread, PulseClock pulses, RenderClock render, ActionTargets actions,
                           Map<String, Integer> nodes, SkinOwners skins) {

        static Started now() {
            List<Scene> scenes = new ArrayList<>();
            for (Window window : WindowList.showing()) {
                if (window.getScene() != null) {
                    scenes.add(window.getScene());
                }
            }
            return new Started(Thread.currentThread(), PulseClock.install(scenes), RenderClock.install(scenes),
                    ActionTargets.listen(scenes), WindowNodes.count(), SkinOwners.of(scenes));
        }
    }

    private record Ended(List<PulseClock.Pulse> pulses, List<Long> rendered, Map<String, Integer> nodes) {
    }
}
