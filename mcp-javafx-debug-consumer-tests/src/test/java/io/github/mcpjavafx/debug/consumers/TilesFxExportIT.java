package io.github.mcpjavafx.debug.consumers;

import io.github.mcpjavafx.debug.core.support.ExportedTestLauncher;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import org.junit.jupiter.api.Test;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static io.github.mcpjavafx.debug.consumers.AppSession.ref;
import static io.github.mcpjavafx.debug.consumers.ConsumerAppsIT.LAUNCH;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Three everyday actions on TilesFX's dashboard, whose other tiles never stop moving (the switch tile's switch, the
 * slider tile to 75, the plus/minus tile's "+" three times), exported and replayed against the dashboard. The export
 * checks what the actions caused and nothing of the motion around them: the switch's state, both tiles' values as
 * they show them, the switch's printed words; it finds the tiles by their titles. The replay passes; a copy that sets
 * the slider to 60 fails on its check. {@code Demo.stop()} calls {@code System.exit}: the export says so and leaves
 * {@code stop()} uncalled; the test carries the dashboard's screen ({@code ScreenSize.of(2560, 1600)}), and its header
 * no path of this machine (the flags that name one are named as left out), so the replay runs without
 * {@code -Dheadless.geometry}. The same test told to call {@code stop()} fails with exit status 1 and says why,
 * where it used to end with status 0 and no result at all.
 */
class TilesFxExportIT {

    static final String TEST = "replay.TilesFxSessionTest";
    private static final long RUN_TIMEOUT_S = 150;
    /** What a person would check after these three actions, and all that is checked. */
    private static final List<String> CHECKS = List.of(
            "assertTrue(flagIn(titled(\"Tile\", \"title\", \"Switch Tile\"), \"active\"));",
            "assertPrinted(\"Switch pressed\");",
            "assertEquals(75.0, numberIn(titled(\"Tile\", \"title\", \"Slider Tile\"), \"value\"), 0.5e-1);",
            "assertEquals(3.0, numberIn(titled(\"Tile\", \"title\", \"PlusMinus Tile\"), \"value\"), 0.5e-1);");

    @Test
    void aReplayOfTheDashboardChecksWhatItsActionsCausedPassesAndAnExitInItsStopFailsTheRun() throws Exception {
        String source;
        try (AppSession tilesFx = TilesFx.session("tilesfx-export").start()) {
            source = tilesFx.drive(() -> {
                TilesFx.watchItMove(tilesFx.agent());
                return recordAndExport(tilesFx.agent());
            });
        }
        Path kept = Path.of("target/tilesfx-replay");
        Files.createDirectories(kept);
        Files.writeString(kept.resolve("TilesFxSessionTest.java"), source);
        assertThat(source).contains("super(eu.hansolo.tilesfx.Demo.class, Cleanup.CLOSE_WINDOWS, ", ", ScreenSize.of(2560, 1600));",
                "Its stop() calls System.exit", "Left out, as they name paths of the machine it was recorded on: --module-path, "
                        + "--patch-module", "--add-exports=javafx.graphics/com.sun.glass.ui=ALL-UNNAMED")
                .doesNotContain("token", "-Dheadless.geometry", "/.m2/");
        List<String> checks = source.lines().map(String::trim).filter(line -> line.startsWith("assert")).toList();
        assertThat(checks).as(source).containsAll(CHECKS).hasSizeLessThanOrEqualTo(12);
        assertThat(checks).as("no check of a tile the actions did not touch: the others move on their own")
                .noneMatch(check -> check.contains("titled(\"Tile\", \"title\", \"") && !check.contains("\"Switch Tile\"")
                        && !check.contains("\"Slider Tile\"") && !check.contains("\"PlusMinus Tile\""));
        assertThat(source).as("tiles are found by their titles, not by their place")
                .doesNotContain("at(\"TilesFX\"", "by its position (Tile)");

        FxSamplerExportIT.Run replay = run(compile(source));
        Files.writeString(kept.resolve("replay.log"), replay.output());
        assertThat(replay.exitCode()).as(replay.output()).isZero();
        assertThat(replay.output()).contains("Switch pressed", "1 tests successful");

        String otherValue = source.replace("\"value\", 75.0);", "\"value\", 60.0);");
        assertThat(otherValue).isNotEqualTo(source);
        FxSamplerExportIT.Run differs = run(compile(otherValue));
        Files.writeString(kept.resolve("replay-other-value.log"), differs.output());
        assertThat(differs.exitCode()).as(differs.output()).isEqualTo(1);
        assertThat(differs.output()).contains("expected: <75.0> but was: <60.0>");

        FxSamplerExportIT.Run exits = run(compile(source.replace("Cleanup.CLOSE_WINDOWS", "Cleanup.STOP_APP")));
        Files.writeString(kept.resolve("replay-stop-app.log"), exits.output());
        assertThat(exits.exitCode()).as(exits.output()).isEqualTo(1);
        assertThat(exits.output()).as("the steps passed; the exit in stop() fails the run").contains("Switch pressed",
                "FAILED: " + TEST + ": the JVM was told to exit (System.exit) while in eu.hansolo.tilesfx.Demo.stop()");
    }

