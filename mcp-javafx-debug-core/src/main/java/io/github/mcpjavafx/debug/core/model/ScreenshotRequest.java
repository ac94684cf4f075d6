package io.github.mcpjavafx.debug.core.model;

import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import com.fasterxml.jackson.annotation.JsonValue;

/**
 * Input of {@code ui_screenshot}, and the published shape of its arguments: a window
 * ({@code stageIndex}, default the focused one) or one node ({@code target}), not both.
 *
 * @param stageIndex nullable
 * @param target     nullable; not together with {@code stageIndex}
 * @param format     PNG (default) or JPEG
 * @param maxWidth   downscale (keeping the aspect ratio) to at most this width, nullable
 * @param marks      draw each interactive node's uid and outline over the picture (nullable: false)
 * @param scale      {@code logical} (default: one pixel per logical unit, the units of every coordinate) or
 *                   {@code device} (the screen's own pixels: twice as many each way on a screen at 200%)
 */
public record ScreenshotRequest(
        @JsonPropertyDescription("Default: the focused window. Not with target.")
        @Range(min = 0) Integer stageIndex,
        @JsonPropertyDescription("Not with stageIndex.") Target target,
        @JsonPropertyDescription("png (default) or jpeg.") Format format,
        @JsonPropertyDescription("Downscale to at most this width.")
        @Range(min = 1, max = 10_000) Integer maxWidth,
        @JsonPropertyDescription("Outline interactive nodes, badged with their uid.")
        Boolean marks,
        @JsonPropertyDescription("device: the screen's pixels (HiDPI).") Scale scale) {

    /** The picture's pixel density. */
    public enum Scale {
        LOGICAL, DEVICE;

        /** The name in JSON. */
        @JsonValue
        public String wireName() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    public enum Format {
        PNG,
        JPEG;

        /** The name in JSON. */
        @JsonValue
        public String wireName() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }

        /** {@code image/png}, {@code image/jpeg}. */
        public String contentType() {
            return "image/" + wireName();
        }
    }

    /** A plain picture, without marks. */
    public ScreenshotRequest(Integer stageIndex, Target target, Format format, Integer maxWidth) {
        this(stageIndex, target, format, maxWidth, null, null);
    }

    /** A picture in logical pixels. */
    public ScreenshotRequest(Integer stageIndex, Target target, Format format, Integer maxWidth, Boolean marks) {
        this(stageIndex, target, format, maxWidth, marks, null);
    }

    /** True when the screen's own pixels are asked for. */
    public boolean atDeviceScale() {
        return scale == Scale.DEVICE;
    }

    /** True when marks are asked for. (Not named like a getter, so Jackson binds {@code marks} to the field.) */
    public boolean withMarks() {
        return Boolean.TRUE.equals(marks);
    }

    public ScreenshotRequest {
        format = format == null ? Format.PNG : format;
        if (maxWidth != null && maxWidth < 1) {
            throw UiException.invalidArgument("maxWidth must be 1 or more, was " + maxWidth + ".");
        }
        if (stageIndex != null && target != null) {
            throw UiException.invalidArgument("Give stageIndex (a window) or target (one node), not both, e.g. "
                    + "{\"target\": {\"css\": \"#form\"}}.");
        }
        if (stageIndex != null && stageIndex < 0) {
            throw UiException.invalidArgument("stageIndex must be 0 or more, was " + stageIndex + ".");
        }
    }
}
