package io.github.mcpjavafx.debug.support;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.McpJavafxDebug;
import io.github.mcpjavafx.debug.McpJavafxHandle;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Started with {@code -Djava.io.tmpdir=} the folder {@code args[0]}: starts the debug server, prints what
 * the folder holds while it serves ({@code serving: …}); then, with {@code args[1]} {@code close}, closes
 * it and, the JVM still running (as an app that goes on after the server), prints what the folder holds
 * ({@code closed: …}); with {@code exit}, exits with the server running, as an app that never closes it.
 */
public final class StartStopServer {

    private StartStopServer() {
    }

    public static void main(String[] args) throws IOException {
        McpJavafxHandle server = McpJavafxDebug.install(McpJavafxConfig.builder().token("start-stop-token-0123456789").build());
        if (!server.awaitReady(Duration.ofMinutes(1))) {
            System.out.println("not ready: " + server.failure());
            System.exit(2);
        }
        System.out.println("serving: " + list(Path.of(args[0])));
        if (args[1].equals("close")) {
            server.close();
            System.out.println("closed: " + list(Path.of(args[0])));
        }
        System.exit(0);
    }

    private static String list(Path folder) throws IOException {
        try (Stream<Path> entries = Files.list(folder)) {
            return entries.map(path -> path.getFileName().toString()).sorted().collect(Collectors.joining(" "));
        }
    }
}
