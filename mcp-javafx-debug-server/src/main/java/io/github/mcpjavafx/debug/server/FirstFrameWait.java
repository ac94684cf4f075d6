package io.github.mcpjavafx.debug.server;

import javafx.application.Platform;
import javafx.collections.ListChangeListener;
import javafx.scene.Scene;
import javafx.stage.Window;

import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Holds the server's start back until the app's first window has drawn its first frame, so that a library
 * installed before the app's window (first thing in {@code main}, the Spring starter, the agent) does not
 * compete with the app's own start for the CPU: the server's start (its Spring context, Tomcat, loading and
 * compiling their classes) costs seconds of CPU, more than a large scene's first show.
 *
 * <p>Returns at once when no JavaFX is on the class path; after the next pulse when the toolkit runs and a window
 * shows; otherwise when the first window shown has had its first pulse, or at the latest {@link #LIMIT} after the JVM started or
 * after the toolkit was seen to start, whichever is later, so an app that never shows a window still gets its
 * server. Until the toolkit starts it looks every {@value #LOOK_EVERY_MILLIS} ms (one {@code runLater} refused);
 * once it runs, it only listens, and takes its listeners off before it returns.
 */
final class FirstFrameWait {

    /** How long the server waits for the app's first frame, after the JVM's or the toolkit's start. */
    static final Duration LIMIT = Duration.ofSeconds(10);
    private static final long LOOK_EVERY_MILLIS = 200;

    private final Instant notAfter;
    /** The first frame being waited for; null until the wait looks at a running toolkit. */
    private volatile FirstFrame watched;
    private volatile boolean released;

    /** @param notAfter when to stop waiting for a toolkit and a window that have not come */
    FirstFrameWait(Instant notAfter) {
        this.notAfter = notAfter;
    }

    /** The wait that ends at the latest {@link #LIMIT} after this JVM started (or after the toolkit's start, if later). */
    static FirstFrameWait sinceJvmStart() {
        return new FirstFrameWait(Instant.ofEpochMilli(ManagementFactory.getRuntimeMXBean().getStartTime()).plus(LIMIT));
    }

    /** Returns once the server may start (see the class comment); never throws. */
    void await() {
        if (!javafxPresent()) {
            return;
        }
        Instant deadline = notAfter;
        FirstFrame firstFrame = new FirstFrame();
        boolean toolkitWasDown = false;
        watched = firstFrame;
        try {
            while (!released && Instant.now().isBefore(deadline)) {
                if (firstFrame.watch()) {
                    if (toolkitWasDown) { // the app launched its toolkit just now: give its window the time it gives
                        Instant fromToolkit = Instant.now().plus(LIMIT);
                        deadline = fromToolkit.isAfter(deadline) ? fromToolkit : deadline;
                    }
                    firstFrame.drawn.await(Math.max(0, Duration.between(Instant.now(), deadline).toMillis()), TimeUnit.MILLISECONDS);
                    return;
                }
                toolkitWasDown = true;
                Thread.sleep(Math.max(1, Math.min(LOOK_EVERY_MILLIS, Duration.between(Instant.now(), deadline).toMillis())));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            firstFrame.stop();
        }
    }

    /**
     * Ends the wait at once: the FX thread itself waits for the server (an app's {@code start()} that asks the handle for
     * its endpoint), so the frame the server waits for cannot come until the server is up.
     */
    void release() {
        released = true;
        FirstFrame frame = watched;
        if (frame != null) {
            frame.drawn.countDown();
        }
    }

    /** Whether the calling thread is JavaFX's application thread (false without JavaFX). */
    static boolean onFxThread() {
        return javafxPresent() && Platform.isFxApplicationThread();
    }

    private static boolean javafxPresent() {
        try {
            Class.forName("javafx.application.Platform", false, FirstFrameWait.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }

    /** Listens, on the FX thread, for the first window to show and for its scene's first pulse. */
    private static final class FirstFrame {
        final CountDownLatch drawn = new CountDownLatch(1);
        /** What to take off again; touched on the FX thread only. */
        private final List<Runnable> undo = new ArrayList<>();
        private volatile boolean watching;

        /** Starts listening on the FX thread; false while the toolkit has not started. */
        boolean watch() {
            try {
                Platform.runLater(this::listen);
                watching = true;
                return true;
            } catch (IllegalStateException toolkitNotStarted) {
                return false;
            }
        }

        /** Takes our listeners off (the FX thread does it, after a {@link #listen} it may still have queued). */
        void stop() {
            if (watching) {
                try {
                    Platform.runLater(this::takeOff);
                } catch (IllegalStateException toolkitEnded) {
                    // nothing of ours is left on a toolkit that is gone
                }
            }
        }

        private void listen() {
            if (drawn.getCount() == 0) {
                return; // stopped before it began
            }
            List<Window> showing = Window.getWindows().stream().filter(Window::isShowing).toList();
            if (!showing.isEmpty()) {
                // shown already, perhaps not drawn yet (its start() is what just handed the FX thread back): one pulse tells
                showing.forEach(window -> afterFirstPulse(window.getScene()));
                Platform.requestNextPulse();
                return;
            }
            // a window joins the list of windows as it shows, before its first pulse
            ListChangeListener<Window> shown = change -> {
                while (change.next()) {
                    change.getAddedSubList().forEach(window -> afterFirstPulse(window.getScene()));
                }
            };
            Window.getWindows().addListener(shown);
            undo.add(() -> Window.getWindows().removeListener(shown));
        }

        /** The pulse lays the scene out and renders it; what runs after it runs after the first frame. */
        private void afterFirstPulse(Scene scene) {
            if (scene == null) {
                Platform.runLater(drawn::countDown);
                return;
            }
            Runnable pulse = new Runnable() {
                @Override
                public void run() {
                    scene.removePostLayoutPulseListener(this);
                    Platform.runLater(drawn::countDown);
                }
            };
            scene.addPostLayoutPulseListener(pulse);
            undo.add(() -> scene.removePostLayoutPulseListener(pulse));
        }

        private void takeOff() {
            drawn.countDown();
            undo.forEach(Runnable::run);
            undo.clear();
        }
    }
}
