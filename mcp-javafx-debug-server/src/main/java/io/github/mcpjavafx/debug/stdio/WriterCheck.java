package io.github.mcpjavafx.debug.stdio;

import io.github.mcpjavafx.debug.security.OwnFiles;
import io.github.mcpjavafx.debug.server.ServerInstance;

import java.io.IOException;
import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * Whether the server an instance file names is the process that wrote it, so that the proxy sends its token to
 * nobody else. A killed app leaves its file, and another local user can get its pid from the system (by forking
 * until it comes round) and listen on its port; a file says who wrote it (pid and start), not who listens now.
 *
 * <p>A file's server serves when its process lives, is this user's, and
 * <ul>
 *   <li>on Linux: every socket that listens on the file's port is held by that process and owned by this user
 *       ({@link ListeningSockets}). Only the process that wrote the file can hold it: another user's process
 *       neither runs as this user nor can listen on a port this user's process holds. The start need not match:
 *       it is read against the wall clock, which may have been set since;</li>
 *   <li>elsewhere (no {@code /proc}): it started when the file says. The socket's owner cannot be read without
 *       native code there; the instance directory being the user's alone and the pid's start are what is trusted.</li>
 * </ul>
 * The endpoint must be a loopback address written out, as servers write it ({@code 127.0.0.1}, {@code [::1]}).
 */
final class WriterCheck {

    /** Two readings of one process's start differ by the clock's tick at most. */
    private static final long SAME_START_MILLIS = 1000;

    /** What became of the process that wrote a file. */
    enum Verdict {
        /** It serves at the file's endpoint: calls may go there. */
        SERVES,
        /** It has ended (or its pid is another process now): the file is left over, and goes. */
        ENDED,
        /** It runs, and what listens at the endpoint is not proven its: ignored (its server may still be starting). */
        UNPROVEN
    }

    private WriterCheck() {
    }

    static Verdict of(ServerInstance instance) {
        Optional<ProcessHandle> process = ProcessHandle.of(instance.pid()).filter(ProcessHandle::isAlive);
        if (process.isEmpty()) {
            return Verdict.ENDED;
        }
        Optional<String> owner = process.get().info().user();
        if (owner.isPresent() && !owner.get().equals(OwnFiles.user())) {
            return Verdict.ENDED; // its pid went to another user's process
        }
        boolean sameStart = startedAsRecorded(instance, process.get());
        int port = loopbackPort(instance);
        if (port <= 0) {
            return Verdict.UNPROVEN;
        }
        if (!ListeningSockets.available()) {
            return sameStart ? Verdict.SERVES : instance.started() == null ? Verdict.UNPROVEN : Verdict.ENDED;
        }
        try {
            return switch (ListeningSockets.of(instance.pid(), port, ListeningSockets.uidOfThisProcess())) {
                case THE_PROCESS -> Verdict.SERVES;
                case ANOTHER, NOBODY -> sameStart ? Verdict.UNPROVEN : Verdict.ENDED;
            };
        } catch (IOException | RuntimeException unreadable) {
            return Verdict.UNPROVEN;
        }
    }

    /** Whether the file's server is its writer now, checked again right before each request the proxy sends it. */
    static boolean serves(ServerInstance instance) {
        return of(instance) == Verdict.SERVES;
    }

    private static boolean startedAsRecorded(ServerInstance instance, ProcessHandle process) {
        Long start = process.info().startInstant().map(Instant::toEpochMilli).orElse(null);
        return instance.started() != null && start != null && Math.abs(start - instance.started()) < SAME_START_MILLIS;
    }

    /** The port the proxy would connect to: the MCP URL's, when it and the endpoint are {@code 127.0.0.1} on one port. */
    private static int loopbackPort(ServerInstance instance) {
        try {
            URI mcp = URI.create(instance.mcpUrl());
            URI endpoint = URI.create(instance.endpoint());
            boolean loopback = isLoopbackLiteral(mcp.getHost()) && Objects.equals(mcp.getHost(), endpoint.getHost())
                    && "http".equals(mcp.getScheme()) && mcp.getPort() == endpoint.getPort();
            return loopback ? mcp.getPort() : -1;
        } catch (IllegalArgumentException | NullPointerException malformed) {
            return -1;
        }
    }

    /** An address written out ({@code 127.0.0.1}, {@code [::1]}) that is a loopback one: no name is looked up. */
    private static boolean isLoopbackLiteral(String host) {
        String literal = host == null ? "" : host.replaceAll("^\\[|\\]$", "");
        if (!literal.matches("[0-9.]+|[0-9a-fA-F:.]*:[0-9a-fA-F:.]*")) {
            return false;
        }
        try {
            return InetAddress.getByName(literal).isLoopbackAddress();
        } catch (UnknownHostException malformed) {
            return false;
        }
    }
}
