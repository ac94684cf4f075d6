package io.github.mcpjavafx.debug.core.capture;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.SnapshotOptions;
import io.github.mcpjavafx.debug.core.fx.FxThread;
import io.github.mcpjavafx.debug.core.model.CompactSnapshot;
import io.github.mcpjavafx.debug.core.model.NodePath;
import io.github.mcpjavafx.debug.core.model.SnapshotRequest;
import io.github.mcpjavafx.debug.core.model.SnapshotResult;
import io.github.mcpjavafx.debug.core.model.Target;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.model.UiNode;
import io.github.mcpjavafx.debug.core.model.UiRef;
import io.github.mcpjavafx.debug.core.model.UiSnapshot;
import io.github.mcpjavafx.debug.core.model.UiWindow;
import io.github.mcpjavafx.debug.core.scene.FxProperties;
import io.github.mcpjavafx.debug.core.scene.LogicalChildren;
import io.github.mcpjavafx.debug.core.scene.NodePaths;
import io.github.mcpjavafx.debug.core.scene.RefResolver;
import io.github.mcpjavafx.debug.core.scene.ShownArea;
import io.github.mcpjavafx.debug.core.scene.ShownControl;
import io.github.mcpjavafx.debug.core.scene.SkinItems;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.scene.WindowList;
import io.github.mcpjavafx.debug.core.text.TextTreeRenderer;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.shape.Shape;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import javafx.stage.Window;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * The engine of {@code ui_get_snapshot}. One call on the FX thread walks the selected windows and
 * copies what it sees into plain records; the snapshot around them and its text tree are built
 * afterwards on the caller's thread, so the UI is held up only for the copying.
 *
 * <p>The walk follows spec §7.3: depth-first, children in the order JavaFX gives them, the skins
 * of standard controls left out (see {@link LogicalChildren}), nodes below the depth limit counted
 * into their parent's {@code hiddenChildren}. A compact snapshot also stops below invisible nodes, and
 * folds what shows nothing to read (see {@link CompactFolding}).
 */
public final class SceneSnapshotter {

    /** At most this many rows of one list, table or tree are listed; the rest are counted. */
    static final int MAX_ROWS = 50;

    private final UidRegistry uids;
    private final SnapshotOptions defaults;
    private final long fxTimeoutMs;
    private final int maxResultChars;
    private final RefResolver refs;
    private final Function<Target, Node> targets;

    /**
     * @param uids        the uid registry ({@link UidRegistry#shared()} in production)
     * @param defaults    what a {@code full} snapshot contains when the request does not say
     * @param fxTimeoutMs    how long the capture may wait for and run on the FX thread
     * @param maxResultChars the most characters a snapshot's text may have
     *                       (see {@link McpJavafxConfig#maxResultChars()})
     * @param targets        finds the one node a css or text root names, on the FX thread, as every tool's target is
     *                       found (the query package's resolver, which this package cannot import); {@code null}:
     *                       roots by uid or path only
     */
    public SceneSnapshotter(UidRegistry uids, SnapshotOptions defaults, long fxTimeoutMs, int maxResultChars,
                            Function<Target, Node> targets) {
        this.uids = uids;
        this.defaults = defaults;
        this.fxTimeoutMs = fxTimeoutMs;
        this.maxResultChars = maxResultChars;
        this.refs = new RefResolver(uids);
        this.targets = targets;
    }

    /** A snapshotter whose root is given by uid or path only. */
    public SceneSnapshotter(UidRegistry uids, SnapshotOptions defaults, long fxTimeoutMs, int maxResultChars) {
        this(uids, defaults, fxTimeoutMs, maxResultChars, null);
    }

    /** A snapshotter with the default result budget ({@value McpJavafxConfig#DEFAULT_MAX_RESULT_CHARS} characters). */
    public SceneSnapshotter(UidRegistry uids, SnapshotOptions defaults, long fxTimeoutMs) {
        this(uids, defaults, fxTimeoutMs, McpJavafxConfig.DEFAULT_MAX_RESULT_CHARS);
    }

