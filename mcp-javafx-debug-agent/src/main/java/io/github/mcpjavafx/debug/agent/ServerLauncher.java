package io.github.mcpjavafx.debug.agent;

import java.lang.reflect.InvocationTargetException;
import java.nio.file.Path;
import java.util.List;

/**
 * The agent thread's work: unpack the server's jars, find JavaFX (waiting for the toolkit only when
 * the application brings JavaFX itself), then start the server through its public entry point in the server's own class loader, and
 * close it when the application has ended.
 */
final class ServerLauncher {

    /** The entry point, by name: the agent's classes never link against the server's. */
    static final String ENTRY_CLASS = "io.github.mcpjavafx.debug.McpJavafxDebug";
    static final String ENTRY_METHOD = "startFromSystemProperties";

    private ServerLauncher() {
    }

    /**
     * Tomcat installs a URL stream handler factory for the whole JVM, which can be set only once: a
     * second Tomcat in another class loader (the application's own, say) then fails to start. The
     * server serves no WAR, so its Tomcat leaves the JVM's factory alone.
     */
    private static void keepTomcatOffTheJvmsUrlHandlers(ClassLoader loader) throws ReflectiveOperationException {
        Class.forName("org.apache.catalina.webresources.TomcatURLStreamHandlerFactory", true, loader)
                .getMethod("disable").invoke(null);
    }

    static void launch(ToolkitWatcher watcher) {
        try {
            List<Path> jars = NestedJars.inAgentJar().extract();
            ClassLoader javafxLoader = watcher.javafxLoader();
            ServerClassLoader loader = new ServerClassLoader(jars, javafxLoader);
            JavafxInternals.openTo(loader, javafxLoader, watcher.instrumentation());
            // Spring finds its configuration through the context class loader; the server's own start
            // thread, created from this one, inherits it.
            Thread.currentThread().setContextClassLoader(loader);
            keepTomcatOffTheJvmsUrlHandlers(loader);
            Object handle = Class.forName(ENTRY_CLASS, true, loader).getMethod(ENTRY_METHOD).invoke(null);
            AppExitWatcher.closeWhenAppEnds((AutoCloseable) handle, loader);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (InvocationTargetException e) {
            DebugAgent.log("the debug server did not start: " + e.getCause());
            e.getCause().printStackTrace();
        } catch (Exception | LinkageError e) {
            DebugAgent.log("the debug server did not start: " + e);
            e.printStackTrace();
        }
    }
}
