package io.github.mcpjavafx.debug.core.recording;

import io.github.mcpjavafx.debug.core.fxinternals.LaunchedApplications;
import io.github.mcpjavafx.debug.core.model.ErrorCode;
import io.github.mcpjavafx.debug.core.model.UiException;
import javafx.application.Application;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Finds the running app's {@link Application} subclass, which a recorded test launches: the one
 * class of the Application instances JavaFX launched in this process, else the class whose
 * {@code main} called {@code Application.launch} (its thread waits there while the app runs), else
 * the main class of the launch command. Any thread.
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
        Set<String> candidates = new LinkedHashSet<>(launched);
        if (launched.isEmpty()) {
            candidates.addAll(launchers());
            String main = mainClass();
            if (main != null) {
                candidates.add(main);
            }
            List<String> apps = candidates.stream().filter(ApplicationClasses::isApplication).distinct().toList();
            if (apps.size() >= 1) {
                return apps.get(0); // the launching caller comes first: it is the app when it extends Application
            }
        }
        String seen = candidates.isEmpty() ? "none (no Application was launched through JavaFX's launcher, and the "
                + "launch command names no class)" : String.join(", ", candidates) + (launched.isEmpty()
                ? " (the launching classes and the main class; none extends javafx.application.Application)"
                : " (several Application classes were launched)");
        throw new UiException(ErrorCode.MCP_UI_INVALID_ARGUMENT, "Cannot tell which Application the test should "
                + "launch. Candidates seen: " + seen + ". Give applicationClass, the fully qualified name of the app's "
                + "javafx.application.Application subclass, e.g. \"com.acme.OrdersApp\".",
                Map.of("argument", "applicationClass", "problem", "not detected", "candidates", List.copyOf(candidates)));
    }

    /** The class named {@code name}, not initialised; null when it cannot be loaded. */
    static Class<?> load(String name) {
        try {
            return Class.forName(name, false, loader());
        } catch (ClassNotFoundException | LinkageError | IllegalArgumentException notThere) {
            return null; // a servlet container's loader refuses some names outright instead of not finding them
        }
    }

    /** Whether {@code name} is a loadable class that extends Application. */
    public static boolean isApplication(String name) {
        Class<?> type = load(name);
        return type != null && Application.class.isAssignableFrom(type) && type != Application.class;
    }

    /** The Application classes JavaFX's launcher started ({@link LaunchedApplications}); none when that cannot be read. */
    private static Set<String> launched() {
        Set<String> names = new LinkedHashSet<>();
        LaunchedApplications.classes().stream().map(Class::getName).filter(name -> !name.startsWith(TESTFX))
                .forEach(names::add);
        return names;
    }

    /**
     * The classes that called {@code Application.launch} and whose thread still waits in it, which is
     * where a plain {@code main} stays while the app runs: {@code launch(args)} names the caller's own
     * class, so the caller is the app whenever it extends Application. Then the other classes on
     * that stack, nearest first (a launcher's main that calls {@code launch(App.class)}).
     */
    private static Set<String> launchers() {
        Set<String> names = new LinkedHashSet<>();
        try {
            for (StackTraceElement[] stack : Thread.getAllStackTraces().values()) {
                for (int i = 0; i < stack.length - 1; i++) {
                    if ("javafx.application.Application".equals(stack[i].getClassName())
                            && "launch".equals(stack[i].getMethodName())) {
                        for (int j = i + 1; j < stack.length; j++) {
                            String caller = stack[j].getClassName();
                            if (!caller.startsWith("java.") && !caller.startsWith("jdk.") && !caller.startsWith("sun.")
                                    && !caller.startsWith("javafx.") && !caller.startsWith("com.sun.")) {
                                names.add(caller);
                            }
                        }
                        break;
                    }
                }
            }
        } catch (SecurityException denied) {
            // no stacks to read: the other sources remain
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
