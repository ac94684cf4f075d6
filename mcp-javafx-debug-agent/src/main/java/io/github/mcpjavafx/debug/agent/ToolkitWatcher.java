package io.github.mcpjavafx.debug.agent;

import java.lang.instrument.Instrumentation;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.Optional;

/**
 * Finds the class loader that defines JavaFX without starting the toolkit: on the module path or the
 * class path; else, for an application that loads JavaFX itself, by waiting for JavaFX's platform class
 * among the classes the JVM has loaded, then asking {@code Platform.runLater}, which refuses until the
 * toolkit runs.
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
        return knownLoader() != null;
    }

    /** The JVM's instrumentation, which the agent was given. */
    Instrumentation instrumentation() {
        return instrumentation;
    }

    /** Looks once a second instead of several times. */
    void pollSlowly() {
        pollMillis = SLOW_POLL_MILLIS;
    }

    /**
     * The class loader that defines JavaFX, which the server's loader delegates JavaFX to. When the JVM
     * already has JavaFX (an attach) or finds it on the module path or the class path, the answer is known at
     * once, and the server starts beside the application's own start instead of after it: its start is seconds
     * of CPU that would otherwise follow the first window. Otherwise (an executable jar whose own loader brings
     * JavaFX later) this waits until the application has started the toolkit.
     */
    ClassLoader javafxLoader() throws InterruptedException {
        ClassLoader known = knownLoader();
        return known != null ? known : awaitToolkit();
    }

    /** JavaFX's loader when the JVM has loaded JavaFX or finds it on the module path or the class path; else null. */
    private ClassLoader knownLoader() {
        Class<?> loaded = loadedPlatformImpl();
        if (loaded != null) {
            return definingLoader(loaded);
        }
        Optional<Module> onModulePath = ModuleLayer.boot().findModule("javafx.graphics");
        if (onModulePath.isPresent()) {
            return onModulePath.get().getClassLoader() != null ? onModulePath.get().getClassLoader()
                    : ClassLoader.getSystemClassLoader();
        }
        return ClassLoader.getSystemClassLoader().getResource(PLATFORM.replace('.', '/') + ".class") != null
                ? ClassLoader.getSystemClassLoader() : null;
    }

    /** Blocks until the application has started the toolkit, and returns the loader that defined JavaFX. */
    ClassLoader awaitToolkit() throws InterruptedException {
        while (true) {
            Class<?> impl = loadedPlatformImpl();
            if (impl != null && toolkitRunning(definingLoader(impl))) {
                return definingLoader(impl);
            }
            Thread.sleep(pollMillis);
        }
    }

    private static ClassLoader definingLoader(Class<?> type) {
        return type.getClassLoader() != null ? type.getClassLoader() : ClassLoader.getSystemClassLoader();
    }

    /** JavaFX's platform class once the application has loaded it (it is about to start the toolkit), else null. */
    Class<?> loadedPlatformImpl() {
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
