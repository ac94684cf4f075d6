package io.github.mcpjavafx.debug.server;

import org.springframework.util.FileSystemUtils;

import java.io.File;
import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermissions;

/**
 * Tomcat's base and document directories: one directory of this server's under {@code java.io.tmpdir},
 * only its user may enter, removed when the server's context closes, or when the JVM ends while the
 * server still runs. Spring Boot's own ({@code tomcat.*} and {@code tomcat-docbase.*}) are removed
 * when Tomcat is destroyed, but outlive a JVM that exits without closing the server, one pair a start.
 * The server writes nothing there; Tomcat wants the directories to exist.
 */
final class TomcatDirectory implements AutoCloseable {

    private final Path root;
    private final Thread onExit;

    TomcatDirectory() throws IOException {
        FileAttribute<?>[] ownerOnly = FileSystems.getDefault().supportedFileAttributeViews().contains("posix")
                ? new FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------"))}
                : new FileAttribute<?>[0];
        root = Files.createTempDirectory("mcp-javafx-debug-tomcat.", ownerOnly);
        Files.createDirectory(root.resolve("docbase"));
        onExit = new Thread(this::delete, "mcp-javafx-debug-tomcat-directory");
        Runtime.getRuntime().addShutdownHook(onExit);
    }

    File base() {
        return root.toFile();
    }

    File documentRoot() {
        return root.resolve("docbase").toFile();
    }

    /** Removes the directory; called once Tomcat has stopped. */
    @Override
    public void close() {
        try {
            Runtime.getRuntime().removeShutdownHook(onExit);
        } catch (IllegalStateException jvmEnding) {
            // the hook runs, or has run, anyway
        }
        delete();
    }

    private void delete() {
        try {
            FileSystemUtils.deleteRecursively(root);
        } catch (IOException e) {
            // a temporary directory: the system's cleaning takes what is left
        }
    }
}
