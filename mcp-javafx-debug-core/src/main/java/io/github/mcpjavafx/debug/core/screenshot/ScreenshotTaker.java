package io.github.mcpjavafx.debug.core.screenshot;

import io.github.mcpjavafx.debug.core.capture.NodeReader;
import io.github.mcpjavafx.debug.core.fx.FxThread;
import io.github.mcpjavafx.debug.core.marks.InteractiveMarks;
import io.github.mcpjavafx.debug.core.marks.MarkedNode;
import io.github.mcpjavafx.debug.core.model.FailureReason;
import io.github.mcpjavafx.debug.core.model.ScreenshotRequest;
import io.github.mcpjavafx.debug.core.model.ScreenshotResult;
import io.github.mcpjavafx.debug.core.model.ScreenshotResult.Mark;
import io.github.mcpjavafx.debug.core.model.Target;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.model.WindowScope;
import io.github.mcpjavafx.debug.core.query.TargetResolver;
import io.github.mcpjavafx.debug.core.scene.NodePaths;
import io.github.mcpjavafx.debug.core.scene.NodeVisibility;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.scene.WindowList;
import io.github.mcpjavafx.debug.core.text.NodeLine;
import io.github.mcpjavafx.debug.core.text.TextFormat;
import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.SnapshotParameters;
import javafx.scene.image.Image;
import javafx.scene.image.WritablePixelFormat;
import javafx.scene.transform.Scale;
import javafx.stage.Window;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code ui_screenshot}: a window or one node as a PNG or JPEG. Only the snapshot and one bulk
 * pixel read run on the FX thread; building, scaling and encoding the image happen on the
 * caller's thread, so a large screenshot does not stall the UI while it is compressed.
 */
public final class ScreenshotTaker {

    private final TargetResolver targets;
    private final UidRegistry uids;
    private final NodeReader reader;
    private final InteractiveMarks marks;
    private final long fxTimeoutMs;

    /**
     * @param targets     resolves a request's node target
     * @param uids        names the captured node in the result's text
     * @param marks       finds the nodes to mark when marks are asked for
     * @param fxTimeoutMs how long to wait for the FX thread
     */
    public ScreenshotTaker(TargetResolver targets, UidRegistry uids, InteractiveMarks marks, long fxTimeoutMs) {
        this.targets = targets;
        this.uids = uids;
        this.reader = new NodeReader(uids);
        this.marks = marks;
        this.fxTimeoutMs = fxTimeoutMs;
    }

    /**
     * Takes the screenshot a request asks for: its target node if it has one, else window
     * {@code stageIndex}, else the focused window (window 0 when none has focus). Any thread.
     *
     * @throws UiException {@code MCP_UI_NO_STAGES} when no window is showing or the index does not
     *                     exist; {@code MCP_UI_ACTION_FAILED} when the target does not resolve to
     *                     one node or has nothing to show ({@code NOT_VISIBLE}, {@code NO_SCREEN_BOUNDS});
     *                     {@code MCP_UI_TIMEOUT} when the FX thread is busy
     */
    public ScreenshotResult take(ScreenshotRequest request) {
        CapturedPixels pixels = FxThread.call(() -> capture(request), fxTimeoutMs);
        EncodedImage image = ImageEncoder.encode(pixels, request.format(), request.maxWidth());
        int listed = image.marks() == null ? 0 : marks.listable(image.marks().stream().map(Mark::line).toList());
        String text = "Screenshot of " + pixels.subject() + ": " + request.format().name() + " "
                + image.width() + "x" + image.height() + ", " + size(image.data().length)
                + (image.width() != pixels.width() ? " (downscaled from " + pixels.width() + "x" + pixels.height() + ")" : "")
                + (pixels.scale() == 1 ? "" : " at device scale " + TextFormat.number(pixels.scale())
                        + " (logical units: " + Math.round(pixels.width() / pixels.scale()) + "x"
                        + Math.round(pixels.height() / pixels.scale()) + ")")
                + (image.marks() == null ? "" : markLines(image.marks(), listed));
        return new ScreenshotResult(request.format().contentType(), image.width(), image.height(),
                image.data().length, image.marks() == null ? null : image.marks().subList(0, listed),
                image.marks() == null || listed == image.marks().size() ? null : image.marks().size() - listed,
                image.data(), text);
    }

