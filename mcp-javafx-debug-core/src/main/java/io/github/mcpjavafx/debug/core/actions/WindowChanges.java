package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.changes.WindowLabels;
import io.github.mcpjavafx.debug.core.controls.NodeText;
import io.github.mcpjavafx.debug.core.looks.Sight;
import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.ErrorCode;
import io.github.mcpjavafx.debug.core.model.FailureReason;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.model.WindowScope;
import io.github.mcpjavafx.debug.core.scene.WindowList;
import io.github.mcpjavafx.debug.core.text.TextFormat;
import javafx.application.Platform;
import javafx.event.Event;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Labeled;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.stage.Window;
import javafx.stage.WindowEvent;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A window handled as a person handles it: resized, moved, maximized or restored, or closed through its close
 * request, which runs the app's {@code onCloseRequest} and which the app may consume to keep the window open.
 * The answer waits until the window has its new size (a window manager applies it a little later) and its
 * layout settled, then names the texts the new size cuts. FX thread only.
 */
final class WindowChanges {

    /** How long a window manager may take to give a window the size or place asked for. */
    static final long SETTLE_MS = 2_000;
    private static final int LISTED_CUTS = 10;

    private final NodeLabels labels;

    WindowChanges(NodeLabels labels) {
        this.labels = labels;
    }

    /**
     * Refuses a size larger than every screen, before anything runs: a person cannot give a window that size, and a
     * headless screen draws every pixel of it. Monocle's headless screen is 1280x800 unless the app started with
     * {@code -Dheadless.geometry=WxH-depth}.
     */
    static void requireOnScreen(ActionSpec.Window change) {
        double width = 0;
        double height = 0;
        for (Screen screen : Screen.getScreens()) {
            width = Math.max(width, screen.getBounds().getWidth());
            height = Math.max(height, screen.getBounds().getHeight());
        }
        String side = change.width() != null && change.width() > width ? "width"
                : change.height() != null && change.height() > height ? "height" : null;
        if (side != null && width > 0) {
            boolean headless = "Monocle".equalsIgnoreCase(System.getProperty("glass.platform"));
            throw new UiException(ErrorCode.MCP_UI_INVALID_ARGUMENT, "has " + side + " " + (side.equals("width")
                    ? change.width() : change.height()) + ", larger than the screen, " + TextFormat.number(width) + "x"
                    + TextFormat.number(height) + (headless ? "; Monocle's headless screen is as large as the app's "
                    + "-Dheadless.geometry=WxH-depth says (default 1280x800-32)" : "") + ". Give a size that fits.",
                    Map.of("argument", side, "screen", TextFormat.number(width) + "x" + TextFormat.number(height)));
        }
    }

    /** Does what {@code change} asks of its window; the rest (the wait for the platform, the outcome) follows. */
    RobotActions.Acted change(ActionSpec.Window change) {
        List<Window> windows = WindowList.showing();
        Window window = WindowList.select(change.stageIndex() == null ? WindowScope.focused()
                : WindowScope.index(change.stageIndex())).get(0).window();
        String name = WindowLabels.of(window, windows);
        String title = WindowList.titleOf(window);
        if (Boolean.TRUE.equals(change.close())) {
            // As the platform's close button does: the app's onCloseRequest runs, and a consumed request keeps it open.
            // Fired later, so that a handler that asks with showAndWait does not hold this call.
            Platform.runLater(() -> Event.fireEvent(window, new WindowEvent(window, WindowEvent.WINDOW_CLOSE_REQUEST)));
            return new RobotActions.Acted(null, () -> closed(window, name, title), null, title);
        }
        if (!(window instanceof Stage stage)) {
            throw UiException.actionFailed(FailureReason.UNSUPPORTED_TARGET_TYPE, name + " is a popup: it follows "
                    + "its owner and has no size or place of its own to set. Close it, or change its owner window.",
                    Map.of("stageIndex", windows.indexOf(window)));
        }
        String was = bounds(stage);
        Frame frame = Frame.of(stage);
        if (change.maximized() != null) {
            stage.setMaximized(change.maximized());
        } else if (stage.isMaximized() && (change.width() != null || change.height() != null || change.x() != null
                || change.y() != null)) {
            stage.setMaximized(false); // as a person restores a maximized window before dragging its edge
        }
        // The window's own minimum and maximum hold, as they do for a person's drag; JavaFX would take a size beyond
        // them in its property while the platform keeps the window within them.
        Size size = Size.within(stage, change);
        if (change.width() != null) {
            stage.setWidth(size.width());
        }
        if (change.height() != null) {
            stage.setHeight(size.height());
        }
        if (change.x() != null) {
            stage.setX(change.x());
        }
        if (change.y() != null) {
            stage.setY(change.y());
        }
        long giveUpAt = System.nanoTime() + SETTLE_MS * 1_000_000L;
        return new RobotActions.Acted(null, () -> settled(stage, change, size, name, was, frame, null, giveUpAt), null,
                title);
    }

    private RobotActions.Acted closed(Window window, String name, String title) {
        String said = window.isShowing()
                ? ", but " + name + " stays open: the app's onCloseRequest consumed the close request (vetoed it)"
                : ", " + name + " closed (its onCloseRequest, if any, let it)";
        return new RobotActions.Acted(null, null, said, title);
    }

