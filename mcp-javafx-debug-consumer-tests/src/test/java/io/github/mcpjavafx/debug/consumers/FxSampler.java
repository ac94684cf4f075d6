package io.github.mcpjavafx.debug.consumers;

import io.github.mcpjavafx.debug.testsupport.LaunchedApp;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static io.github.mcpjavafx.debug.consumers.ConsumerAppsIT.JDK17;
import static io.github.mcpjavafx.debug.consumers.ConsumerAppsIT.LAUNCH;
import static io.github.mcpjavafx.debug.consumers.ConsumerAppsIT.LOGS;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * ControlsFX's FXSampler, a real app nobody here wrote (from Maven Central, copied to the launch folder by the
 * build), started as its users start it: on the module path, since its sample scanner reads the boot layer. The
 * debug server comes from the Java agent alone; nothing else of ours is on its paths.
 */
final class FxSampler {

    private FxSampler() {
    }

    static LaunchedApp startWithTheAgent(String name) {
        return startWithTheAgent(name, List.of());
    }

    /** As {@link #startWithTheAgent(String)}, with more JVM flags first (an {@code --add-opens} a sample needs). */
    static LaunchedApp startWithTheAgent(String name, List<String> flags) {
        List<String> launch = new ArrayList<>(flags);
        launch.addAll(monocleOnTheModulePath());
        launch.addAll(onTheModulePath(modulePath(javafx(), ConsumerAppsIT.monocle())));
        return DebugSwitch.AGENT.launch(name, JDK17, launch, LOGS);
    }

    /**
     * FXSampler on the JDK at {@code javaHome} with the agent's option {@code headless=true} and no other word of
     * the headless platform: no Monocle on any path, none of its flags, no screen size.
     */
    static LaunchedApp startHeadlessWithTheAgent(String name, Path javaHome) {
        return DebugSwitch.HEADLESS_AGENT.launch(name, javaHome, onTheModulePath(modulePath(javafx(), List.of())), LOGS);
    }

    /** The same, with the JavaFX jars of {@code javafxDir} in place of the ones FXSampler was built with. */
    static LaunchedApp startHeadlessWithTheAgent(String name, Path javaHome, Path javafxDir) {
        return DebugSwitch.HEADLESS_AGENT.launch(name, javaHome,
                onTheModulePath(modulePath(ConsumerAppsIT.jars(javafxDir), List.of())), LOGS);
    }

    /** FXSampler's module path: its own jars and ControlsFX's, {@code javafx} and {@code monocle}. */
    static List<String> modulePath(List<String> javafx, List<String> monocle) {
        List<String> modulePath = new ArrayList<>(ConsumerAppsIT.jars(LAUNCH.resolve("fxsampler")));
        modulePath.addAll(javafx);
        modulePath.addAll(monocle);
        return modulePath;
    }

    /** The JavaFX FXSampler was built with: the build's, every module. */
    static List<String> javafx() {
        return ConsumerAppsIT.jars(ConsumerAppsIT.javafxRuntime("javafx.version", true));
    }

    /** What follows the flags: FXSampler's own export, its module path and its main module. */
    private static List<String> onTheModulePath(List<String> modulePath) {
        return List.of("--add-exports", "javafx.base/com.sun.javafx.event=org.controlsfx.controls",
                "--module-path", String.join(File.pathSeparator, modulePath),
                "--add-modules", "org.controlsfx.samples,javafx.web,javafx.swing,javafx.fxml",
                "-m", "org.controlsfx.fxsampler/fxsampler.FXSampler");
    }

    /**
     * What an agent does first in FXSampler: searches the sample tree, opens the Rating sample and finds its Rating
     * control, reading the snapshot as text and the last answer as structured JSON.
     */
    static void opensTheRatingSample(McpAgent agent) {
        String search = AgentChannel.TEXT.uidOn(agent.call("ui_get_snapshot", Map.of()), "TextField", "prompt=\"Search\"");
        CallToolResult filtered = agent.call("ui_perform", Map.of("actions", List.of(
                Map.of("type", "setText", "target", Map.of("ref", Map.of("uid", search)), "text", "Rating"))));
        assertThat(filtered.isError()).as(AgentChannel.TEXT.read(filtered)).isFalse();
        String sample = AgentChannel.TEXT.uidOn(agent.call("ui_query",
                Map.of("selector", Map.of("text", "Rating", "match", "equals"))), "TreeCell", "\"Rating\"");

        CallToolResult opened = agent.call("ui_perform", Map.of("actions", List.of(
                Map.of("type", "click", "target", Map.of("ref", Map.of("uid", sample))))));
        assertThat(opened.isError()).as(AgentChannel.TEXT.read(opened)).isFalse();

        CallToolResult rating = agent.call("ui_query", Map.of("selector", Map.of("css", "Rating")));
        assertThat(AgentChannel.STRUCTURED.read(rating)).as("structuredContent alone")
                .contains("Rating u-").doesNotContain("\"count\":0");
    }

    /** Monocle as a named module: it reaches into JavaFX's glass, which the module path keeps closed. Test-only flags. */
    static List<String> monocleOnTheModulePath() {
        List<String> flags = new ArrayList<>(List.of("--add-modules", "org.testfx.monocle",
                "--add-opens", "javafx.graphics/com.sun.glass.ui=org.testfx.monocle"));
        for (String pkg : List.of("javafx.graphics/com.sun.glass.ui", "javafx.graphics/com.sun.glass.ui.delegate",
                "javafx.graphics/com.sun.javafx.util", "javafx.base/com.sun.javafx.logging",
                "javafx.graphics/com.sun.javafx.application")) {
            flags.addAll(List.of("--add-exports", pkg + "=org.testfx.monocle"));
        }
        return flags;
    }
}
