package io.github.mcpjavafx.debug.core.screenshot;

import io.github.mcpjavafx.debug.core.marks.MarkedNode;

import java.util.List;

/**
 * A snapshot's pixels, copied off the FX thread's image so that encoding can run anywhere.
 *
 * @param width   pixels
 * @param height  pixels
 * @param argb    {@code width * height} non-premultiplied ARGB values, row by row
 * @param subject what was captured, for the result's text: {@code window 0 "Orders"} or
 *                {@code node u-1f Button in window 0}
 * @param marks   the nodes to mark, their bounds in these pixels; null when no marks were asked for
 * @param scale   pixels per logical unit: 1, or the screen's output scale when device pixels were asked for
 */
record CapturedPixels(int width, int height, int[] argb, String subject, List<MarkedNode> marks, double scale) {
}
