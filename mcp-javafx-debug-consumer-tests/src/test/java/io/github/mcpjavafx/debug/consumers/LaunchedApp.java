package io.github.mcpjavafx.debug.consumers;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

/**
 * A consumer app running in a JVM of its own, headless (Monocle), with the debug server switched on on a free
 * port with a fixed token, handed over in the environment or an owner-only file as docs/configuration.md says, never on the
 * command line. Its output goes to a log file. It is killed, with
 * every process it started, on {@link #close()} or when it outlives its deadline, whichever comes first.
 */
final class LaunchedApp implements AutoCloseable {

    private static final Duration LIFETIME = Duration.ofSeconds(150);
    private static final Pattern PROBLEM = Pattern.compile("\\bERROR\\b|\\bSEVERE\\b|NoSuchMethodError|NoClassDefFoundError|Exception in thread");

    private final String name;
    private final Process process;
    private final Path log;
    private final int port;
    private final String token;

    private LaunchedApp(String name, Process process, Path log, int port, String token) {
        this.name = name;
        this.process = process;
        this.log = log;
        this.port = port;
        this.token = token;
    }

    /**
     * Starts {@code java} of {@code javaHome} with the headless and debug-server flags ({@code debug}'s), then {@code launch}:
     * what follows them on a user's command line ({@code -cp … Main}, {@code -jar …}, {@code -m …}).
     */
    static LaunchedApp start(String name, Path javaHome, DebugSwitch debug, List<String> launch, Path logDir) {
        int port = freePort();
        String token = HexFormat.of().formatHex(new SecureRandom().generateSeed(24));
        try {
            Files.createDirectories(logDir);
            Path tokenFile = logDir.resolve(name + ".token");
            if (debug.readsTokenFile()) {
                Files.deleteIfExists(tokenFile);
                Files.createFile(tokenFile, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
                Files.writeString(tokenFile, token + "\n");
            }
            List<String> command = new ArrayList<>();
            command.add(javaHome.resolve("bin/java").toString());
            command.addAll(debug.headlessFlags());
            command.addAll(debug.jvmOptions(port, tokenFile));
            command.addAll(launch);
            Path log = logDir.resolve(name + ".log");
            Files.writeString(log, String.join(" ", command) + "\n\n");
            ProcessBuilder builder = new ProcessBuilder(command)
                    .redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()));
            builder.environment().putAll(debug.environment(token));
            Process process = builder.start();
            CompletableFuture.delayedExecutor(LIFETIME.toSeconds(), TimeUnit.SECONDS)
                    .execute(() -> killTree(process));
            return new LaunchedApp(name, process, log, port, token);
        } catch (IOException e) {
            throw new UncheckedIOException("Could not launch " + name, e);
        }
    }

    String endpoint() {
        return "http://127.0.0.1:" + port;
    }

    String token() {
        return token;
    }

    /** The app's command line as every local user reads it ({@code /proc/PID/cmdline}); empty where there is no /proc. */
    String commandLine() {
        try {
            Path cmdline = Path.of("/proc", Long.toString(process.pid()), "cmdline");
            return Files.exists(cmdline) ? Files.readString(cmdline).replace('\0', ' ') : "";
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Waits until {@code /health} answers 200; fails at once when the app dies first. */
    void awaitServer(Duration timeout) {
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
        HttpRequest health = HttpRequest.newBuilder(URI.create(endpoint() + "/health"))
                .timeout(Duration.ofSeconds(5)).build();
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new AssertionError(name + " exited with " + process.exitValue()
                        + " before its debug server answered; its log:\n" + tail(60));
            }
            try {
                if (http.send(health, HttpResponse.BodyHandlers.discarding()).statusCode() == 200) {
                    return;
                }
            } catch (IOException notYetListening) {
                // the server starts a second or two after the window
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("Interrupted", e);
            }
            sleep(250);
        }
        throw new AssertionError(name + "'s debug server did not answer /health within " + timeout
                + "; its log:\n" + tail(60));
    }

    /** Whether the app's process ended by itself within {@code timeout}. */
    boolean exitsWithin(Duration timeout) {
        try {
            return process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** The log lines that say something went wrong: ERROR (SLF4J), SEVERE (java.util.logging), linkage errors, uncaught exceptions. */
    List<String> problems() {
        return lines().stream().filter(line -> PROBLEM.matcher(line).find()).toList();
    }

    /** Everything the app wrote so far, standard output and error together. */
    String output() {
        return String.join("\n", lines());
    }

    /** The last {@code count} lines of the log, for failure messages. */
    String tail(int count) {
        List<String> lines = lines();
        return String.join("\n", lines.subList(Math.max(0, lines.size() - count), lines.size()));
    }

    Path log() {
        return log;
    }

    private List<String> lines() {
        try {
            return Files.readAllLines(log);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() {
        killTree(process);
    }

    private static void killTree(Process process) {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
        try {
            process.waitFor(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static int freePort() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("Interrupted", e);
        }
    }
}
