package io.github.mcpjavafx.debug.server;

import io.github.mcpjavafx.debug.security.OwnFiles;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystemException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SecureDirectoryStream;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
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
    /** An instance file is a few hundred bytes; a larger file in the directory is not one, and is not read. */
    static final int MAX_BYTES = 64 * 1024;

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
     * Where a reader looks for this user's instance files: {@link #directory} for its own environment; and when that
     * has no {@code XDG_RUNTIME_DIR}, the runtime directory too ({@code /run/user/UID} on Linux, when it exists). A
     * client may start the stdio entry with an environment of its own (the MCP TypeScript SDK passes on only
     * {@code HOME}, {@code PATH}, {@code USER} and a few more) while the app was started from a desktop session that
     * has one, and wrote its file there.
     */
    public static List<Path> searched(UnaryOperator<String> environment) {
        Path own = directory(environment);
        String runtime = environment.apply("XDG_RUNTIME_DIR");
        if (runtime != null && !runtime.isBlank()) {
            return List.of(own);
        }
        try {
            Object uid = Files.getAttribute(Path.of("/proc/self"), "unix:uid");
            Path session = Path.of("/run/user", uid.toString(), DIRECTORY);
            if (Files.isDirectory(session, LinkOption.NOFOLLOW_LINKS)) {
                return List.of(session, own);
            }
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException notLinux) {
            // no /proc: macOS and Windows have no runtime directory of this kind
        }
        return List.of(own);
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
        Path file = directory.resolve(fileName(pid, port));
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
     * user's alone (files another user could have put there are not trusted). The directory is checked and read
     * through one handle, its files opened as {@link OwnFiles} opens them: a link swapped in for the directory or
     * a file is not followed, a file over {@value #MAX_BYTES} bytes is not read, and what is no instance file (half
     * written, say) is left out. Their processes may have ended without removing them.
     *
     * @throws IOException when the directory is not the user's alone, or cannot be listed
     */
    public static List<ServerInstance> readAll(Path directory) throws IOException {
        if (Files.isSymbolicLink(directory)) {
            throw new IOException(directory + " is a symbolic link, not a directory: remove it, and it is made again,"
                    + " private");
        }
        if (!Files.isDirectory(directory, LinkOption.NOFOLLOW_LINKS)) {
            return List.of();
        }
        try (DirectoryStream<Path> parent = Files.newDirectoryStream(directory.toAbsolutePath().getParent())) {
            if (!(parent instanceof SecureDirectoryStream<Path> opened)) {
                return readByPath(directory);
            }
            try (SecureDirectoryStream<Path> instances = opened.newDirectoryStream(directory.getFileName(),
                    LinkOption.NOFOLLOW_LINKS)) {
                requireOwnerOnly(directory, instances.getFileAttributeView(PosixFileAttributeView.class).readAttributes());
                List<Read> read = new ArrayList<>();
                for (Path entry : instances) {
                    Path name = entry.getFileName();
                    if (name.toString().endsWith(".json")) {
                        read(instances, name, directory).ifPresent(read::add);
                    }
                }
                return read.stream().sorted(Comparator.comparing(Read::modified)).map(Read::instance).toList();
            }
        } catch (FileSystemException e) {
            // a link swapped in since the look above is not followed (ELOOP)
            throw new IOException(directory + " cannot be read as a private directory (" + e.getReason() + ")", e);
        }
    }

    /**
     * Removes the file {@code instance} was read from in {@code directory}: its process ended without removing it
     * (it was killed), and it would be read again at each look.
     */
    public static void forget(Path directory, ServerInstance instance) {
        Path file = directory.resolve(fileName(instance.pid(), instance.port()));
        try {
            // a new server with the same pid and port may have written its own file meanwhile: that one stays
            if (ServerInstance.parse(OwnFiles.read(file, MAX_BYTES)).equals(instance)) {
                Files.deleteIfExists(file);
            }
        } catch (IOException | IllegalArgumentException ignored) {
            // gone, read-only or being written: it is looked at again at the next look
        }
    }

    private record Read(ServerInstance instance, FileTime modified) {
    }

    private static Optional<Read> read(SecureDirectoryStream<Path> directory, Path name, Path shownIn) {
        try {
            FileTime modified = directory.getFileAttributeView(name, PosixFileAttributeView.class, LinkOption.NOFOLLOW_LINKS)
                    .readAttributes().lastModifiedTime();
            return Optional.of(new Read(ServerInstance.parse(OwnFiles.read(directory, name, shownIn.resolve(name), MAX_BYTES)),
                    modified));
        } catch (IOException | IllegalArgumentException unreadable) {
            // removed meanwhile, still being written, or no file of ours: the next look reads it again
            return Optional.empty();
        }
    }

    /** Where the platform cannot open a file relative to a directory (Windows): the user's profile is private by its ACL. */
    private static List<ServerInstance> readByPath(Path directory) throws IOException {
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
                instances.add(ServerInstance.parse(OwnFiles.read(file, MAX_BYTES)));
            } catch (IOException | IllegalArgumentException unreadable) {
                // removed meanwhile, or still being written: the next look finds it whole
            }
        }
        return instances;
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
        requireOwnerOnly(directory, Files.readAttributes(directory, PosixFileAttributes.class, LinkOption.NOFOLLOW_LINKS));
    }

    private static void requireOwnerOnly(Path directory, PosixFileAttributes attributes) throws IOException {
        String user = OwnFiles.user();
        if (!attributes.isDirectory() || !attributes.owner().getName().equals(user)
                || !OWNER_ONLY_DIRECTORY.containsAll(attributes.permissions())) {
            throw new IOException(directory + " is not a directory that only " + user + " may use (owner "
                    + attributes.owner().getName() + ", " + PosixFilePermissions.toString(attributes.permissions())
                    + "): remove it, and it is made again, private");
        }
    }

    private static String fileName(long pid, int port) {
        return pid + "-" + port + ".json";
    }

    private static FileAttribute<Set<PosixFilePermission>> attribute(Set<PosixFilePermission> permissions) {
        return PosixFilePermissions.asFileAttribute(permissions);
    }
}
