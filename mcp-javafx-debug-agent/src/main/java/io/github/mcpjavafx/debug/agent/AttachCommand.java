package io.github.mcpjavafx.debug.agent;

import com.sun.tools.attach.VirtualMachine;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * {@code java -jar mcp-javafx-debug-agent.jar attach PID [port=…,tokenFile=…]}: loads the agent into a
 * running JVM of the same user, which then starts the debug server as {@code -javaagent:} would (at
 * once, its toolkit being up). The other JVM's log may be nowhere to be seen (an IDE's console, a
 * launcher's), so the command fixes the port and token itself when they are not given (the token from
 * {@code MCP_UI_TOKEN} in this command's environment, else a new one), waits until the server answers,
 * and prints the endpoint here, and the token when it made it.
 */
public final class AttachCommand {

    private static final String USAGE = "usage: [MCP_UI_TOKEN=…] java -jar mcp-javafx-debug-agent.jar attach PID [port=47321,tokenFile=…]";
    /** Where the token is read from when no option names one, as the server itself reads it. */
    private static final String TOKEN_VARIABLE = "MCP_UI_TOKEN";
    private static final Duration SERVER_START = Duration.ofSeconds(60);

    private AttachCommand() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 2 || args.length > 3 || !args[0].equals("attach")) {
            System.err.println(USAGE);
            System.exit(2);
        }
        // refuse a malformed option here rather than in the other JVM's log
        AgentOptions given = AgentOptions.parse(args.length == 3 ? args[2] : "");
        String port = given.properties().getOrDefault("mcp.port", String.valueOf(freeLoopbackPort()));
        Map<String, String> chosen = new LinkedHashMap<>(); // what this command adds to the options given
        if (!given.properties().containsKey("mcp.port")) {
            chosen.put("port", port);
        }
        String token = given.properties().get("mcp.token");
        String tokenSource = "as given";
        if (token == null && !given.properties().containsKey("mcp.tokenFile")) {
            // Read here, in the user's shell's environment, which the app's JVM does not have; handed over
            // through the attach channel, it is on no command line.
            String fromEnvironment = System.getenv(TOKEN_VARIABLE);
            token = fromEnvironment == null || fromEnvironment.isBlank() ? newToken() : fromEnvironment.trim();
            tokenSource = fromEnvironment == null || fromEnvironment.isBlank() ? "generated" : "from " + TOKEN_VARIABLE;
            chosen.put("token", token);
        } else if (token == null) {
            tokenSource = "from " + given.properties().get("mcp.tokenFile");
        }
        StringBuilder options = new StringBuilder(args.length == 3 ? args[2] : "");
        chosen.forEach((key, value) -> options.append(options.length() == 0 ? "" : ",").append(key).append('=').append(value));

        Path agentJar = Path.of(AttachCommand.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        VirtualMachine vm = VirtualMachine.attach(args[1]);
        try {
            vm.loadAgent(agentJar.toString(), options.toString());
        } finally {
            vm.detach();
        }
        String endpoint = "http://127.0.0.1:" + port;
        if (!serves(endpoint)) {
            System.err.println("mcp-javafx-debug agent loaded into JVM " + args[1] + ", but nothing answered at " + endpoint
                    + " within " + SERVER_START.toSeconds() + " s: that JVM's log says why (a JavaFX app? mcp.ui=false?).");
            System.exit(1);
        }
        System.out.println("MCP JavaFX Debug serves in JVM " + args[1]);
        System.out.println("  Endpoint: " + endpoint + "/mcp (streamable HTTP)");
        // A token this command made is shown: this terminal is the only place that knows it. One the
        // user gave is not repeated.
        boolean generated = tokenSource.equals("generated");
        System.out.println("  Token:    " + (generated ? token + " (generated)" : tokenSource));
        System.out.println("  Claude Code: claude mcp add --transport http javafx-debug " + endpoint
                + "/mcp --header \"Authorization: Bearer " + (generated ? token : "$" + TOKEN_VARIABLE) + "\"");
    }

    /** Polls {@code /health}, which the server answers without a token once it serves. */
    private static boolean serves(String endpoint) throws InterruptedException {
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
        HttpRequest health = HttpRequest.newBuilder(URI.create(endpoint + "/health")).timeout(Duration.ofSeconds(5)).build();
        long deadline = System.nanoTime() + SERVER_START.toNanos();
        while (System.nanoTime() < deadline) {
            try {
                if (http.send(health, HttpResponse.BodyHandlers.discarding()).statusCode() == 200) {
                    return true;
                }
            } catch (IOException notYet) {
                // the server starts a second or two after the agent loads
            }
            Thread.sleep(250);
        }
        return false;
    }

    private static int freeLoopbackPort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }

    /** 192 random bits, as the server generates its own. */
    private static String newToken() {
        byte[] bytes = new byte[24];
        new SecureRandom().nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }
}
