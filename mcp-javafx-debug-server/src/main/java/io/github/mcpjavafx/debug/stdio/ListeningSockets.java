package io.github.mcpjavafx.debug.stdio;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Who listens on a TCP port, as Linux's {@code /proc} tells: each listening socket's owner uid and inode in
 * {@code /proc/net/tcp} and {@code tcp6} (this process's network namespace, the one it connects in), and the
 * sockets a process holds among its open files ({@code /proc/PID/fd/* -> socket:[INODE]}).
 */
final class ListeningSockets {

    private static final Path PROC = Path.of("/proc");
    private static final String LISTEN = "0A";

    /** What listens on a port, as far as it concerns one process. */
    enum Holder {
        /** Every socket that listens on the port is the process's, and this user's. */
        THE_PROCESS,
        /** A socket listens on the port that is not the process's, or not this user's. */
        ANOTHER,
        /** Nothing listens on the port. */
        NOBODY
    }

    private ListeningSockets() {
    }

    /** Whether this system tells sockets' owners this way. */
    static boolean available() {
        return Files.isReadable(PROC.resolve("net/tcp")) && Files.isDirectory(PROC.resolve("self/fd"));
    }

    /** Who listens on {@code port}, for the process {@code pid} of this user's ({@code uid}). */
    static Holder of(long pid, int port, long uid) throws IOException {
        List<Socket> listening = new ArrayList<>();
        for (String table : List.of("net/tcp", "net/tcp6")) {
            Path file = PROC.resolve(table);
            if (Files.isReadable(file)) {
                listening.addAll(listeningOn(Files.readAllLines(file), port));
            }
        }
        if (listening.isEmpty()) {
            return Holder.NOBODY;
        }
        Set<Long> held = socketsOf(pid);
        return listening.stream().allMatch(socket -> socket.uid() == uid && held.contains(socket.inode()))
                ? Holder.THE_PROCESS : Holder.ANOTHER;
    }

    /** This process's user id. */
    static long uidOfThisProcess() throws IOException {
        return ((Number) Files.getAttribute(PROC.resolve("self"), "unix:uid")).longValue();
    }

    private record Socket(long uid, long inode) {
    }

    /** The listening sockets on {@code port} in the lines of a {@code /proc/net/tcp*} table (a header first). */
    private static List<Socket> listeningOn(List<String> table, int port) {
        String portSuffix = ":" + String.format(Locale.ROOT, "%04X", port);
        List<Socket> found = new ArrayList<>();
        for (String line : table.subList(Math.min(1, table.size()), table.size())) {
            // sl local_address rem_address st tx_queue:rx_queue tr:tm->when retrnsmt uid timeout inode ...
            String[] fields = line.trim().split("\\s+");
            if (fields.length > 9 && fields[1].endsWith(portSuffix) && fields[3].equals(LISTEN)) {
                found.add(new Socket(Long.parseLong(fields[7]), Long.parseLong(fields[9])));
            }
        }
        return found;
    }

    private static Set<Long> socketsOf(long pid) {
        Set<Long> inodes = new HashSet<>();
        try (DirectoryStream<Path> descriptors = Files.newDirectoryStream(PROC.resolve(pid + "/fd"))) {
            for (Path descriptor : descriptors) {
                try {
                    String target = Files.readSymbolicLink(descriptor).toString();
                    if (target.startsWith("socket:[") && target.endsWith("]")) {
                        inodes.add(Long.parseLong(target.substring(8, target.length() - 1)));
                    }
                } catch (IOException | NumberFormatException closedMeanwhile) {
                    // a descriptor closed while they were listed holds no socket now
                }
            }
        } catch (IOException notReadable) {
            // another user's process, or one that ended: it holds no socket of ours
        }
        return inodes;
    }
}
