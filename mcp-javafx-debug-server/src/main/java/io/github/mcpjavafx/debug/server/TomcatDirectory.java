package io.github.mcpjavafx.debug.server;

import io.github.mcpjavafx.debug.core.files.PrivateDirectory;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Tomcat's base and document directories: one directory of this server's under {@code java.io.tmpdir},
 * only its user may enter ({@link PrivateDirectory}, checked when Tomcat is handed it), removed when the
 * server's context closes, or when the JVM ends while the server still runs. Spring Boot's own
 * ({@code tomcat.*} and {@code tomcat-docbase.*}) are removed when Tomcat is destroyed, but outlive a JVM
 * that exits without closing the server, one pair a start. The server writes nothing there; Tomcat wants
 * the directories to exist.
 */
final class TomcatDirectory implements AutoCloseable {

    private final PrivateDirectory root = PrivateDirectory.inTempUntilExit("mcp-javafx-debug-tomcat.");

    TomcatDirectory() throws IOException {
        Files.createDirectory(root.checked().resolve("docbase"));
    }

    File base() throws IOException {
        return root.checked().toFile();
    }

    File documentRoot() throws IOException {
        return root.checked().resolve("docbase").toFile();
    }

    /** Removes the directory; called once Tomcat has stopped. */
    @Override
    public void close() {
        root.remove();
    }
}
