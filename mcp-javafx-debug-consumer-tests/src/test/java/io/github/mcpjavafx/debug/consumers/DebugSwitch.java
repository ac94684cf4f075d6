package io.github.mcpjavafx.debug.consumers;

import io.github.mcpjavafx.debug.testsupport.LaunchedApp;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;

/**
 * How a launch switches the debug server on, with a given port and token: the names differ with and without
 * Spring. The token never goes on the command line, where every local user can read it: it goes, as the
 * docs/configuration.md says, in the environment variable {@code MCP_UI_TOKEN} or in a file only its owner may read.
 */
enum DebugSwitch {

    /** {@code McpJavafxDebug.startFromSystemProperties()} in an app without Spring; the token from {@code MCP_UI_TOKEN}. */
    SYSTEM_PROPERTIES("mcp.ui", "mcp.port", null),
    /** The starter's Spring properties, given as system properties (Spring reads those too); the token from a file. */
    SPRING_PROPERTIES("mcp.ui.enabled", "mcp.ui.port", "mcp.ui.token-file"),
    /** The Java agent jar (system property {@code agent.jar}), its options naming the port: nothing else of ours; the token from {@code MCP_UI_TOKEN}. */
    AGENT(null, "port", null),
    /** The agent as {@link #AGENT}, with the option {@code headless=true}: the only word of the headless platform, no Monocle on any path. */
    HEADLESS_AGENT(null, "port", null);

    /** The flags of headless JavaFX (Monocle), for the launches that do not use the agent's option; Monocle itself must be on the app's paths. */
    private static final List<String> HEADLESS = List.of("-Dtestfx.headless=true", "-Dprism.order=sw",
            "-Dglass.platform=Monocle", "-Dmonocle.platform=Headless", "-Djava.awt.headless=true");

    static final String TOKEN_VARIABLE = "MCP_UI_TOKEN";

    private final String enabled;
    private final String port;
    /** The property that names the token file; null when the token comes from the environment. */
    private final String tokenFile;

    DebugSwitch(String enabled, String port, String tokenFile) {
        this.enabled = enabled;
        this.port = port;
        this.tokenFile = tokenFile;
    }

    /**
     * Starts {@code java} of {@code javaHome} with the headless flags and this switch's, the debug server on a free
     * port with a fresh token, then {@code launch}: what follows them on a user's command line ({@code -cp … Main},
     * {@code -jar …}, {@code -m …}). Its log and token file go to {@code logDir}.
     */
    LaunchedApp launch(String name, Path javaHome, List<String> launch, Path logDir) {
        int port = freePort();
        String token = HexFormat.of().formatHex(new SecureRandom().generateSeed(24));
        try {
            Files.createDirectories(logDir);
            Path tokenFile = logDir.resolve(name + ".token");
            if (readsTokenFile()) {
                Files.deleteIfExists(tokenFile);
                Files.createFile(tokenFile, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
                Files.writeString(tokenFile, token + "\n");
            }
            List<String> command = new ArrayList<>();
            command.add(javaHome.resolve("bin/java").toString());
            command.addAll(headlessFlags());
            command.addAll(jvmOptions(port, tokenFile));
            command.addAll(launch);
            return LaunchedApp.start(new LaunchedApp.Launch(name, command, environment(token), token, "http://127.0.0.1:" + port), logDir);
        } catch (IOException e) {
            throw new UncheckedIOException("Could not launch " + name, e);
        }
    }

    /** Whether the launch hands the token over in a file ({@link #jvmOptions}'s {@code tokenFile}) rather than the environment. */
    boolean readsTokenFile() {
        return tokenFile != null;
    }

    /** @param tokenFile the owner-only file that holds the token, used when {@link #readsTokenFile()} */
    List<String> jvmOptions(int port, Path tokenFile) {
        if (this == AGENT || this == HEADLESS_AGENT) {
            return List.of("-javaagent:" + System.getProperty("agent.jar") + "=" + this.port + "=" + port
                    + (this == HEADLESS_AGENT ? ",headless=true" : ""));
        }
        List<String> options = List.of("-D" + enabled + "=true", "-D" + this.port + "=" + port);
        return readsTokenFile() ? List.of(options.get(0), options.get(1), "-D" + this.tokenFile + "=" + tokenFile) : options;
    }

    /** The headless platform's flags that go before {@link #jvmOptions}: none when the agent's option sets it up. */
    List<String> headlessFlags() {
        return this == HEADLESS_AGENT ? List.of() : HEADLESS;
    }

    /** What the launch adds to its environment. */
    Map<String, String> environment(String token) {
        return readsTokenFile() ? Map.of() : Map.of(TOKEN_VARIABLE, token);
    }

    private static int freePort() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