    /** {@code ; 2 marks (…):} then a line for each of the first {@code listed} marks, and the count of the rest. */
    private static String markLines(List<Mark> drawn, int listed) {
        StringBuilder sb = new StringBuilder(64 + 80 * listed);
        sb.append("; ").append(drawn.size()).append(drawn.size() == 1 ? " mark" : " marks")
                .append(" (badge = uid; box x,y WxH in the image):");
        for (Mark mark : drawn.subList(0, listed)) {
            sb.append('\n').append(mark.x()).append(',').append(mark.y()).append(' ').append(mark.width()).append('x')
                    .append(mark.height()).append(' ').append(mark.line());
        }
        if (listed < drawn.size()) {
            sb.append("\n… ").append(drawn.size() - listed).append(" more marks not listed: ui_get_snapshot "
                    + "{\"interactive\": true, \"root\": {\"uid\": \"…\"}} lists one part");
        }
        return sb.toString();
    }

    /** FX thread. */
    private CapturedPixels capture(ScreenshotRequest request) {
        return request.target() != null ? captureNode(request.target(), request.withMarks(), request.atDeviceScale())
                : captureWindow(request.stageIndex(), request.withMarks(), request.atDeviceScale());
    }

    private CapturedPixels captureWindow(Integer stageIndex, boolean withMarks, boolean deviceScale) {
        WindowScope scope = stageIndex != null ? WindowScope.index(stageIndex) : WindowScope.focused();
        // FOCUSED brings the window's open popups along; the first entry is the window itself.
        WindowList.Indexed chosen = WindowList.select(scope).get(0);
        String subject = describe(chosen.index(), chosen.window());
        Scene scene = chosen.window().getScene();
        if (scene == null || scene.getWidth() < 1 || scene.getHeight() < 1) {
            throw UiException.actionFailed(FailureReason.NO_SCREEN_BOUNDS, "The " + subject
                    + " has no content to capture (no scene, or zero size). Take a screenshot of another window "
                    + "(see stageIndex in a snapshot with stage=all).", Map.of("stageIndex", chosen.index()));
        }
        List<MarkedNode> marked = withMarks ? marks.inWindow(chosen.index()) : null;
        double scale = deviceScale ? chosen.window().getOutputScaleX() : 1;
        if (scale == 1) {
            return read(scene.snapshot(null), subject, marked, 1);
        }
        // A scene snapshot is always in logical pixels: draw its root scaled, over the scene's fill.
        SnapshotParameters parameters = scaled(scale);
        parameters.setViewport(new Rectangle2D(0, 0, Math.ceil(scene.getWidth() * scale),
                Math.ceil(scene.getHeight() * scale)));
        if (scene.getFill() != null) {
            parameters.setFill(scene.getFill());
        }
        return read(scene.getRoot().snapshot(parameters, null), subject, scaledMarks(marked, scale), scale);
    }

    private CapturedPixels captureNode(Target target, boolean withMarks, boolean deviceScale) {
        Node node = targets.resolve(target);
        String subject = NodeLine.of(reader.summary(node, WindowList.showing())) + windowOf(node);
        Node hidden = NodeVisibility.firstHidden(node);
        if (hidden != null) {
            throw UiException.actionFailed(FailureReason.NOT_VISIBLE, "The " + subject + " is not visible"
                    + (hidden == node ? "" : " (its ancestor " + NodePaths.typeOf(hidden) + " is hidden)")
                    + ", so a screenshot would be empty. Make it visible first, or take a screenshot of the window.",
                    nodeDetails(target, node));
        }
        Bounds bounds = node.getBoundsInLocal();
        if (bounds.isEmpty() || bounds.getWidth() <= 0 || bounds.getHeight() <= 0) {
            Map<String, Object> details = nodeDetails(target, node);
            details.put("width", Math.max(0, bounds.getWidth()));
            details.put("height", Math.max(0, bounds.getHeight()));
            throw UiException.actionFailed(FailureReason.NO_SCREEN_BOUNDS, "The " + subject + " has zero size, "
                    + "so there is nothing to capture (empty, or not laid out yet). Take a screenshot of its window "
                    + "or of a parent instead.", details);
        }
        // Default parameters: no transform, white fill; the image covers the node's bounds in its
        // parent, which (for the usual translate-only parents) is its scene box moved to the origin.
        List<MarkedNode> marked = withMarks ? relativeTo(node.localToScene(bounds), marks.under(node)) : null;
        double scale = deviceScale ? node.getScene().getWindow().getOutputScaleX() : 1;
        SnapshotParameters parameters = scale == 1 ? new SnapshotParameters() : scaled(scale);
        return read(node.snapshot(parameters, null), subject, scaledMarks(marked, scale), scale);
    }

