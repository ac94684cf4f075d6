package io.github.mcpjavafx.debug.core.screenshot;

import io.github.mcpjavafx.debug.core.model.ScreenshotResult.Mark;

import java.util.List;

/**
 * An encoded image and its final size.
 *
 * @param width  pixels, after any downscale
 * @param height pixels, after any downscale
 * @param data   PNG or JPEG bytes
 * @param marks  the marks drawn on it, in its pixels; null when none were asked for
 */
record EncodedImage(int width, int height, byte[] data, List<Mark> marks) {
}
