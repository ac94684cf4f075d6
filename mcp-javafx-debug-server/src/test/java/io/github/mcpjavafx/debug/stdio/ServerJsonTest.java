package io.github.mcpjavafx.debug.stdio;

import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPathFactory;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code server.json}, the project's entry in the MCP Registry, is one the registry takes and names this
 * release: the fields its schema requires, a name in the Maven group's reverse-DNS namespace with one
 * slash, a description within 100 characters, the project's version, and the MCP Bundle that
 * {@code mcp-javafx-debug-mcpb} builds, released under that version's tag.
 */
class ServerJsonTest {

    static final String SCHEMA = "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json";
    private static final Path SERVER_JSON = Path.of("..", "server.json");
    private static final Path BUNDLE_MANIFEST = Path.of("..", "mcp-javafx-debug-mcpb", "src", "bundle", "manifest.json");
    private static final Path BUNDLE_POM = Path.of("..", "mcp-javafx-debug-mcpb", "pom.xml");
    private static final Path ROOT_POM = Path.of("..", "pom.xml");
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final JsonNode server = JSON.readTree(SERVER_JSON.toFile());

    @Test
    void hasWhatTheRegistrySchemaRequires() {
        assertThat(server.path("$schema").asString()).isEqualTo(SCHEMA);
        assertGiven(server, "", "name", "description", "version");
        assertGiven(server.path("repository"), "repository.", "url", "source");
        assertThat(server.path("packages").size()).as("packages").isPositive();
        for (JsonNode bundle : server.get("packages")) {
            assertGiven(bundle, "packages[].", "registryType", "identifier", "version");
            assertThat(bundle.path("transport").path("type").asString("")).as("packages[].transport.type").isEqualTo("stdio");
        }
    }

    private static void assertGiven(JsonNode node, String where, String... fields) {
        for (String field : fields) {
            assertThat(node.path(field).asString("")).as(where + field).isNotBlank();
        }
    }

    @Test
    void nameIsReverseDnsOfTheMavenGroupWithOneSlash() throws Exception {
        String name = server.get("name").asString();
        assertThat(name).matches("[a-zA-Z0-9.-]+/[a-zA-Z0-9._-]+").startsWith(pom(ROOT_POM, "/project/groupId") + "/");
    }

    @Test
    void descriptionFitsTheRegistrysLimitAndIsTheBundlesToo() {
        String description = server.get("description").asString();
        assertThat(description.length()).as(description).isLessThanOrEqualTo(100);
        assertThat(JSON.readTree(BUNDLE_MANIFEST.toFile()).get("description").asString()).isEqualTo(description);
    }

    /** The entry names the release being prepared: the Maven version without -SNAPSHOT, a concrete semver. */
    @Test
    void versionIsTheProjectsVersion() throws Exception {
        String release = pom(ROOT_POM, "/project/version").replaceFirst("-SNAPSHOT$", "");
        assertThat(server.get("version").asString()).matches("\\d+\\.\\d+\\.\\d+").isEqualTo(release);
        server.get("packages").forEach(bundle -> assertThat(bundle.path("version").asString(release)).isEqualTo(release));
    }

    /**
     * The package is the bundle the build makes, as a GitHub release's asset under the version's tag; its
     * digest is not kept here but written by that build ({@code target/server.json}), from the bytes it made.
     */
    @Test
    void packageIsTheBuiltBundleReleasedUnderTheVersionsTag() throws Exception {
        String version = server.get("version").asString();
        JsonNode bundle = server.get("packages").get(0);
        assertThat(bundle.get("registryType").asString()).isEqualTo("mcpb");
        String file = pom(BUNDLE_POM, "/project/properties/bundle.file")
                .replace("${project.build.directory}/", "").replace("${project.version}", version);
        assertThat(bundle.get("identifier").asString()).as("a GitHub release asset whose address says mcp")
                .isEqualTo(server.get("repository").get("url").asString() + "/releases/download/v" + version + "/" + file)
                .contains("mcp");
        assertThat(bundle.has("fileSha256")).as("fileSha256: the bundle build writes it into target/server.json").isFalse();
    }

    /** The bundle runs the agent jar the build puts in it as the stdio entry point, at the project's version. */
    @Test
    void bundleStartsTheStdioEntryPointOfTheJarItHolds() throws Exception {
        JsonNode manifest = JSON.readTree(BUNDLE_MANIFEST.toFile());
        String jar = "server/" + pom(BUNDLE_POM, "//artifactItem[artifactId='mcp-javafx-debug-agent']/destFileName");
        assertThat(manifest.get("version").asString()).as("filled in by the bundle build").isEqualTo("@VERSION@");
        assertThat(manifest.get("server").get("entry_point").asString()).isEqualTo(jar);
        JsonNode config = manifest.get("server").get("mcp_config");
        assertThat(config.get("command").asString()).isEqualTo("java");
        assertThat(config.get("args").valueStream().map(JsonNode::asString).toList())
                .containsExactly("-jar", "${__dirname}/" + jar, "mcp");
    }

    private static String pom(Path pom, String path) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        Document document = factory.newDocumentBuilder().parse(pom.toFile());
        return XPathFactory.newInstance().newXPath().evaluate(path, document).trim();
    }
}