    /** The switch tile's track, the slider tile to 75, the "+" three times: each found as an agent finds it. */
    static String recordAndExport(McpAgent agent) {
        assertThat(agent.call("ui_export_test", Map.of("className", "Warmup", "packageName", "", "reset", true)).isError())
                .isFalse();
        CallToolResult screen = agent.call("ui_get_snapshot", Map.of());
        String track = AgentChannel.TEXT.uidOn(agent.call("ui_get_snapshot", Map.of("interactive", true,
                "root", Map.of("uid", AgentChannel.TEXT.uidOn(screen, "\"Switch Tile\" off")))), "Rectangle u-", "clickable");
        String slider = AgentChannel.TEXT.uidOn(screen, "Tile u-", "\"Slider Tile\"");
        String plus = AgentChannel.TEXT.uidOn(agent.call("ui_get_snapshot", Map.of("interactive", true,
                "root", Map.of("uid", AgentChannel.TEXT.uidOn(screen, "Tile u-", "\"PlusMinus Tile\"")))), "Label u-", "\"+\"");
        perform(agent, List.of(click(track)));
        perform(agent, List.of(Map.of("type", "setValue", "target", ref(slider), "property", "value", "value", 75)));
        perform(agent, List.of(click(plus), click(plus), click(plus)));
        CallToolResult exported = agent.call("ui_export_test", Map.of("className", "TilesFxSessionTest", "packageName", "replay"));
        assertThat(exported.isError()).as(AgentChannel.TEXT.read(exported)).isFalse();
        return (String) ((Map<?, ?>) exported.structuredContent()).get("source");
    }

    private static void perform(McpAgent agent, List<Map<String, Object>> actions) {
        CallToolResult done = agent.call("ui_perform", Map.of("actions", actions));
        assertThat(done.isError()).as(AgentChannel.TEXT.read(done)).isFalse();
    }

    private static Map<String, Object> click(String uid) {
        return Map.of("type", "click", "target", ref(uid));
    }

    /** JavaFX, as the dashboard runs on it: FXSampler's JavaFX. */
    static List<String> javafx() {
        return FxSampler.javafx();
    }

    static String monocle() {
        return String.join(File.pathSeparator, ConsumerAppsIT.monocle());
    }

    static List<String> classPath(Path classes) {
        List<String> classpath = new ArrayList<>();
        if (classes != null) {
            classpath.add(classes.toString());
        }
        classpath.addAll(FxSamplerExportIT.testClassPath());
        classpath.addAll(ConsumerAppsIT.jars(LAUNCH.resolve("tilesfx")));
        return classpath;
    }

    /** TilesFX is compiled for Java 21: the JDK 25 compiles the test against it. */
    static Path compile(String source) throws IOException, InterruptedException {
        Path src = Files.createTempDirectory("tilesfx-replay-src");
        Path file = src.resolve("replay/TilesFxSessionTest.java");
        Files.createDirectories(file.getParent());
        Files.writeString(file, source);
        Path out = Files.createTempDirectory("tilesfx-replay");
        List<String> classpath = new ArrayList<>(classPath(null));
        classpath.addAll(javafx());
        FxSamplerExportIT.Run compiled = exec(List.of(jdk25().resolve("bin/javac").toString(), "--release", "21", "-proc:none",
                "-classpath", String.join(File.pathSeparator, classpath), "-d", out.toString(), file.toString()));
        assertThat(compiled.exitCode()).as(compiled.output() + "\n" + source).isZero();
        return out;
    }

    /**
     * Runs the test as its header says: JavaFX on the module path as the dashboard had it (Monocle patched in), TestFX's
     * reach into JavaFX's internals opened to it; the large screen comes from the test itself.
     */
    private static FxSamplerExportIT.Run run(Path classes) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(jdk25().resolve("bin/java").toString(),
                "-Dtestfx.headless=true", "-Dprism.order=sw", "-Dglass.platform=Monocle", "-Dmonocle.platform=Headless",
                "-Djava.awt.headless=true",
                "--module-path", String.join(File.pathSeparator, javafx()),
                "--add-modules", "javafx.controls,javafx.fxml,javafx.web,javafx.swing,javafx.media",
                "--patch-module", "javafx.graphics=" + monocle()));
        for (String pkg : List.of("javafx.graphics/com.sun.glass.ui", "javafx.graphics/com.sun.glass.ui.monocle",
                "javafx.graphics/com.sun.javafx.application", "javafx.graphics/com.sun.javafx.util")) {
            command.addAll(List.of("--add-opens", pkg + "=ALL-UNNAMED"));
        }
        command.addAll(List.of("-cp", String.join(File.pathSeparator, classPath(classes)),
                ExportedTestLauncher.class.getName(), TEST));
        return exec(command);
    }

    private static Path jdk25() {
        return Jdk25.home();
    }

    private static FxSamplerExportIT.Run exec(List<String> command) throws IOException, InterruptedException {
        Path log = Files.createTempFile("tilesfx-replay", ".log");
        Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        if (!process.waitFor(RUN_TIMEOUT_S, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor();
            throw new AssertionError(command.get(0) + " did not end within " + RUN_TIMEOUT_S + " s:\n"
                    + Files.readString(log, StandardCharsets.UTF_8));
        }
        return new FxSamplerExportIT.Run(process.exitValue(), Files.readString(log, StandardCharsets.UTF_8));
    }
}
