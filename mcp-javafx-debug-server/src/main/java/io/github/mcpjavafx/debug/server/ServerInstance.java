package io.github.mcpjavafx.debug.server;

import tools.jackson.core.JacksonException;
import tools.jackson.databind.json.JsonMapper;

import java.net.URI;
import java.time.Instant;
import java.util.Objects;

/**
 * What a running debug server's instance file says ({@link InstanceFile}): where it serves, its token, and
 * which application it serves, so that a client finds it, and finds the same application again after a
 * restart (same main class, same working directory).
 *
 * @param endpoint         {@code http://127.0.0.1:PORT}
 * @param mcpUrl           the MCP endpoint's URL
 * @param token            the bearer token; never in {@link #toString()}
 * @param pid              the application's process id
 * @param mainClass        the first word of the launch command (main class, {@code module/class} or jar); null when unknown
 * @param workingDirectory the application's working directory; null in files written before it was recorded
 * @param started          when the application's process started, in epoch milliseconds: with the pid, what tells it
 *                         from a later process (or thread) the system gave the same number; null in files written
 *                         before it was recorded
 */
public record ServerInstance(String endpoint, String mcpUrl, String token, long pid, String mainClass,
                             String workingDirectory, Long started) {

    private static final JsonMapper JSON = JsonMapper.shared();

    public ServerInstance {
        Objects.requireNonNull(mcpUrl, "mcpUrl");
        Objects.requireNonNull(token, "token");
    }

    /** This process's server at {@code endpoint}. */
    static ServerInstance ofThisProcess(String endpoint, String mcpUrl, String token) {
        ProcessHandle self = ProcessHandle.current();
        return new ServerInstance(endpoint, mcpUrl, token, self.pid(), launchCommand(), System.getProperty("user.dir"),
                startOf(self));
    }

    /** The port the server listens on, from {@link #endpoint}; -1 when it names none. */
    public int port() {
        try {
            return URI.create(endpoint).getPort();
        } catch (IllegalArgumentException | NullPointerException e) {
            return -1;
        }
    }

    private static Long startOf(ProcessHandle process) {
        return process.info().startInstant().map(Instant::toEpochMilli).orElse(null);
    }

    /** The same application as {@code other}: both name the same main class and working directory. */
    public boolean sameAppAs(ServerInstance other) {
        return mainClass != null && mainClass.equals(other.mainClass)
                && Objects.equals(workingDirectory, other.workingDirectory);
    }

    String toJson() {
        return JSON.writeValueAsString(this) + "\n";
    }

    /**
     * Reads an instance file's text.
     *
     * @throws IllegalArgumentException when it is no instance file (half written, or another program's)
     */
    public static ServerInstance parse(String json) {
        try {
            return JSON.readValue(json, ServerInstance.class);
        } catch (JacksonException | NullPointerException e) {
            throw new IllegalArgumentException("not an instance file: " + e.getMessage(), e);
        }
    }

    /** The first word of the launch command: the main class, or the jar for {@code java -jar}. */
    private static String launchCommand() {
        String command = System.getProperty("sun.java.command", "").trim();
        return command.isEmpty() ? null : command.split("\\s+", 2)[0];
    }

    @Override
    public String toString() {
        return "ServerInstance[pid=" + pid + ", mainClass=" + mainClass + ", workingDirectory=" + workingDirectory
                + ", mcpUrl=" + mcpUrl + ", started=" + started + "]";
    }
}
