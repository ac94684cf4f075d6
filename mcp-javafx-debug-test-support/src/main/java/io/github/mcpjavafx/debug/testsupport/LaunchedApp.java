package io.github.mcpjavafx.debug.testsupport;

import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An app in a JVM of its own, as a test launched it: its output (standard output and error together) goes to a log
 * file, read back line by line; it is stopped, with every process it started, on {@link #close()} or when it outlives
 * {@link #LIFETIME}, whichever comes first. When it serves the debug server, its endpoint (known at launch, or read
 * from its log) and bearer token give an MCP client.
 */
public final class LaunchedApp implements AutoCloseable {

    /** A safety net for a test that hangs: no launched app lives longer. */
    private static final Duration LIFETIME = Duration.ofMinutes(10);
    /** What the agent logs once its server listens. */
    private static final Pattern ENDPOINT = Pattern.compile("Endpoint:\\s+(http://\\S+)/mcp");
    private static final Pattern PROBLEM = Pattern.compile("\\bERROR\\b|\\bSEVERE\\b|NoSuchMethodError|NoClassDefFoundError|Exception in thread");
    /** The log starts with the command line and an empty line, for whoever opens it; the app's output follows. */
    private static final int HEADER_LINES = 2;

    private final Launch launch;
    private final Process process;
    private final Path log;
    private McpSyncClient client;

    /**
     * What to launch: {@code command} ({@code java} and its arguments), what it adds to the inherited
     * {@code environment}, and its debug server's bearer {@code token} and {@code endpoint}
     * ({@code http://127.0.0.1:PORT}); both null when it serves none, the endpoint null when the app logs it.
     */
    public record Launch(String name, List<String> command, Map<String, String> environment, String token, String endpoint) {
        public Launch {
            Objects.requireNonNull(name, "name");
            command = List.copyOf(command);
            environment = Map.copyOf(environment);
        }
    }

    private LaunchedApp(Launch launch, Process process, Path log) {
        this.launch = launch;
        this.process = process;
        this.log = log;
    }

    /** Starts {@code launch}, its output in {@code logDir}/NAME.log. */
    public static LaunchedApp start(Launch launch, Path logDir) {
        try {
            Files.createDirectories(logDir);
            Path log = logDir.resolve(launch.name() + ".log");
            Files.writeString(log, String.join(" ", launch.command()) + "\n\n");
            ProcessBuilder builder = new ProcessBuilder(launch.command())
                    .redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()));
            builder.environment().putAll(launch.environment());
            Process process = builder.start();
            CompletableFuture.delayedExecutor(LIFETIME.toSeconds(), TimeUnit.SECONDS).execute(() -> stop(process));
            return new LaunchedApp(launch, process, log);
        } catch (IOException e) {
            throw new UncheckedIOException("Could not launch " + launch.name(), e);
        }
    }

    public long pid() {
        return process.pid();
    }

    /** The debug server's endpoint given at launch ({@code http://127.0.0.1:PORT}). */
    public String endpoint() {
        return Objects.requireNonNull(launch.endpoint(), () -> launch.name() + " was launched with no known endpoint");
    }

    public String token() {
        return launch.token();
    }

    /** The app's command line as every local user reads it ({@code /proc/PID/cmdline}); empty where there is no /proc. */
    public String commandLine() {
        try {
            Path cmdline = Path.of("/proc", Long.toString(process.pid()), "cmdline");
            return Files.exists(cmdline) ? Files.readString(cmdline).replace('\0', ' ') : "";
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Waits until the server at {@link #endpoint()} answers {@code /health} with 200; fails at once when the app dies first. */
    public void awaitServer(Duration timeout) {
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
        HttpRequest health = HttpRequest.newBuilder(URI.create(endpoint() + "/health")).timeout(Duration.ofSeconds(5)).build();
        withOutputOnFailure(() -> Await.await(launch.name() + "'s debug server to answer /health", timeout, () -> {
            assertAlive("before its debug server answered");
            try {
                return http.send(health, HttpResponse.BodyHandlers.discarding()).statusCode() == 200;
            } catch (IOException notYetListening) {
                return false; // the server starts a second or two after the window
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("Interrupted", e);
            }
        }));
    }

    /** Waits for the agent's server to log its endpoint, and returns it ({@code http://127.0.0.1:PORT}). */
    public String awaitEndpoint(Duration timeout) {
        return awaitLine(ENDPOINT, timeout).group(1);
    }

    /** Waits for a line matching {@code pattern}; fails with the output so far when none comes, or the app ends first. */
    public Matcher awaitLine(Pattern pattern, Duration timeout) {
        return withOutputOnFailure(() -> Await.await("a line matching " + pattern + " from " + launch.name(), timeout, () -> {
            boolean alive = process.isAlive(); // before the read: a line printed just before the end is still seen
            Optional<Matcher> found = lines().stream().map(pattern::matcher).filter(Matcher::find).findFirst();
            if (found.isEmpty() && !alive) {
                assertAlive("without printing " + pattern);
            }
            return found;
        }, Optional::isPresent).orElseThrow());
    }

    /** Writes one line to the app's standard input. */
    public void send(String line) {
        try {
            process.getOutputStream().write((line + "\n").getBytes(StandardCharsets.UTF_8));
            process.getOutputStream().flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The app's exit code once it has ended by itself, or null if it still runs after {@code timeout}. */
    public Integer awaitExit(Duration timeout) {
        try {
            return process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS) ? process.exitValue() : null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    /** Whether the app's process ended by itself within {@code timeout}. */
    public boolean exitsWithin(Duration timeout) {
        return awaitExit(timeout) != null;
    }

    /** The log lines that say something went wrong: ERROR (SLF4J), SEVERE (java.util.logging), linkage errors, uncaught exceptions. */
    public List<String> problems() {
        return lines().stream().filter(line -> PROBLEM.matcher(line).find()).toList();
    }

    /** Everything the app wrote so far, standard output and error together. */
    public String output() {
        return String.join("\n", lines());
    }

    /** The last {@code count} lines of the app's output, for failure messages. */
    public String tail(int count) {
        List<String> lines = lines();
        return String.join("\n", lines.subList(Math.max(0, lines.size() - count), lines.size()));
    }

    /** The log file: the command line, then the app's output. */
    public Path log() {
        return log;
    }

    /** The MCP Java SDK client over streamable HTTP to {@code endpoint} with the launch's bearer token, initialized. */
    public McpSyncClient client(String endpoint) {
        return client(endpoint, launch.token());
    }

    /** The same with another bearer token (one an attach command chose). Closed with the app. */
    public McpSyncClient client(String endpoint, String token) {
        var transport = HttpClientStreamableHttpTransport.builder(endpoint)
                .endpoint("/mcp")
                .httpRequestCustomizer((request, method, uri, body, context) -> request.header("Authorization", "Bearer " + token))
                .build();
        client = McpClient.sync(transport).requestTimeout(Duration.ofSeconds(30)).build();
        client.initialize();
        return client;
    }

    private void assertAlive(String before) {
        if (!process.isAlive()) {
            throw new AssertionError(launch.name() + " exited with " + process.exitValue() + " " + before);
        }
    }

    /** A wait whose failure shows the end of the app's output, read when it failed. */
    private <T> T withOutputOnFailure(Supplier<T> wait) {
        try {
            return wait.get();
        } catch (AssertionError e) {
            throw new AssertionError(e.getMessage() + "; its output:\n" + tail(100), e);
        }
    }

    private void withOutputOnFailure(Runnable wait) {
        withOutputOnFailure(() -> {
            wait.run();
            return null;
        });
    }

    private List<String> lines() {
        try {
            // Decoded leniently: an app may print bytes that are not UTF-8.
            List<String> lines = new String(Files.readAllBytes(log), StandardCharsets.UTF_8).lines().toList();
            return lines.subList(Math.min(HEADER_LINES, lines.size()), lines.size());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Closes the client, then stops the app: asked first (its shutdown hooks run), then killed with what it started. */
    @Override
    public void close() {
        if (client != null) {
            client.closeGracefully();
        }
        stop(process);
    }

    private static void stop(Process process) {
        List<ProcessHandle> started = process.descendants().toList();
        process.destroy();
        try {
            if (!process.waitFor(10, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
            started.forEach(ProcessHandle::destroyForcibly);
            process.waitFor(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            started.forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
        }
    }
}
