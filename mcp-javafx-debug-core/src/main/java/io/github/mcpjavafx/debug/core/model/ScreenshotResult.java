package io.github.mcpjavafx.debug.core.model;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * Output of {@code ui_screenshot}: the encoded image and what it is.
 *
 * @param contentType {@code image/png} or {@code image/jpeg}
 * @param width       pixels, after any downscale
 * @param height      pixels, after any downscale
 * @param bytes       size of the encoded image
 * @param data        the encoded image (sent as an image block, not in the structured data)
 * @param text        one line for the agent
 */
@JsonPropertyOrder({"contentType", "width", "height", "bytes"})
public record ScreenshotResult(String contentType, int width, int height, int bytes,
                               @JsonIgnore byte[] data, @JsonIgnore String text) implements ToolOutput {

    @Override
    public Object structured() {
        return this;
    }
}
