package io.github.mcpjavafx.debug.core.recording;

import io.github.mcpjavafx.debug.core.model.ErrorCode;
import io.github.mcpjavafx.debug.core.model.UiException;
import javafx.application.Application;

import java.lang.reflect.Field;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * Finds the running app's {@link Application} subclass, which a recorded test launches: the one
 * class of the Application instances JavaFX launched in this process, else the main class of the
 * launch command when it extends Application. Any thread.
 */
public final class ApplicationClasses {

    /** TestFX starts the toolkit by launching an Application of its own, which is no app to test. */
    private static final String TESTFX = "org.testfx.";

    private ApplicationClasses() {
    }

    /** The app's Application class; {@code MCP_UI_INVALID_ARGUMENT} asking for {@code applicationClass} when it cannot tell. */
    public static String detect() {
        Set<String> launched = launched();
        if (launched.size() == 1) {
            return launched.iterator().next();
        }
        String main = mainClass();
        if (launched.isEmpty() && main != null && isApplication(main)) {
            return main;
        }
        String seen = launched.isEmpty()
                ? "no Application was launched through JavaFX's launcher and the main class " + (main == null
                ? "is unknown" : main + " does not extend javafx.application.Application")
                : "several Application classes were launched: " + String.join(", ", launched);
        throw new UiException(ErrorCode.MCP_UI_INVALID_ARGUMENT, "Cannot tell which Application the test should "
                + "launch: " + seen + ". Give applicationClass, the fully qualified name of the app's "
                + "javafx.application.Application subclass, e.g. \"com.acme.OrdersApp\".",
                Map.of("argument", "applicationClass", "problem", "not detected"));
    }

    /** Whether {@code name} is a loadable class that extends Application. */
    public static boolean isApplication(String name) {
        try {
            Class<?> type = Class.forName(name, false, loader());
            return Application.class.isAssignableFrom(type) && type != Application.class;
        } catch (ClassNotFoundException | LinkageError | IllegalArgumentException notThere) {
            return false; // a servlet container's loader refuses some names outright instead of not finding them
        }
    }

    /**
     * JavaFX's launcher registers each Application instance it starts with its parameters
     * ({@code Application.getParameters()} reads them back); that registry is the only place the
     * toolkit remembers the app. It is internal: when it cannot be read (a module path that does
     * not open it), detection falls back to the main class.
     */
    private static Set<String> launched() {
        Set<String> names = new LinkedHashSet<>();
        try {
            Class<?> registry = Class.forName("com.sun.javafx.application.ParametersImpl");
            Field params = registry.getDeclaredField("params");
            params.setAccessible(true);
            Object map = params.get(null);
            if (map instanceof Map<?, ?> apps) {
                synchronized (apps) {
                    apps.keySet().stream().map(app -> app.getClass().getName())
                            .filter(name -> !name.startsWith(TESTFX)).forEach(names::add);
                }
            }
        } catch (ReflectiveOperationException | RuntimeException unreadable) {
            // fall back to the main class
        }
        return names;
    }

    /** The first word of the launch command, when it is a class name (not a jar); {@code -m module/Main} gives Main. */
    private static String mainClass() {
        String command = System.getProperty("sun.java.command", "").trim();
        String first = command.isEmpty() ? null : command.split("\\s+", 2)[0];
        return first == null || first.endsWith(".jar") ? null : first.substring(first.indexOf('/') + 1);
    }

    private static ClassLoader loader() {
        ClassLoader context = Thread.currentThread().getContextClassLoader();
        return context != null ? context : ApplicationClasses.class.getClassLoader();
    }
}
