package io.github.mcpjavafx.debug.core.recording;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

/**
 * Where an exported test is saved, so that an agent copies the file into the project instead of retyping it: a
 * folder of this process's own under the temp directory, only its owner may read it (a test holds what the
 * session typed), laid out as a source tree ({@code com/acme/ui/OrderFlowTest.java}). A new export of the same
 * class replaces the file.
 */
final class ExportedFiles {

    private static Path folder;

    private ExportedFiles() {
    }

    /** The saved file; null when it could not be written (the result says the source only then). */
    static synchronized Path save(String packageName, String className, String source) {
        try {
            if (folder == null) {
                folder = FileSystems.getDefault().supportedFileAttributeViews().contains("posix")
                        ? Files.createTempDirectory("mcp-javafx-debug-tests-",
                        PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")))
                        : Files.createTempDirectory("mcp-javafx-debug-tests-");
            }
            Path dir = packageName.isEmpty() ? folder : folder.resolve(packageName.replace('.', '/'));
            Files.createDirectories(dir);
            return Files.writeString(dir.resolve(className + ".java"), source, StandardCharsets.UTF_8).toAbsolutePath();
        } catch (IOException | UnsupportedOperationException | SecurityException notWritable) {
            return null;
        }
    }
}
