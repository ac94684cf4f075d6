package io.github.mcpjavafx.debug.agent;

import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * {@code java -jar mcp-javafx-debug-agent.jar mcp [-- COMMAND…]}: an MCP server over stdio that any client
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
     * {@code mcp [--headless] [-- COMMAND…]}: the command after {@code --} that starts the app, or empty, and the
     * agent options it starts with ({@code headless=true} for {@code --headless}, which needs a command).
     */
    record Arguments(List<String> appCommand, String agentOptions) {

        /** The arguments after {@code mcp}, or null when they are not of that form. */
        static Arguments parse(String[] args) {
            List<String> rest = Arrays.asList(args).subList(1, args.length);
            boolean headless = !rest.isEmpty() && rest.get(0).equals("--headless");
            List<String> afterFlags = rest.subList(headless ? 1 : 0, rest.size());
            if (afterFlags.isEmpty()) {
                return headless ? null : new Arguments(List.of(), "");
            }
            // "--" may be gone: some clients take it as the end of their own options (the MCP Inspector's CLI does),
            // and a command never starts with a dash, so the first word that is no option of ours starts it
            List<String> command = afterFlags.get(0).equals("--") ? afterFlags.subList(1, afterFlags.size()) : afterFlags;
            if (command.isEmpty() || command.get(0).startsWith("-")) {
                return null;
            }
            return new Arguments(List.copyOf(command), headless ? "headless=true" : "");
        }
    }

    static void run(Arguments arguments) throws Exception {
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
                    .getMethod("serve", InputStream.class, OutputStream.class, Path.class, List.class, String.class)
                    .invoke(null, System.in, protocol, agentJar, arguments.appCommand(), arguments.agentOptions());
        } catch (InvocationTargetException e) {
            throw e.getCause() instanceof Exception cause ? cause : e;
        }
    }
}
