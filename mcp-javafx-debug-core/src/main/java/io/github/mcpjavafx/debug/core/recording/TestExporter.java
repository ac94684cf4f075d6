package io.github.mcpjavafx.debug.core.recording;

import io.github.mcpjavafx.debug.core.fx.FxThread;
import io.github.mcpjavafx.debug.core.model.ExportTestRequest;
import io.github.mcpjavafx.debug.core.model.ExportTestResult;
import io.github.mcpjavafx.debug.core.model.UiException;

import java.util.stream.Collectors;

/**
 * {@code ui_export_test}: the recorded session as a TestFX test's source. Reads the UI once, on the FX thread:
 * whether the recorded nodes that still show would be found by their names ({@link NodeFacts#namesChecked()}).
 */
public final class TestExporter {

    private final SessionRecording recording;
    private final long timeoutMs;

    public TestExporter(SessionRecording recording, long timeoutMs) {
        this.recording = recording;
        this.timeoutMs = timeoutMs;
    }

    /** Nothing changes when the request is refused: the recording restarts only after a successful export. */
    public ExportTestResult export(ExportTestRequest request) {
        String application = request.applicationClass() != null ? request.applicationClass() : ApplicationClasses.detect();
        if (request.applicationClass() != null && !ApplicationClasses.isApplication(application)) {
            throw UiException.invalidArgument("applicationClass " + application + " is not a class of this app that "
                    + "extends javafx.application.Application; give its fully qualified name.").naming("applicationClass");
        }
        SessionRecording.Recorded read = recording.read(request.reset(), request.fromStep() == null ? 0 : request.fromStep());
        SessionRecording.Recorded recorded = new SessionRecording.Recorded(FxThread.call(() -> read.steps().stream()
                .map(RecordedStep::withNamesChecked).toList(), timeoutMs), read.dropped(), read.firstStep());
        TestSourceWriter.Written written = TestSourceWriter.write(request.packageName(), request.className(),
                application, recorded);
        int steps = recorded.steps().size();
        String header = "// " + request.className() + ": " + steps + " steps"
                + (request.fromStep() != null ? " from step " + recorded.firstStep() : "")
                + (recorded.dropped() > 0 ? " (" + recorded.dropped() + " older dropped)" : "")
                + (written.notReplayed() > 0 ? ", " + written.notReplayed() + " not replayed" : "")
                + (written.notChecked() > 0 ? ", " + written.notChecked() + " checks left out after them" : "")
                + (written.located().isEmpty() ? "" : ", nodes found by " + written.located().entrySet().stream()
                        .map(e -> e.getKey() + " " + e.getValue()).collect(Collectors.joining(", ")))
                + ", launches " + application + (request.reset() ? "; recording restarted" : "") + "\n";
        return new ExportTestResult(request.className(), request.packageName(), application, steps, recorded.dropped(),
                written.notReplayed(), written.notChecked(), written.located(), request.reset(), written.source(),
                header + written.source());
    }
}
