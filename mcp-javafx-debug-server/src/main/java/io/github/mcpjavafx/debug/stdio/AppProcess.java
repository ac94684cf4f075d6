package io.github.mcpjavafx.debug.stdio;

import io.github.mcpjavafx.debug.server.ServerInstance;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.Charset;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Deque;
import java.util.List;
import java.util.Optional;

/**
 * The app the stdio entry point was told to run ({@code mcp -- java -jar target/app.jar}): started in this
 * working directory with the agent attached through {@code JAVA_TOOL_OPTIONS}, a token of its own handed
 * over in {@code MCP_UI_TOKEN} (on no command line), its output kept for {@code ui_app_console} and never
 * written to this process's standard output, which is the protocol channel. Restarted on request, ended
 * with the proxy.
 */
final class AppProcess {

    /** Lines of the app's output kept: the start of a crash and what led to it. */
    static final int CONSOLE_LINES = 2000;
    private static final String TOKEN_VARIABLE = "MCP_UI_TOKEN";
    private static final String TOOL_OPTIONS = "JAVA_TOOL_OPTIONS";

    private final List<String> command;
    private final Path agentJar;
    private final String agentOptions;
    private final String token = newToken();
    private final Deque<String> console = new ArrayDeque<>();
    private Process process;
    private int starts;

    /** @param agentOptions the agent's options ({@code headless=true}), or empty */
    AppProcess(List<String> command, Path agentJar, String agentOptions) {
        if (command.isEmpty()) {
            throw new IllegalArgumentException("no command after --: mcp -- java -jar target/app.jar");
        }
        if (agentJar.toString().contains(" ")) {
            // JAVA_TOOL_OPTIONS splits at white space
            throw new IllegalArgumentException("the agent jar's path " + agentJar + " holds a space: move it to a path without one");
        }
        this.command = List.copyOf(command);
        if (agentOptions.contains(" ")) {
            throw new IllegalArgumentException("the agent options '" + agentOptions + "' hold a space");
        }
        this.agentJar = agentJar;
        this.agentOptions = agentOptions;
    }

    /** Starts the app; its earlier process, if any still runs, is ended first (with the processes it started). */
    synchronized long start() throws IOException {
        stop();
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        String options = builder.environment().getOrDefault(TOOL_OPTIONS, "");
        builder.environment().put(TOOL_OPTIONS, (options.isBlank() ? "" : options + " ") + "-javaagent:" + agentJar
                + (agentOptions.isEmpty() ? "" : "=" + agentOptions));
        builder.environment().put(TOKEN_VARIABLE, token);
        Process started = builder.start();
        process = started;
        starts++;
        record("--- " + (starts == 1 ? "started" : "restarted") + ": pid " + started.pid() + ", " + String.join(" ", command));
        Thread reader = new Thread(() -> drain(started.getInputStream(), started), "mcp-javafx-debug-stdio-app-output");
        reader.setDaemon(true);
        reader.start();
        return started.pid();
    }

    /** The server this process (or a JVM it started, {@code ./mvnw javafx:run}'s) runs: it holds our token. */
    boolean serves(ServerInstance instance) {
        return token.equals(instance.token());
    }

    /** The process while it runs. */
    synchronized Optional<ProcessHandle> running() {
        return process != null && process.isAlive() ? Optional.of(process.toHandle()) : Optional.empty();
    }

    /** The exit code of the last process once it has ended, else empty. */
    synchronized Optional<Integer> exitCode() {
        return process == null || process.isAlive() ? Optional.empty() : Optional.of(process.exitValue());
    }

    String commandLine() {
        return String.join(" ", command);
    }

    /** The last {@code lines} lines the app printed (standard output and error, as they came). */
    List<String> console(int lines) {
        synchronized (console) {
            List<String> all = new ArrayList<>(console);
            return all.subList(Math.max(0, all.size() - lines), all.size());
        }
    }

    /** Ends the app and the processes it started: a launcher's JVM would otherwise keep the app running. */
    synchronized void stop() {
        if (process == null || !process.isAlive()) {
            return;
        }
        ProcessHandle handle = process.toHandle();
        List<ProcessHandle> family = new ArrayList<>(handle.descendants().toList());
        family.add(handle);
        family.forEach(ProcessHandle::destroy);
        for (ProcessHandle member : family) {
            try {
                member.onExit().get(10, java.util.concurrent.TimeUnit.SECONDS);
            } catch (Exception stillRunning) {
                member.destroyForcibly();
            }
        }
    }

    private void drain(InputStream output, Process from) {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(output, Charset.defaultCharset()))) {
            for (String line; (line = in.readLine()) != null; ) {
                record(line);
            }
        } catch (IOException ended) {
            // the process is gone
        }
        from.onExit().thenAccept(ended -> record("--- pid " + ended.pid() + " ended with exit code " + ended.exitValue()));
    }

    /** Under the console's own lock, not this object's: the output keeps draining while {@link #stop} waits. */
    private void record(String line) {
        synchronized (console) {
            console.addLast(line);
            while (console.size() > CONSOLE_LINES) {
                console.removeFirst();
            }
        }
    }

    private static String newToken() {
        byte[] bytes = new byte[24];
        new SecureRandom().nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }
}
