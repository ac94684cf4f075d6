package io.github.mcpjavafx.debug.core.screenshot;

/**
 * An encoded image and its final size.
 *
 * @param width  pixels, after any downscale
 * @param height pixels, after any downscale
 * @param data   PNG or JPEG bytes
 */
record EncodedImage(int width, int height, byte[] data) {
}
