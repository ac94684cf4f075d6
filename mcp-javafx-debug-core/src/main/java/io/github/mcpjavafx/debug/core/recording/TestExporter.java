package io.github.mcpjavafx.debug.core.recording;

import io.github.mcpjavafx.debug.core.fx.FxThread;
import io.github.mcpjavafx.debug.core.model.ExportTestRequest;
import io.github.mcpjavafx.debug.core.model.ExportTestResult;
import io.github.mcpjavafx.debug.core.model.StepRanges;
import io.github.mcpjavafx.debug.core.model.UiException;
import javafx.application.Platform;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.stage.Screen;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.Properties;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * {@code ui_export_test}: the recorded session as a TestFX test's source. Reads the UI once, on the FX thread: whether
 * a checked node moves on its own. How each node is found was settled when its facts were taken ({@link NodeFacts#of}).
 */
public final class TestExporter {

    /** The artifact the exported tests depend on, as this build names it. */
    static final String TEST_SUPPORT = testSupportArtifact();

    private final SessionRecording recording;
    private final Predicate<Node> movesOnItsOwn;
    private final long timeoutMs;

    /**
     * @param movesOnItsOwn whether a node, or something in it, was seen changing while no action ran (FX thread): its
     *                      checks are left out, for a replay would see it otherwise whatever the actions did
     */
    public TestExporter(SessionRecording recording, Predicate<Node> movesOnItsOwn, long timeoutMs) {
        this.recording = recording;
        this.movesOnItsOwn = movesOnItsOwn;
        this.timeoutMs = timeoutMs;
        RecordedJvm.watchFirstWindow();
    }

    /** Nothing changes when the request is refused: the recording restarts only after a successful export. */
    public ExportTestResult export(ExportTestRequest request) {
        String application = request.applicationClass() != null ? request.applicationClass() : ApplicationClasses.detect();
        if (request.applicationClass() != null && !ApplicationClasses.isApplication(application)) {
            throw UiException.invalidArgument("applicationClass " + application + " is not a class of this app that "
                    + "extends javafx.application.Application; give its fully qualified name.").naming("applicationClass");
        }
        StepRanges ranges = request.stepRanges();
        SessionRecording.Recorded read = recording.read(request.reset(), ranges);
        SessionRecording.Recorded recorded = new SessionRecording.Recorded(FxThread.call(() -> read.steps().stream()
                .map(this::unlessMoving).toList(), timeoutMs), read.dropped(),
                read.firstStep());
        Class<?> app = ApplicationClasses.load(application);
        TestSourceWriter.ReplaySetup setup = new TestSourceWriter.ReplaySetup(TEST_SUPPORT, RecordedJvm.flags(),
                RecordedJvm.firstWindowMillis(), app != null && StopExits.inStop(app), FxThread.call(TestExporter::screen,
                timeoutMs), Platform.class.getModule().isNamed());
        TestSourceWriter.Written written = TestSourceWriter.write(request.packageName(), request.className(),
                application, recorded, setup);
        int steps = recorded.steps().size();
        String header = "// " + request.className() + ": " + steps + " steps"
                + (request.steps() != null ? " (steps " + ranges + ")" : "")
                + (recorded.dropped() > 0 ? " (" + recorded.dropped() + " older dropped)" : "")
                + (written.notReplayed() > 0 ? ", " + written.notReplayed() + " not replayed" : "")
                + (written.notChecked() > 0 ? ", " + written.notChecked() + " checks left out after them" : "")
                + (written.located().isEmpty() ? "" : ", nodes found by " + written.located().entrySet().stream()
                        .map(e -> e.getKey() + " " + e.getValue()).collect(Collectors.joining(", ")))
                + ", launches " + application + (request.reset() ? "; recording restarted" : "") + "\n";
        Path file;
        String notSaved = null;
        try {
            file = ExportedFiles.save(request.packageName(), request.className(), written.source());
        } catch (IOException refused) {
            file = null;
            notSaved = refused.getMessage();
        }
        String saved = file == null ? "// not saved to a file (" + notSaved + "): copy the source below\n"
                : "// saved as " + file + ": copy that file under src/test/java" + (request.packageName().isEmpty() ? ""
                : "/" + request.packageName().replace('.', '/')) + "/\n";
        return new ExportTestResult(request.className(), request.packageName(), application, steps, recorded.dropped(),
                written.notReplayed(), written.notChecked(), written.located(), request.reset(),
                file == null ? null : file.toString(), written.source(), header + saved + written.source());
    }

    /**
     * The step, or, for a check of a node that moves on its own, a note that it is not checked. An action's result
     * tells motion apart once two looks saw it; a list that changes every few seconds may not have been seen so
     * when the action ran, and by the export it has. FX thread.
     */
    private RecordedStep unlessMoving(RecordedStep step) {
        NodeFacts facts = step.checks();
        Node node = facts == null || facts.node() == null ? null : facts.node().get();
        return node != null && movesOnItsOwn.test(node) ? new RecordedStep.Moving(facts.named()) : step;
    }

    /** The primary screen's size: the one a headless replay gets (Monocle's virtual screen when headless). FX thread. */
    private static TestSourceWriter.ScreenSize screen() {
        Rectangle2D bounds = Screen.getPrimary().getBounds();
        return new TestSourceWriter.ScreenSize((int) Math.ceil(bounds.getWidth()), (int) Math.ceil(bounds.getHeight()));
    }

    private static String testSupportArtifact() {
        Properties properties = new Properties();
        try (InputStream in = TestExporter.class.getResourceAsStream("test-support.properties")) {
            if (in != null) {
                properties.load(in);
            }
        } catch (IOException unreadable) {
            // named without a version below
        }
        return properties.getProperty("artifact", "io.github.mcpjavafx:mcp-javafx-debug-testfx");
    }
}
