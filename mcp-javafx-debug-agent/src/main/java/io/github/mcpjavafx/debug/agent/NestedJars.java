package io.github.mcpjavafx.debug.agent;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Consumer;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.zip.CRC32;

/**
 * The server's jars, nested in the agent jar under {@value #LIB_DIR} (and the Monocle builds under
 * {@value #MONOCLE_DIR}, for {@link HeadlessPlatform}), unpacked once into a cache
 * directory per agent jar ({@code <cache root>/<key>}, the key drawn from the nested entries' names,
 * sizes and CRCs; the root is {@link PrivateCacheDirectory}'s) and reused by every later start, but
 * only after each has been checked against the SHA-256 the build recorded ({@link NestedJarDigests}):
 * a cached jar whose bytes changed is unpacked again, and one that cannot be had with the recorded
 * bytes is refused. Each jar is written to a temporary file, checked, and moved into place atomically,
 * so two JVMs starting at once never see half a jar.
 */
final class NestedJars {

    static final String LIB_DIR = "META-INF/mcp-javafx-debug/lib/";
    /** Monocle, one build per JavaFX major version it was made for: never on the server's class path. */
    static final String MONOCLE_DIR = "META-INF/mcp-javafx-debug/monocle/";

    private final Path agentJar;
    private final String dir;
    private final Path cacheRoot;
    private final Consumer<String> warnings;

    NestedJars(Path agentJar, String dir, Path cacheRoot, Consumer<String> warnings) {
        this.agentJar = agentJar;
        this.dir = dir;
        this.cacheRoot = cacheRoot;
        this.warnings = warnings;
    }

    /** The server's jars nested in the agent jar this class was loaded from, cached in the user's temporary directory. */
    static NestedJars inAgentJar() {
        return inAgentJar(LIB_DIR);
    }

    /** The jars under {@code dir} ({@link #LIB_DIR} or {@link #MONOCLE_DIR}) of the agent jar this class was loaded from. */
    static NestedJars inAgentJar(String dir) {
        try {
            return new NestedJars(Path.of(DebugAgent.class.getProtectionDomain().getCodeSource().getLocation().toURI()),
                    dir, PrivateCacheDirectory.defaultRoot(), DebugAgent::log);
        } catch (URISyntaxException | RuntimeException e) {
            throw new IllegalStateException("cannot find the agent jar: " + e, e);
        }
    }

    /** Unpacks what the cache lacks or holds altered, and returns the jars' paths, each verified. */
    List<Path> extract() {
        try (JarFile jar = new JarFile(agentJar.toFile())) {
            List<JarEntry> entries = new ArrayList<>();
            for (JarEntry entry : Collections.list(jar.entries())) {
                String name = entry.getName();
                if (name.startsWith(dir) && name.endsWith(".jar") && name.indexOf('/', dir.length()) < 0) {
                    entries.add(entry);
                }
            }
            if (entries.isEmpty()) {
                throw new IllegalStateException(agentJar + " holds no jars under " + dir);
            }
            NestedJarDigests digests = NestedJarDigests.in(jar);
            Path cache = Files.createDirectories(PrivateCacheDirectory.at(cacheRoot, warnings).resolve(key(entries)));
            List<Path> jars = new ArrayList<>();
            for (JarEntry entry : entries) {
                jars.add(unpack(jar, entry, dir, cache, digests));
            }
            return jars;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot unpack the jars under " + dir + " from " + agentJar + ": " + e, e);
        }
    }

    private static Path unpack(JarFile jar, JarEntry entry, String from, Path dir, NestedJarDigests digests) throws IOException {
        String name = entry.getName().substring(from.length());
        Path target = dir.resolve(name);
        if (verified(target, name, digests)) {
            return target;
        }
        Path part = Files.createTempFile(dir, name, ".part");
        try {
            try (InputStream in = jar.getInputStream(entry)) {
                Files.copy(in, part, StandardCopyOption.REPLACE_EXISTING);
            }
            if (!digests.matches(name, part)) {
                throw new IllegalStateException("the server jar " + name + " in " + jar.getName()
                        + " does not have the SHA-256 recorded when the agent jar was built: refused");
            }
            Files.move(part, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            // Another JVM may have moved the same jar into place first (Windows refuses to replace a jar in use).
            if (!verified(target, name, digests)) {
                throw e;
            }
        } finally {
            Files.deleteIfExists(part);
        }
        return target;
    }

    private static boolean verified(Path target, String name, NestedJarDigests digests) throws IOException {
        return Files.isRegularFile(target, LinkOption.NOFOLLOW_LINKS) && digests.matches(name, target);
    }

    /** The same nested jars give the same key, whatever the agent jar's path or time stamp. */
    private static String key(List<JarEntry> entries) {
        CRC32 crc = new CRC32();
        for (JarEntry entry : entries) {
            crc.update((entry.getName() + ':' + entry.getSize() + ':' + entry.getCrc() + '\n').getBytes(StandardCharsets.UTF_8));
        }
        return Long.toHexString(crc.getValue()) + "-" + entries.size();
    }
}