    private static SnapshotParameters scaled(double scale) {
        SnapshotParameters parameters = new SnapshotParameters();
        parameters.setTransform(new Scale(scale, scale));
        return parameters;
    }

    /** The marks with their bounds in device pixels; null stays null. */
    private static List<MarkedNode> scaledMarks(List<MarkedNode> marked, double scale) {
        if (marked == null || scale == 1) {
            return marked;
        }
        List<MarkedNode> scaled = new ArrayList<>(marked.size());
        for (MarkedNode mark : marked) {
            Bounds b = mark.sceneBounds();
            scaled.add(new MarkedNode(mark.stageIndex(), mark.uid(), mark.line(), new BoundingBox(
                    b.getMinX() * scale, b.getMinY() * scale, b.getWidth() * scale, b.getHeight() * scale)));
        }
        return scaled;
    }

    /** The marks with their bounds moved so that {@code origin}'s corner is (0, 0). */
    private static List<MarkedNode> relativeTo(Bounds origin, List<MarkedNode> marked) {
        List<MarkedNode> moved = new ArrayList<>(marked.size());
        for (MarkedNode mark : marked) {
            Bounds b = mark.sceneBounds();
            moved.add(new MarkedNode(mark.stageIndex(), mark.uid(), mark.line(), new BoundingBox(
                    b.getMinX() - origin.getMinX(), b.getMinY() - origin.getMinY(), b.getWidth(), b.getHeight())));
        }
        return moved;
    }

    /** Copies all pixels in one bulk call: per-pixel reads of a full window cost far more FX-thread time. */
    private static CapturedPixels read(Image image, String subject, List<MarkedNode> marked, double scale) {
        int width = (int) image.getWidth();
        int height = (int) image.getHeight();
        int[] argb = new int[width * height];
        image.getPixelReader().getPixels(0, 0, width, height, WritablePixelFormat.getIntArgbInstance(), argb, 0, width);
        return new CapturedPixels(width, height, argb, subject, marked, scale);
    }

    private Map<String, Object> nodeDetails(Target target, Node node) {
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("target", target);
        details.put("uid", uids.uidOf(node));
        return details;
    }

    /** {@code " in window 0 \"Orders\""}, or nothing for a node outside every showing window. */
    private static String windowOf(Node node) {
        Window window = node.getScene() == null ? null : node.getScene().getWindow();
        int index = window == null ? -1 : WindowList.showing().indexOf(window);
        return index < 0 ? "" : " in " + describe(index, window);
    }

    /** {@code window 0 "Orders"}, {@code window 1 (popup)}, {@code window 2 "Confirm" (dialog)}. */
    private static String describe(int index, Window window) {
        String title = WindowList.titleOf(window);
        String kind = WindowList.kindOf(window);
        return "window " + index + (title == null || title.isEmpty() ? "" : " \"" + title + "\"")
                + ("stage".equals(kind) ? "" : " (" + kind + ")");
    }

    private static String size(int bytes) {
        if (bytes < 1024) {
            return bytes + " B";
        }
        if (bytes < 1024 * 1024) {
            return String.format(Locale.ROOT, "%.1f KB", bytes / 1024.0);
        }
        return String.format(Locale.ROOT, "%.1f MB", bytes / (1024.0 * 1024.0));
    }
}
