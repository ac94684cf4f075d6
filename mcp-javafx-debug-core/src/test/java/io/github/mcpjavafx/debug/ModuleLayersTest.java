package io.github.mcpjavafx.debug;

import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The modules stack one way, the finder (JavaFX only, shared with the exported tests' support), core, then the
 * server, then the Spring Boot auto-configuration, and the agent nests the server alone; inside them the packages point one way too: read from the sources and POMs of the
 * whole build, as an app's class path or module path sees them, so a package split across jars, a dependency
 * pointing back up or a package cycle fails here. A source names another package by an import or by a
 * qualified name (in code or in its documentation); both count. JavaFX's private API is reached from one
 * package of core alone.
 */
class ModuleLayersTest {

    private static final Path ROOT = Path.of("..");
    private static final String FINDER = "mcp-javafx-debug-finder";
    private static final String CORE = "mcp-javafx-debug-core";
    private static final String TESTFX = "mcp-javafx-debug-testfx";
    private static final String SERVER = "mcp-javafx-debug-server";
    private static final String AUTOCONFIGURE = "mcp-javafx-debug-spring-boot-autoconfigure";
    private static final String STARTER = "mcp-javafx-debug-spring-boot-starter";
    private static final String AGENT = "mcp-javafx-debug-agent";
    private static final String TEST_SUPPORT = "mcp-javafx-debug-test-support";

    /** The library's modules and, for each, the modules of ours its main code may import. */
    private static final Map<String, Set<String>> MAY_IMPORT = Map.of(
            FINDER, Set.of(),
            CORE, Set.of(FINDER),
            // What exported tests call finds and reads with the recorder's code, and knows nothing else of ours.
            TESTFX, Set.of(FINDER),
            SERVER, Set.of(CORE),
            AUTOCONFIGURE, Set.of(CORE, SERVER),
            // The agent loads the server by name in a class loader of its own; it imports none of it.
            AGENT, Set.of());

    private static final Pattern PACKAGE = Pattern.compile("^package ([\\w.]+);", Pattern.MULTILINE);
    private static final Pattern NAMED = Pattern.compile("\\b(io\\.github\\.mcpjavafx[\\w.]*?)\\.[A-Z]");
    /** A string's text names no package to the compiler: the agent loads the server by a class's name. */
    // Unrolled ("normal* (special normal*)*"): a loop over an alternation recurses once per character and overflows the
    // stack on the long stretch between two quote characters in char literals ('"') when it runs interpreted.
    private static final Pattern STRING = Pattern.compile("\"[^\"\\\\]*(?:\\\\.[^\"\\\\]*)*\"");
    private static final String API = "io.github.mcpjavafx.debug";
    /** The public API and the service interface through which it finds the server name each other by design. */
    private static final Set<String> API_AND_ITS_SPI = Set.of(API, API + ".spi");
    /** The one package that reaches into JavaFX's private API (its package-info says how). */
    private static final String FX_INTERNALS = API + ".core.fxinternals";
    /**
     * A class of JavaFX's internal packages named in code or documentation, a string that starts with one of those
     * packages ({@code "com.sun.javafx."} alone, which tells JavaFX's classes from others, names nothing inside), or a
     * string naming a nested class of JavaFX's public packages (the private ones are only reached by name).
     */
    private static final Pattern JAVAFX_INTERNAL_NAME = Pattern.compile(
            "\\bcom\\.sun\\.(?:javafx|scenario|glass|prism)\\.(?:\\w+\\.)*[A-Z]\\w*"
                    + "|\"com\\.sun\\.(?:javafx|scenario|glass|prism)\\.\\w[^\"]*\""
                    + "|\"javafx\\.(?:\\w+\\.)+[A-Z]\\w*\\$[^\"]*\"");
    /** Reflection that opens members which are not public: how a private member of JavaFX's is used. */
    private static final Pattern OPENS_MEMBERS = Pattern.compile("\\b(?:setAccessible|trySetAccessible|privateLookupIn)\\(");
    /** Classes that open members of the app's classes, never of JavaFX's: the property methods of its own controls. */
    private static final Set<String> OPEN_APP_CLASSES_ONLY = Set.of(API + ".core.scene.FxProperties");

    @Test
    void everyPackageLivesInOneModule() throws IOException {
        Map<String, Set<String>> modulesByPackage = new TreeMap<>();
        for (Map.Entry<String, Map<String, Set<String>>> module : importsByPackageByModule().entrySet()) {
            for (String pkg : module.getValue().keySet()) {
                modulesByPackage.computeIfAbsent(pkg, p -> new TreeSet<>()).add(module.getKey());
            }
        }
        modulesByPackage.values().removeIf(modules -> modules.size() == 1);
        assertThat(modulesByPackage).as("packages split across modules").isEmpty();
    }

    @Test
    void eachModuleImportsOnlyTheModulesBelowIt() throws IOException {
        Map<String, Map<String, Set<String>>> modules = importsByPackageByModule();
        Map<String, String> owner = owningModules(modules);
        List<String> upward = new ArrayList<>();
        MAY_IMPORT.forEach((module, allowed) -> modules.get(module).forEach((pkg, imports) -> {
            for (String imported : imports) {
                String target = owner.get(imported);
                if (target != null && !target.equals(module) && !allowed.contains(target)) {
                    upward.add(pkg + " (" + module + ") imports " + imported + " (" + target + ")");
                }
            }
        }));
        assertThat(upward).isEmpty();
    }

    @Test
    void noPackageLiesOnACycle() throws IOException {
        Map<String, Set<String>> graph = new TreeMap<>();
        importsByPackageByModule().values().forEach(graph::putAll);
        List<String> cycles = new ArrayList<>();
        graph.forEach((pkg, imports) -> {
            for (String imported : imports) {
                if (!(API_AND_ITS_SPI.contains(pkg) && API_AND_ITS_SPI.contains(imported))
                        && reaches(graph, imported, pkg, new TreeSet<>())) {
                    cycles.add(pkg + " -> " + imported);
                }
            }
        });
        assertThat(cycles).as("package dependencies that lie on a cycle").isEmpty();
    }

    /** The runner tells an observer it declares ({@code ActionObserver}); the recording is one. */
    @Test
    void theActionsDoNotKnowTheRecording() throws IOException {
        assertThat(importsByPackageByModule().get(CORE).get(API + ".core.actions")).as("the packages core.actions names")
                .isNotEmpty().doesNotContain(API + ".core.recording");
    }

    /** A reach into JavaFX's internals elsewhere could break on a new JavaFX unseen by FxInternalsContractTest. */
    @Test
    void onlyTheFxInternalsPackageReachesIntoJavaFxsPrivateApi() throws IOException {
        List<String> reaches = new ArrayList<>();
        Path sources = ROOT.resolve(CORE).resolve("src/main/java");
        try (Stream<Path> files = Files.walk(sources)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                String type = sources.relativize(file).toString().replace(File.separatorChar, '.').replaceAll("\\.java$", "");
                if (type.startsWith(FX_INTERNALS + ".")) {
                    continue;
                }
                String source = Files.readString(file);
                Matcher named = JAVAFX_INTERNAL_NAME.matcher(source);
                while (named.find()) {
                    reaches.add(type + " names " + named.group());
                }
                Matcher opens = OPENS_MEMBERS.matcher(source);
                while (!OPEN_APP_CLASSES_ONLY.contains(type) && opens.find()) {
                    reaches.add(type + " opens members: " + opens.group());
                }
            }
        }
        assertThat(Files.isDirectory(sources.resolve(FX_INTERNALS.replace('.', '/')))).as(FX_INTERNALS).isTrue();
        assertThat(reaches).as("reaches into JavaFX's private API outside " + FX_INTERNALS).isEmpty();
    }

    /**
     * The server calls the engine through its entry ({@code UiEngine} and the classes beside it, which take and
     * give core's data records), never past it: what the server needs of the engine's inside is given it there.
     */
    @Test
    void theServerReachesTheEngineOnlyThroughItsEntry() throws IOException {
        Set<String> entry = Set.of(API, API + ".spi", API + ".core", API + ".core.model",
                API + ".core.files"); // private files: a basic of its own, for the server's web directory as for the engine's
        Map<String, Map<String, Set<String>>> modules = importsByPackageByModule();
        Set<String> core = modules.get(CORE).keySet();
        List<String> past = new ArrayList<>();
        modules.get(SERVER).forEach((pkg, imports) -> imports.stream()
                .filter(imported -> core.contains(imported) && !entry.contains(imported))
                .forEach(imported -> past.add(pkg + " names " + imported)));
        assertThat(past).as("server packages that reach past the engine's entry").isEmpty();
    }

    @Test
    void pomsDependOneWayAndTheAgentOnTheServerAlone() throws Exception {
        assertThat(ourDependencies(FINDER)).isEmpty();
        assertThat(ourDependencies(CORE)).containsExactly(FINDER);
        assertThat(ourDependencies(TESTFX)).containsExactly(FINDER);
        assertThat(ourDependencies(SERVER)).containsExactly(CORE);
        assertThat(ourDependencies(AUTOCONFIGURE)).containsExactly(SERVER);
        assertThat(ourDependencies(STARTER)).containsExactly(AUTOCONFIGURE);
        assertThat(ourDependencies(AGENT)).containsExactly(SERVER);
        // what the tests share: below every module, and named by them in test scope only (the lines above)
        assertThat(ourDependencies(TEST_SUPPORT)).isEmpty();
    }

    private static boolean reaches(Map<String, Set<String>> graph, String from, String to, Set<String> seen) {
        if (from.equals(to)) {
            return true;
        }
        return seen.add(from) && graph.getOrDefault(from, Set.of()).stream().anyMatch(next -> reaches(graph, next, to, seen));
    }

    private static Map<String, String> owningModules(Map<String, Map<String, Set<String>>> modules) {
        Map<String, String> owner = new TreeMap<>();
        modules.forEach((module, packages) -> packages.keySet().forEach(pkg -> owner.put(pkg, module)));
        return owner;
    }

    /** For each module with main sources: its packages, each with the packages of ours it names. */
    private static Map<String, Map<String, Set<String>>> importsByPackageByModule() throws IOException {
        Map<String, Map<String, Set<String>>> modules = new TreeMap<>();
        try (Stream<Path> dirs = Files.list(ROOT)) {
            for (Path sources : dirs.map(dir -> dir.resolve("src/main/java")).filter(Files::isDirectory).toList()) {
                Map<String, Set<String>> packages = new TreeMap<>();
                try (Stream<Path> files = Files.walk(sources)) {
                    for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                        String source = Files.readString(file);
                        Matcher pkg = PACKAGE.matcher(source);
                        if (!pkg.find()) {
                            continue;
                        }
                        Set<String> imports = packages.computeIfAbsent(pkg.group(1), p -> new TreeSet<>());
                        Matcher imported = NAMED.matcher(STRING.matcher(source.substring(pkg.end())).replaceAll("\"\""));
                        while (imported.find()) {
                            if (!imported.group(1).equals(pkg.group(1))) {
                                imports.add(imported.group(1));
                            }
                        }
                    }
                }
                modules.put(sources.getParent().getParent().getParent().getFileName().toString(), packages);
            }
        }
        return modules;
    }

    /** The modules of ours a module's POM names outside test scope. */
    private static List<String> ourDependencies(String module) throws Exception {
        Element project = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(ROOT.resolve(module).resolve("pom.xml").toFile()).getDocumentElement();
        List<String> ours = new ArrayList<>();
        for (Element dependencies : children(project, "dependencies")) {
            for (Element dependency : children(dependencies, "dependency")) {
                if ("io.github.mcpjavafx".equals(text(dependency, "groupId")) && !"test".equals(text(dependency, "scope"))) {
                    ours.add(text(dependency, "artifactId"));
                }
            }
        }
        return ours;
    }

    private static List<Element> children(Element parent, String name) {
        List<Element> found = new ArrayList<>();
        for (Node child = parent.getFirstChild(); child != null; child = child.getNextSibling()) {
            if (child instanceof Element element && element.getTagName().equals(name)) {
                found.add(element);
            }
        }
        return found;
    }

    private static String text(Element parent, String name) {
        List<Element> found = children(parent, name);
        return found.isEmpty() ? null : found.get(0).getTextContent().trim();
    }
}