    /** Takes a snapshot; callable from any thread, fails with {@code MCP_UI_TIMEOUT} when the UI does not answer. */
    public SnapshotResult snapshot(SnapshotRequest request) {
        SceneCapture capture = FxThread.call(() -> capture(request), fxTimeoutMs);
        return result(capture.toSnapshot(AppInfo.current()), request, maxResultChars);
    }

    /**
     * The result for a captured snapshot: its text within {@code maxResultChars} (the tree, or the
     * interactive view), and for a compact request the same lines as structured data. Any thread;
     * public so that benchmarks can time the part the caller's thread pays.
     */
    public static SnapshotResult result(UiSnapshot captured, SnapshotRequest request, int maxResultChars) {
        UiSnapshot snapshot = captured;
        TextTreeRenderer.Rendered rendered = request.interactiveOnly()
                ? TextTreeRenderer.renderInteractive(snapshot, maxResultChars)
                : TextTreeRenderer.render(snapshot, maxResultChars, request.from() == null ? 0 : request.from());
        if (rendered.cut()) {
            snapshot = snapshot.truncatedAtBudget();
        }
        CompactSnapshot lines = request.mode() == SnapshotRequest.Mode.FULL ? null
                : CompactSnapshot.of(snapshot, rendered.heads(), rendered.windowLines());
        return new SnapshotResult(snapshot, rendered.text(), lines);
    }

    /**
     * The part of {@link #snapshot} that reads the UI: FX thread only. Public so that benchmarks can
     * time exactly what the UI thread pays.
     */
    public SceneCapture capture(SnapshotRequest request) {
        SnapshotOptions options = effectiveOptions(request, defaults);
        Walk walk = new Walk(options, request.mode() == SnapshotRequest.Mode.COMPACT, WindowList.showing());
        List<UiWindow> windows = new ArrayList<>();
        if (request.root() != null) {
            Node root = rootOf(request.root().target(), walk.windows);
            Window window = root.getScene().getWindow();
            NodePath path = NodePaths.pathOf(root, walk.windows).orElseThrow();
            windows.add(walk.window(walk.windows.indexOf(window), window, root, path));
        } else {
            for (WindowList.Indexed selected : WindowList.select(request.scope())) {
                Window window = selected.window();
                Scene scene = window.getScene();
                Parent root = scene == null ? null : scene.getRoot();
                windows.add(walk.window(selected.index(), window, root, NodePath.windowRoot(selected.index())));
            }
        }
        return new SceneCapture(Instant.now(), List.copyOf(windows), walk.focus(), walk.truncated);
    }

    /** The node a snapshot starts at: a ref among the showing windows, a css or text as any tool's target. */
    private Node rootOf(Target root, List<Window> windows) {
        if (root.ref() != null) {
            return refs.resolve(root.ref(), windows);
        }
        if (targets == null) {
            throw UiException.invalidArgument("root by " + root.display() + " needs the engine's target finder; "
                    + "give root a uid, e.g. {\"uid\": \"u-3f\"}.");
        }
        return targets.apply(root);
    }

    /** The options a snapshot request ends up with: explicit values win, then the mode's defaults. */
    private static SnapshotOptions effectiveOptions(SnapshotRequest request, SnapshotOptions defaults) {
        boolean full = request.mode() == SnapshotRequest.Mode.FULL;
        SnapshotRequest.Include include = request.include();
        return new SnapshotOptions(
                request.depth() != null ? request.depth() : defaults.depth(),
                pick(include.bounds(), full && defaults.includeBounds()),
                pick(include.localToScreen(), full && defaults.includeLocalToScreen()),
                pick(include.properties(), full && defaults.includeProperties()),
                pick(include.virtualization(), full && defaults.includeVirtualization()),
                pick(include.accessibility(), full && defaults.includeAccessibility()),
                request.includeControlInternals() != null ? request.includeControlInternals()
                        : defaults.includeControlInternals());
    }

    private static boolean pick(Boolean explicit, boolean fallback) {
        return explicit != null ? explicit : fallback;
    }

