package io.github.mcpjavafx.debug.agent;

import java.util.Arrays;

/**
 * The agent jar's command line: {@code attach PID [options]} loads the agent into a running JVM
 * ({@link AttachCommand}); {@code mcp} serves MCP over stdio in front of the running apps ({@link StdioCommand}).
 */
public final class AgentCommand {

    private static final String USAGE = """
            usage: java -jar mcp-javafx-debug-agent.jar mcp [--headless] [--app NAME] [-- COMMAND…]
                     an MCP server over stdio for the JavaFX apps of this user that run with the debug server;
                     with a COMMAND (java -jar target/app.jar), it runs that app with the agent, and restarts it;
                     --headless runs it on Monocle's headless glass (the agent option headless=true; so does
                     a Linux machine without a display); --app chooses the running app by pid, main class,
                     its simple name or its jar's name, as a stateless client cannot with ui_apps
                   [MCP_UI_TOKEN=…] java -jar mcp-javafx-debug-agent.jar attach PID [port=47321,tokenFile=…]
                     starts the debug server in a running JavaFX app""";

    private AgentCommand() {
    }

    public static void main(String[] args) throws Exception {
        String command = args.length == 0 ? "" : args[0];
        StdioCommand.Arguments mcp = command.equals("mcp") ? StdioCommand.Arguments.parse(args) : null;
        if (command.equals("attach")) {
            AttachCommand.main(args);
        } else if (mcp != null) {
            StdioCommand.run(mcp);
            System.exit(0); // the SDK's transport threads are not daemons
        } else {
            System.err.println((command.isEmpty() ? "" : "unknown arguments: " + String.join(" ", Arrays.asList(args)) + "\n") + USAGE);
            System.exit(2);
        }
    }
}
