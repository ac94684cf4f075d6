package io.github.mcpjavafx.debug.core.trace;

import io.github.mcpjavafx.debug.core.model.ErrorCode;
import io.github.mcpjavafx.debug.core.model.TraceResult;
import io.github.mcpjavafx.debug.core.model.UiException;

import javax.imageio.ImageIO;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The traced pulses as a picture for a person: one bar per pulse in time order (neighbours merged into one
 * column, the longest shown, when there are more than fit), its height its length, stacked by phase; the
 * long stretches of work between pulses as bars of their own; a dashed line at 16.7 ms and a red mark over
 * every bar longer than that. Plain AWT drawing, no text (a headless machine may have no fonts), no FX thread.
 */
final class TimelineImage {

    static final int HEIGHT = 160;
    private static final int TOP = 16;
    private static final int MAX_COLUMNS = 480;
    private static final int BAR = 3;
    private static final int PITCH = 4;
    private static final double MIN_SCALE_MS = 2 * TraceResult.FRAME_MS;
    private static final double MAX_SCALE_MS = 250;
    static final Color BACKGROUND = new Color(0xFAFAFA);
    static final Color LONG_MARK = new Color(0xD32F2F);
    private static final Map<String, Color> COLORS = Map.of(
            FxPhase.ANIMATION.wireName(), new Color(0xF57C00),
            TracedPulse.CSS_LAYOUT, new Color(0x7B1FA2),
            FxPhase.RENDER.wireName(), new Color(0x388E3C),
            FxPhase.INPUT.wireName(), new Color(0x1976D2),
            FxPhase.RUN_LATER.wireName(), new Color(0x00897B),
            FxPhase.SERVER.wireName(), new Color(0xB0BEC5),
            FxPhase.OTHER.wireName(), new Color(0x616161));

    private TimelineImage() {
    }

    /** The PNG, and its size; {@code bars} pulses and gaps in time order. */
    static Drawn draw(List<TracedPulse> bars) {
        List<TracedPulse> columns = columns(bars);
        int width = Math.max(320, 8 + columns.size() * PITCH);
        BufferedImage image = new BufferedImage(width, HEIGHT, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setColor(BACKGROUND);
            g.fillRect(0, 0, width, HEIGHT);
            double longest = columns.stream().mapToDouble(TracedPulse::ms).max().orElse(0);
            double scaleMs = Math.min(MAX_SCALE_MS, Math.max(MIN_SCALE_MS, longest));
            double pxPerMs = (HEIGHT - TOP) / scaleMs;
            for (int i = 0; i < columns.size(); i++) {
                drawBar(g, columns.get(i), 4 + i * PITCH, pxPerMs);
            }
            int frameY = HEIGHT - (int) Math.round(TraceResult.FRAME_MS * pxPerMs);
            g.setColor(LONG_MARK);
            g.setStroke(new BasicStroke(1, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10, new float[]{4, 4}, 0));
            g.drawLine(0, frameY, width, frameY);
        } finally {
            g.dispose();
        }
        return new Drawn(png(image), new TraceResult.Image(width, HEIGHT, columns.size()));
    }

    /** The PNG bytes and what the answer says of them. */
    record Drawn(byte[] png, TraceResult.Image image) {
    }

    /** At most {@link #MAX_COLUMNS}: neighbours share a column, which shows the longest of them. */
    private static List<TracedPulse> columns(List<TracedPulse> bars) {
        int per = (bars.size() + MAX_COLUMNS - 1) / MAX_COLUMNS;
        if (per <= 1) {
            return bars;
        }
        List<TracedPulse> columns = new ArrayList<>();
        for (int i = 0; i < bars.size(); i += per) {
            TracedPulse longest = bars.get(i);
            for (int j = i + 1; j < Math.min(bars.size(), i + per); j++) {
                longest = bars.get(j).ms() > longest.ms() ? bars.get(j) : longest;
            }
            columns.add(longest);
        }
        return columns;
    }

    private static void drawBar(Graphics2D g, TracedPulse bar, int x, double pxPerMs) {
        int bottom = HEIGHT;
        int limit = TOP;
        for (Map.Entry<String, Double> phase : bar.phases().entrySet()) {
            int h = (int) Math.round(phase.getValue() * pxPerMs);
            if (h <= 0 || bottom <= limit) {
                continue;
            }
            int top = Math.max(limit, bottom - h);
            g.setColor(COLORS.getOrDefault(phase.getKey(), Color.GRAY));
            g.fillRect(x, top, BAR, bottom - top);
            bottom = top;
        }
        if (bottom == HEIGHT && bar.ms() > 0) {
            g.setColor(COLORS.get(TracedPulse.CSS_LAYOUT));
            g.fillRect(x, HEIGHT - 1, BAR, 1); // a pulse too short for a pixel still shows
        }
        if (bar.ms() > TraceResult.FRAME_MS) {
            g.setColor(LONG_MARK);
            g.fillRect(x, 2, BAR, 8);
        }
    }

    private static byte[] png(BufferedImage image) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            ImageIO.write(image, "png", out);
        } catch (IOException e) {
            throw new UiException(ErrorCode.MCP_UI_INTERNAL, "Encoding the trace's timeline failed: " + e.getMessage());
        }
        return out.toByteArray();
    }
}
