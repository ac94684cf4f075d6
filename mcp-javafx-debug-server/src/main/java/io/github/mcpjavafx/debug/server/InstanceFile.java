package io.github.mcpjavafx.debug.server;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;

/**
 * A running server's endpoint, token, process id, main class and working directory ({@link ServerInstance})
 * in a file only the user can read, so that a client or a script finds them without the token ever being
 * logged: {@code
 * $XDG_RUNTIME_DIR/mcp-javafx-debug/<pid>-<port>.json}, or under {@code ~/.mcp-javafx-debug/} where
 * there is no runtime directory. Its directory is created {@code 0700} and used only when it belongs to
 * the user and nobody else may enter it (another user could have made it first); the file is created
 * {@code 0600}. Removed when the server stops.
 */
public final class InstanceFile {

    static final String DIRECTORY = "mcp-javafx-debug";

    private static final Set<PosixFilePermission> OWNER_ONLY_DIRECTORY = PosixFilePermissions.fromString("rwx------");
    private static final Set<PosixFilePermission> OWNER_ONLY_FILE = PosixFilePermissions.fromString("rw-------");

    private final Path path;

    private InstanceFile(Path path) {
        this.path = path;
    }

    /** The directory instance files go to, for this process's environment. */
    public static Path directory(UnaryOperator<String> environment) {
        String runtime = environment.apply("XDG_RUNTIME_DIR");
        return runtime != null && !runtime.isBlank() ? Path.of(runtime, DIRECTORY)
                : Path.of(System.getProperty("user.home"), "." + DIRECTORY);
    }

    /**
     * Writes the file in {@code directory}.
     *
     * @throws IOException when it cannot be written, or the directory is not the user's alone
     */
    static InstanceFile write(Path directory, ServerInstance instance, int port) throws IOException {
        boolean posix = FileSystems.getDefault().supportedFileAttributeViews().contains("posix");
        if (posix) {
            Files.createDirectories(directory, attribute(OWNER_ONLY_DIRECTORY));
            requireOwnerOnly(directory);
        } else {
            Files.createDirectories(directory); // under the user's profile, private by its ACL
        }
        long pid = instance.pid();
        Path file = directory.resolve(pid + "-" + port + ".json");
        Files.deleteIfExists(file); // a dead process with this pid left it: ours now
        if (posix) {
            Files.createFile(file, attribute(OWNER_ONLY_FILE));
        } else {
            Files.createFile(file);
        }
        file.toFile().deleteOnExit(); // also when the app ends without stopping the server
        Files.writeString(file, instance.toJson(), StandardCharsets.UTF_8);
        return new InstanceFile(file);
    }

    /**
     * The servers whose files are in {@code directory}, oldest file first, read only when the directory is the
     * user's alone (files another user could have put there are not trusted); a file that is no instance file
     * (half written, say) is left out. Their processes may have ended without removing them.
     *
     * @throws IOException when the directory is not the user's alone, or cannot be listed
     */
    public static List<ServerInstance> readAll(Path directory) throws IOException {
        if (!Files.isDirectory(directory, LinkOption.NOFOLLOW_LINKS)) {
            return List.of();
        }
        if (FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
            requireOwnerOnly(directory);
        }
        List<Path> files;
        try (Stream<Path> listed = Files.list(directory)) {
            files = listed.filter(file -> file.getFileName().toString().endsWith(".json"))
                    .filter(file -> Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS))
                    .sorted(Comparator.comparing(InstanceFile::modified)).toList();
        }
        List<ServerInstance> instances = new ArrayList<>();
        for (Path file : files) {
            try {
                instances.add(ServerInstance.parse(Files.readString(file, StandardCharsets.UTF_8)));
            } catch (IOException | IllegalArgumentException unreadable) {
                // removed meanwhile, or still being written: the next look finds it whole
            }
        }
        return instances;
    }

    /**
     * Removes the file {@code instance} was read from in {@code directory}: its process ended without removing it
     * (it was killed), and it would be read again at each look.
     */
    public static void forget(Path directory, ServerInstance instance) {
        Path file = directory.resolve(instance.pid() + "-" + instance.port() + ".json");
        try {
            // a new server with the same pid and port may have written its own file meanwhile: that one stays
            if (ServerInstance.parse(Files.readString(file, StandardCharsets.UTF_8)).equals(instance)) {
                Files.deleteIfExists(file);
            }
        } catch (IOException | IllegalArgumentException ignored) {
            // gone, read-only or being written: it is looked at again at the next look
        }
    }

    private static FileTime modified(Path file) {
        try {
            return Files.getLastModifiedTime(file, LinkOption.NOFOLLOW_LINKS);
        } catch (IOException gone) {
            return FileTime.fromMillis(0);
        }
    }

    Path path() {
        return path;
    }

    /** Removes the file; a failure leaves it for the next server with this pid and port to replace. */
    void delete() {
        try {
            Files.deleteIfExists(path);
        } catch (IOException ignored) {
            // nothing else to do: the process is stopping its server
        }
    }

    private static void requireOwnerOnly(Path directory) throws IOException {
        PosixFileAttributes attributes = Files.readAttributes(directory, PosixFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        String user = System.getProperty("user.name");
        if (!attributes.isDirectory() || !attributes.owner().getName().equals(user)
                || !OWNER_ONLY_DIRECTORY.containsAll(attributes.permissions())) {
            throw new IOException(directory + " is not a directory that only " + user + " may use (owner "
                    + attributes.owner().getName() + ", " + PosixFilePermissions.toString(attributes.permissions())
                    + "): remove it, and it is made again, private");
        }
    }

    private static FileAttribute<Set<PosixFilePermission>> attribute(Set<PosixFilePermission> permissions) {
        return PosixFilePermissions.asFileAttribute(permissions);
    }
}