    /**
     * What the FX thread captured, before it becomes a {@link UiSnapshot}.
     *
     * @param capturedAt when it was read
     * @param windows    the selected windows with their trees
     * @param focus      the focus owner, nullable
     * @param truncated  whether the depth limit left nodes out
     */
    public record SceneCapture(Instant capturedAt, List<UiWindow> windows, FocusCapture focus, boolean truncated) {

        /** The snapshot, built off the FX thread (paths become strings here). */
        public UiSnapshot toSnapshot(UiSnapshot.App app) {
            UiSnapshot.Focus uiFocus = focus == null ? null : new UiSnapshot.Focus(
                    focus.uid() == null ? null : new UiRef(focus.uid(), focus.path() == null ? null : focus.path().toString()),
                    focus.window());
            return new UiSnapshot(UiSnapshot.SCHEMA, capturedAt.toString(), app, uiFocus, windows, truncated);
        }
    }

    /**
     * The focused window and its focus owner.
     *
     * @param uid    the focus owner's uid, nullable when the window has no focus owner
     * @param path   the focus owner's path, nullable
     * @param window the focused window's index
     */
    public record FocusCapture(String uid, NodePath path, int window) {
    }

    /** One capture's state: the options, the window list, and what the walk found. */
    private final class Walk {
        private final SnapshotOptions options;
        private final NodeSections sections;
        private final boolean skipHiddenSubtrees;
        private final boolean compact;
        /** How many children the last {@link #visitChildren} folded away: read by its caller right after. */
        private int folded;
        /** The title of the nearest control above that says it on its own line, which its skin's text need not repeat. */
        private String enclosingTitle;
        /** Whether the nodes being visited belong to the skin of a control from outside JavaFX. */
        private boolean inCustomSkin;
        private final List<Window> windows;
        private final List<SiblingTypeCounter> counters = new ArrayList<>();
        private Node focusOwner;
        private boolean truncated;

        Walk(SnapshotOptions options, boolean compact, List<Window> windows) {
            this.options = options;
            this.sections = NodeSections.forSnapshot(options);
            this.skipHiddenSubtrees = compact;
            this.compact = compact;
            this.windows = windows;
        }

        UiWindow window(int index, Window window, Node root, NodePath rootPath) {
            Scene scene = window.getScene();
            // only the focused window's focus owner has the keyboard
            focusOwner = window.isFocused() && scene != null ? scene.getFocusOwner() : null;
            UiWindow.Scene uiScene = scene == null ? null : new UiWindow.Scene(List.copyOf(scene.getStylesheets()),
                    root == null ? null : visit(root, rootPath, 0, ShownArea.of(root)));
            Window owner = WindowList.ownerOf(window);
            int ownerIndex = owner == null ? -1 : windows.indexOf(owner);
            return new UiWindow(index, WindowList.kindOf(window), NodePaths.typeName(window.getClass()),
                    WindowList.titleOf(window), window.isShowing(), window.isFocused(),
                    window instanceof Stage stage ? stage.getModality().name() : null,
                    ownerIndex < 0 ? null : ownerIndex,
                    window.getX(), window.getY(), window.getWidth(), window.getHeight(),
                    UiWindow.scaleOrNull(window.getOutputScaleX()), uiScene);
        }

        FocusCapture focus() {
            int index = WindowList.focusedIndex(windows);
            if (index < 0) {
                return null;
            }
            Scene scene = windows.get(index).getScene();
            Node owner = scene == null ? null : scene.getFocusOwner();
            if (owner == null) {
                return new FocusCapture(null, null, index);
            }
            return new FocusCapture(uids.uidOf(owner), NodePaths.pathOf(owner, windows).orElse(null), index);
        }

