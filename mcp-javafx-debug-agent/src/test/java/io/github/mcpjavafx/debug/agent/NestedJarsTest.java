package io.github.mcpjavafx.debug.agent;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.stream.Stream;
import java.util.jar.JarOutputStream;
import java.util.zip.CRC32;
import java.util.zip.ZipEntry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The agent's cache of unpacked server jars, as another local user who wants code of theirs run would meet it. */
class NestedJarsTest {

    private static final String MARKER = "marker.txt";
    private static final String GENUINE = "GENUINE-SERVER-CODE";
    private static final String PLANTED = "PLANTED-BY-EVE!!!!!";

    @TempDir
    Path dir;

    private final List<String> warnings = new ArrayList<>();

    @Test
    void unpacksIntoADirectoryOnlyTheUserMayEnter() throws IOException {
        Path root = dir.resolve("cache");
        List<Path> jars = nestedJars(agentJar(serverJar(GENUINE), true), root).extract();

        assertThat(jars).singleElement().satisfies(jar -> assertThat(jar).startsWith(root));
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(root))).isEqualTo("rwx------");
        assertThat(warnings).isEmpty();
    }

    @Test
    void aCachedJarChangedInPlaceAtTheSameSizeIsUnpackedAgainBeforeItIsLoaded() throws IOException {
        Path agentJar = agentJar(serverJar(GENUINE), true);
        Path cached = nestedJars(agentJar, dir.resolve("cache")).extract().get(0);
        byte[] bytes = Files.readAllBytes(cached);
        byte[] tampered = replace(bytes, GENUINE, PLANTED);
        Files.write(cached, tampered);
        assertThat(Files.size(cached)).isEqualTo(bytes.length);
        assertThat(markerIn(cached)).isEqualTo(PLANTED);

        List<Path> jars = nestedJars(agentJar, dir.resolve("cache")).extract();

        assertThat(jars).containsExactly(cached);
        assertThat(Files.readAllBytes(cached)).isEqualTo(bytes);
        assertThat(markerIn(jars.get(0))).isEqualTo(GENUINE);
    }

    @Test
    void aNestedJarThatDoesNotMatchItsRecordedDigestIsRefused() throws IOException {
        Path agentJar = agentJar(serverJar(GENUINE), false);

        assertThatThrownBy(() -> nestedJars(agentJar, dir.resolve("cache")).extract())
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("SHA-256").hasMessageContaining("refused");
        try (var left = Files.list(dir.resolve("cache"))) {
            assertThat(left.flatMap(NestedJarsTest::filesIn)).isEmpty();
        }
    }

    @Test
    void aRootOthersMayWriteIntoIsLeftAloneForAFreshPrivateDirectory() throws IOException {
        Path root = Files.createDirectory(dir.resolve("cache"));
        Files.setPosixFilePermissions(root, PosixFilePermissions.fromString("rwxrwxrwx"));
        Files.writeString(root.resolve("planted.jar"), "not ours");

        List<Path> jars = nestedJars(agentJar(serverJar(GENUINE), true), root).extract();

        assertThat(jars).singleElement().satisfies(jar -> assertThat(jar.startsWith(root)).isFalse());
        Path fresh = jars.get(0).getParent().getParent();
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(fresh))).isEqualTo("rwx------");
        assertThat(markerIn(jars.get(0))).isEqualTo(GENUINE);
        assertThat(warnings).singleElement().satisfies(warning -> assertThat(warning)
                .contains(root.toString()).contains("rwxrwxrwx").contains(fresh.toString()));
        PrivateCacheDirectory.deleteTree(fresh);
    }

    private NestedJars nestedJars(Path agentJar, Path root) {
        return new NestedJars(agentJar, NestedJars.LIB_DIR, root, warnings::add);
    }

    private static Stream<Path> filesIn(Path keyDir) {
        try {
            return Files.list(keyDir).toList().stream();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** A server jar whose marker is stored uncompressed, so that tampering can keep its size. */
    private static byte[] serverJar(String marker) throws IOException {
        byte[] content = marker.getBytes(StandardCharsets.UTF_8);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (JarOutputStream jar = new JarOutputStream(bytes)) {
            JarEntry entry = new JarEntry(MARKER);
            entry.setMethod(ZipEntry.STORED);
            entry.setSize(content.length);
            CRC32 crc = new CRC32();
            crc.update(content);
            entry.setCrc(crc.getValue());
            jar.putNextEntry(entry);
            jar.write(content);
            jar.closeEntry();
        }
        return bytes.toByteArray();
    }

    /** An agent jar nesting that server jar, with its digest recorded as the build does, or a wrong one. */
    private Path agentJar(byte[] serverJar, boolean rightDigest) throws IOException {
        String digest = NestedJarDigests.sha256(new ByteArrayInputStream(rightDigest ? serverJar : serverJar("OTHER")));
        Path agentJar = dir.resolve("agent.jar");
        try (JarOutputStream jar = new JarOutputStream(Files.newOutputStream(agentJar))) {
            jar.putNextEntry(new JarEntry(NestedJars.LIB_DIR + "server.jar"));
            jar.write(serverJar);
            jar.closeEntry();
            jar.putNextEntry(new JarEntry(NestedJarDigests.INDEX));
            jar.write((digest + "  server.jar\n").getBytes(StandardCharsets.UTF_8));
            jar.closeEntry();
        }
        return agentJar;
    }

    private static String markerIn(Path jar) throws IOException {
        try (URLClassLoader loader = new URLClassLoader(new URL[] {jar.toUri().toURL()}, null);
             InputStream marker = loader.getResourceAsStream(MARKER)) {
            return marker == null ? null : new String(marker.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static byte[] replace(byte[] bytes, String from, String to) {
        String text = new String(bytes, StandardCharsets.ISO_8859_1);
        assertThat(text).contains(from);
        return text.replace(from, to).getBytes(StandardCharsets.ISO_8859_1);
    }
}
