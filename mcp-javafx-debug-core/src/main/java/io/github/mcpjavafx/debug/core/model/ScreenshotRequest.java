package io.github.mcpjavafx.debug.core.model;

import java.util.Locale;

/**
 * Input of {@code ui_screenshot}: a window ({@code stageIndex}, default the focused one) or one
 * node ({@code target}).
 *
 * @param stageIndex nullable
 * @param target     nullable; not together with {@code stageIndex}
 * @param format     PNG (default) or JPEG
 * @param maxWidth   downscale (keeping the aspect ratio) to at most this width, nullable
 */
public record ScreenshotRequest(Integer stageIndex, Target target, Format format, Integer maxWidth) {

    public enum Format {
        PNG("image/png"), JPEG("image/jpeg");

        private final String contentType;

        Format(String contentType) {
            this.contentType = contentType;
        }

        public String contentType() {
            return contentType;
        }

        /** Reads {@code png}, {@code jpeg} or {@code jpg}; {@code null} means PNG. */
        public static Format parse(String value) {
            if (value == null || value.isBlank()) {
                return PNG;
            }
            return switch (value.trim().toLowerCase(Locale.ROOT)) {
                case "png" -> PNG;
                case "jpeg", "jpg" -> JPEG;
                default -> throw UiException.invalidArgument("format must be png or jpeg, was \"" + value + "\".");
            };
        }
    }

    public ScreenshotRequest {
        format = format == null ? Format.PNG : format;
        if (maxWidth != null && maxWidth < 1) {
            throw UiException.invalidArgument("maxWidth must be 1 or more, was " + maxWidth + ".");
        }
        if (stageIndex != null && target != null) {
            throw UiException.invalidArgument("Give stageIndex (a window) or target (one node), not both.");
        }
        if (stageIndex != null && stageIndex < 0) {
            throw UiException.invalidArgument("stageIndex must be 0 or more, was " + stageIndex + ".");
        }
    }
}
