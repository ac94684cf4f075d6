package io.github.mcpjavafx.debug.server;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.net.URL;
import java.net.URLConnection;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.jar.Attributes;
import java.util.jar.Manifest;

/**
 * The versions of the libraries the server is made of, as this JVM has them, compared with those it was
 * built and tested with. An application whose build resolved other versions (Maven's nearest-wins with no
 * Spring Boot dependency management, say) would otherwise start a server whose every tool call fails
 * with a {@code NoSuchMethodError}; this names the library and both versions in the log at start.
 *
 * <p>The build runs {@link #main} on the same class path as the tests, which writes {@link #BUILT_WITH};
 * the server reads that file back. Versions compare by major and minor: a patch release differs in no API.
 */
public final class LibraryVersions {

    /** The build's readings, in the server's jar. */
    static final String BUILT_WITH = "META-INF/mcp-javafx-debug/built-with.properties";

    /** Each library by its Maven coordinates and one class only it has. */
    private static final Map<String, String> MARKERS = markers();

    private LibraryVersions() {
    }

    private static Map<String, String> markers() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("tools.jackson.core:jackson-databind", "tools.jackson.databind.ObjectMapper");
        m.put("tools.jackson.core:jackson-core", "tools.jackson.core.JsonParser");
        m.put("org.springframework:spring-core", "org.springframework.core.SpringVersion");
        m.put("org.springframework:spring-webmvc", "org.springframework.web.servlet.DispatcherServlet");
        m.put("org.springframework.boot:spring-boot", "org.springframework.boot.SpringApplication");
        m.put("org.springframework.ai:spring-ai-mcp-annotations", "org.springframework.ai.mcp.annotation.McpTool");
        m.put("io.modelcontextprotocol.sdk:mcp-core", "io.modelcontextprotocol.spec.McpSchema");
        m.put("org.apache.tomcat.embed:tomcat-embed-core", "org.apache.catalina.startup.Tomcat");
        m.put("com.github.victools:jsonschema-generator", "com.github.victools.jsonschema.generator.SchemaGenerator");
        m.put("com.networknt:json-schema-validator", "com.networknt.schema.SchemaRegistry");
        return Collections.unmodifiableMap(m);
    }

    /** Writes the versions on this class path to {@code args[0]/}{@value #BUILT_WITH}. */
    public static void main(String[] args) throws IOException {
        Path file = Path.of(args[0]).resolve(BUILT_WITH);
        Files.createDirectories(file.getParent());
        Properties props = new Properties();
        present().forEach(props::setProperty);
        try (OutputStream out = Files.newOutputStream(file)) {
            props.store(out, "The library versions the debug server was built and tested with");
        }
    }

    /**
     * One line per library whose major or minor version differs from the build's: which library, the
     * version the server expected, the one found and where. Empty when all agree, or when the build's
     * readings are missing (a server built without them).
     */
    static List<String> mismatches() {
        Properties built = builtWith();
        List<String> lines = new ArrayList<>();
        MARKERS.forEach((library, marker) -> {
            String expected = built.getProperty(library);
            Found found = find(library, marker);
            if (expected != null && found != null
                    && !majorMinor(expected).equals(majorMinor(found.version()))) {
                lines.add(library + " " + found.version() + " (from " + found.jar() + "); the server was built and tested with "
                        + expected);
            }
        });
        return lines;
    }

    /** The Spring Boot version the server was built with, whose dependency management an app can import. */
    static String springBootBuiltWith() {
        return builtWith().getProperty("org.springframework.boot:spring-boot", "4.1");
    }

    private static Properties builtWith() {
        Properties built = new Properties();
        try (InputStream in = LibraryVersions.class.getClassLoader().getResourceAsStream(BUILT_WITH)) {
            if (in != null) {
                built.load(in);
            }
        } catch (IOException e) {
            // a server built without its readings checks nothing
        }
        return built;
    }

    private static Map<String, String> present() {
        Map<String, String> versions = new LinkedHashMap<>();
        MARKERS.forEach((library, marker) -> {
            Found found = find(library, marker);
            if (found != null) {
                versions.put(library, found.version());
            }
        });
        return versions;
    }

    private record Found(String version, String jar) {
    }

    /**
     * The version of the jar that holds {@code className}, or null when the class or its jar cannot be read. The
     * jar is read through its URL, so a jar nested in another (a Spring Boot executable jar's) reads as well as a file.
     */
    private static Found find(String library, String className) {
        try {
            Class<?> type = Class.forName(className, false, LibraryVersions.class.getClassLoader());
            CodeSource source = type.getProtectionDomain().getCodeSource();
            if (source == null || source.getLocation() == null) {
                return null;
            }
            String location = source.getLocation().toString();
            URL root = new URL(location.startsWith("jar:") ? location : "jar:" + location + "!/");
            String version = versionOf(root, library);
            String jar = location.replaceFirst("!/$", "");
            return version == null ? null : new Found(version, jar.substring(jar.lastIndexOf('/') + 1));
        } catch (ClassNotFoundException | LinkageError | IOException | RuntimeException e) {
            return null;
        }
    }

    /** From the manifest ({@code Implementation-Version}, else OSGi's {@code Bundle-Version}), else Maven's pom.properties. */
    private static String versionOf(URL jarRoot, String library) throws IOException {
        try (InputStream in = open(new URL(jarRoot, "META-INF/MANIFEST.MF"))) {
            Attributes main = new Manifest(in).getMainAttributes();
            String version = main.getValue(Attributes.Name.IMPLEMENTATION_VERSION);
            if (version == null) {
                version = main.getValue("Bundle-Version");
            }
            if (version != null) {
                return version;
            }
        } catch (FileNotFoundException noManifest) {
            // a jar without a manifest: Maven's record, below
        }
        String[] coordinates = library.split(":");
        try (InputStream in = open(new URL(jarRoot, "META-INF/maven/" + coordinates[0] + "/" + coordinates[1] + "/pom.properties"))) {
            Properties pom = new Properties();
            pom.load(in);
            return pom.getProperty("version");
        } catch (FileNotFoundException notBuiltByMaven) {
            return null;
        }
    }

    /** Reads without the JDK's cache of open jar files: each jar is read once, and need not stay open after. */
    private static InputStream open(URL entry) throws IOException {
        URLConnection connection = entry.openConnection();
        connection.setUseCaches(false);
        return connection.getInputStream();
    }

    /** {@code 3.1} of {@code 3.1.5}; a version without a dot is its own. */
    static String majorMinor(String version) {
        String[] parts = version.split("[.\\-]", 3);
        return parts.length >= 2 ? parts[0] + "." + parts[1] : version;
    }
}
