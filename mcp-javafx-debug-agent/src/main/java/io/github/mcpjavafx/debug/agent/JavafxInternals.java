package io.github.mcpjavafx.debug.agent;

import java.lang.instrument.Instrumentation;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Opens the few JavaFX packages the server reads by reflection to the server's classes, when JavaFX is on
 * the module path: which handlers a drawn node has (a switch drawn as a Rectangle), which animations
 * run (the timer's receivers, and the animation each belongs to), which CSS pass is due, how the application was started. On the class path everything is open
 * already; on the module path, without the agent, those features do without and say so. Opened to the
 * server's class loader only, not to the application.
 */
final class JavafxInternals {

    /** The engine's own list of what it reads (one list for the agent, the docs and the engine). */
    private static final String LIST_CLASS = "io.github.mcpjavafx.debug.core.fxinternals.OpenedPackages";

    private JavafxInternals() {
    }

    /** Opens the packages to {@code serverLoader}'s classes; a JavaFX on the class path needs nothing. */
    static void openTo(ClassLoader serverLoader, ClassLoader javafxLoader, Instrumentation instrumentation) {
        Module server = serverLoader.getUnnamedModule();
        for (Map.Entry<String, List<String>> entry : packagesRead(serverLoader).entrySet()) {
            Module javafx = moduleOf(entry.getKey(), javafxLoader);
            if (javafx == null || !javafx.isNamed()) {
                continue;
            }
            Map<String, Set<Module>> opens = new HashMap<>();
            for (String pkg : entry.getValue()) {
                if (javafx.getPackages().contains(pkg)) {
                    opens.put(pkg, Set.of(server));
                }
            }
            try {
                instrumentation.redefineModule(javafx, Set.of(), Map.of(), opens, Set.of(), Map.of());
            } catch (RuntimeException e) {
                DebugAgent.log("could not open " + entry.getKey() + "'s internals to the server (" + e
                        + "): drawn nodes' own handlers are not seen");
            }
        }
    }

    @SuppressWarnings("unchecked")
    private static Map<String, List<String>> packagesRead(ClassLoader serverLoader) {
        try {
            return (Map<String, List<String>>) Class.forName(LIST_CLASS, true, serverLoader)
                    .getMethod("byModule").invoke(null);
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            DebugAgent.log("could not read which JavaFX internals the server reads (" + e + "): none opened");
            return Map.of();
        }
    }

    private static Module moduleOf(String name, ClassLoader javafxLoader) {
        String probe = name.equals("javafx.base") ? "javafx.event.EventType" : "javafx.scene.Node";
        try {
            return Class.forName(probe, false, javafxLoader).getModule();
        } catch (ClassNotFoundException e) {
            return null;
        }
    }
}
