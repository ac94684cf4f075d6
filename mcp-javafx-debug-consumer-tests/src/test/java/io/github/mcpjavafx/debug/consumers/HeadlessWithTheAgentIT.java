package io.github.mcpjavafx.debug.consumers;

import io.github.mcpjavafx.debug.testsupport.LaunchedApp;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Real apps nobody here wrote, with JavaFX on the module path, started with the agent's option {@code headless=true}
 * and no other word of the headless platform: no Monocle on any path, no {@code --add-exports}, no
 * {@code --patch-module}, no {@code -Dglass.platform}, no screen size. The agent brings the Monocle that fits the JDK,
 * says so in one line, and the app is driven over MCP as on a display.
 */
class HeadlessWithTheAgentIT {

    @Test
    void fxSamplerOnJdk17RunsHeadlessWithTheOneOption() {
        fxSamplerRunsHeadless("fxsampler-headless-jdk17", ConsumerAppsIT.JDK17, "Monocle 17.0.10");
    }

    @Test
    void fxSamplerOnJdk25RunsHeadlessWithTheOneOption() {
        fxSamplerRunsHeadless("fxsampler-headless-jdk25", Jdk25.home(), "Monocle 21.0.2");
    }

    /** The newest JavaFX FXSampler's modules are all published in (26.0.1), on JDK 25, with the Monocle that fits it. */
    @Test
    void fxSamplerOnJavafx26RunsHeadlessWithTheOneOption() {
        Path javafx26 = ConsumerAppsIT.javafxRuntime("javafx.newest.all.version", true);
        try (LaunchedApp app = FxSampler.startHeadlessWithTheAgent("fxsampler-headless-javafx26", Jdk25.home(), javafx26)) {
            awaitServer(app);
            assertThat(app.output()).as("the agent's line").contains("mcp-javafx-debug agent: headless: Monocle 21.0.2")
                    .contains("for JavaFX 26.0.1 on the module path");
            McpAgent.drive(app, FxSampler::opensTheRatingSample);
            assertThat(app.problems()).as("ERROR lines in %s", app.log()).isEmpty();
        }
    }

    /** Its 1495x1345 window overflows Monocle's own 1280x800 screen; the agent's screen holds it. */
    @Test
    void tilesFxOnJavafx21RunsHeadlessWithTheOneOption() {
        tilesFxRunsHeadless("tilesfx-headless-javafx21", ConsumerAppsIT.javafxRuntime("javafx.version", true), TilesFx.ALL_MODULES);
    }

    private static void fxSamplerRunsHeadless(String name, Path javaHome, String monocle) {
        try (LaunchedApp app = FxSampler.startHeadlessWithTheAgent(name, javaHome)) {
            awaitServer(app);
            assertThat(app.output()).as("the agent's line").contains("mcp-javafx-debug agent: headless: " + monocle
                    + " (from the agent jar, on the class path), javafx.graphics's internals exported to it for JavaFX")
                    .contains("on the module path; virtual screen 2560x1600");
            McpAgent.drive(app, FxSampler::opensTheRatingSample);
            assertThat(app.problems()).as("ERROR lines in %s", app.log()).isEmpty();
        }
    }

    private static void tilesFxRunsHeadless(String name, Path javafxDir, String modules) {
        try (LaunchedApp app = TilesFx.startHeadlessWithTheAgent(name, javafxDir, modules)) {
            awaitServer(app);
            assertThat(app.output()).as("the agent's line").contains("mcp-javafx-debug agent: headless: Monocle 21.0.2");
            McpAgent.drive(app, agent -> {
                TilesFx.awaitFirstFrames(agent);
                CallToolResult snapshot = agent.call("ui_get_snapshot", Map.of());
                assertThat(AgentChannel.TEXT.read(snapshot)).contains("\"Gauge Tile\"").contains("\"Switch Tile\"")
                        .doesNotContain("off-screen");
            });
        }
    }

    /** Waits for the debug server, and tells how long the app took to serve it headless. */
    private static void awaitServer(LaunchedApp app) {
        long start = System.nanoTime();
        app.awaitServer(ConsumerAppsIT.SERVER_START);
        System.out.printf("%s: /health answered %d ms after the launch%n", app.log().getFileName(), (System.nanoTime() - start) / 1_000_000);
    }
}
