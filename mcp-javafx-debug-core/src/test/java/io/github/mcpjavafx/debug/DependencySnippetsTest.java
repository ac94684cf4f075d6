package io.github.mcpjavafx.debug;

import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What the README and the docs tell an app to add is what the examples add: each dependency on the library in a
 * Maven or Gradle snippet names an artifact, version, type and scope that an example's POM names, and under a
 * heading about one kind of app (Spring Boot, plain, modular), the artifact that kind's example uses.
 */
class DependencySnippetsTest {

    private static final Path ROOT = Path.of("..");
    private static final String GROUP = "io.github.mcpjavafx";
    private static final Pattern FENCED = Pattern.compile("```(\\w*)\\n(.*?)```", Pattern.DOTALL);
    private static final Pattern HEADING = Pattern.compile("^#{1,6} (.+)$", Pattern.MULTILINE);
    private static final Pattern MAVEN_DEPENDENCY = Pattern.compile("<dependency>.*?</dependency>", Pattern.DOTALL);
    private static final Pattern GRADLE_DEPENDENCY = Pattern.compile("\"" + Pattern.quote(GROUP) + ":([\\w.-]+):([^\"]+)\"");
    /** The kinds of app, as headings name them, and the example of each. */
    private static final Map<String, String> EXAMPLE_OF_KIND = Map.of(
            "spring boot", "spring-boot-app", "plain", "plain-maven-app", "modular", "modular-app");

    /** A dependency on the library as written: type and scope null when not written. */
    record Coordinates(String artifactId, String version, String type, String scope) {
    }

    @Test
    void everySnippetNamesWhatTheExampleOfItsKindOfAppDepends() throws Exception {
        Map<String, List<Coordinates>> examples = exampleDependencies();
        List<String> wrong = new ArrayList<>();
        int snippets = 0;
        for (Path doc : documents()) {
            String markdown = Files.readString(doc);
            Matcher block = FENCED.matcher(markdown);
            while (block.find()) {
                String kind = kindOf(lastHeadingBefore(markdown, block.start()), doc);
                List<Coordinates> expected = kind == null
                        ? examples.values().stream().flatMap(List::stream).toList()
                        : examples.get(EXAMPLE_OF_KIND.get(kind));
                for (Coordinates written : dependenciesIn(block.group(2))) {
                    snippets++;
                    if (!expected.contains(written)) {
                        wrong.add(ROOT.relativize(doc) + ": " + written + (kind == null ? " is in no example's POM"
                                : " is not what the " + EXAMPLE_OF_KIND.get(kind) + " example adds: " + expected));
                    }
                }
            }
        }
        assertThat(wrong).as("dependency snippets that no example's POM matches").isEmpty();
        assertThat(snippets).as("snippets found").isGreaterThanOrEqualTo(5);
    }

    @Test
    void theExamplesUseTheStarterWithSpringBootAndTheServerWithout() throws Exception {
        Map<String, List<Coordinates>> examples = exampleDependencies();
        String version = projectVersion();
        assertThat(examples.get("spring-boot-app"))
                .containsExactly(new Coordinates("mcp-javafx-debug-spring-boot-starter", version, null, null));
        assertThat(examples.get("plain-maven-app"))
                .containsExactly(new Coordinates("mcp-javafx-debug-server", version, null, null));
        assertThat(examples.get("modular-app"))
                .containsExactly(new Coordinates("mcp-javafx-debug-server", version, null, null));
    }

    @Test
    void gradleAndMavenSnippetsAreBothRead() {
        assertThat(dependenciesIn("implementation(\"io.github.mcpjavafx:mcp-javafx-debug-server:1.0\")\n"
                + "<dependency>\n <groupId>io.github.mcpjavafx</groupId>\n <artifactId>a</artifactId>\n"
                + " <version>2</version>\n <type>pom</type>\n</dependency>\n"
                + "<dependency><groupId>org.openjfx</groupId><artifactId>javafx-controls</artifactId></dependency>"))
                .containsExactlyInAnyOrder(new Coordinates("mcp-javafx-debug-server", "1.0", null, null),
                        new Coordinates("a", "2", "pom", null));
    }

