package io.github.mcpjavafx.debug.consumers;

import io.github.mcpjavafx.debug.core.support.ExportedTestLauncher;
import io.github.mcpjavafx.debug.testsupport.LaunchedApp;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import org.junit.jupiter.api.Test;

import javax.tools.DiagnosticCollector;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;
import java.io.File;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static io.github.mcpjavafx.debug.consumers.UiActions.act;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A session on FXSampler, a real app, exported with {@code ui_export_test} and replayed against it: a tree row, a
 * CheckComboBox's popup items, the Login dialog, a property editor, a RangeSlider set by value, a ListSelectionView
 * move, a Rating, a ToggleSwitch turned on, and the "month" segment of a SegmentedButton whose text a plain toggle
 * above it shares (found within its SegmentedButton, which its grid label names, and checked as the one it has
 * selected). The exported test compiles, runs against FXSampler on the module path as its users start it, and passes;
 * its replay really logs in (FXSampler prints the dialog's result); and the same test fails when the app does
 * something else (another item checked, another segment, another rating). The app class is found without being named.
 */
class FxSamplerExportIT {

    /** The class an exported session is written as and run by: {@code ui_export_test}'s className and packageName. */
    static final String TEST = "replay.FxSamplerSessionTest";
    private static final long RUN_TIMEOUT_S = 150;

    @Test
    void anExportedSessionReplaysOnFxSamplerAndFailsWhenTheAppDiffers() throws Exception {
        String source;
        try (LaunchedApp app = FxSampler.startWithTheAgent("fxsampler-export")) {
            app.awaitServer(ConsumerAppsIT.SERVER_START);
            McpAgent agent = new McpAgent(app);
            try (agent) {
                agent.initialize();
                source = recordAndExport(agent);
            } catch (RuntimeException | AssertionError e) {
                throw new AssertionError("FXSampler failed over MCP at " + agent.lastRequest() + "; its log ("
                        + app.log() + ") says:\n" + app.tail(40), e);
            }
        }
        assertThat(source).contains("super(fxsampler.FXSampler.class, Cleanup.STOP_APP, ",
                "row(\"TreeView\", \"CheckComboBox\"", "popupItem(\"Item 2\")", "popupItem(\"Item 4\")",
                "named(\"Button\", \"Login\")", "prompted(\"User Name\")",
                "assertEquals(\"Item 2, Item 4\", textOf(labelled(\"Checked items: \", \"Label\")));",
                "shown(css(\".property-sheet .label\"))",
                "setValue(ofType(\"RangeSlider\"), \"lowValue\", 30.0);", "setValue(ofType(\"Rating\"), \"rating\", 4.0);",
                "assertEquals(30.0, numberIn(ofType(\"RangeSlider\"), \"lowValue\"), 1e-9);",
                "assertEquals(4.0, numberIn(ofType(\"Rating\"), \"rating\"), 1e-9);",
                "assertPrinted(\"Result is alice=s3cret\");",
                "assertEquals(List.of(\"Item 2\", \"Item 4\"), checkedIn(labelled(\"CheckComboBox: \", \"CheckComboBox\")));",
                "assertEquals(30.00, numberIn(prompted(\"Min\")), 0.5e-2);", "setText(labelled(\"text\", \"TextField\"), \"Hello MCP\");",
                "assertEquals(List.of(\"Katja\", \"Dirk\"), itemsOf(lookup(\"#target-list-view\")",
                "within(labelled(\"With SegmentedButton (with default (modena) styling): \", \"SegmentedButton\"))"
                        + ".named(\"ToggleButton\", \"month\")",
                "assertEquals(List.of(\"month\"), selectedIn(labelled(\"With SegmentedButton (with default (modena) styling): \","
                        + " \"SegmentedButton\"), \"selected\"));",
                "assertTrue(flagIn(named(\"ToggleSwitch\", \"Off\"), \"selected\"));")
                .doesNotContain("clickOn(named(\"ToggleButton\", \"month\")", "s3cret\")));", "\u25cf\u25cf", "\u2022\u2022", "Point2D(");

        assertThat(source.lines().count()).as("the steps alone: the helpers are compiled code").isLessThanOrEqualTo(150);

        Path kept = Path.of("target/fxsampler-replay");
        Files.createDirectories(kept);
        Files.writeString(kept.resolve("FxSamplerSessionTest.java"), source); // for a person to read after the build

        Path classes = compile(source);
        Run replay = run(classes);
        Files.writeString(kept.resolve("replay.log"), replay.output());
        assertThat(replay.passed()).as(replay.output()).isTrue();
        assertThat(replay.output()).as("the replay logged in, as the session did").contains("Result is alice=s3cret");

        String otherItem = source.replace("popupItem(\"Item 4\")", "popupItem(\"Item 5\")");
        Run differs = run(compile(otherItem));
        Files.writeString(kept.resolve("replay-other-item.log"), differs.output());
        assertThat(differs.passed()).as(differs.output()).isFalse();
        assertThat(differs.output()).contains("Item 2, Item 4", "Item 2, Item 5");

        String otherSegment = source.replace(".named(\"ToggleButton\", \"month\")", ".named(\"ToggleButton\", \"year\")");
        Run year = run(compile(otherSegment));
        Files.writeString(kept.resolve("replay-other-segment.log"), year.output());
        assertThat(year.passed()).as(year.output()).isFalse();
        assertThat(year.output()).contains("expected: <[month]> but was: <[year]>");

        String otherRating = source.replace("setValue(ofType(\"Rating\"), \"rating\", 4.0);",
                "setValue(ofType(\"Rating\"), \"rating\", 3.0);");
        Run lower = run(compile(otherRating));
        Files.writeString(kept.resolve("replay-other-rating.log"), lower.output());
        assertThat(lower.passed()).as(lower.output()).isFalse();
        assertThat(lower.output()).contains("expected: <4.0> but was: <3.0>");
    }

    /** The scripted session, as an agent drives it: uids read from the text block, as a model reads them. */
    static String recordAndExport(McpAgent agent) {
        assertThat(agent.call("ui_export_test", Map.of("className", "Warmup", "packageName", "", "reset", true)).isError())
                .as("the app's Application class is found without applicationClass").isFalse();
        String search = AgentChannel.TEXT.uidOn(agent.call("ui_get_snapshot", Map.of()), "TextField", "prompt=\"Search\"");

        openSample(agent, search, "CheckComboBox", "CheckComboBox");
        String combo = AgentChannel.TEXT.uidOn(agent.call("ui_get_snapshot", Map.of()), "CheckComboBox u-");
        CallToolResult popup = ok(agent, act("click", combo));
        ok(agent, act("click", AgentChannel.TEXT.uidOn(popup, "\"Item 2\"")), act("click", AgentChannel.TEXT.uidOn(popup, "\"Item 4\"")),
                Map.of("type", "pressKey", "key", "ESCAPE"));

        // Early in the session, so that a replay that rates otherwise fails early.
        openSample(agent, search, "Rating", "Rating");
        String rating = AgentChannel.TEXT.uidOn(agent.call("ui_get_snapshot", Map.of()), "Rating u-");
        ok(agent, act("setValue", rating, "property", "rating", "value", 4));

        openSample(agent, search, "Segmented", "SegmentedButton");
        CallToolResult segments = agent.call("ui_query", Map.of("selector", Map.of("css", ".segmented-button .toggle-button")));
        ok(agent, act("click", AgentChannel.TEXT.uidOn(segments, "\"month\""))); // the first SegmentedButton's, not the row's above

        openSample(agent, search, "ToggleSwitch", "ToggleSwitch");
        CallToolResult switches = agent.call("ui_query", Map.of("selector", Map.of("css", "ToggleSwitch")));
        String off = AgentChannel.TEXT.read(switches).lines().filter(line -> line.startsWith("ToggleSwitch u-"))
                .filter(line -> !line.contains(" on @")).findFirst()
                .orElseThrow(() -> new AssertionError("no ToggleSwitch that is off in:\n" + AgentChannel.TEXT.read(switches)));
        ok(agent, act("click", AgentChannel.TEXT.uidOn(switches, off)));

        openSample(agent, search, "Dialogs", "Dialogs", "depth=3");
        CallToolResult dialog = ok(agent, act("click", AgentChannel.TEXT.uidOn(agent.call("ui_query",
                Map.of("selector", Map.of("text", "Login", "match", "equals"))), "Button", "\"Login\"")));
        ok(agent, act("typeText", AgentChannel.TEXT.uidOn(dialog, "TextField", "prompt=\"User Name\""), "text", "alice"),
                act("typeText", AgentChannel.TEXT.uidOn(dialog, "PasswordField"), "text", "s3cret"),
                act("click", AgentChannel.TEXT.uidOn(dialog, "shows Button", "\"Login\"")));

        openSample(agent, search, "Property", "Property Sheet");
        // The sheet lists its properties a moment after it shows; the wait is recorded, and replayed, too.
        CallToolResult listed = agent.call("ui_wait", Map.of("until", "visible",
                "selector", Map.of("css", ".property-sheet .label"), "timeoutMs", 20_000));
        assertThat(listed.isError()).as(AgentChannel.TEXT.read(listed)).isFalse();
        List<String> sheet = AgentChannel.TEXT.read(agent.call("ui_query", Map.of("selector",
                Map.of("css", ".property-sheet .text-field, .property-sheet .label"), "limit", 400))).lines().toList();
        ok(agent, act("setText", editorAfter(sheet, "\"text\""), "text", "Hello MCP"));

        openSample(agent, search, "RangeSlider", "RangeSlider");
        String range = AgentChannel.TEXT.uidOn(agent.call("ui_get_snapshot", Map.of()), "RangeSlider u-");
        ok(agent, act("setValue", range, "property", "lowValue", "value", 30), act("setValue", range, "property", "highValue", "value", 70));

        openSample(agent, search, "Selection", "List Selection View");
        String toTarget = AgentChannel.TEXT.uidOn(agent.call("ui_get_snapshot", Map.of()), "Button", "graphic=\"ANGLE_RIGHT\"");
        ok(agent, act("click", uidOfText(agent, "ListCell", "Katja")), act("click", toTarget));
        ok(agent, act("click", uidOfText(agent, "ListCell", "Dirk")), act("click", toTarget));

        CallToolResult exported = agent.call("ui_export_test", Map.of("className", "FxSamplerSessionTest", "packageName", "replay"));
        assertThat(exported.isError()).as(AgentChannel.TEXT.read(exported)).isFalse();
        System.out.println("FXSampler export: " + AgentChannel.TEXT.read(exported).lines().findFirst().orElse(""));
        @SuppressWarnings("unchecked")
        Map<String, Object> structured = (Map<String, Object>) exported.structuredContent();
        return (String) structured.get("source");
    }

    /** Filters the sample tree by {@code filter} and clicks the sample's row (the one whose line has {@code more}). */
    private static void openSample(McpAgent agent, String search, String filter, String sample, String... more) {
        ok(agent, act("setText", search, "text", filter));
        ok(agent, act("click", uidOfText(agent, "TreeCell", sample, more)));
    }

    private static String uidOfText(McpAgent agent, String type, String text, String... more) {
        List<String> fragments = new ArrayList<>(List.of(type, "\"" + text + "\""));
        fragments.addAll(List.of(more));
        return AgentChannel.TEXT.uidOn(agent.call("ui_query", Map.of("selector", Map.of("text", text, "match", "equals"))),
                fragments.toArray(String[]::new));
    }

    /** The uid of the editor listed after the property sheet's label {@code name}. */
    private static String editorAfter(List<String> lines, String name) {
        for (int i = 0; i + 1 < lines.size(); i++) {
            if (lines.get(i).startsWith("Label ") && lines.get(i).contains(name + " ")) {
                return lines.get(i + 1).split(" ")[1];
            }
        }
        throw new AssertionError("No editor after " + name + " in:\n" + String.join("\n", lines));
    }

    @SafeVarargs
    private static CallToolResult ok(McpAgent agent, Map<String, Object>... actions) {
        // A sample with hundreds of nodes (the property sheet) may hold the FX thread for seconds on a loaded machine.
        CallToolResult result = agent.call("ui_perform", Map.of("actions", List.of(actions), "timeoutMs", 20_000));
        assertThat(result.isError()).as(AgentChannel.TEXT.read(result)).isFalse();
        return result;
    }

    /** The jars of FXSampler's module path (FXSampler, ControlsFX, JavaFX, Monocle). */
    static List<String> modulePath() {
        return FxSampler.modulePath(FxSampler.javafx(), ConsumerAppsIT.monocle());
    }

    /**
     * TestFX, its companion mcp-javafx-debug-testfx with the finder it brings (mcp-javafx-debug-finder), JUnit and this
     * module's test classes (the launcher), out of this JVM's class path.
     */
    static List<String> testClassPath() {
        String classpath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        List<String> kept = new ArrayList<>();
        for (String entry : classpath.split(File.pathSeparator)) {
            String name = Path.of(entry).getFileName().toString();
            if (name.equals("test-classes") || name.startsWith("mcp-javafx-debug-core-") && name.endsWith("-tests.jar")
                    || name.startsWith("mcp-javafx-debug-testfx-") || name.startsWith("mcp-javafx-debug-finder-")
                    || name.startsWith("testfx-") || name.startsWith("junit-")
                    || name.startsWith("hamcrest") || name.startsWith("opentest4j") || name.startsWith("apiguardian")) {
                kept.add(entry);
            }
        }
        return kept;
    }

    static Path compile(String source) throws IOException {
        Path out = Files.createTempDirectory("fxsampler-replay");
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        JavaFileObject file = new SimpleJavaFileObject(URI.create("string:///" + TEST.replace('.', '/') + ".java"),
                JavaFileObject.Kind.SOURCE) {
            @Override
            public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                return source;
            }
        };
        List<String> classpath = new ArrayList<>(testClassPath());
        classpath.addAll(modulePath());
        boolean compiled = ToolProvider.getSystemJavaCompiler().getTask(null, null, diagnostics, List.of("--release", "17",
                "-proc:none", "-classpath", String.join(File.pathSeparator, classpath), "-d", out.toString()), null,
                List.of(file)).call();
        assertThat(compiled).as(diagnostics.getDiagnostics() + "\n" + source).isTrue();
        return out;
    }

    /**
     * Runs the exported test as FXSampler's README says: FXSampler, ControlsFX, JavaFX and Monocle on the module
     * path, TestFX, JUnit and the test on the class path, the JavaFX internals TestFX reaches into opened to it.
     */
    static Run run(Path classes) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(ConsumerAppsIT.JDK17.resolve("bin/java").toString(),
                "-Dtestfx.headless=true", "-Dprism.order=sw", "-Dglass.platform=Monocle", "-Dmonocle.platform=Headless",
                "-Djava.awt.headless=true", "--module-path", String.join(File.pathSeparator, modulePath()),
                "--add-modules", "org.controlsfx.samples,org.controlsfx.fxsampler,org.testfx.monocle,javafx.web,javafx.swing,javafx.fxml",
                "--add-exports", "javafx.base/com.sun.javafx.event=org.controlsfx.controls"));
        for (String pkg : List.of("javafx.graphics/com.sun.glass.ui", "javafx.graphics/com.sun.glass.ui.delegate",
                "javafx.graphics/com.sun.javafx.util", "javafx.graphics/com.sun.javafx.application",
                "javafx.base/com.sun.javafx.logging")) {
            command.addAll(List.of("--add-exports", pkg + "=org.testfx.monocle", "--add-opens", pkg + "=ALL-UNNAMED"));
        }
        List<String> classpath = new ArrayList<>(testClassPath());
        classpath.add(0, classes.toString());
        command.addAll(List.of("-cp", String.join(File.pathSeparator, classpath), ExportedTestLauncher.class.getName(), TEST));
        Path log = Files.createTempFile("fxsampler-replay", ".log");
        Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        if (!process.waitFor(RUN_TIMEOUT_S, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor();
            throw new AssertionError("The replay did not end within " + RUN_TIMEOUT_S + " s:\n"
                    + Files.readString(log, StandardCharsets.UTF_8));
        }
        return new Run(process.exitValue(), Files.readString(log, StandardCharsets.UTF_8));
    }

    record Run(int exitCode, String output) {
        boolean passed() {
            return exitCode == 0;
        }
    }
}
