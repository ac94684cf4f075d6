package io.github.mcpjavafx.debug.testfx;

import javafx.application.Platform;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Whether headless Monocle can start in this JVM, read before the toolkit starts. With JavaFX on the class path
 * nothing is needed. With JavaFX on the module path (a build with a {@code module-info}, Gradle's JavaFX plugin) the
 * JVM must be started with JavaFX's internals exported to Monocle and opened to TestFX, which reaches into them to
 * install Monocle: no code in an unnamed module may grant that once the JVM runs ({@code Module.addExports} serves
 * only the module itself, and {@code Instrumentation.redefineModule} needs an agent). So the test names the exact
 * flags, rather than failing later with {@code IllegalAccessError: superclass access check failed}.
 */
public final class MonocleAccess {

    private static final String MONOCLE_PACKAGE = "com.sun.glass.ui.monocle";
    private static final String MONOCLE_MODULE = "org.testfx.monocle";
    /** What Monocle's classes extend and call: exported to the module that holds Monocle. */
    static final List<String> EXPORTED = List.of("javafx.graphics/com.sun.glass.ui",
            "javafx.graphics/com.sun.glass.ui.delegate", "javafx.graphics/com.sun.javafx.util",
            "javafx.graphics/com.sun.javafx.application", "javafx.base/com.sun.javafx.logging");
    /** What TestFX sets by reflection to install Monocle's headless platform: opened to TestFX. */
    static final String OPENED = "javafx.graphics/com.sun.glass.ui";

    /**
     * The flags a build adds when its test JVM has JavaFX on the module path and the test, TestFX and Monocle on the
     * class path (as Maven's surefire and Gradle's test task put them, module path or not): what
     * {@link #missingFlags()} names there.
     */
    public static final List<String> FOR_THE_CLASS_PATH = List.of(
            "--add-exports=javafx.graphics/com.sun.glass.ui=ALL-UNNAMED",
            "--add-exports=javafx.graphics/com.sun.glass.ui.delegate=ALL-UNNAMED",
            "--add-exports=javafx.graphics/com.sun.javafx.util=ALL-UNNAMED",
            "--add-exports=javafx.graphics/com.sun.javafx.application=ALL-UNNAMED",
            "--add-exports=javafx.base/com.sun.javafx.logging=ALL-UNNAMED",
            "--add-opens=javafx.graphics/com.sun.glass.ui=ALL-UNNAMED");

    private MonocleAccess() {
    }

    /** The flags this JVM lacks for headless Monocle, each {@code --add-exports=…} or {@code --add-opens=…}; none on the class path. */
    static List<String> missingFlags() {
        Module graphics = Platform.class.getModule();
        if (!graphics.isNamed()) {
            return List.of();
        }
        Module testfx = org.testfx.api.FxToolkit.class.getModule();
        Optional<Module> monocleModule = graphics.getLayer() == null ? Optional.empty()
                : graphics.getLayer().findModule(MONOCLE_MODULE);
        boolean patchedIn = graphics.getPackages().contains(MONOCLE_PACKAGE);
        // Monocle on the class path shares the unnamed module with TestFX and the test
        Module monocle = patchedIn ? graphics : monocleModule.orElse(testfx);
        List<String> missing = new ArrayList<>();
        if (monocle != graphics) {
            for (String pkg : EXPORTED) {
                if (!module(graphics, pkg).isExported(pkg.substring(pkg.indexOf('/') + 1), monocle)) {
                    missing.add("--add-exports=" + pkg + "=" + name(monocle));
                }
            }
        }
        if (!graphics.isOpen(OPENED.substring(OPENED.indexOf('/') + 1), testfx)) {
            missing.add("--add-opens=" + OPENED + "=" + name(testfx));
        }
        if (monocle != testfx && !monocle.isOpen(MONOCLE_PACKAGE, testfx)) {
            missing.add("--add-opens=" + (monocle == graphics ? "javafx.graphics" : MONOCLE_MODULE) + "/" + MONOCLE_PACKAGE
                    + "=" + name(testfx));
        }
        return missing;
    }

    /** Fails when {@link #missingFlags()} names any: what to add, as a Maven or Gradle build adds it. */
    static void check() {
        List<String> missing = missingFlags();
        if (!missing.isEmpty()) {
            String flags = String.join(" ", missing);
            throw new IllegalStateException("Headless Monocle cannot start here: JavaFX is on the module path and the "
                    + "JVM was started without access to its internals, which only JVM flags can grant. Start the test "
                    + "JVM with: " + flags + " (Maven: <argLine>" + flags + "</argLine> in the surefire plugin's "
                    + "configuration; Gradle: test { jvmArgs '" + String.join("', '", missing) + "' }), or put JavaFX "
                    + "on the class path.");
        }
    }

    private static Module module(Module graphics, String pkg) {
        String name = pkg.substring(0, pkg.indexOf('/'));
        return graphics.getLayer().findModule(name).orElse(graphics);
    }

    private static String name(Module module) {
        return module.isNamed() ? module.getName() : "ALL-UNNAMED";
    }
}