    /** The kind of app a heading (or else the document's name) speaks of; null for none in particular. */
    private static String kindOf(String heading, Path doc) {
        String about = (heading + " " + doc.getFileName().toString().replace('-', ' ')).toLowerCase(Locale.ROOT);
        if (about.contains("spring boot")) {
            return "spring boot";
        }
        return about.contains("modular") ? "modular" : about.contains("plain") ? "plain" : null;
    }

    private static String lastHeadingBefore(String markdown, int position) {
        String outside = FENCED.matcher(markdown.substring(0, position)).replaceAll("");
        Matcher heading = HEADING.matcher(outside);
        String last = "";
        while (heading.find()) {
            last = heading.group(1);
        }
        return last;
    }

    private static List<Coordinates> dependenciesIn(String text) {
        List<Coordinates> found = new ArrayList<>();
        Matcher maven = MAVEN_DEPENDENCY.matcher(text);
        while (maven.find()) {
            Element dependency = parse(maven.group().replaceAll("<!--.*?-->", "")).getDocumentElement();
            if (GROUP.equals(child(dependency, "groupId"))) {
                found.add(coordinates(dependency, Map.of()));
            }
        }
        Matcher gradle = GRADLE_DEPENDENCY.matcher(text);
        while (gradle.find()) {
            found.add(new Coordinates(gradle.group(1), gradle.group(2), null, null));
        }
        return found;
    }

    /** Each example's dependencies on the library, its version property filled in. */
    private static Map<String, List<Coordinates>> exampleDependencies() throws Exception {
        Map<String, List<Coordinates>> examples = new LinkedHashMap<>();
        for (String example : new TreeSet<>(EXAMPLE_OF_KIND.values())) {
            Document pom = parse(Files.readString(ROOT.resolve("examples").resolve(example).resolve("pom.xml")));
            Map<String, String> properties = new LinkedHashMap<>();
            NodeList declared = ((Element) pom.getElementsByTagName("properties").item(0)).getChildNodes();
            for (int i = 0; i < declared.getLength(); i++) {
                if (declared.item(i) instanceof Element property) {
                    properties.put("${" + property.getTagName() + "}", property.getTextContent().trim());
                }
            }
            List<Coordinates> dependencies = new ArrayList<>();
            NodeList all = pom.getElementsByTagName("dependency");
            for (int i = 0; i < all.getLength(); i++) {
                Element dependency = (Element) all.item(i);
                if (GROUP.equals(child(dependency, "groupId"))) {
                    dependencies.add(coordinates(dependency, properties));
                }
            }
            examples.put(example, dependencies);
        }
        return examples;
    }

    private static Coordinates coordinates(Element dependency, Map<String, String> properties) {
        String version = child(dependency, "version");
        return new Coordinates(child(dependency, "artifactId"), properties.getOrDefault(version, version),
                child(dependency, "type"), child(dependency, "scope"));
    }

    private static String projectVersion() throws Exception {
        Element project = parse(Files.readString(ROOT.resolve("pom.xml"))).getDocumentElement();
        return child(project, "version");
    }

    private static String child(Element parent, String name) {
        for (Node node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
            if (node instanceof Element element && element.getTagName().equals(name)) {
                return element.getTextContent().trim();
            }
        }
        return null;
    }

    private static Document parse(String xml) {
        try {
            return DocumentBuilderFactory.newInstance().newDocumentBuilder()
                    .parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
        } catch (Exception e) {
            throw new IllegalArgumentException("not XML: " + xml, e);
        }
    }

    private static List<Path> documents() throws Exception {
        List<Path> docs = new ArrayList<>(List.of(ROOT.resolve("README.md"), ROOT.resolve("demo-fx-spring/README.md")));
        try (Stream<Path> files = Files.list(ROOT.resolve("docs"))) {
            files.filter(f -> f.toString().endsWith(".md")).sorted().forEach(docs::add);
        }
        try (Stream<Path> files = Files.find(ROOT.resolve("examples"), 2, (f, attributes) -> f.endsWith("README.md"))) {
            files.sorted().forEach(docs::add);
        }
        return docs;
    }
}
