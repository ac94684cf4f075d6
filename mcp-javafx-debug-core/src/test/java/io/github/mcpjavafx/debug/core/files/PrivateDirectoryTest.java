package io.github.mcpjavafx.debug.core.files;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * A temp folder of ours is made 0700 with files 0600 and checked at every use: removed by a clean-up it is made
 * again; re-made by someone else (a link, another owner, a wider mode) it is refused with the reason, nothing is
 * written through it, and the next use gets a fresh private folder. A link planted at a file's name is replaced,
 * never followed.
 */
class PrivateDirectoryTest {

    private static final int NOBODY = 65534;

    private final PrivateDirectory folder = PrivateDirectory.inTemp("mcp-javafx-debug-private-test-");
    private Path first;

    @BeforeEach
    void makeTheFolder() throws IOException {
        assumeTrue(Files.getFileStore(Path.of(System.getProperty("java.io.tmpdir"))).supportsFileAttributeView("posix"),
                "POSIX modes and owners");
        first = folder.checked();
    }

    @AfterEach
    void removeIt() {
        folder.remove();
    }

    @Test
    void theFolderIsOwnerOnlyAndSoAreItsFiles() throws IOException {
        Path file = folder.write("com/acme/OrderTest.java", "class OrderTest {}");

        assertThat(file).isEqualTo(first.resolve("com/acme/OrderTest.java")).hasContent("class OrderTest {}");
        assertThat(mode(first)).isEqualTo("rwx------");
        assertThat(mode(first.resolve("com"))).isEqualTo("rwx------");
        assertThat(mode(file)).isEqualTo("rw-------");
    }

    @Test
    void aFolderReMadeAsALinkIsRefusedAndNothingIsWrittenThroughIt(@TempDir Path victim) throws IOException {
        Files.delete(first);
        Files.createSymbolicLink(first, victim);

        assertThatThrownBy(() -> folder.write("live-1.css", ".x {}")).isInstanceOf(IOException.class)
                .hasMessageContaining(first + " is not private to this user any more (it is a symbolic link)")
                .hasMessageContaining("nothing was written there");
        try (var files = Files.list(victim)) {
            assertThat(files).isEmpty();
        }
        Path fresh = folder.write("live-1.css", ".x {}");
        assertThat(fresh.getParent()).isNotEqualTo(first);
        assertThat(mode(fresh.getParent())).isEqualTo("rwx------");
        Files.delete(first);
    }

    @Test
    void aFolderReMadeByAnotherOwnerIsRefusedAndNothingIsWrittenInIt() throws IOException {
        Files.delete(first);
        Files.createDirectory(first, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        try {
            Files.setAttribute(first, "unix:uid", NOBODY, LinkOption.NOFOLLOW_LINKS);
        } catch (IOException | UnsupportedOperationException notRoot) {
            Files.delete(first);
            assumeTrue(false, "giving a folder to another user needs root: " + notRoot);
        }

        assertThatThrownBy(() -> folder.write("OrderTest.java", "typed secrets")).isInstanceOf(IOException.class)
                .hasMessageContaining(first + " is not private to this user any more (owned by ");
        try (var files = Files.list(first)) {
            assertThat(files).isEmpty();
        }
        deleteTree(first);
    }

    @Test
    void aFolderOpenedToOthersIsRefused() throws IOException {
        Files.setPosixFilePermissions(first, PosixFilePermissions.fromString("rwxr-xr-x"));

        assertThatThrownBy(folder::checked).isInstanceOf(IOException.class)
                .hasMessageContaining("(mode rwxr-xr-x lets others in)");
        deleteTree(first);
    }

    @Test
    void aFolderRemovedByACleanUpIsMadeAgainPrivate() throws IOException {
        Files.delete(first);

        Path file = folder.write("a.txt", "again");

        assertThat(file.getParent()).isEqualTo(first);
        assertThat(mode(first)).isEqualTo("rwx------");
        assertThat(file).hasContent("again");
    }

    @Test
    void aLinkAtAFilesNameIsReplacedNotFollowed(@TempDir Path elsewhere) throws IOException {
        Path target = Files.writeString(elsewhere.resolve(".bashrc"), "the user's own");
        Files.createSymbolicLink(first.resolve("OrderTest.java"), target);

        Path file = folder.write("OrderTest.java", "class OrderTest {}");

        assertThat(target).hasContent("the user's own");
        assertThat(Files.isSymbolicLink(file)).isFalse();
        assertThat(file).hasContent("class OrderTest {}");
        assertThat(mode(file)).isEqualTo("rw-------");
    }

    @Test
    void aNameOutsideTheFolderIsRefused() {
        assertThatThrownBy(() -> folder.write("../escaped.txt", "x")).isInstanceOf(IOException.class)
                .hasMessageContaining("is not a file name inside");
    }

    private static String mode(Path path) throws IOException {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(path, LinkOption.NOFOLLOW_LINKS));
    }

    private static void deleteTree(Path dir) throws IOException {
        try (var paths = Files.walk(dir)) {
            for (Path path : paths.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }
}
