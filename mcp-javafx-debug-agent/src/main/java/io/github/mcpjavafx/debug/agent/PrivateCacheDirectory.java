package io.github.mcpjavafx.debug.agent;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * Where the server's jars are unpacked: a directory that the user who starts the app owns and nobody
 * else may enter (mode 0700), because whoever can write into it chooses the code that runs in the app.
 * The shared temporary directory lets anyone create the name first, so an existing directory is
 * checked, never assumed to be ours: its owner, its mode, and that it is no link. One that fails the
 * check is left alone and the jars go to a fresh private directory, said so on stderr and removed when
 * the JVM exits, so that a squatted name costs one unpacking per start and leaves nothing behind.
 */
final class PrivateCacheDirectory {

    private static final Set<PosixFilePermission> OWNER_ONLY = EnumSet.of(
            PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE, PosixFilePermission.OWNER_EXECUTE);

    private PrivateCacheDirectory() {
    }

    /** {@code <java.io.tmpdir>/mcp-javafx-debug-agent-<user>}: one per user, shared by every start. */
    static Path defaultRoot() {
        return Path.of(System.getProperty("java.io.tmpdir"),
                "mcp-javafx-debug-agent-" + System.getProperty("user.name", "user").replaceAll("[^A-Za-z0-9._-]", "_"));
    }

    /** The root, created private or found private; else a fresh private directory, and why on {@code warnings}. */
    static Path at(Path root, Consumer<String> warnings) throws IOException {
        boolean posix = root.getFileSystem().supportedFileAttributeViews().contains("posix");
        try {
            if (posix) {
                Files.createDirectory(root, PosixFilePermissions.asFileAttribute(OWNER_ONLY));
            } else {
                Files.createDirectory(root);
            }
        } catch (FileAlreadyExistsException exists) {
            // checked below like a directory we just made
        }
        String notPrivate = posix ? whyNotPrivatePosix(root) : whyNotOurs(root);
        if (notPrivate == null) {
            return root;
        }
        Path fresh = freshPrivateDirectory(root, posix);
        warnings.accept(root + " is not private to this user (" + notPrivate + "): left alone; the server's jars are"
                + " unpacked into " + fresh + " instead, removed when the app exits. Remove " + root
                + " (or have its owner do so) to unpack them once for every start again.");
        return fresh;
    }

    private static String whyNotPrivatePosix(Path root) throws IOException {
        if (Files.isSymbolicLink(root)) {
            return "it is a symbolic link";
        }
        PosixFileAttributes attributes = Files.readAttributes(root, PosixFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        if (!attributes.isDirectory()) {
            return "it is not a directory";
        }
        UserPrincipal us = currentUser(root.getParent());
        if (!us.equals(attributes.owner())) {
            return "owned by " + attributes.owner().getName() + ", not " + us.getName();
        }
        if (!OWNER_ONLY.containsAll(attributes.permissions())) {
            return "mode " + PosixFilePermissions.toString(attributes.permissions()) + " lets others in";
        }
        return null;
    }

    private static String whyNotOurs(Path root) throws IOException {
        if (Files.isSymbolicLink(root) || !Files.isDirectory(root, LinkOption.NOFOLLOW_LINKS)) {
            return "it is a link or not a directory";
        }
        UserPrincipal us = currentUser(root.getParent());
        UserPrincipal owner = Files.getOwner(root, LinkOption.NOFOLLOW_LINKS);
        return us.equals(owner) ? null : "owned by " + owner.getName() + ", not " + us.getName();
    }

    /** Who this JVM runs as, read from a file it creates: {@code user.name} is only a system property. */
    private static UserPrincipal currentUser(Path dir) throws IOException {
        Path probe = Files.createTempFile(dir, ".mcp-javafx-debug-agent-", ".owner");
        try {
            return Files.getOwner(probe);
        } finally {
            Files.deleteIfExists(probe);
        }
    }

    private static Path freshPrivateDirectory(Path root, boolean posix) throws IOException {
        Path fresh = posix
                ? Files.createTempDirectory(root.getParent(), "mcp-javafx-debug-agent-", PosixFilePermissions.asFileAttribute(OWNER_ONLY))
                : Files.createTempDirectory(root.getParent(), "mcp-javafx-debug-agent-");
        Runtime.getRuntime().addShutdownHook(new Thread(() -> deleteTree(fresh), "mcp-javafx-debug-agent-cleanup"));
        return fresh;
    }

    /** Jars a class loader still has open can be deleted on POSIX; elsewhere what remains is left. */
    static void deleteTree(Path dir) {
        try (Stream<Path> paths = Files.walk(dir)) {
            paths.sorted(Comparator.reverseOrder()).forEach(path -> {
                try {
                    Files.deleteIfExists(path);
                } catch (IOException e) {
                    // still open (Windows): nothing more to do at exit
                }
            });
        } catch (IOException | UncheckedIOException e) {
            // already gone
        }
    }
}