        private UiNode visit(Node node, NodePath path, int level, ShownArea area) {
            String uid = uids.uidOf(node); // before the children: uids follow document order
            ShownArea.State place = area.compare(node);
            boolean sceneGraphChildren = LogicalChildren.areSceneGraphChildren(node, options.includeControlInternals());
            List<Node> logical = LogicalChildren.childrenOf(node, sceneGraphChildren);
            boolean rows = !sceneGraphChildren && SkinItems.isVirtualized(node);
            if (rows && logical.size() > MAX_ROWS) {
                logical = logical.subList(0, MAX_ROWS);
            }
            List<UiNode> children = List.of();
            Integer hidden = null;
            int foldedHere = 0;
            int count = logical.size();
            if (count > 0) {
                if (level >= options.depth()) {
                    hidden = count;
                    truncated = true;
                } else if (skipHiddenSubtrees && !node.isVisible()) {
                    hidden = count;
                } else {
                    if (sceneGraphChildren) {
                        String outer = enclosingTitle;
                        boolean outerSkin = inCustomSkin;
                        String title = compact ? ShownControl.ownTitle(node) : null;
                        enclosingTitle = title != null ? title : outer;
                        inCustomSkin = outerSkin || FxProperties.isControlFromOutside(node);
                        children = visitChildren(logical, path, level + 1, ShownArea.inside(node, place, area));
                        enclosingTitle = outer;
                        inCustomSkin = outerSkin;
                        foldedHere = folded;
                        folded = 0;
                    } else {
                        children = visitExposed(logical, level + 1, place == ShownArea.State.OUTSIDE ? area : null);
                    }
                }
            }
            if (rows && hidden == null) { // the rows not listed: off screen, or beyond MAX_ROWS
                int more = VirtualizationReader.rowCount(node) - children.size();
                hidden = more > 0 ? more : null;
            }
            UiNode read = NodeCapture.read(node, uid, path, sections, focusOwner, place == ShownArea.State.OUTSIDE,
                    children, hidden);
            return foldedHere == 0 ? read : read.withCompaction(null, null, foldedHere);
        }

        /** @param area where each child can be seen: its parent's area, cut by its parent's clip */
        private List<UiNode> visitChildren(List<Node> children, NodePath parentPath, int level, ShownArea area) {
            SiblingTypeCounter counter = counterFor(level);
            int count = children.size();
            List<UiNode> out = new ArrayList<>(count);
            Set<UiNode> namedShapes = null; // a map's countries: named, and folded alike all the same
            int foldedChildren = 0;
            for (int i = 0; i < count; i++) {
                Node child = children.get(i);
                String type = NodePaths.typeOf(child);
                int index = counter.next(type); // a folded child keeps its place in its siblings' paths
                if (compact && (CompactFolding.showsNothing(child, inCustomSkin) || CompactFolding.repeats(child, enclosingTitle))) {
                    foldedChildren++;
                    continue;
                }
                UiNode read = visit(child, parentPath.child(type, index), level, area);
                out.add(read);
                if (compact && child instanceof Shape && !(child instanceof Text) && read.text() != null) {
                    if (namedShapes == null) {
                        namedShapes = Collections.newSetFromMap(new IdentityHashMap<>());
                    }
                    namedShapes.add(read);
                }
            }
            folded = foldedChildren;
            Set<UiNode> named = namedShapes == null ? Set.of() : namedShapes;
            return compact ? CompactFolding.collapseAlike(out, named::contains) : out;
        }

        /**
         * Content shown by a standard control lives deeper in its skin: its path and its area are computed from
         * the scene, unless the control is wholly outside its area ({@code outside}, else null).
         */
        private List<UiNode> visitExposed(List<Node> exposed, int level, ShownArea outside) {
            List<UiNode> out = new ArrayList<>(exposed.size());
            for (Node child : exposed) {
                NodePath path = NodePaths.pathOf(child, windows).orElse(null);
                if (path != null) { // content not (yet) attached to the window is not shown
                    out.add(visit(child, path, level,
                            outside != null ? new ShownArea(outside.area(), ShownArea.State.OUTSIDE) : ShownArea.of(child)));
                }
            }
            return out;
        }

        private SiblingTypeCounter counterFor(int level) {
            while (counters.size() <= level) {
                counters.add(new SiblingTypeCounter());
            }
            SiblingTypeCounter counter = counters.get(level);
            counter.reset();
            return counter;
        }
    }
}
