package io.github.mcpjavafx.debug.security;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.SeekableByteChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SecureDirectoryStream;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;

/**
 * Reads a secret-bearing file of this user's (a token file, an instance file) the way it was checked: the file
 * is named within its directory as opened ({@code openat}, where the platform has {@link SecureDirectoryStream}),
 * never through a symbolic link; it must be a regular file of this user's that nobody else may read or write, of
 * bounded size; and it must be the same file (the same inode) after it was read as before it was opened, so that
 * a file swapped in meanwhile is not taken for the one that was checked.
 *
 * <p>Where the file system has no POSIX attributes (Windows), the file lies under the user's profile, private by
 * its ACL, and is read with its size bounded.
 */
public final class OwnFiles {

    private static final Set<PosixFilePermission> OTHERS = EnumSet.of(PosixFilePermission.GROUP_READ,
            PosixFilePermission.GROUP_WRITE, PosixFilePermission.OTHERS_READ, PosixFilePermission.OTHERS_WRITE);
    private static final LinkOption[] NOFOLLOW = {LinkOption.NOFOLLOW_LINKS};

    private OwnFiles() {
    }

    /** This process's user, whom the files must belong to. */
    public static String user() {
        return System.getProperty("user.name");
    }

    /**
     * The text of {@code file}, checked as the class says.
     *
     * @throws IOException with a message that says what is wrong with the file and how to fix it
     */
    public static String read(Path file, int maxBytes) throws IOException {
        Path absolute = file.toAbsolutePath();
        Path parent = absolute.getParent();
        try (DirectoryStream<Path> directory = Files.newDirectoryStream(parent)) {
            return directory instanceof SecureDirectoryStream<Path> opened
                    ? read(opened, absolute.getFileName(), absolute, maxBytes)
                    : readByPath(absolute, maxBytes);
        }
    }

    /**
     * The text of the file {@code name} in the directory {@code directory}, opened already: as {@link #read(Path, int)}.
     *
     * @param shownAs how messages name the file
     */
    public static String read(SecureDirectoryStream<Path> directory, Path name, Path shownAs, int maxBytes)
            throws IOException {
        PosixFileAttributeView view = directory.getFileAttributeView(name, PosixFileAttributeView.class, NOFOLLOW);
        PosixFileAttributes before = requirePrivate(view.readAttributes(), shownAs, maxBytes);
        String text;
        try (SeekableByteChannel channel = directory.newByteChannel(name,
                Set.of(StandardOpenOption.READ, LinkOption.NOFOLLOW_LINKS))) {
            text = readBounded(channel, shownAs, maxBytes);
        }
        PosixFileAttributes after = view.readAttributes();
        if (!Objects.equals(before.fileKey(), after.fileKey())) {
            throw new IOException(shownAs + " was replaced while it was read: it is not read");
        }
        requirePrivate(after, shownAs, maxBytes);
        return text;
    }

    private static String readByPath(Path file, int maxBytes) throws IOException {
        PosixFileAttributeView view = Files.getFileAttributeView(file, PosixFileAttributeView.class, NOFOLLOW);
        PosixFileAttributes before = view == null ? null : requirePrivate(view.readAttributes(), file, maxBytes);
        if (view == null && Files.isSymbolicLink(file)) {
            throw new IOException(file + " is a symbolic link: give the path of the file itself");
        }
        String text;
        try (SeekableByteChannel channel = Files.newByteChannel(file, StandardOpenOption.READ, LinkOption.NOFOLLOW_LINKS)) {
            text = readBounded(channel, file, maxBytes);
        }
        if (before != null && !Objects.equals(before.fileKey(), view.readAttributes().fileKey())) {
            throw new IOException(file + " was replaced while it was read: it is not read");
        }
        return text;
    }

    private static PosixFileAttributes requirePrivate(PosixFileAttributes attributes, Path file, int maxBytes)
            throws IOException {
        if (attributes.isSymbolicLink()) {
            throw new IOException(file + " is a symbolic link: give the path of the file itself");
        }
        if (!attributes.isRegularFile()) {
            throw new IOException(file + " is not a regular file");
        }
        String owner = attributes.owner().getName();
        if (!owner.equals(user())) {
            throw new IOException(file + " belongs to " + owner + ", not to " + user() + ": only a file of "
                    + user() + "'s is trusted");
        }
        Set<PosixFilePermission> open = EnumSet.copyOf(attributes.permissions());
        open.retainAll(OTHERS);
        if (!open.isEmpty()) {
            throw new IOException(file + " may be read or written by others ("
                    + PosixFilePermissions.toString(attributes.permissions()) + "): run chmod 600 " + file);
        }
        if (attributes.size() > maxBytes) {
            throw new IOException(file + " holds " + attributes.size() + " bytes, over the " + maxBytes + " it may");
        }
        return attributes;
    }

    private static String readBounded(SeekableByteChannel channel, Path file, int maxBytes) throws IOException {
        ByteBuffer buffer = ByteBuffer.allocate(maxBytes + 1);
        while (buffer.hasRemaining() && channel.read(buffer) >= 0) {
            // reads until the end, or one byte past the bound
        }
        if (!buffer.hasRemaining()) {
            throw new IOException(file + " holds over " + maxBytes + " bytes, more than it may");
        }
        return new String(buffer.array(), 0, buffer.position(), StandardCharsets.UTF_8);
    }
}
