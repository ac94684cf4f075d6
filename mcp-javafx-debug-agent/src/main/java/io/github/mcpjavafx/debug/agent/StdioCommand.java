package io.github.mcpjavafx.debug.agent;

import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;

/**
 * {@code java -jar mcp-javafx-debug-agent.jar mcp [--headless] [--app NAME] [-- COMMAND…]}: an MCP server over stdio that any client
 * can start, in front of the user's running JavaFX apps, or of the one it starts with {@code COMMAND}
 * (see the server's {@code StdioProxy}). It runs in the
 * server's class loader over the jars nested in the agent jar, and loads none of Spring.
 *
 * <p>Standard output is the protocol channel: before anything else runs, {@code System.out} is pointed
 * at standard error, so that no library's print can corrupt it, and the libraries' logging (SLF4J) goes
 * to standard error too.
 */
final class StdioCommand {

    static final String ENTRY_CLASS = "io.github.mcpjavafx.debug.stdio.StdioProxy";
    /** The libraries' warnings to standard error, with no logging framework to start. */
    private static final String LOGGING = "io.github.mcpjavafx.debug.stdio.StderrWarnings";

    private StdioCommand() {
    }

    /**
     * {@code mcp [--headless] [--app NAME] [-- COMMAND…]}: the command after {@code --} that starts the app, or empty;
     * the agent options it starts with ({@code headless=true} for {@code --headless}, which needs a command); and the
     * running app to choose ({@code --app}: a pid, a main class, its simple name or a jar's name), or null.
     */
    record Arguments(List<String> appCommand, String agentOptions, String app) {

        static final String HEADLESS = "headless=true";

        /** The arguments after {@code mcp}, or null when they are not of that form. */
        static Arguments parse(String[] args) {
            List<String> rest = Arrays.asList(args).subList(1, args.length);
            boolean headless = false;
            String app = null;
            int next = 0;
            while (next < rest.size()) {
                String word = rest.get(next);
                if (word.equals("--headless") && !headless) {
                    headless = true;
                    next++;
                } else if (word.equals("--app") && app == null && next + 1 < rest.size() && !rest.get(next + 1).isBlank()) {
                    app = rest.get(next + 1).strip();
                    next += 2;
                } else {
                    break;
                }
            }
            List<String> afterFlags = rest.subList(next, rest.size());
            if (afterFlags.isEmpty()) {
                return headless ? null : new Arguments(List.of(), "", app);
            }
            // "--" may be gone: some clients take it as the end of their own options (the MCP Inspector's CLI does),
            // and a command never starts with a dash, so the first word that is no option of ours starts it
            List<String> command = afterFlags.get(0).equals("--") ? afterFlags.subList(1, afterFlags.size()) : afterFlags;
            if (command.isEmpty() || command.get(0).startsWith("-")) {
                return null;
            }
            return new Arguments(List.copyOf(command), headless ? HEADLESS : "", app);
        }

        /**
         * These arguments on a machine whose environment is {@code environment}: an app started without a display to
         * show on (Linux without {@code DISPLAY} or {@code WAYLAND_DISPLAY}: a server, a container, CI) runs headless,
         * as with {@code --headless}, instead of failing to open its window; the note says so.
         */
        Arguments forDisplayOf(UnaryOperator<String> environment, boolean linux, Consumer<String> note) {
            boolean noDisplay = linux && isBlank(environment.apply("DISPLAY")) && isBlank(environment.apply("WAYLAND_DISPLAY"));
            if (appCommand.isEmpty() || !agentOptions.isEmpty() || !noDisplay) {
                return this;
            }
            note.accept("no display here (DISPLAY and WAYLAND_DISPLAY are not set): the app runs headless, as with --headless");
            return new Arguments(appCommand, HEADLESS, app);
        }

        private static boolean isBlank(String value) {
            return value == null || value.isBlank();
        }
    }

    static void run(Arguments given) throws Exception {
        Arguments arguments = given.forDisplayOf(System::getenv, System.getProperty("os.name", "").startsWith("Linux"),
                note -> System.err.println("mcp-javafx-debug stdio: " + note));
        PrintStream protocol = System.out;
        System.setOut(System.err);
        System.getProperties().putIfAbsent("slf4j.provider", LOGGING);
        System.getProperties().putIfAbsent("slf4j.internal.verbosity", "WARN"); // no word on stderr that it did
        List<Path> jars = NestedJars.inAgentJar().extract();
        ClassLoader loader = new ServerClassLoader(jars, StdioCommand.class.getClassLoader());
        Thread.currentThread().setContextClassLoader(loader);
        try {
            Path agentJar = Path.of(StdioCommand.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            Class.forName(ENTRY_CLASS, true, loader)
                    .getMethod("serve", InputStream.class, OutputStream.class, Path.class, List.class, String.class, String.class)
                    .invoke(null, System.in, protocol, agentJar, arguments.appCommand(), arguments.agentOptions(), arguments.app());
        } catch (InvocationTargetException e) {
            throw e.getCause() instanceof Exception cause ? cause : e;
        }
    }
}
