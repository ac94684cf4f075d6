package io.github.mcpjavafx.debug.core.model;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import java.util.List;

/**
 * Output of {@code ui_screenshot}: the encoded image and what it is.
 *
 * @param contentType {@code image/png} or {@code image/jpeg} (the image block's type; the structured result's
 *                    {@code screenshot} line names the format)
 * @param width       pixels, after any downscale
 * @param height      pixels, after any downscale
 * @param bytes       size of the encoded image (the {@code screenshot} line gives it in KB)
 * @param marks       the marks drawn, in the returned image's pixels, as many as the result's budget
 *                    lists; null when none were asked for
 * @param moreMarks   how many more marks are drawn than listed; null when all are
 * @param data        the encoded image (sent as an image block, not in the structured data)
 * @param text        for the agent: one line, then a line per mark
 */
@JsonPropertyOrder({"screenshot", "width", "height", "marks", "moreMarks"})
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ScreenshotResult(@JsonIgnore String contentType, int width, int height, @JsonIgnore int bytes, List<Mark> marks,
                               Integer moreMarks,
                               @JsonIgnore byte[] data, @JsonIgnore String text) implements ToolOutput {

    @Override
    public Object structured() {
        return this;
    }

    /** The text's first line, what the picture shows and how: {@code Screenshot of window 0 "Orders": PNG 640x300, 6.9 KB}. */
    @JsonProperty("screenshot")
    String screenshot() {
        int end = text.indexOf('\n');
        return end < 0 ? text : text.substring(0, end);
    }

    /**
     * One interactive node as drawn on the picture: its box (clipped to the picture) and its line.
     *
     * @param uid    the node's uid, the text of its badge
     * @param x      left, in the returned image's pixels
     * @param y      top
     * @param width  pixels
     * @param height pixels
     * @param line   the node's line, as the interactive view shows it
     */
    @JsonPropertyOrder({"uid", "x", "y", "width", "height", "line"})
    public record Mark(String uid, int x, int y, int width, int height, String line) {
    }
}
