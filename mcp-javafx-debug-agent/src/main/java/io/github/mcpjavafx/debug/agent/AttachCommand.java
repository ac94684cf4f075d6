package io.github.mcpjavafx.debug.agent;

import com.sun.tools.attach.VirtualMachine;

import java.nio.file.Path;

/**
 * {@code java -jar mcp-javafx-debug-agent.jar attach PID [port=…,token=…]}: loads the agent into a
 * running JVM of the same user, which then starts the debug server as {@code -javaagent:} would (at
 * once, its toolkit being up). The server's endpoint and token are printed by that JVM, in its log.
 */
public final class AttachCommand {

    private static final String USAGE = "usage: java -jar mcp-javafx-debug-agent.jar attach PID [port=47321,token=…]";

    private AttachCommand() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 2 || args.length > 3 || !args[0].equals("attach")) {
            System.err.println(USAGE);
            System.exit(2);
        }
        String options = args.length == 3 ? args[2] : "";
        AgentOptions.parse(options); // refuse a malformed option here rather than in the other JVM's log
        Path agentJar = Path.of(AttachCommand.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        VirtualMachine vm = VirtualMachine.attach(args[1]);
        try {
            vm.loadAgent(agentJar.toString(), options);
        } finally {
            vm.detach();
        }
        System.out.println("mcp-javafx-debug agent loaded into JVM " + args[1] + "; its log shows the endpoint and token.");
    }
}
