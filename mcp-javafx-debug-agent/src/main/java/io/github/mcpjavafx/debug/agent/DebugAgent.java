package io.github.mcpjavafx.debug.agent;

import java.lang.instrument.Instrumentation;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The agent's entry points: {@code -javaagent:mcp-javafx-debug-agent.jar[=port=47321,tokenFile=…]} at JVM
 * start ({@link #premain}) or an attach to a running JVM ({@link #agentmain}). At JVM start, {@code headless=true}
 * first puts the application on Monocle ({@link HeadlessPlatform}), and a toolkit that never starts is explained
 * at the JVM's end ({@link GlassDiagnosis}).
 *
 * <p>Both return at once. A daemon thread waits until the application has started the JavaFX toolkit,
 * then starts the debug server as {@code McpJavafxDebug.startFromSystemProperties()} does, in a class
 * loader of its own over the jars nested in the agent jar, so the application's libraries and the
 * server's never meet. Nothing the agent does is thrown into the application: failures are logged to
 * stderr.
 */
public final class DebugAgent {

    static final String LOG_PREFIX = "mcp-javafx-debug agent: ";

    /** One server per JVM: a second load of the agent (another attach) starts nothing. */
    private static final AtomicBoolean LOADED = new AtomicBoolean();

    private DebugAgent() {
    }

    /** Called by the JVM before the application's {@code main} for {@code -javaagent:}. */
    public static void premain(String options, Instrumentation instrumentation) {
        start(options, instrumentation, true);
    }

    /** Called by the JVM when the agent is loaded into a running JVM (see {@link AttachCommand}). */
    public static void agentmain(String options, Instrumentation instrumentation) {
        start(options, instrumentation, false);
    }

    /** @param atJvmStart before the application's {@code main} (premain), when JavaFX's platform can still be chosen */
    private static void start(String options, Instrumentation instrumentation, boolean atJvmStart) {
        if (!LOADED.compareAndSet(false, true)) {
            log("already loaded in this JVM; its debug server runs or starts already (see the log above).");
            return;
        }
        try {
            AgentOptions.parse(options).applyTo(System.getProperties());
            ToolkitWatcher watcher = new ToolkitWatcher(instrumentation);
            boolean headless = HeadlessPlatform.wanted(System.getProperties());
            if (headless) {
                log(atJvmStart ? new HeadlessPlatform(instrumentation, System.getProperties()).setUp()
                        : "headless=true is for the JVM's start (-javaagent:), not an attach to a running app: ignored.");
            }
            if (atJvmStart && watcher.javafxPresent()) {
                // nothing hurries: a report at the JVM's end and a look at the windows' sizes wait on this one
                ToolkitWatcher unhurried = new ToolkitWatcher(instrumentation);
                unhurried.pollSlowly();
                GlassDiagnosis.watch(unhurried, headless ? ScreenFitCheck::lookWhileRunning : javafx -> { });
            }
            if (!AgentOptions.serverWanted(System.getProperties())) {
                log("mcp.ui is false: no debug server.");
                return;
            }
            if (!watcher.javafxPresent()) {
                // An executable jar (Spring Boot's, say) loads JavaFX with a class loader of its own, later.
                log("JavaFX is on neither the class path nor the module path: the debug server starts if the"
                        + " application loads JavaFX itself.");
                watcher.pollSlowly();
            }
            Thread thread = new Thread(() -> ServerLauncher.launch(watcher), "mcp-javafx-debug-agent");
            thread.setDaemon(true);
            thread.start();
        } catch (RuntimeException | Error e) {
            log("could not start: " + e);
        }
    }

    static void log(String message) {
        System.err.println(LOG_PREFIX + message);
    }
}
