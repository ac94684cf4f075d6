package io.github.mcpjavafx.debug.server;

import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.net.BindException;
import java.util.List;
import java.util.Optional;

/**
 * Why the server could not start, named so that the fix follows: a port in use only when binding failed;
 * a missing class with the JDK module or jar that has it; a library of another version with the versions
 * found and expected.
 */
final class StartFailure {

    private StartFailure() {
    }

    static String explain(Throwable failure, int port) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof BindException || t.getClass().getSimpleName().equals("PortInUseException")) {
                return port != 0
                        ? "port " + port + " is in use; choose another mcp.ui.port (-Dmcp.port), or 0 for a free one"
                        : "no port to bind (" + message(t) + ")";
            }
            if (t instanceof NoClassDefFoundError || t instanceof ClassNotFoundException) {
                return missingClass(message(t).replace('/', '.'));
            }
            if (t instanceof LinkageError) {
                return "a library has another version than the server was built with (" + t + ")" + versionLines();
            }
        }
        return message(root(failure));
    }

    private static String missingClass(String className) {
        int dot = className.lastIndexOf('.');
        String pkg = dot < 0 ? "" : className.substring(0, dot);
        Optional<String> systemModule = ModuleFinder.ofSystem().findAll().stream()
                .map(ModuleReference::descriptor)
                .filter(d -> d.packages().contains(pkg))
                .map(d -> d.name())
                .findFirst();
        return systemModule
                .map(module -> "class " + className + " is missing: its JDK module " + module
                        + " is not resolved, as when the application runs as a named module (-m or --module); "
                        + "add --add-modules " + module + " to the java command (docs/modular.md)")
                .orElseGet(() -> "class " + className + " is missing: a jar the debug server needs is not on the class path"
                        + " (use the starter's dependencies as its POM names them)" + versionLines());
    }

    private static String versionLines() {
        List<String> mismatches = LibraryVersions.mismatches();
        return mismatches.isEmpty() ? "" : "; versions that differ: " + String.join("; ", mismatches);
    }

    private static Throwable root(Throwable t) {
        Throwable root = t;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        return root;
    }

    private static String message(Throwable t) {
        return t.getMessage() == null ? t.toString() : t.getMessage();
    }
}
