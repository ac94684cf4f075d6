package io.github.mcpjavafx.debug.agent;

import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * A fixture app in a JVM of its own, with the packaged agent jar as {@code -javaagent:} and nothing of
 * the server on its class path (JavaFX, Monocle and the fixture classes only); its output collected line
 * by line, and an MCP client for the endpoint the agent logs.
 */
final class LaunchedApp implements AutoCloseable {

    /** The JDK the tests run on. */
    static final Path THIS_JDK = Path.of(System.getProperty("java.home"));
    private static final Pattern ENDPOINT = Pattern.compile("Endpoint:\\s+(http://\\S+)/mcp");
    private static final List<String> HEADLESS = List.of("-Dtestfx.headless=true", "-Dprism.order=sw",
            "-Dglass.platform=Monocle", "-Dmonocle.platform=Headless", "-Djava.awt.headless=true");

    private final Process process;
    private final List<String> lines = new CopyOnWriteArrayList<>();
    private final String token = UUID.randomUUID().toString();
    private McpSyncClient client;

    private LaunchedApp(List<String> command, boolean withAgent, Map<String, String> environment) throws IOException {
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        if (withAgent) {
            builder.environment().put("MCP_UI_TOKEN", token);
        }
        builder.environment().putAll(environment);
        process = builder.start();
        Thread reader = new Thread(this::collectOutput, "launched-app-output");
        reader.setDaemon(true);
        reader.start();
    }

    private LaunchedApp(String mainClass, List<Path> extraClassPath, boolean withAgent, Map<String, String> environment)
            throws IOException {
        this(javaCommand(mainClass, extraClassPath, withAgent), withAgent, environment);
    }

    /** The command that runs the fixture headless: JavaFX, Monocle and the fixture classes on the class path. */
    static List<String> javaCommand(String mainClass, List<Path> extraClassPath, boolean withAgent) throws IOException {
        List<String> classPath = new ArrayList<>();
        classPath.add(System.getProperty("fixture.test.classes"));
        classPath.addAll(fixtureJars());
        extraClassPath.forEach(p -> classPath.add(p.toString()));
        List<String> command = java(THIS_JDK, withAgent ? "-javaagent:" + System.getProperty("agent.jar") : null); // the token comes from the environment, as docs/configuration.md says
        command.addAll(HEADLESS);
        command.add("-cp");
        command.add(String.join(java.io.File.pathSeparator, classPath));
        command.add(mainClass);
        return command;
    }

    /** JavaFX's jars and Monocle's, as the build listed them. */
    static List<String> fixtureJars() throws IOException {
        return List.of(Files.readString(Path.of(System.getProperty("fixture.classpath.file"))).trim().split(java.io.File.pathSeparator));
    }

    /** {@code java} of {@code javaHome}, the agent option if not null, and a temporary directory of the test's own. */
    private static List<String> java(Path javaHome, String agent) throws IOException {
        Path tmp = Files.createDirectories(Path.of(System.getProperty("agent.jar")).resolveSibling("launched-tmp"));
        List<String> command = new ArrayList<>();
        command.add(javaHome.resolve("bin").resolve("java").toString());
        if (agent != null) {
            command.add(agent);
        }
        command.add("-Djava.io.tmpdir=" + tmp);
        return command;
    }

    /**
     * {@code java} of {@code javaHome} with the agent and its {@code options}, then {@code launch} (module path, class
     * path, main class) and no flag of the headless platform: the options choose it or not. {@code environment} is
     * added to the inherited one.
     */
    static LaunchedApp startWithAgentOptions(Path javaHome, String options, List<String> launch, Map<String, String> environment)
            throws IOException {
        List<String> command = java(javaHome, "-javaagent:" + System.getProperty("agent.jar") + (options.isEmpty() ? "" : "=" + options));
        command.addAll(launch);
        return new LaunchedApp(command, true, environment);
    }

    static LaunchedApp start(Class<?> mainClass, List<Path> extraClassPath) throws IOException {
        return new LaunchedApp(mainClass.getName(), extraClassPath, true, Map.of());
    }

    /** With the agent, and {@code environment} added to the inherited one. */
    static LaunchedApp start(Class<?> mainClass, Map<String, String> environment) throws IOException {
        return new LaunchedApp(mainClass.getName(), List.of(), true, environment);
    }

    /** The app alone, for an agent attached later. */
    static LaunchedApp startWithoutAgent(Class<?> mainClass) throws IOException {
        return new LaunchedApp(mainClass.getName(), List.of(), false, Map.of());
    }

    long pid() {
        return process.pid();
    }

    /** The app's command line as every local user can read it, arguments separated by spaces. */
    String commandLine() throws IOException {
        return new String(Files.readAllBytes(Path.of("/proc", String.valueOf(process.pid()), "cmdline")), StandardCharsets.UTF_8)
                .replace('\0', ' ');
    }

    private void collectOutput() {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line; (line = in.readLine()) != null; ) {
                lines.add(line);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Waits for the agent's server to log its endpoint, and returns it ({@code http://127.0.0.1:PORT}). */
    String awaitEndpoint(Duration timeout) throws InterruptedException {
        return awaitLine(ENDPOINT, timeout).group(1);
    }

    /** Waits for a line matching {@code pattern}; fails with the output so far when none comes, or the app ends. */
    Matcher awaitLine(Pattern pattern, Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            for (String line : lines) {
                Matcher m = pattern.matcher(line);
                if (m.find()) {
                    return m;
                }
            }
            if (!process.isAlive()) {
                throw new AssertionError("the app ended (" + process.exitValue() + ") without printing " + pattern + ":\n" + output());
            }
            Thread.sleep(50);
        }
        throw new AssertionError("no line matching " + pattern + " within " + timeout + ":\n" + output());
    }

    /** Writes one line to the app's standard input. */
    void send(String line) throws IOException {
        process.getOutputStream().write((line + "\n").getBytes(StandardCharsets.UTF_8));
        process.getOutputStream().flush();
    }

    /** The app's exit code once it has ended, or null if it still runs after {@code timeout}. */
    Integer awaitExit(Duration timeout) throws InterruptedException {
        return process.waitFor(timeout.toMillis(), java.util.concurrent.TimeUnit.MILLISECONDS) ? process.exitValue() : null;
    }

    String output() {
        return lines.stream().collect(Collectors.joining("\n"));
    }

    String token() {
        return token;
    }

    /** The MCP Java SDK client over streamable HTTP with the bearer token, initialized. */
    McpSyncClient client(String endpoint) {
        return client(endpoint, token);
    }

    /** The same with another bearer token (one the attach command chose). */
    McpSyncClient client(String endpoint, String token) {
        var transport = HttpClientStreamableHttpTransport.builder(endpoint)
                .endpoint("/mcp")
                .httpRequestCustomizer((request, method, uri, body, context) -> request.header("Authorization", "Bearer " + token))
                .build();
        client = McpClient.sync(transport).requestTimeout(Duration.ofSeconds(30)).build();
        client.initialize();
        return client;
    }

    static CallToolResult call(McpSyncClient client, String tool, Map<String, Object> arguments) {
        return client.callTool(McpSchema.CallToolRequest.builder(tool).arguments(arguments).build());
    }

    static String text(CallToolResult result) {
        return ((McpSchema.TextContent) result.content().get(0)).text();
    }

    @Override
    public void close() throws InterruptedException {
        if (client != null) {
            client.closeGracefully();
        }
        process.destroy();
        if (!process.waitFor(10, java.util.concurrent.TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor();
        }
    }
}
