package io.github.mcpjavafx.debug.agent;

import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Says why JavaFX's glass did not start, when the application began starting the toolkit and the JVM ends
 * before it ran: no display for GTK, Monocle missing, Monocle refused by the module system, a Monocle built for
 * a newer JDK. JavaFX's own trace of these (when there is one) names a class, not the cause or the fix.
 */
final class GlassDiagnosis {

    private final ToolkitWatcher watcher;
    private final Consumer<ClassLoader> afterStart;
    private volatile boolean toolkitStarted;

    private GlassDiagnosis(ToolkitWatcher watcher, Consumer<ClassLoader> afterStart) {
        this.watcher = watcher;
        this.afterStart = afterStart;
    }

    /**
     * From {@code premain}: notes when the toolkit has started, and at the JVM's end, if the application loaded
     * JavaFX's platform but the toolkit never ran, prints the reason to standard error.
     *
     * @param afterStart runs on the watching daemon thread once the toolkit runs, given JavaFX's class loader
     */
    static void watch(ToolkitWatcher watcher, Consumer<ClassLoader> afterStart) {
        GlassDiagnosis diagnosis = new GlassDiagnosis(watcher, afterStart);
        Thread noter = new Thread(diagnosis::noteStart, "mcp-javafx-debug-agent-glass");
        noter.setDaemon(true);
        noter.start();
        Runtime.getRuntime().addShutdownHook(new Thread(diagnosis::reportIfNeverStarted, "mcp-javafx-debug-agent-glass-report"));
    }

    private void noteStart() {
        try {
            ClassLoader javafx = watcher.awaitToolkit();
            toolkitStarted = true;
            afterStart.accept(javafx);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (RuntimeException e) {
            // JavaFX unusable: the report at the end says why
        }
    }

    private void reportIfNeverStarted() {
        Class<?> platform = watcher.loadedPlatformImpl();
        if (toolkitStarted || platform == null) {
            return;
        }
        ClassLoader javafx = platform.getClassLoader() != null ? platform.getClassLoader() : ClassLoader.getSystemClassLoader();
        // first: the export below reaches Monocle too when it shares the agent's class path, and would hide the refusal
        String reason = reason(System.getProperties(), System.getenv(), javafx);
        if (!glassStarted(javafx)) {
            DebugAgent.log("the JavaFX toolkit did not start, and the JVM ends: " + reason);
        }
    }

    /**
     * Whether glass made its application object, which it keeps to the end: a toolkit that started and ended between
     * two of the watcher's looks did start. Glass's package is exported to the agent for the question on the module path.
     */
    private boolean glassStarted(ClassLoader javafx) {
        try {
            Class<?> glass = Class.forName("com.sun.glass.ui.Application", false, javafx);
            Module agent = GlassDiagnosis.class.getModule();
            if (!glass.getModule().isExported(glass.getPackageName(), agent)) {
                watcher.instrumentation().redefineModule(glass.getModule(), Set.of(),
                        Map.of(glass.getPackageName(), Set.of(agent)), Map.of(), Set.of(), Map.of());
            }
            return glass.getMethod("GetApplication").invoke(null) != null;
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            return false;
        }
    }

    /** Why the glass named by {@code glass.platform} (GTK by default on Linux) cannot start here. */
    static String reason(Properties system, Map<String, String> env, ClassLoader javafxLoader) {
        String glass = system.getProperty("glass.platform", "");
        if (glass.equalsIgnoreCase("Monocle")) {
            String refused = monocleRefusal(javafxLoader);
            return refused != null ? refused : "Monocle's glass loads; see the exception above";
        }
        boolean linux = system.getProperty("os.name", "").toLowerCase(Locale.ROOT).contains("linux");
        if (linux && blank(env.get("DISPLAY")) && blank(env.get("WAYLAND_DISPLAY"))) {
            return "there is no display (DISPLAY is not set) for JavaFX's GTK glass. Run the app headless with the"
                    + " agent option headless=true (-javaagent:mcp-javafx-debug-agent.jar=headless=true, or"
                    + " java -jar mcp-javafx-debug-agent.jar mcp --headless -- COMMAND), or under xvfb-run";
        }
        return "see the exception above (glass.platform=" + (glass.isEmpty() ? "the default" : glass) + ")";
    }

    /** Why Monocle's platform class cannot be loaded through JavaFX's class loader, or null when it can. */
    static String monocleRefusal(ClassLoader javafxLoader) {
        try {
            Class.forName(HeadlessPlatform.MONOCLE_FACTORY, false, javafxLoader);
            return null;
        } catch (ClassNotFoundException e) {
            return "glass.platform=Monocle, but Monocle is on neither the class path nor the module path; the agent"
                    + " option headless=true brings it";
        } catch (UnsupportedClassVersionError e) {
            return "this Monocle was built for a newer Java than this JVM's " + Runtime.version().feature() + " ("
                    + e.getMessage() + "); use Monocle 17.0.10 on JDK 17, or the agent option headless=true, which"
                    + " picks the build that fits";
        } catch (IllegalAccessError e) {
            return "JavaFX is on the module path and does not export its glass to Monocle (" + e.getMessage()
                    + "); the agent option headless=true exports it";
        } catch (LinkageError e) {
            return "Monocle does not fit this JavaFX: " + e;
        }
    }

    private static boolean blank(String value) {
        return value == null || value.isBlank();
    }
}
