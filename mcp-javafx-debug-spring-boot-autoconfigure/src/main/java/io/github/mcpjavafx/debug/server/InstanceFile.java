package io.github.mcpjavafx.debug.server;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * A running server's endpoint, token and process id in a file only the user can read, so that a
 * client or a script finds them without the token ever being logged: {@code
 * $XDG_RUNTIME_DIR/mcp-javafx-debug/<pid>-<port>.json}, or under {@code ~/.mcp-javafx-debug/} where
 * there is no runtime directory. Its directory is created {@code 0700} and used only when it belongs to
 * the user and nobody else may enter it (another user could have made it first); the file is created
 * {@code 0600}. Removed when the server stops.
 */
final class InstanceFile {

    static final String DIRECTORY = "mcp-javafx-debug";

    private static final Set<PosixFilePermission> OWNER_ONLY_DIRECTORY = PosixFilePermissions.fromString("rwx------");
    private static final Set<PosixFilePermission> OWNER_ONLY_FILE = PosixFilePermissions.fromString("rw-------");

    private final Path path;

    private InstanceFile(Path path) {
        this.path = path;
    }

    /** The directory instance files go to, for this process's environment. */
    static Path directory(UnaryOperator<String> environment) {
        String runtime = environment.apply("XDG_RUNTIME_DIR");
        return runtime != null && !runtime.isBlank() ? Path.of(runtime, DIRECTORY)
                : Path.of(System.getProperty("user.home"), "." + DIRECTORY);
    }

    /**
     * Writes the file in {@code directory}.
     *
     * @throws IOException when it cannot be written, or the directory is not the user's alone
     */
    static InstanceFile write(Path directory, String endpoint, String mcpUrl, String token, int port) throws IOException {
        boolean posix = FileSystems.getDefault().supportedFileAttributeViews().contains("posix");
        if (posix) {
            Files.createDirectories(directory, attribute(OWNER_ONLY_DIRECTORY));
            requireOwnerOnly(directory);
        } else {
            Files.createDirectories(directory); // under the user's profile, private by its ACL
        }
        long pid = ProcessHandle.current().pid();
        Path file = directory.resolve(pid + "-" + port + ".json");
        Files.deleteIfExists(file); // a dead process with this pid left it: ours now
        if (posix) {
            Files.createFile(file, attribute(OWNER_ONLY_FILE));
        } else {
            Files.createFile(file);
        }
        file.toFile().deleteOnExit(); // also when the app ends without stopping the server
        Files.writeString(file, "{\"endpoint\": " + quoted(endpoint) + ", \"mcpUrl\": " + quoted(mcpUrl)
                + ", \"token\": " + quoted(token) + ", \"pid\": " + pid + "}\n", StandardCharsets.UTF_8);
        return new InstanceFile(file);
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

    /** A JSON string; endpoints and tokens hold no characters that need more than this. */
    private static String quoted(String text) {
        return "\"" + text.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }
}
