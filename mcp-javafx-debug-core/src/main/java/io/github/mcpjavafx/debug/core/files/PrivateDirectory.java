package io.github.mcpjavafx.debug.core.files;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.Set;
import java.util.stream.Stream;

/**
 * A folder of this process's under the temporary directory that only its user may enter (0700, files 0600).
 * The temporary directory is shared: a clean-up may remove the folder while the app runs and anyone may then
 * make one of the same name, or a link there. So the folder is checked at every use, without following links:
 * a directory, owned by the user who made it, no wider than 0700. One that fails is refused with the reason,
 * nothing is written through it, and the next use makes a fresh folder under a new name; one that is gone is
 * made again. Files are written to a private temporary file beside their name and moved over it, so that a link
 * planted at a file's name is replaced, never followed. Thread-safe.
 */
public final class PrivateDirectory {

    private static final Set<PosixFilePermission> OWNER_ONLY = EnumSet.of(
            PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE, PosixFilePermission.OWNER_EXECUTE);
    private static final Set<PosixFilePermission> OWNER_FILE = EnumSet.of(
            PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE);

    private final String prefix;
    private final boolean removedAtExit;
    private Path path;
    private UserPrincipal owner;
    private Thread onExit;

    private PrivateDirectory(String prefix, boolean removedAtExit) {
        this.prefix = prefix;
        this.removedAtExit = removedAtExit;
    }

    /** A folder named {@code <prefix><random>} under {@code java.io.tmpdir}, made at its first use, kept after exit. */
    public static PrivateDirectory inTemp(String prefix) {
        return new PrivateDirectory(prefix, false);
    }

    /** As {@link #inTemp}, each folder made removed with what it holds when the JVM exits. */
    public static PrivateDirectory inTempUntilExit(String prefix) {
        return new PrivateDirectory(prefix, true);
    }

    /**
     * The folder, made if it is not there, checked if it is.
     *
     * @throws IOException it cannot be made, or it is no longer private to this user (the message says why)
     */
    public synchronized Path checked() throws IOException {
        if (path == null) {
            path = Files.createTempDirectory(prefix, ownerOnly(OWNER_ONLY));
            owner = Files.getOwner(path, LinkOption.NOFOLLOW_LINKS);
            if (removedAtExit) {
                Path made = path;
                UserPrincipal us = owner;
                forgetOnExit();
                onExit = new Thread(() -> remove(made, us), "mcp-javafx-debug-remove-" + prefix);
                Runtime.getRuntime().addShutdownHook(onExit);
            }
            return path;
        }
        try {
            Files.createDirectory(path, ownerOnly(OWNER_ONLY)); // removed by a clean-up: made again, ours
        } catch (FileAlreadyExistsException there) {
            // checked below like any other use
        }
        String why = whyNotPrivate(path, owner);
        if (why != null) {
            Path refused = path;
            path = null; // the next use makes a fresh folder under another name
            throw new IOException(refused + " is not private to this user any more (" + why + "); nothing was "
                    + "written there");
        }
        return path;
    }

    /**
     * Writes {@code text} as {@code relative} (a file name, or a path of folders and a file name) in the checked
     * folder, readable by its owner only, and gives its absolute path. Folders on the way are made private too.
     */
    public Path write(String relative, String text) throws IOException {
        Path root = checked();
        Path file = root.resolve(relative).normalize();
        if (!file.startsWith(root) || file.equals(root)) {
            throw new IOException(relative + " is not a file name inside " + root);
        }
        Path dir = root;
        for (Path part : root.relativize(file.getParent() == null ? root : file.getParent())) {
            if (part.toString().isEmpty()) {
                continue;
            }
            dir = dir.resolve(part);
            try {
                Files.createDirectory(dir, ownerOnly(OWNER_ONLY));
            } catch (FileAlreadyExistsException there) {
                String why = whyNotPrivate(dir, owner);
                if (why != null) {
                    throw new IOException(dir + " is not private to this user (" + why + "); nothing was written there");
                }
            }
        }
        Path part = Files.createTempFile(dir, ".part-", ".tmp", ownerOnly(OWNER_FILE));
        try {
            Files.writeString(part, text, StandardCharsets.UTF_8);
            try {
                Files.move(part, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException notHere) {
                Files.move(part, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(part);
        }
        return file.toAbsolutePath();
    }

    /** Removes the current folder with what it holds; a link there is removed, never followed. */
    public synchronized void remove() {
        if (path != null) {
            remove(path, owner);
            path = null;
        }
        forgetOnExit();
    }

    /** A folder made later, or none, is what the exit removes: hooks do not pile up over a server's restarts. */
    private void forgetOnExit() {
        if (onExit != null) {
            try {
                Runtime.getRuntime().removeShutdownHook(onExit);
            } catch (IllegalStateException jvmEnding) {
                // the hook runs, or has run, anyway
            }
            onExit = null;
        }
    }

    /** Removes {@code dir} while it is still ours: someone else's folder made at its name is left alone. */
    private static void remove(Path dir, UserPrincipal owner) {
        try {
            if (whyNotPrivate(dir, owner) != null) {
                return;
            }
        } catch (IOException unreadable) {
            return;
        }
        try (Stream<Path> paths = Files.walk(dir)) { // does not follow links: a link is removed as itself
            paths.sorted(Comparator.reverseOrder()).forEach(each -> {
                try {
                    Files.deleteIfExists(each);
                } catch (IOException leftOver) {
                    // a temporary folder: the system's clean-up takes what is left
                }
            });
        } catch (IOException | UncheckedIOException gone) {
            // nothing left to remove
        }
    }

    /**
     * Why {@code dir} is not a folder private to {@code owner}, or {@code null} when it is: read without following
     * a link, so a link is told as one.
     */
    static String whyNotPrivate(Path dir, UserPrincipal owner) throws IOException {
        BasicFileAttributes attributes;
        try {
            attributes = posix(dir) ? Files.readAttributes(dir, PosixFileAttributes.class, LinkOption.NOFOLLOW_LINKS)
                    : Files.readAttributes(dir, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        } catch (NoSuchFileException gone) {
            return "it was removed meanwhile";
        }
        if (attributes.isSymbolicLink()) {
            return "it is a symbolic link";
        }
        if (!attributes.isDirectory()) {
            return "it is not a directory";
        }
        UserPrincipal found = attributes instanceof PosixFileAttributes posix ? posix.owner()
                : Files.getOwner(dir, LinkOption.NOFOLLOW_LINKS);
        if (!found.equals(owner)) {
            return "owned by " + found.getName() + ", not " + owner.getName();
        }
        if (attributes instanceof PosixFileAttributes posix && !OWNER_ONLY.containsAll(posix.permissions())) {
            return "mode " + PosixFilePermissions.toString(posix.permissions()) + " lets others in";
        }
        return null;
    }

    private static boolean posix(Path path) {
        return path.getFileSystem().supportedFileAttributeViews().contains("posix");
    }

    private static FileAttribute<?>[] ownerOnly(Set<PosixFilePermission> permissions) {
        return FileSystems.getDefault().supportedFileAttributeViews().contains("posix")
                ? new FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(permissions)}
                : new FileAttribute<?>[0];
    }
}
