package io.github.mcpjavafx.debug.agent;

import java.lang.instrument.Instrumentation;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Waits until the application has started the JavaFX toolkit, without starting it and without loading
 * a JavaFX class before the application does: it looks for JavaFX's platform class among the classes
 * the JVM has loaded, then asks {@code Platform.runLater}, which refuses until the toolkit runs; then it
 * waits for the application's first window.
 */
final class ToolkitWatcher {

    private static final String PLATFORM_IMPL = "com.sun.javafx.application.PlatformImpl";
    private static final String PLATFORM = "javafx.application.Platform";
    private static final long POLL_MILLIS = 150;
    /** While JavaFX may never come (an app without it, or one that loads it later), a look a second costs nothing. */
    private static final long SLOW_POLL_MILLIS = 1000;

    private final Instrumentation instrumentation;
    private volatile long pollMillis = POLL_MILLIS;

    ToolkitWatcher(Instrumentation instrumentation) {
        this.instrumentation = instrumentation;
    }

    /** Whether JavaFX can be found at all: on the class path or the module path, or loaded already (an attach). */
    boolean javafxPresent() {
        return ModuleLayer.boot().findModule("javafx.graphics").isPresent()
                || ClassLoader.getSystemClassLoader().getResource(PLATFORM.replace('.', '/') + ".class") != null
                || loadedPlatformImpl() != null;
    }

    /** Looks once a second instead of several times. */
    void pollSlowly() {
        pollMillis = SLOW_POLL_MILLIS;
    }

    /**
     * Blocks until the toolkit runs and a window shows, and returns the class loader that defined JavaFX (the application's:
     * the server's loader delegates JavaFX to it).
     */
    ClassLoader awaitToolkit() throws InterruptedException {
        while (true) {
            Class<?> impl = loadedPlatformImpl();
            if (impl != null && toolkitRunning(impl.getClassLoader())) {
                ClassLoader javafx = impl.getClassLoader() != null ? impl.getClassLoader() : ClassLoader.getSystemClassLoader();
                awaitFirstWindow(javafx);
                return javafx;
            }
            Thread.sleep(pollMillis);
        }
    }

    /**
     * Waits until a window shows. The server's start takes a second or two of CPU; started as soon as the
     * toolkit runs, it would compete with the application building its first window (on two cores the window
     * came 0.8 s later), and until a window shows there is nothing to inspect.
     */
    private void awaitFirstWindow(ClassLoader javafxLoader) throws InterruptedException {
        while (!windowShowing(javafxLoader)) {
            Thread.sleep(pollMillis);
        }
    }

    /** Asks the FX thread whether any window shows; {@code Window.getWindows()} may only be read there. */
    private static boolean windowShowing(ClassLoader javafxLoader) throws InterruptedException {
        try {
            Class<?> window = Class.forName("javafx.stage.Window", false, javafxLoader);
            Method windows = window.getMethod("getWindows");
            Method showing = window.getMethod("isShowing");
            CompletableFuture<Boolean> answer = new CompletableFuture<>();
            Runnable look = () -> {
                try {
                    for (Object each : (List<?>) windows.invoke(null)) {
                        if ((Boolean) showing.invoke(each)) {
                            answer.complete(true);
                            return;
                        }
                    }
                    answer.complete(false);
                } catch (ReflectiveOperationException | RuntimeException e) {
                    answer.completeExceptionally(e);
                }
            };
            Class.forName(PLATFORM, true, javafxLoader).getMethod("runLater", Runnable.class).invoke(null, look);
            return answer.get(5, TimeUnit.SECONDS);
        } catch (TimeoutException busy) {
            return false; // the FX thread is busy building the window: look again
        } catch (ExecutionException | ReflectiveOperationException e) {
            throw new IllegalStateException("JavaFX's windows cannot be read: " + e, e);
        }
    }

    private Class<?> loadedPlatformImpl() {
        for (Class<?> loaded : instrumentation.getAllLoadedClasses()) {
            if (loaded.getName().equals(PLATFORM_IMPL)) {
                return loaded;
            }
        }
        return null;
    }

    /** {@code Platform.runLater} throws IllegalStateException ("Toolkit not initialized") until the toolkit runs. */
    private static boolean toolkitRunning(ClassLoader javafxLoader) {
        try {
            Class<?> platform = Class.forName(PLATFORM, true, javafxLoader);
            Method runLater = platform.getMethod("runLater", Runnable.class);
            runLater.invoke(null, (Runnable) () -> { });
            return true;
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof IllegalStateException) {
                return false;
            }
            throw new IllegalStateException("Platform.runLater failed: " + e.getCause(), e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("JavaFX's Platform class cannot be called: " + e, e);
        }
    }
}
