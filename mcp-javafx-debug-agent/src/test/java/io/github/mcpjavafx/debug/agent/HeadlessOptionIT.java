package io.github.mcpjavafx.debug.agent;

import io.github.mcpjavafx.debug.agent.fixture.GreetingForm;
import io.github.mcpjavafx.debug.testsupport.LaunchedApp;
import org.junit.jupiter.api.Test;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static io.github.mcpjavafx.debug.agent.AgentInGreetingFormIT.uidOn;
import static io.github.mcpjavafx.debug.agent.McpCalls.call;
import static io.github.mcpjavafx.debug.agent.McpCalls.text;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The agent option {@code headless=true} alone runs an app on Monocle: JavaFX on the module path (where Monocle's
 * flags are six {@code --add-exports} and a module of its own), no Monocle on any path, no headless flag; on JavaFX 17
 * and 21 with JDK 17 and on JavaFX 26 with JDK 25, each with the Monocle build that fits. And an app whose glass cannot start
 * (no display, no {@code headless=true}) is told why instead of ending with JavaFX's trace alone.
 */
class HeadlessOptionIT {

    /** No display, whatever the machine running the test has. */
    static final Map<String, String> NO_DISPLAY = Map.of("DISPLAY", "", "WAYLAND_DISPLAY", "");

    @Test
    void anAppWithJavafxOnTheModulePathRunsHeadlessWithTheOneOption() throws Exception {
        runsHeadless(FixtureApps.THIS_JDK, javafx21(), "Monocle 17.0.10");
    }

    @Test
    void anAppOnJavafx17RunsHeadlessWithTheOneOption() throws Exception {
        runsHeadless(FixtureApps.THIS_JDK, jarsIn("javafx.oldest.dir"), "Monocle 17.0.10");
    }

    @Test
    void anAppOnJavafx26AndJdk25RunsHeadlessWithTheOneOption() throws Exception {
        Path jdk25 = Path.of(System.getProperty("jdk25.home"));
        NeededOnCi.require(Files.isExecutable(jdk25.resolve("bin/java")), "JDK 25 is needed by "
                + "anAppOnJavafx26AndJdk25RunsHeadlessWithTheOneOption and is not at " + jdk25 + ": install it there or pass"
                + " -Djdk25.home=<its home>");
        runsHeadless(jdk25, jarsIn("javafx.newest.dir"), "Monocle 21.0.2");
    }

    @Test
    void aWindowLargerThanTheVirtualScreenIsToldWithTheScreenThatHoldsIt() throws Exception {
        try (LaunchedApp app = FixtureApps.startWithAgentOptions(FixtureApps.THIS_JDK, "headless=true,screen=300x120",
                onTheModulePath(javafx21()), NO_DISPLAY)) {
            assertThat(app.awaitLine(Pattern.compile("mcp-javafx-debug agent: headless: the window .*"), Duration.ofSeconds(90)).group())
                    .isEqualTo("mcp-javafx-debug agent: headless: the window \"Greeting form\" is 320x160, larger than the virtual"
                            + " screen 300x120: what lies outside cannot be seen or clicked. Start with the agent option screen=320x160");
        }
    }

    @Test
    void withoutADisplayOrTheOptionTheAgentSaysWhyTheToolkitDidNotStart() throws Exception {
        try (LaunchedApp app = FixtureApps.startWithAgentOptions(FixtureApps.THIS_JDK, "", onTheModulePath(javafx21()), NO_DISPLAY)) {
            assertThat(app.awaitExit(Duration.ofSeconds(60))).as(app.output()).isNotNull().isNotZero();
            assertThat(app.output()).contains("mcp-javafx-debug agent: the JavaFX toolkit did not start, and the JVM ends:"
                    + " there is no display (DISPLAY is not set)").contains("headless=true");
        }
    }

    /** The README's Monocle flags with JavaFX on the module path: Monocle's class is refused, and the reason says so. */
    @Test
    void monocleRefusedByTheModuleSystemIsToldWithTheOptionThatFixesIt() throws Exception {
        String monocle = FixtureApps.fixtureJars().stream().filter(jar -> jar.contains("openjfx-monocle")).findFirst().orElseThrow();
        List<String> launch = new ArrayList<>(List.of("-Dglass.platform=Monocle", "-Dmonocle.platform=Headless", "-Dprism.order=sw"));
        launch.addAll(onTheModulePath(javafx21(), monocle));
        try (LaunchedApp app = FixtureApps.startWithAgentOptions(FixtureApps.THIS_JDK, "", launch, NO_DISPLAY)) {
            assertThat(app.awaitExit(Duration.ofSeconds(60))).as(app.output()).isNotNull().isNotZero();
            assertThat(app.output()).contains("mcp-javafx-debug agent: the JavaFX toolkit did not start, and the JVM ends:"
                    + " JavaFX is on the module path and does not export its glass to Monocle").contains("headless=true exports it");
        }
    }

    private static void runsHeadless(Path javaHome, List<String> javafx, String monocle) throws Exception {
        try (LaunchedApp app = FixtureApps.startWithAgentOptions(javaHome, "headless=true", onTheModulePath(javafx), NO_DISPLAY)) {
            String endpoint = app.awaitEndpoint(Duration.ofSeconds(90));
            assertThat(app.awaitLine(Pattern.compile("mcp-javafx-debug agent: headless: .*"), Duration.ofSeconds(1)).group())
                    .contains(monocle + " (from the agent jar, on the class path), javafx.graphics's internals exported to it")
                    .contains("on the module path").contains("virtual screen 2560x1600");
            String snapshot = text(call(app.client(endpoint), "ui_get_snapshot", Map.of()));
            assertThat(uidOn(snapshot, "Button#greet")).isNotEmpty();
            assertThat(app.output()).doesNotContain("IllegalAccessError").doesNotContain("did not start");
        }
    }

    /** The build's JavaFX 21; the jars without a platform classifier are empty placeholders, whose module names would clash. */
    static List<String> javafx21() throws Exception {
        return FixtureApps.fixtureJars().stream().filter(jar -> jar.endsWith("-linux.jar")).toList();
    }

    /** The jars in the folder the system property {@code dir} names (the build copied a JavaFX there). */
    private static List<String> jarsIn(String dir) throws Exception {
        try (Stream<Path> jars = Files.list(Path.of(System.getProperty(dir)))) {
            return jars.map(Path::toString).sorted().toList();
        }
    }

    /** GreetingForm on the class path (with {@code more} jars), JavaFX on the module path, Monocle nowhere else. */
    static List<String> onTheModulePath(List<String> javafx, String... more) {
        List<String> classPath = new ArrayList<>(List.of(System.getProperty("fixture.test.classes")));
        classPath.addAll(List.of(more));
        return List.of("--module-path", String.join(File.pathSeparator, javafx), "--add-modules", "javafx.controls",
                "-cp", String.join(File.pathSeparator, classPath), GreetingForm.class.getName());
    }
}
