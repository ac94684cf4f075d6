package io.github.mcpjavafx.debug.core.screenshot;

import io.github.mcpjavafx.debug.core.model.ErrorCode;
import io.github.mcpjavafx.debug.core.model.ScreenshotRequest.Format;
import io.github.mcpjavafx.debug.core.model.ScreenshotResult.Mark;
import io.github.mcpjavafx.debug.core.model.UiException;

import javax.imageio.ImageIO;
import java.awt.AlphaComposite;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.List;
import java.util.Map;

/**
 * Turns captured pixels into PNG or JPEG bytes, downscaled on request. Plain {@code java.desktop}
 * (AWT images and ImageIO): no {@code javafx-swing}, and nothing here touches the FX thread, so it
 * runs on the caller's thread while the UI goes on.
 */
final class ImageEncoder {

    private ImageEncoder() {
    }

    /**
     * Encodes {@code pixels} as {@code format}, at most {@code maxWidth} wide (nullable: full size),
     * with their marks drawn after the downscale.
     */
    static EncodedImage encode(CapturedPixels pixels, Format format, Integer maxWidth) {
        BufferedImage image = new BufferedImage(pixels.width(), pixels.height(), BufferedImage.TYPE_INT_ARGB);
        // TYPE_INT_ARGB stores exactly the non-premultiplied ints PixelReader gave us: one bulk copy.
        image.getRaster().setDataElements(0, 0, pixels.width(), pixels.height(), pixels.argb());

        if (maxWidth != null && maxWidth < image.getWidth()) {
            int height = (int) Math.max(1, Math.round(image.getHeight() * (double) maxWidth / image.getWidth()));
            image = downscale(image, maxWidth, height);
        }
        List<Mark> marks = pixels.marks() == null ? null
                : MarkPainter.paint(image, pixels.marks(), image.getWidth() / (double) pixels.width());
        if (format == Format.JPEG) {
            image = onWhite(image);
        }
        return new EncodedImage(image.getWidth(), image.getHeight(), write(image, format), marks);
    }

    /**
     * Halves the image while that still stays above the target, then takes one last bilinear step:
     * a single bilinear step skips source pixels once the factor passes two, and text turns to noise.
     */
    private static BufferedImage downscale(BufferedImage source, int width, int height) {
        BufferedImage current = source;
        while (current.getWidth() / 2 >= width && current.getHeight() / 2 >= height) {
            current = resized(current, current.getWidth() / 2, current.getHeight() / 2);
        }
        return current.getWidth() == width && current.getHeight() == height ? current : resized(current, width, height);
    }

    private static BufferedImage resized(BufferedImage source, int width, int height) {
        BufferedImage target = new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = target.createGraphics();
        try {
            g.setComposite(AlphaComposite.Src); // copy alpha as is instead of blending onto nothing
            g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
            g.setRenderingHint(RenderingHints.KEY_RENDERING, RenderingHints.VALUE_RENDER_QUALITY);
            g.drawImage(source, 0, 0, width, height, null);
        } finally {
            g.dispose();
        }
        return target;
    }

    /** JPEG has no alpha: transparent areas would come out black, so lay the image onto white. */
    private static BufferedImage onWhite(BufferedImage source) {
        BufferedImage target = new BufferedImage(source.getWidth(), source.getHeight(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = target.createGraphics();
        try {
            g.setColor(Color.WHITE);
            g.fillRect(0, 0, source.getWidth(), source.getHeight());
            g.drawImage(source, 0, 0, null);
        } finally {
            g.dispose();
        }
        return target;
    }

    private static byte[] write(BufferedImage image, Format format) {
        String formatName = format.wireName(); // ImageIO knows the formats by the same names
        ByteArrayOutputStream out = new ByteArrayOutputStream(Math.max(1024, image.getWidth() * image.getHeight() / 4));
        try {
            if (!ImageIO.write(image, formatName, out)) {
                throw new UiException(ErrorCode.MCP_UI_INTERNAL, "This Java runtime has no ImageIO writer for "
                        + formatName + "; ask for format=png.", Map.of("format", formatName));
            }
        } catch (IOException e) {
            throw new UiException(ErrorCode.MCP_UI_INTERNAL, "Encoding the screenshot as " + formatName
                    + " failed: " + e.getMessage(), Map.of("format", formatName), e);
        }
        return out.toByteArray();
    }
}
