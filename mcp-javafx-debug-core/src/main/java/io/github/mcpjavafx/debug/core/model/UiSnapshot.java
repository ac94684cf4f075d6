package io.github.mcpjavafx.debug.core.model;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import java.util.List;

/**
 * The structured result of {@code ui_get_snapshot}.
 *
 * @param schema     always {@value #SCHEMA}
 * @param capturedAt ISO-8601 instant of the capture
 * @param app        the running application
 * @param focus      where keyboard focus is; nullable when no window is focused
 * @param stages     the selected windows in order
 * @param truncated  true when the depth limit left nodes out (their parents carry {@code hiddenChildren}) or
 *                   the text was cut to the result budget
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"schema", "capturedAt", "app", "focus", "stages", "truncated"})
public record UiSnapshot(
        String schema,
        String capturedAt,
        App app,
        Focus focus,
        List<UiWindow> stages,
        boolean truncated) {

    public static final String SCHEMA = "mcp-javafx-ui/1.0";

    /** This snapshot marked truncated: its text was cut to the result budget. */
    public UiSnapshot truncatedAtBudget() {
        return new UiSnapshot(schema, capturedAt, app, focus, stages, true);
    }

    /** The application: process id, Java and JavaFX versions, main class (nullable when unknown). */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonPropertyOrder({"pid", "javaVersion", "javafxVersion", "mainClass"})
    public record App(long pid, String javaVersion, String javafxVersion, String mainClass) {
    }

    /**
     * Keyboard focus.
     *
     * @param node   the focus owner of the focused window, nullable
     * @param window the focused window's index, nullable
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonPropertyOrder({"node", "window"})
    public record Focus(UiRef node, Integer window) {
    }
}
