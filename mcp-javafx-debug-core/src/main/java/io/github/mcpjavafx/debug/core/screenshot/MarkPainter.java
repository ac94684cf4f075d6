package io.github.mcpjavafx.debug.core.screenshot;

import io.github.mcpjavafx.debug.core.marks.MarkedNode;
import io.github.mcpjavafx.debug.core.model.ScreenshotResult.Mark;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;

/**
 * Draws marks onto a finished (already downscaled) picture: an outline round each node and a badge
 * with its uid just outside the outline's top left corner, off the text the node shows. Drawn after the downscale at a fixed size, so a badge
 * reads the same at any {@code maxWidth}; black on yellow with a dark edge stands out on light and
 * dark themes alike. All outlines go first, then all badges, so no outline crosses a badge.
 */
final class MarkPainter {

    private static final Color OUTLINE = new Color(0xE6, 0x00, 0x7A);
    private static final Color BADGE = new Color(0xFF, 0xE0, 0x00);
    private static final Color INK = Color.BLACK;
    private static final Font FONT = new Font(Font.SANS_SERIF, Font.BOLD, 11);

    private MarkPainter() {
    }

    /**
     * Paints {@code marks} (bounds in the picture's pixels before scaling by {@code scale}) and returns
     * them in {@code image}'s pixels, clipped to it; marks wholly outside the picture are left out.
     */
    static List<Mark> paint(BufferedImage image, List<MarkedNode> marks, double scale) {
        Rectangle picture = new Rectangle(0, 0, image.getWidth(), image.getHeight());
        List<Mark> drawn = new ArrayList<>(marks.size());
        List<Rectangle> boxes = new ArrayList<>(marks.size());
        for (MarkedNode mark : marks) {
            int x = (int) Math.floor(mark.sceneBounds().getMinX() * scale);
            int y = (int) Math.floor(mark.sceneBounds().getMinY() * scale);
            int right = (int) Math.ceil(mark.sceneBounds().getMaxX() * scale);
            int bottom = (int) Math.ceil(mark.sceneBounds().getMaxY() * scale);
            Rectangle box = new Rectangle(x, y, Math.max(1, right - x), Math.max(1, bottom - y)).intersection(picture);
            if (!box.isEmpty()) {
                boxes.add(box);
                drawn.add(new Mark(mark.uid(), box.x, box.y, box.width, box.height, mark.line()));
            }
        }
        Graphics2D g = image.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setStroke(new BasicStroke(2f));
            g.setColor(OUTLINE);
            for (Rectangle box : boxes) {
                g.drawRect(box.x + 1, box.y + 1, Math.max(0, box.width - 2), Math.max(0, box.height - 2));
            }
            g.setFont(FONT);
            FontMetrics metrics = g.getFontMetrics();
            for (int i = 0; i < boxes.size(); i++) {
                badge(g, metrics, drawn.get(i).uid(), boxes.get(i), picture);
            }
        } finally {
            g.dispose();
        }
        return drawn;
    }

    /**
     * Where a badge goes: just outside its box, so that it does not cover the text it labels. Above the box's top
     * left corner; where the picture has no room above (a menu bar), to the left of the box; else below it; only in a
     * picture with no room around the box, on the box's corner.
     */
    static Point badgePlace(Rectangle box, int width, int height, Rectangle picture) {
        int x = Math.max(0, Math.min(box.x, picture.width - width));
        if (box.y - height >= 0) {
            return new Point(x, box.y - height);
        }
        if (box.x - width >= 0) {
            return new Point(box.x - width, Math.max(0, Math.min(box.y, picture.height - height)));
        }
        if (box.y + box.height + height <= picture.height) {
            return new Point(x, box.y + box.height);
        }
        return new Point(x, Math.max(0, Math.min(box.y, picture.height - height)));
    }

    private static void badge(Graphics2D g, FontMetrics metrics, String uid, Rectangle box, Rectangle picture) {
        int width = metrics.stringWidth(uid) + 6;
        int height = metrics.getAscent() + metrics.getDescent() + 2;
        Point at = badgePlace(box, width, height, picture);
        int x = at.x;
        int y = at.y;
        g.setColor(BADGE);
        g.fillRect(x, y, width, height);
        g.setColor(INK);
        g.drawRect(x, y, width - 1, height - 1);
        g.drawString(uid, x + 3, y + 1 + metrics.getAscent());
    }
}
