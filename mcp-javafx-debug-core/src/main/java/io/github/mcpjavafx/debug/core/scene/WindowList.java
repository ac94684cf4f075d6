package io.github.mcpjavafx.debug.core.scene;

import io.github.mcpjavafx.debug.core.model.ErrorCode;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.model.WindowScope;
import javafx.stage.PopupWindow;
import javafx.stage.Stage;
import javafx.stage.Window;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The showing windows in their one deterministic order, which gives every window its
 * {@code stageIndex}: top-level stages sorted by title (untitled last, then identity hash), each
 * followed depth-first by the windows it owns (dialogs, context menus, combo-box lists, menus,
 * tooltips) in the order they were shown. FX thread only.
 */
public final class WindowList {

    private static final Comparator<Window> TOP_LEVEL_ORDER = Comparator
            .comparing(WindowList::titleOf, Comparator.nullsLast(Comparator.naturalOrder()))
            .thenComparingInt(System::identityHashCode);

    /** The window property that marks the server's own overlay windows (highlights), which no tool may see. */
    private static final String OVERLAY_KEY = "mcp.overlay";

    private WindowList() {
    }

    /** Marks {@code window} as an overlay of the server: left out of every window list, so of every tool's view. */
    public static void markOverlay(Window window) {
        window.getProperties().put(OVERLAY_KEY, Boolean.TRUE);
    }

    /** Whether {@code window} is one of the server's overlays. */
    public static boolean isOverlay(Window window) {
        return window.hasProperties() && Boolean.TRUE.equals(window.getProperties().get(OVERLAY_KEY));
    }

    /** Every showing window but the server's overlays, ordered; the list index is the window's {@code stageIndex}. */
    public static List<Window> showing() {
        List<Window> all = new ArrayList<>();
        for (Window w : Window.getWindows()) {
            if (w.isShowing() && !isOverlay(w)) {
                all.add(w);
            }
        }
        Map<Window, List<Window>> owned = new LinkedHashMap<>();
        List<Window> topLevel = new ArrayList<>();
        for (Window w : all) {
            Window owner = ownerOf(w);
            if (owner != null && all.contains(owner)) {
                owned.computeIfAbsent(owner, k -> new ArrayList<>()).add(w);
            } else {
                topLevel.add(w);
            }
        }
        topLevel.sort(TOP_LEVEL_ORDER);
        List<Window> ordered = new ArrayList<>(all.size());
        for (Window w : topLevel) {
            addWithOwned(w, owned, ordered);
        }
        return ordered;
    }

    /** The windows a scope selects, as (index, window) pairs in order. */
    public static List<Indexed> select(WindowScope scope) {
        List<Window> windows = showing();
        if (windows.isEmpty()) {
            throw new UiException(ErrorCode.MCP_UI_NO_STAGES,
                    "No window is showing. Wait for the application to show its window, then try again.");
        }
        if (scope.stageIndex() != null) {
            int i = scope.stageIndex();
            if (i >= windows.size()) {
                throw new UiException(ErrorCode.MCP_UI_NO_STAGES, "There is no window " + i + "; "
                        + windows.size() + " window(s) are showing (0.." + (windows.size() - 1)
                        + "). Take a snapshot with stage=all to see them.",
                        Map.of("stageIndex", i, "windows", windows.size()));
            }
            return List.of(new Indexed(i, windows.get(i)));
        }
        return switch (scope.stage()) {
            case ALL -> {
                List<Indexed> result = new ArrayList<>(windows.size());
                for (int i = 0; i < windows.size(); i++) {
                    result.add(new Indexed(i, windows.get(i)));
                }
                yield result;
            }
            case PRIMARY -> withOwned(windows, 0);
            case FOCUSED -> withOwned(windows, Math.max(focusedIndex(windows), 0));
        };
    }

    /**
     * Window {@code i} and the windows it owns, directly or not: a popup does not take focus, so
     * "the focused window" must bring its open context menu or combo-box list along.
     */
    private static List<Indexed> withOwned(List<Window> windows, int i) {
        List<Indexed> result = new ArrayList<>();
        result.add(new Indexed(i, windows.get(i)));
        for (int j = i + 1; j < windows.size() && isOwnedBy(windows.get(j), windows.get(i)); j++) {
            result.add(new Indexed(j, windows.get(j)));
        }
        return result;
    }

    private static boolean isOwnedBy(Window window, Window ancestor) {
        for (Window owner = ownerOf(window); owner != null; owner = ownerOf(owner)) {
            if (owner == ancestor) {
                return true;
            }
        }
        return false;
    }

    /** The focused window's index, or {@code -1}. */
    public static int focusedIndex(List<Window> windows) {
        for (int i = 0; i < windows.size(); i++) {
            if (windows.get(i).isFocused()) {
                return i;
            }
        }
        return -1;
    }

    /** {@code stage}, {@code dialog} or {@code popup}. */
    public static String kindOf(Window window) {
        if (window instanceof PopupWindow) {
            return "popup";
        }
        if (window instanceof Stage stage && (stage.getOwner() != null
                || stage.getModality() != javafx.stage.Modality.NONE)) {
            return "dialog";
        }
        return "stage";
    }

    /** A popup's or owned stage's owner, or {@code null}. */
    public static Window ownerOf(Window window) {
        if (window instanceof PopupWindow popup) {
            return popup.getOwnerWindow();
        }
        if (window instanceof Stage stage) {
            return stage.getOwner();
        }
        return null;
    }

    /** A stage's title, or {@code null}. */
    public static String titleOf(Window window) {
        return window instanceof Stage stage ? stage.getTitle() : null;
    }

    private static void addWithOwned(Window w, Map<Window, List<Window>> owned, List<Window> ordered) {
        ordered.add(w);
        for (Window child : owned.getOrDefault(w, List.of())) {
            addWithOwned(child, owned, ordered);
        }
    }

    /** A window and its {@code stageIndex}. */
    public record Indexed(int index, Window window) {
    }
}
