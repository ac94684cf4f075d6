package io.github.mcpjavafx.debug.agent;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;

/**
 * The SHA-256 of each nested jar, recorded in the agent jar when it was built (under
 * {@value #INDEX}, one {@code "<hex digest>  <jar name>"} line per jar, as {@code sha256sum} writes
 * them). A jar unpacked into the cache is loaded only if its bytes still have that digest: the size
 * or the time stamp of a file says nothing about what someone wrote into it. The build writes the
 * index with {@link #main}, so that the format is written and read in this one class.
 */
public final class NestedJarDigests { // public for the build's exec:java only

    static final String INDEX = "META-INF/mcp-javafx-debug/lib.sha256";

    private final Map<String, String> digestByJar;

    private NestedJarDigests(Map<String, String> digestByJar) {
        this.digestByJar = digestByJar;
    }

    /** The digests the agent jar records; an agent jar without them is refused, not trusted. */
    static NestedJarDigests in(JarFile agentJar) throws IOException {
        ZipEntry index = agentJar.getEntry(INDEX);
        if (index == null) {
            throw new IllegalStateException(agentJar.getName() + " records no digests of its server jars (" + INDEX + ")");
        }
        Map<String, String> digests = new HashMap<>();
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(agentJar.getInputStream(index), StandardCharsets.UTF_8))) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                String[] digestAndName = line.trim().split("\\s+\\*?", 2);
                if (digestAndName.length == 2) {
                    digests.put(digestAndName[1], digestAndName[0].toLowerCase(Locale.ROOT));
                }
            }
        }
        return new NestedJarDigests(digests);
    }

    /**
     * At build time: records the digest of every jar under {@code <classes>/}{@value NestedJars#LIB_DIR} and
     * {@value NestedJars#MONOCLE_DIR} (whose names differ: Monocle's are {@code openjfx-monocle-<version>.jar}).
     */
    public static void main(String[] args) throws IOException {
        Path classes = Path.of(args[0]);
        List<Path> jars = new ArrayList<>();
        for (String dir : List.of(NestedJars.LIB_DIR, NestedJars.MONOCLE_DIR)) {
            if (Files.isDirectory(classes.resolve(dir))) {
                try (Stream<Path> files = Files.list(classes.resolve(dir))) {
                    jars.addAll(files.filter(file -> file.getFileName().toString().endsWith(".jar")).sorted().toList());
                }
            }
        }
        StringBuilder index = new StringBuilder();
        for (Path jar : jars) {
            try (InputStream in = Files.newInputStream(jar)) {
                index.append(sha256(in)).append("  ").append(jar.getFileName()).append('\n');
            }
        }
        Files.writeString(classes.resolve(INDEX), index, StandardCharsets.UTF_8);
    }

    /** The recorded digest of the jar of that name. */
    String expected(String jarName) {
        String digest = digestByJar.get(jarName);
        if (digest == null) {
            throw new IllegalStateException("the agent jar records no digest for its server jar " + jarName);
        }
        return digest;
    }

    /** Whether the file holds exactly the bytes recorded for the jar of that name. */
    boolean matches(String jarName, Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return expected(jarName).equals(sha256(in));
        }
    }

    static String sha256(InputStream in) throws IOException {
        MessageDigest digest;
        try {
            digest = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
        byte[] buffer = new byte[64 * 1024];
        for (int read = in.read(buffer); read >= 0; read = in.read(buffer)) {
            digest.update(buffer, 0, read);
        }
        return HexFormat.of().formatHex(digest.digest());
    }
}
