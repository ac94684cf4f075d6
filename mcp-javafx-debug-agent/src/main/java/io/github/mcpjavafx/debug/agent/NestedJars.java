package io.github.mcpjavafx.debug.agent;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.zip.CRC32;

/**
 * The server's jars, nested in the agent jar under {@value #LIB_DIR}, unpacked once into a cache
 * directory per agent jar ({@code <java.io.tmpdir>/mcp-javafx-debug-agent-<user>/<key>}, the key drawn
 * from the nested entries' names, sizes and CRCs) and reused by every later start. Each jar is written
 * to a temporary file and moved into place atomically, so two JVMs starting at once never see half a jar.
 */
final class NestedJars {

    static final String LIB_DIR = "META-INF/mcp-javafx-debug/lib/";

    private final Path agentJar;

    private NestedJars(Path agentJar) {
        this.agentJar = agentJar;
    }

    /** The jars nested in the agent jar this class was loaded from. */
    static NestedJars inAgentJar() {
        try {
            return new NestedJars(Path.of(DebugAgent.class.getProtectionDomain().getCodeSource().getLocation().toURI()));
        } catch (URISyntaxException | RuntimeException e) {
            throw new IllegalStateException("cannot find the agent jar: " + e, e);
        }
    }

    /** Unpacks what the cache lacks and returns the jars' paths. */
    List<Path> extract() {
        try (JarFile jar = new JarFile(agentJar.toFile())) {
            List<JarEntry> entries = new ArrayList<>();
            for (JarEntry entry : Collections.list(jar.entries())) {
                String name = entry.getName();
                if (name.startsWith(LIB_DIR) && name.endsWith(".jar") && name.indexOf('/', LIB_DIR.length()) < 0) {
                    entries.add(entry);
                }
            }
            if (entries.isEmpty()) {
                throw new IllegalStateException(agentJar + " holds no server jars under " + LIB_DIR);
            }
            Path dir = cacheDirectory(key(entries));
            List<Path> jars = new ArrayList<>();
            for (JarEntry entry : entries) {
                jars.add(unpack(jar, entry, dir));
            }
            return jars;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot unpack the server's jars from " + agentJar + ": " + e, e);
        }
    }

    private static Path unpack(JarFile jar, JarEntry entry, Path dir) throws IOException {
        Path target = dir.resolve(entry.getName().substring(LIB_DIR.length()));
        if (Files.isRegularFile(target) && Files.size(target) == entry.getSize()) {
            return target;
        }
        Path part = Files.createTempFile(dir, target.getFileName().toString(), ".part");
        try {
            try (InputStream in = jar.getInputStream(entry)) {
                Files.copy(in, part, StandardCopyOption.REPLACE_EXISTING);
            }
            Files.move(part, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            // Another JVM may have moved the same jar into place first (Windows refuses to replace a jar in use).
            if (!(Files.isRegularFile(target) && Files.size(target) == entry.getSize())) {
                throw e;
            }
        } finally {
            Files.deleteIfExists(part);
        }
        return target;
    }

    /** The same nested jars give the same key, whatever the agent jar's path or time stamp. */
    private static String key(List<JarEntry> entries) {
        CRC32 crc = new CRC32();
        for (JarEntry entry : entries) {
            crc.update((entry.getName() + ':' + entry.getSize() + ':' + entry.getCrc() + '\n').getBytes(java.nio.charset.StandardCharsets.UTF_8));
        }
        return Long.toHexString(crc.getValue()) + "-" + entries.size();
    }

    /**
     * The user's own cache directory in the temporary directory, readable by that user alone; where
     * that cannot be had safely (another user owns the name, or it is a link), a fresh private one.
     */
    private static Path cacheDirectory(String key) throws IOException {
        Path root = Path.of(System.getProperty("java.io.tmpdir"),
                "mcp-javafx-debug-agent-" + System.getProperty("user.name", "user").replaceAll("[^A-Za-z0-9._-]", "_"));
        boolean posix = root.getFileSystem().supportedFileAttributeViews().contains("posix");
        try {
            if (posix) {
                Files.createDirectory(root, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
            } else {
                Files.createDirectory(root);
            }
        } catch (FileAlreadyExistsException exists) {
            if (Files.isSymbolicLink(root) || !Files.isDirectory(root) || !ownedByUs(root)) {
                return Files.createTempDirectory("mcp-javafx-debug-agent-");
            }
        }
        return Files.createDirectories(root.resolve(key));
    }

    private static boolean ownedByUs(Path dir) throws IOException {
        Path probe = Files.createTempFile("mcp-javafx-debug-agent-", ".owner");
        try {
            UserPrincipal us = Files.getOwner(probe);
            return us.equals(Files.getOwner(dir));
        } finally {
            Files.deleteIfExists(probe);
        }
    }
}
