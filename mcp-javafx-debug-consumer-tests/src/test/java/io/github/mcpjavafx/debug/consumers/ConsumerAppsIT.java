package io.github.mcpjavafx.debug.consumers;

import io.github.mcpjavafx.debug.testsupport.LaunchedApp;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import org.junit.jupiter.api.Test;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import java.util.function.Predicate;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The apps in {@code examples/}, built by the Maven Invoker outside the reactor against the artifacts this build
 * made, each launched as a user launches it in a JVM of its own, then driven over MCP as an agent drives them:
 * snapshot, find the name field and the Greet button, type "Ada" and click, read the greeting. And a real app
 * nobody here wrote, ControlsFX's FXSampler, started with the Java agent and nothing else of ours.
 *
 * <p>One test per way an app is built and started; the invoker builds every {@code examples/*}{@code /pom.xml}.
 */
class ConsumerAppsIT {

    private static final Path APPS = Path.of(setting("consumer.apps.dir"));
    static final Path LAUNCH = Path.of(setting("launch.dir"));
    static final Path LOGS = Path.of("target/consumer-logs");
    static final Path JDK17 = Path.of(System.getProperty("java.home"));
    static final Duration SERVER_START = Duration.ofSeconds(60);

    @Test
    void plainMavenAppWithoutSpringBootsDependencyManagementGreetsOverMcp() {
        greetsAdaOverMcp("plain-maven-app", JDK17, DebugSwitch.SYSTEM_PROPERTIES,
                List.of("-cp", plainAppClassPath(entry -> false, monocle()), "com.example.greeter.GreeterMain"),
                (launched, agent) -> {
                    // The app never closes the debug server; its Quit ends the toolkit, and the JVM must end with it.
                    String quit = AgentChannel.TEXT.uidOn(agent.call("ui_query", Map.of("selector", Map.of("css", "#quit"))),
                            "Button#quit");
                    try {
                        agent.call("ui_perform", Map.of("actions", List.of(Map.of("type", "click", "target",
                                Map.of("ref", Map.of("uid", quit))))));
                    } catch (RuntimeException answerLostAsTheAppEnded) {
                        // the server closes with the toolkit, possibly before this call's answer is sent
                    }
                    assertThat(launched.exitsWithin(Duration.ofSeconds(20)))
                            .as("the app exits after Platform.exit() though it never closed the server; its log:%n%s",
                                    launched.tail(30)).isTrue();
                });
    }

    /**
     * What the starter brings a build without Spring Boot's dependency management, as resolved from the published
     * POMs: none of the libraries the server never loads (the agent jar runs the same server without them).
     */
    @Test
    void plainMavenBuildGetsNothingTheServerDoesNotLoad() {
        List<String> jars = builtClassPath(APPS.resolve("plain-maven-app")).stream()
                .map(entry -> Path.of(entry).getFileName().toString()).toList();
        assertThat(jars).as("the plain build's class path").contains("tomcat-embed-core-" + setting("tomcat.version") + ".jar")
                .noneMatch(jar -> jar.matches("(jtokkit|ST4|antlr4?-runtime|micrometer-core|HdrHistogram|spring-ai-template-st"
                        + "|jackson-dataformat-yaml|snakeyaml-engine|tomcat-embed-el|tomcat-embed-websocket)-.*"));
    }

    /**
     * The same app with the starter's Logback left out, as docs/plain-javafx.md tells an app with another SLF4J provider,
     * here with none at all: SLF4J then drops every record, yet the server's startup lines (where it listens,
     * where its token is) reach standard error.
     */
    @Test
    void plainMavenAppWithNoLoggingProviderStillSaysWhereTheServerListens() {
        greetsAdaOverMcp("plain-maven-app-no-logback", JDK17, DebugSwitch.SYSTEM_PROPERTIES,
                List.of("-cp", plainAppClassPath(entry -> entry.contains("/ch/qos/logback/"), monocle()),
                        "com.example.greeter.GreeterMain"),
                (launched, agent) -> assertThat(launched.output())
                        .as("the app's output, with SLF4J's own word that it found no provider")
                        .contains("No SLF4J providers were found")
                        .contains("MCP JavaFX Debug enabled")
                        .contains("Endpoint:  " + launched.endpoint() + "/mcp")
                        .contains("Instance:  "));
    }

    /** The same build on the newest JavaFX, which needs a newer JDK: the app's JavaFX 21 jars swapped for 26's. */
    @Test
    void plainMavenAppGreetsOverMcpOnJdk25WithJavafx26() {
        Path jdk25 = Jdk25.home();
        greetsAdaOverMcp("plain-maven-app-jdk25-javafx26", jdk25, DebugSwitch.SYSTEM_PROPERTIES,
                List.of("--enable-native-access=ALL-UNNAMED",
                        "-cp", plainAppClassPath(entry -> entry.contains("/org/openjfx/"),
                                newestJavafx()),
                        "com.example.greeter.GreeterMain"));
    }

    /**
     * Boot's repackaged jar. {@code java -jar} cannot take Monocle: it has to be loaded by the class loader that
     * loads JavaFX, which in a fat jar is Boot's. Boot's documented way to add a jar at launch is the
     * {@code PropertiesLauncher} with {@code loader.path}, so the jar runs through it rather than its manifest's
     * {@code JarLauncher}; everything else, JavaFX included, comes out of the jar.
     */
    @Test
    void springBootAppGreetsOverMcpFromItsRepackagedJar() {
        Path jar = APPS.resolve("spring-boot-app/target/spring-boot-app-1.0.0.jar");
        assertThat(jar).as("the repackaged jar the invoker build makes").isRegularFile();
        String monocle = String.join(",", monocle());

        greetsAdaOverMcp("spring-boot-app", JDK17, DebugSwitch.SPRING_PROPERTIES, List.of("-Dloader.path=" + monocle,
                "-cp", jar.toString(), "org.springframework.boot.loader.launch.PropertiesLauncher"));
    }

    /**
     * A named module that requires the API's module: that jar and JavaFX on the module path, the rest of the
     * starter on the class path, plus {@code --add-modules java.instrument}, as the recipe in docs/modular.md says. Monocle's
     * own flags are the headless test's, not the recipe's.
     */
    @Test
    void modularAppGreetsOverMcpWithTheDocumentedRecipe() {
        Path app = APPS.resolve("modular-app");
        List<String> modulePath = new ArrayList<>();
        List<String> classPath = new ArrayList<>();
        modulePath.add(app.resolve("target/classes").toString());
        for (String entry : builtClassPath(app)) {
            if (entry.contains("/org/openjfx/")) {
                if (entry.endsWith("-linux.jar")) { // the other JavaFX jars are empty placeholders
                    modulePath.add(entry);
                }
            } else if (entry.contains("mcp-javafx-debug-core")) {
                modulePath.add(entry);
            } else {
                classPath.add(entry);
            }
        }
        modulePath.addAll(monocle());
        List<String> launch = new ArrayList<>(FxSampler.monocleOnTheModulePath());
        launch.addAll(List.of("--add-modules", "java.instrument",
                "--module-path", String.join(File.pathSeparator, modulePath),
                "--class-path", String.join(File.pathSeparator, classPath),
                "-m", "com.example.modular/com.example.modular.ModularGreeterApp"));

        greetsAdaOverMcp("modular-app", JDK17, DebugSwitch.SYSTEM_PROPERTIES, launch);
    }

    /**
     * A JavaFX app with nothing of ours in its build, started as its README says: its own jar ({@code java -jar}, its
     * libraries named by the manifest) with the agent and its option {@code headless=true}, nothing else.
     */
    @Test
    void appWithoutTheLibraryGreetsOverMcpThroughTheAgent() {
        Path jar = APPS.resolve("agent-app/target/agent-app-1.0.0.jar");
        assertThat(jar).as("the jar the invoker build makes").isRegularFile();

        greetsAdaOverMcp("agent-app", JDK17, DebugSwitch.HEADLESS_AGENT, List.of("-jar", jar.toString()));
    }

    /**
     * ControlsFX's FXSampler from Maven Central, on the module path (its sample scanner reads the boot layer), with
     * {@code -javaagent:} and nothing else of ours. An agent searches the sample tree, opens the Rating sample and
     * finds its Rating control, reading the snapshot as text and the last answer as structured JSON.
     */
    @Test
    void fxSamplerStartedWithTheAgentIsDrivenOverMcp() {
        try (LaunchedApp app = FxSampler.startWithTheAgent("fxsampler-agent")) {
            app.awaitServer(SERVER_START);
            assertThat(app.commandLine()).as("what every local user reads of the app's command line").doesNotContain(app.token());
            McpAgent.drive(app, FxSampler::opensTheRatingSample);
            assertThat(app.problems()).as("ERROR lines in FXSampler's log %s", app.log()).isEmpty();
        }
    }

    private static void greetsAdaOverMcp(String name, Path javaHome, DebugSwitch debug, List<String> launch) {
        greetsAdaOverMcp(name, javaHome, debug, launch, (app, agent) -> { });
    }

    /** Greets Ada over MCP, then runs {@code then} with the app and the agent before the app is stopped. */
    private static void greetsAdaOverMcp(String name, Path javaHome, DebugSwitch debug, List<String> launch,
                                         BiConsumer<LaunchedApp, McpAgent> then) {
        try (LaunchedApp app = debug.launch(name, javaHome, launch, LOGS)) {
            app.awaitServer(SERVER_START);
            assertThat(app.commandLine()).as("what every local user reads of the app's command line").doesNotContain(app.token());
            McpAgent agent = new McpAgent(app);
            try (agent) {
                agent.initialize();
                CallToolResult snapshot = agent.call("ui_get_snapshot", Map.of());
                String field = AgentChannel.TEXT.uidOn(snapshot, "TextField#name");
                String button = AgentChannel.TEXT.uidOn(snapshot, "Button#greet", "Greet");

                CallToolResult performed = agent.call("ui_perform", Map.of("actions", List.of(
                        Map.of("type", "setText", "target", Map.of("ref", Map.of("uid", field)), "text", "Ada"),
                        Map.of("type", "click", "target", Map.of("ref", Map.of("uid", button))))));
                assertThat(performed.isError()).as(AgentChannel.TEXT.read(performed)).isFalse();

                CallToolResult greeting = agent.call("ui_query", Map.of("selector", Map.of("css", "#greeting")));
                assertThat(AgentChannel.TEXT.read(greeting)).as("the text block").contains("Hello, Ada!");
                assertThat(AgentChannel.STRUCTURED.read(greeting)).as("structuredContent alone").contains("Hello, Ada!");
                then.accept(app, agent);
            } catch (RuntimeException | AssertionError e) {
                throw new AssertionError(name + " failed over MCP at " + agent.lastRequest() + "; its log (" + app.log() + ") says:\n"
                        + String.join("\n", app.problems()), e);
            }
            assertThat(app.problems()).as("ERROR lines in %s's log %s", name, app.log()).isEmpty();
        }
    }

    /** A setting the build passes in (see the module's pom.xml), which is where each has its one value. */
    static String setting(String name) {
        String value = System.getProperty(name);
        if (value == null || value.isBlank()) {
            throw new IllegalStateException("System property " + name + " is not set: run this test through Maven (./mvnw verify)");
        }
        return value;
    }

    /** The plain app's classes and the class path its build resolved, less what {@code leftOut} matches, then {@code added}. */
    private static String plainAppClassPath(Predicate<String> leftOut, List<String> added) {
        Path app = APPS.resolve("plain-maven-app");
        List<String> classPath = new ArrayList<>();
        classPath.add(app.resolve("target/classes").toString());
        builtClassPath(app).stream().filter(leftOut.negate()).forEach(classPath::add);
        classPath.addAll(added);
        return String.join(File.pathSeparator, classPath);
    }

    /** Monocle for JavaFX 17+ on JDK 17, as the build copied it. */
    static List<String> monocle() {
        return jars(LAUNCH.resolve("monocle-" + setting("monocle.version")));
    }

    /**
     * A JavaFX runtime the build copied (the parent POM's javafx-* executions): {@code javafx-VERSION} holds its base,
     * graphics and controls, {@code javafx-VERSION-all} every module.
     */
    static Path javafxRuntime(String versionProperty, boolean allModules) {
        return LAUNCH.resolve("javafx-" + setting(versionProperty) + (allModules ? "-all" : ""));
    }

    /** The newest JavaFX and the Monocle that fits it, in that order. */
    private static List<String> newestJavafx() {
        List<String> jars = new ArrayList<>(jars(javafxRuntime("javafx.newest.version", false)));
        jars.addAll(jars(LAUNCH.resolve("monocle-" + setting("monocle.newest.version"))));
        return jars;
    }

    /** The class path the invoker build wrote with {@code dependency:build-classpath}. */
    private static List<String> builtClassPath(Path app) {
        try {
            String written = Files.readString(app.resolve("target/classpath.txt")).strip();
            return List.of(written.split(File.pathSeparator));
        } catch (IOException e) {
            throw new UncheckedIOException("The invoker build of " + app + " wrote no class path", e);
        }
    }

    static List<String> jars(Path dir) {
        try (Stream<Path> files = Files.list(dir)) {
            List<String> jars = files.filter(file -> file.toString().endsWith(".jar")).map(Path::toString).sorted().toList();
            assertThat(jars).as("jars in %s", dir).isNotEmpty();
            return jars;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
