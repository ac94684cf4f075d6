package io.github.mcpjavafx.debug.core.recording;

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
 * An exported test is saved in a folder only its owner may enter, checked at every export: after a clean-up
 * another user who re-made the folder as a link to the victim's home gets nothing written there, and the export
 * after that goes to a fresh private folder.
 */
class ExportedFilesTest {

    @Test
    void aTestIsSavedOwnerOnlyAndAFolderReMadeAsALinkIsNotWrittenThrough(@TempDir Path home) throws IOException {
        assumeTrue(home.getFileSystem().supportedFileAttributeViews().contains("posix"), "POSIX modes");
        Path saved = ExportedFiles.save("com.acme.ui", "OrderFlowTest", "class OrderFlowTest {}");
        Path folder = saved.getParent().getParent().getParent().getParent();
        assertThat(saved).hasContent("class OrderFlowTest {}");
        assertThat(mode(folder)).isEqualTo("rwx------");
        assertThat(mode(saved)).isEqualTo("rw-------");

        deleteTree(folder);
        Files.createSymbolicLink(folder, home);

        assertThatThrownBy(() -> ExportedFiles.save("", "OrderFlowTest", "typed password"))
                .isInstanceOf(IOException.class).hasMessageContaining("is not private to this user any more");
        try (var files = Files.list(home)) {
            assertThat(files).isEmpty();
        }
        Path fresh = ExportedFiles.save("", "OrderFlowTest", "class OrderFlowTest {}");
        assertThat(fresh.getParent()).isNotEqualTo(folder);
        assertThat(mode(fresh.getParent())).isEqualTo("rwx------");
        Files.delete(folder);
        deleteTree(fresh.getParent());
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