    /** Once the window has what was asked (or the platform had its time), its layout is settled and read. */
    private RobotActions.Acted settled(Stage stage, ActionSpec.Window change, Size size, String name, String was,
                                       Frame frame, Frame seen, long giveUpAt) {
        Frame now = Frame.of(stage);
        // A maximized window may lose its frame: then its size alone tells that the platform has applied it. A window
        // whose size property was set beyond its minimum before (the platform kept it larger) had no frame to go by:
        // then a frame that makes sense and holds from one frame to the next does.
        boolean framed = frame == null || change.maximized() != null
                || (frame.sane() ? frame.fits(stage) : now != null && now.sane() && now.equals(seen));
        if ((!reached(stage, change, size) || !framed) && System.nanoTime() < giveUpAt) {
            return new RobotActions.Acted(null, () -> settled(stage, change, size, name, was, frame, now, giveUpAt), null,
                    null);
        }
        if (stage.getScene() != null) {
            stage.getScene().getRoot().applyCss();
            stage.getScene().getRoot().layout();
        }
        String is = bounds(stage);
        StringBuilder said = new StringBuilder(", ").append(name).append(' ').append(is)
                .append(was.equals(is) ? " (unchanged)" : " (was " + was + ")");
        if (stage.isMaximized()) {
            said.append(" maximized");
        }
        if (size.limit() != null) {
            said.append("; not ").append(change.width() == null ? "?" : change.width()).append('x')
                    .append(change.height() == null ? "?" : change.height()).append(": ").append(size.limit());
        } else if (!reached(stage, change, size) || !framed) {
            said.append("; not what was asked: the platform kept the window as it is");
        }
        List<String> cut = cutTexts(stage);
        said.append(cut.isEmpty() ? "; no text is cut" : "; " + cut.size() + (cut.size() == 1 ? " text" : " texts")
                + " cut: " + String.join("; ", cut.subList(0, Math.min(LISTED_CUTS, cut.size())))
                + (cut.size() > LISTED_CUTS ? "; … " + (cut.size() - LISTED_CUTS) + " more" : ""));
        return new RobotActions.Acted(null, null, said.toString(), WindowList.titleOf(stage));
    }

    private static boolean reached(Stage stage, ActionSpec.Window change, Size size) {
        return (change.maximized() == null || stage.isMaximized() == change.maximized())
                && (change.width() == null || Math.abs(stage.getWidth() - size.width()) < 1)
                && (change.height() == null || Math.abs(stage.getHeight() - size.height()) < 1)
                && (change.x() == null || Math.abs(stage.getX() - change.x()) < 1)
                && (change.y() == null || Math.abs(stage.getY() - change.y()) < 1);
    }

    /**
     * The size to give: the one asked, within the window's minimum and maximum.
     *
     * @param limit what kept it from the size asked ({@code its minWidth is 1000}), or {@code null}
     */
    private record Size(double width, double height, String limit) {
        static Size within(Stage stage, ActionSpec.Window change) {
            List<String> limits = new ArrayList<>();
            double width = within(change.width(), stage.getMinWidth(), stage.getMaxWidth(), "Width", limits);
            double height = within(change.height(), stage.getMinHeight(), stage.getMaxHeight(), "Height", limits);
            return new Size(width, height, limits.isEmpty() ? null : "the window's " + String.join(" and ", limits));
        }

        private static double within(Integer asked, double min, double max, String side, List<String> limits) {
            if (asked == null) {
                return Double.NaN;
            }
            if (asked < min) {
                limits.add("min" + side + " is " + TextFormat.number(min));
                return min;
            }
            if (asked > max) {
                limits.add("max" + side + " is " + TextFormat.number(max));
                return max;
            }
            return asked;
        }
    }

    /**
     * What a window's frame (its decorations) takes of its size. The window's size is set at once, its scene's only
     * once the platform has resized the window: the scene has its new size when the frame takes what it took before.
     */
    private record Frame(double width, double height) {
        static Frame of(Stage stage) {
            Scene scene = stage.getScene();
            return scene == null ? null : new Frame(stage.getWidth() - scene.getWidth(), stage.getHeight() - scene.getHeight());
        }

        boolean fits(Stage stage) {
            Frame now = of(stage);
            return now == null || Math.abs(now.width - width) < 1 && Math.abs(now.height - height) < 1;
        }

        /** A frame takes none or some of the window, never less than nothing. */
        boolean sane() {
            return width >= 0 && height >= 0;
        }
    }

    /** {@code 800x600 at 100,100}: as a snapshot's window line gives the size. */
    private static String bounds(Stage stage) {
        return TextFormat.number(stage.getWidth()) + "x" + TextFormat.number(stage.getHeight()) + " at "
                + TextFormat.number(stage.getX()) + "," + TextFormat.number(stage.getY());
    }

    /**
     * The labeled nodes of the window whose text shows cut, their lines saying what shows: {@code Label#customer u-5
     * "Customer name" (shows "Custo...") (it needs 104 px of width and has 60)}. Hidden branches are passed over.
     */
    private List<String> cutTexts(Stage stage) {
        List<String> cut = new ArrayList<>();
        if (stage.getScene() != null) {
            collectCut(stage.getScene().getRoot(), cut);
        }
        return cut;
    }

    private void collectCut(Node node, List<String> cut) {
        if (!node.isVisible()) {
            return;
        }
        if (NodeText.shownWhenCut(node) != null) { // its line says what it shows: (shows "Sav...")
            cut.add(labels.label(node) + " (it " + Sight.needs((Labeled) node) + ")");
        }
        if (node instanceof Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                collectCut(child, cut);
            }
        }
    }
}
