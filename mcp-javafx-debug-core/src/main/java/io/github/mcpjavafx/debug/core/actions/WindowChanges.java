package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.changes.ChangeTracker;
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
        String name = ChangeTracker.windowLabel(window, windows);
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
        }
        if (change.width() != null) {
            stage.setWidth(change.width());
        }
        if (change.height() != null) {
            stage.setHeight(change.height());
        }
        if (change.x() != null) {
            stage.setX(change.x());
        }
        if (change.y() != null) {
            stage.setY(change.y());
        }
        long giveUpAt = System.nanoTime() + SETTLE_MS * 1_000_000L;
        return new RobotActions.Acted(null, () -> settled(stage, change, name, was, frame, giveUpAt), null, title);
    }

    private RobotActions.Acted closed(Window window, String name, String title) {
        String said = window.isShowing()
                ? ", but " + name + " stays open: the app's onCloseRequest consumed the close request (vetoed it)"
                : ", " + name + " closed (its onCloseRequest, if any, let it)";
        return new RobotActions.Acted(null, null, said, title);
    }

    /** Once the window has what was asked (or the platform had its time), its layout is settled and read. */
    private RobotActions.Acted settled(Stage stage, ActionSpec.Window change, String name, String was, Frame frame,
                                       long giveUpAt) {
        // A maximized window may lose its frame: then its size alone tells that the platform has applied it.
        boolean framed = frame == null || change.maximized() != null || frame.fits(stage);
        if ((!reached(stage, change) || !framed) && System.nanoTime() < giveUpAt) {
            return new RobotActions.Acted(null, () -> settled(stage, change, name, was, frame, giveUpAt), null, null);
        }
        if (stage.getScene() != null) {
            stage.getScene().getRoot().applyCss();
            stage.getScene().getRoot().layout();
        }
        String now = bounds(stage);
        StringBuilder said = new StringBuilder(", ").append(name).append(' ').append(now)
                .append(was.equals(now) ? " (unchanged)" : " (was " + was + ")");
        if (stage.isMaximized()) {
            said.append(" maximized");
        }
        if (!reached(stage, change)) {
            said.append("; not what was asked: the platform or the window's min/max size decided otherwise");
        }
        List<String> cut = cutTexts(stage);
        said.append(cut.isEmpty() ? "; no text is cut" : "; " + cut.size() + (cut.size() == 1 ? " text" : " texts")
                + " cut: " + String.join("; ", cut.subList(0, Math.min(LISTED_CUTS, cut.size())))
                + (cut.size() > LISTED_CUTS ? "; … " + (cut.size() - LISTED_CUTS) + " more" : ""));
        return new RobotActions.Acted(null, null, said.toString(), WindowList.titleOf(stage));
    }

    private static boolean reached(Stage stage, ActionSpec.Window change) {
        return (change.maximized() == null || stage.isMaximized() == change.maximized())
                && (change.width() == null || Math.abs(stage.getWidth() - change.width()) < 1)
                && (change.height() == null || Math.abs(stage.getHeight() - change.height()) < 1)
                && (change.x() == null || Math.abs(stage.getX() - change.x()) < 1)
                && (change.y() == null || Math.abs(stage.getY() - change.y()) < 1);
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
    }

    /** {@code 800x600 at 100,100}: as a snapshot's window line gives the size. */
    private static String bounds(Stage stage) {
        return TextFormat.number(stage.getWidth()) + "x" + TextFormat.number(stage.getHeight()) + " at "
                + TextFormat.number(stage.getX()) + "," + TextFormat.number(stage.getY());
    }

    /** The labeled nodes a person sees whose text is cut, with what they show: {@code Label u-5 "Customer name": shows …}. */
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
        String why = Sight.cut(node); // its text is cut: it shows "Sav..."; the whole text needs 60 px of width and has 30
        if (why != null) {
            cut.add(labels.label(node) + " (" + why.substring(why.indexOf(':') + 2).replace("; the whole text", ", it") + ")");
        }
        if (node instanceof Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                collectCut(child, cut);
            }
        }
    }

}
