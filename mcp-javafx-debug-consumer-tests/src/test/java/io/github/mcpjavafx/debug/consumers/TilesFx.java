package io.github.mcpjavafx.debug.consumers;

import io.github.mcpjavafx.debug.testsupport.Await;
import io.github.mcpjavafx.debug.testsupport.LaunchedApp;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;

import java.io.File;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static io.github.mcpjavafx.debug.consumers.ConsumerAppsIT.LAUNCH;
import static io.github.mcpjavafx.debug.consumers.ConsumerAppsIT.LOGS;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * TilesFX's demo dashboard, a real app nobody here wrote (from Maven Central, copied to the launch folder by the
 * build): 57 custom tiles drawn with shapes, texts and canvases, most of them animating every second or two. It is
 * compiled for Java 21, so it runs on the JDK 25 the build names; JavaFX goes on the module path (the JDK's launcher
 * refuses an {@code Application} main class otherwise), Monocle is patched into {@code javafx.graphics}, and its
 * 1495x1345 window needs a screen larger than Monocle's default. The debug server comes from the Java agent alone.
 */
final class TilesFx {

    /** JavaFX's modules as TilesFX's own launch adds them. */
    static final String ALL_MODULES = "javafx.controls,javafx.fxml,javafx.web,javafx.swing,javafx.media";

    private TilesFx() {
    }

    /** The dashboard with the agent, an MCP client connected once its first frames are drawn ({@link #awaitFirstFrames}). */
    static AppSession session(String name) {
        return new AppSession("TilesFX", () -> startWithTheAgent(name), TilesFx::awaitFirstFrames);
    }

    static LaunchedApp startWithTheAgent(String name) {
        Path jdk25 = Jdk25.home();
        String monocle = String.join(File.pathSeparator, ConsumerAppsIT.monocle());
        List<String> launch = new ArrayList<>(List.of("-Dheadless.geometry=2560x1600-32", "--patch-module", "javafx.graphics=" + monocle));
        launch.addAll(onTheModulePath(FxSampler.javafx(), ALL_MODULES));
        return DebugSwitch.AGENT.launch(name, jdk25, launch, LOGS);
    }

    /**
     * The dashboard with the agent's option {@code headless=true} and no other word of the headless platform: no
     * Monocle on any path, none of its flags, no screen size; on the JavaFX of {@code javafxDir} (its {@code javafx-*}
     * jars), with {@code modules} added.
     */
    static LaunchedApp startHeadlessWithTheAgent(String name, Path javafxDir, String modules) {
        return DebugSwitch.HEADLESS_AGENT.launch(name, Jdk25.home(),
                onTheModulePath(javafx(ConsumerAppsIT.jars(javafxDir)), modules), LOGS);
    }

    private static List<String> javafx(List<String> jars) {
        return jars.stream().filter(jar -> Path.of(jar).getFileName().toString().startsWith("javafx-")).toList();
    }

    private static List<String> onTheModulePath(List<String> javafx, String modules) {
        return List.of("--module-path", String.join(File.pathSeparator, javafx), "--add-modules", modules,
                "-cp", String.join(File.pathSeparator, ConsumerAppsIT.jars(LAUNCH.resolve("tilesfx"))),
                "eu.hansolo.tilesfx.Demo");
    }

    /**
     * The dashboard's first seconds keep the FX thread busy drawing (its pixel matrices); the server answers a
     * busy UI with MCP_UI_TIMEOUT, as it should. A session starts once a snapshot gets through.
     */
    static void awaitFirstFrames(McpAgent agent) {
        awaitFirstFrames(agent, ConsumerAppsIT.SERVER_START);
    }

    /** As {@link #awaitFirstFrames(McpAgent)}, for as long as {@code limit} (a machine under load draws slower). */
    static void awaitFirstFrames(McpAgent agent, Duration limit) {
        Await.await("a snapshot of the dashboard that gets through", limit,
                () -> agent.call("ui_get_snapshot", Map.of()), answer -> {
                    if (Boolean.TRUE.equals(answer.isError())) {
                        assertThat(AgentChannel.TEXT.read(answer)).startsWith("MCP_UI_TIMEOUT");
                        return false;
                    }
                    return true;
                });
    }

    /**
     * Watches the dashboard move before acting, as an agent that reads a screen over its model's seconds does: twice,
     * until the gauge tile changed and the animations it set off ended, it reads the whole screen again. Each read
     * sees what changed since the one before, while no action ran: the tiles' ticking is then known as their own
     * motion, and an action's result (and its exported checks) tells it apart from what the action caused.
     */
    static void watchItMove(McpAgent agent) {
        watchItMove(agent, false);
    }

    /**
     * As {@link #watchItMove(McpAgent)}; with {@code underLoad}, a wait for idle that ends with animations still
     * running is taken as an agent takes it ("act without waiting"), since a loaded machine may never be idle for 15 s.
     */
    static void watchItMove(McpAgent agent, boolean underLoad) {
        String gauge = AgentChannel.TEXT.uidOn(agent.call("ui_get_snapshot", Map.of()), "Tile u-", "\"Gauge Tile\"");
        for (int tick = 0; tick < 2; tick++) {
            for (Map<String, Object> wait : List.<Map<String, Object>>of(
                    Map.of("until", "changed", "uid", gauge, "timeoutMs", 15_000),
                    Map.of("until", "idle", "timeoutMs", 15_000))) {
                CallToolResult waited = agent.call("ui_wait", wait);
                if (underLoad && "idle".equals(wait.get("until")) && AgentChannel.TEXT.read(waited).contains("still running")) {
                    continue;
                }
                assertThat(waited.isError()).as(AgentChannel.TEXT.read(waited)).isFalse();
            }
            agent.call("ui_get_snapshot", Map.of());
        }
    }
}
