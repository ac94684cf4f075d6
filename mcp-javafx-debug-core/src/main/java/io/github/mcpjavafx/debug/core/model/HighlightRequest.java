package io.github.mcpjavafx.debug.core.model;

import com.fasterxml.jackson.annotation.JsonPropertyDescription;

/**
 * Input of {@code ui_highlight}, and the published shape of its arguments: exactly one of a
 * {@code target}, {@code interactive: true} or {@code clear: true}.
 *
 * @param target      one node to outline, nullable
 * @param interactive outline every interactive node of the focused window (nullable: false)
 * @param clear       remove the highlight (nullable: false)
 * @param durationMs  how long the highlight stays, nullable: {@value #DEFAULT_DURATION_MS}
 */
public record HighlightRequest(
        Target target,
        @JsonPropertyDescription("The focused window's interactive nodes.") Boolean interactive,
        Boolean clear,
        @JsonPropertyDescription("Default 3000.") @Range(min = 1, max = MAX_DURATION_MS)
        Integer durationMs) {

    public static final int DEFAULT_DURATION_MS = 3_000;
    public static final int MAX_DURATION_MS = 60_000;

    public HighlightRequest {
        int given = (target != null ? 1 : 0) + (Boolean.TRUE.equals(interactive) ? 1 : 0)
                + (Boolean.TRUE.equals(clear) ? 1 : 0);
        if (given != 1) {
            throw UiException.invalidArgument("Give exactly one of target, interactive=true or clear=true; "
                    + (given == 0 ? "none was given" : given + " were given") + ", e.g. {\"interactive\": true}.");
        }
        if (durationMs != null && (durationMs < 1 || durationMs > MAX_DURATION_MS)) {
            throw UiException.invalidArgument("durationMs must be 1.." + MAX_DURATION_MS + ", was " + durationMs + ".");
        }
    }

    /** True for {@code clear: true}. (Not named like a getter, so Jackson binds {@code clear} to the field.) */
    public boolean clearOnly() {
        return Boolean.TRUE.equals(clear);
    }

    /** How long the highlight stays. */
    public int effectiveDurationMs() {
        return durationMs != null ? durationMs : DEFAULT_DURATION_MS;
    }
}
