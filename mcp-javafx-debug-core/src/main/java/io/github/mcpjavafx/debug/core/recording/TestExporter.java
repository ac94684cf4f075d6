package io.github.mcpjavafx.debug.core.recording;

import io.github.mcpjavafx.debug.core.model.ExportTestRequest;
import io.github.mcpjavafx.debug.core.model.ExportTestResult;
import io.github.mcpjavafx.debug.core.model.UiException;

import java.util.stream.Collectors;

/** {@code ui_export_test}: the recorded session as a TestFX test's source. Reads no UI; any thread. */
public final class TestExporter {

    private final SessionRecording recording;

    public TestExporter(SessionRecording recording) {
        this.recording = recording;
    }

    /** Nothing changes when the request is refused: the recording restarts only after a successful export. */
    public ExportTestResult export(ExportTestRequest request) {
        String application = request.applicationClass() != null ? request.applicationClass() : ApplicationClasses.detect();
        if (request.applicationClass() != null && !ApplicationClasses.isApplication(application)) {
            throw UiException.invalidArgument("applicationClass " + application + " is not a class of this app that "
                    + "extends javafx.application.Application; give its fully qualified name.").naming("applicationClass");
        }
        SessionRecording.Recorded recorded = recording.read(request.reset(), request.fromStep() == null ? 0 : request.fromStep());
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
