package io.github.mcpjavafx.debug.core.recording;

import io.github.mcpjavafx.debug.core.files.PrivateDirectory;

import java.io.IOException;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;

/**
 * Where an exported test is saved, so that an agent copies the file into the project instead of retyping it: a
 * folder of this process's own under the temp directory that only its owner may enter, checked at every export
 * ({@link PrivateDirectory}: a test holds what the session typed), laid out as a source tree
 * ({@code com/acme/ui/OrderFlowTest.java}). A new export of the same class replaces the file.
 */
final class ExportedFiles {

    private static final PrivateDirectory FOLDER = PrivateDirectory.inTemp("mcp-javafx-debug-tests-");

    private ExportedFiles() {
    }

    /**
     * The saved file.
     *
     * @throws IOException it could not be written, or the folder is no longer private (the result then gives the
     *                     source only, and why)
     */
    static Path save(String packageName, String className, String source) throws IOException {
        String relative = (packageName.isEmpty() ? "" : packageName.replace('.', '/') + "/") + className + ".java";
        try {
            return FOLDER.write(relative, source);
        } catch (UnsupportedOperationException | SecurityException | InvalidPathException notWritable) {
            throw new IOException("the file could not be written: " + notWritable.getMessage(), notWritable);
        }
    }
}
