package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.files.PrivateDirectory;
import io.github.mcpjavafx.debug.core.looks.LocalStylesheet;
import io.github.mcpjavafx.debug.core.looks.StyleOrigins;
import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.ErrorCode;
import io.github.mcpjavafx.debug.core.model.FailureReason;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.scene.NodePaths;
import io.github.mcpjavafx.debug.core.text.TextFormat;
import javafx.css.CssParser;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Control;
import javafx.scene.text.Text;
import javafx.scene.Scene;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A look tried on a node while the app runs, so that a fix can be seen before the code is edited: its inline
 * style, a style class added or removed, a stylesheet added to its scene. A stylesheet, CSS text or a local
 * file's, is read and checked off the FX thread ({@link LocalStylesheet}) and written to a file of its own in a
 * private folder, so that JavaFX loads only what was checked, as any stylesheet, and {@code ui_get_node}'s
 * {@code style} names it with its lines. What JavaFX cannot parse is refused before anything changes.
 */
final class LiveStyles {

    /** A declaration's property in an inline style: {@code -fx-fill} of {@code -fx-fill: red;}. */
    private static final Pattern DECLARED = Pattern.compile("(-fx-[a-z-]+)\\s*:");
    /** A skin is small: the parts below a styled node looked through for the one a style was meant for. */
    private static final int MAX_PARTS_LOOKED_AT = 300;

    private static final Pattern STYLE_CLASS = Pattern.compile("-?[_a-zA-Z][_a-zA-Z0-9-]*");
    private static final int MAX_ERRORS = 3;
    private static final int TOLD_VALUES = 6;

    private final NodeLabels labels;
    private final PrivateDirectory folder = PrivateDirectory.inTempUntilExit("mcp-javafx-styles-");
    private final AtomicInteger written = new AtomicInteger();
    /** The URL of each stylesheet of the batches running, by the very action that adds it. */
    private final Map<ActionSpec, String> staged = Collections.synchronizedMap(new IdentityHashMap<>());

    LiveStyles(NodeLabels labels) {
        this.labels = labels;
    }

    /**
     * The reason the style's class names or inline style cannot be used, or {@code null}: each as JavaFX would parse
     * it, and no {@code url(…)} in the inline style that is not local ({@link LocalStylesheet}). Any thread.
     */
    static String problem(ActionSpec.Style style) {
        for (String styleClass : new String[] {style.addClass(), style.removeClass()}) {
            if (styleClass != null && !STYLE_CLASS.matcher(styleClass).matches()) {
                return "has style class " + TextFormat.quoted(styleClass) + ", which is no class name (letters, "
                        + "digits, - and _, without the dot: \"warning\").";
            }
        }
        if (style.style() != null) {
            try {
                LocalStylesheet.checkInline(style.style());
            } catch (LocalStylesheet.Refused refused) {
                return refused.getMessage();
            }
            String errors = parseErrors(() -> new CssParser().parse("* {\n" + style.style() + "\n}"));
            if (errors != null) {
                return "has a style JavaFX cannot parse (" + errors + "); write declarations as in a rule: "
                        + "\"-fx-text-fill: red; -fx-padding: 4\".";
            }
        }
        return null;
    }

    /**
     * The style's stylesheet read and checked ({@link LocalStylesheet}) and parsed as JavaFX will: never on the FX
     * thread, which must not wait on a file.
     */
    static LocalStylesheet sheet(ActionSpec.Style style) throws LocalStylesheet.Refused {
        LocalStylesheet sheet = LocalStylesheet.of(style.stylesheet(), style.stylesheetIsCss());
        String errors = parseErrors(() -> new CssParser().parse(sheet.css()));
        if (errors != null) {
            throw new LocalStylesheet.Refused(sheet.name() == null ? "has a stylesheet JavaFX cannot parse: " + errors + "."
                    : "has stylesheet " + TextFormat.quoted(style.stylesheet()) + ", which JavaFX cannot parse: "
                    + errors + ".");
        }
        return sheet;
    }

    /**
     * Before a batch runs, off the FX thread: writes each stylesheet it adds to a file of its own in a private
     * folder ({@code live-1.css}, {@code live-2-fix.css}), so that JavaFX reads what was checked and nothing else.
     */
    void stage(Map<ActionSpec, LocalStylesheet> sheets) {
        sheets.forEach((style, sheet) -> {
            String name = "live-" + written.incrementAndGet()
                    + (sheet.name() == null ? ".css" : "-" + sheet.name().replaceAll("[^A-Za-z0-9._-]", "_")
                    + (sheet.name().endsWith(".css") ? "" : ".css"));
            try {
                staged.put(style, folder.write(name, sheet.css()).toUri().toURL().toExternalForm());
            } catch (IOException e) {
                throw new UiException(ErrorCode.MCP_UI_INTERNAL, "The stylesheet could not be saved for JavaFX to read: "
                        + e.getMessage() + ". Nothing was run; a new try saves it in a fresh private folder.", Map.of(), e);
            }
        });
    }

    /** After a batch: forgets what {@link #stage} wrote for it. */
    void unstage(Map<ActionSpec, LocalStylesheet> sheets) {
        sheets.keySet().forEach(staged::remove);
    }

    /**
     * What a style did to its node, as told once the app had its turn.
     *
     * @param said    what the action's line adds: {@code , -fx-text-fill #333333 → #d32f2f}
     * @param changed the values that changed and stayed changed, as {@code -fx-text-fill #333333 → #d32f2f}: the
     *                style's visible effect
     */
    record Applied(String said, List<String> changed) {
    }

    /**
     * What a style set at once, before the app's next pulse: its node's style values before it and right after it,
     * those of them the app had set in code, and what the line says it did besides ({@code , added live-1.css to its
     * scene}).
     */
    record Tried(Node node, String done, Map<String, String> before, Set<String> inCode, Map<String, String> set) {
    }

    /** FX thread: tries the look on {@code node} and applies CSS to it at once; {@link #told} says what held. */
    Tried apply(Node node, ActionSpec.Style style) {
        Scene scene = node.getScene();
        if (style.removeClass() != null && !node.getStyleClass().contains(style.removeClass())) {
            Map<String, Object> details = labels.facts(node);
            details.put("styleClass", List.copyOf(node.getStyleClass()));
            throw UiException.actionFailed(FailureReason.NO_EFFECT, labels.label(node) + " has no style class "
                    + TextFormat.quoted(style.removeClass()) + " to remove; its classes are " + node.getStyleClass()
                    + ". Nothing was changed.", details);
        }
        if (style.stylesheet() != null && scene == null) {
            throw UiException.actionFailed(FailureReason.UNSUPPORTED_TARGET_TYPE, labels.label(node) + " is in no "
                    + "scene to add a stylesheet to. Nothing was changed.", labels.facts(node));
        }
        Map<String, String> before = StyleOrigins.values(node);
        Set<String> inCode = StyleOrigins.setInCode(node);
        List<String> done = new ArrayList<>();
        if (style.stylesheet() != null) {
            String url = staged.get(style);
            if (url == null) {
                throw new IllegalStateException("a style's stylesheet is staged before its batch runs");
            }
            scene.getStylesheets().remove(url); // added again last, so that it wins over the app's own
            scene.getStylesheets().add(url);
            done.add("added " + url.substring(url.lastIndexOf('/') + 1) + " to its scene");
        }
        if (style.removeClass() != null) {
            node.getStyleClass().removeAll(style.removeClass());
        }
        if (style.addClass() != null && !node.getStyleClass().contains(style.addClass())) {
            node.getStyleClass().add(style.addClass());
        }
        if (style.style() != null) {
            node.setStyle(style.style());
        }
        node.applyCss();
        return new Tried(node, done.isEmpty() ? "" : ", " + String.join(", ", done), before, inCode, StyleOrigins.values(node));
    }

    /**
     * FX thread, once the UI settled after {@link #apply} (the app's handlers, CSS and layout had their turn): which
     * of the node's style values the style changed and which of them still read so. An app that sets a value in
     * code when it redraws (a custom control's skin) undoes a style at once, and the screen shows the app's value:
     * the line says so and claims no change that did not hold.
     */
    Applied told(Tried tried) {
        Map<String, String> now = StyleOrigins.values(tried.node());
        List<String> changed = new ArrayList<>();
        List<String> undone = new ArrayList<>();
        tried.set().forEach((property, set) -> {
            String was = tried.before().get(property);
            if (Objects.equals(was, set)) {
                return;
            }
            String is = now.get(property);
            if (Objects.equals(is, set)) {
                changed.add(property + " " + Objects.requireNonNullElse(was, "none") + " → " + set);
            } else if (Objects.equals(is, was)) {
                undone.add(property + " " + Objects.requireNonNullElse(was, "none"));
            } else {
                changed.add(property + " " + Objects.requireNonNullElse(was, "none") + " → "
                        + Objects.requireNonNullElse(is, "none") + " (the style gave " + set + ", the app then "
                        + Objects.requireNonNullElse(is, "none") + ")");
            }
        });
        String said = tried.done();
        String told = told(changed);
        if (!changed.isEmpty()) {
            said += ", " + told;
            List<String> fromCode = tried.set().keySet().stream().filter(tried.inCode()::contains)
                    .filter(property -> changed.stream().anyMatch(line -> line.startsWith(property + " "))).toList();
            if (!fromCode.isEmpty()) { // a tile's skin sets its title's fill as it redraws, a second later
                said += " (the app had set " + String.join(", ", fromCode) + " in code: code that sets it again undoes the style)";
            }
        }
        if (!undone.isEmpty()) {
            said += (changed.isEmpty() ? ", but the app set it back at once, in code: " : "; the app set back at once, "
                    + "in code: ") + told(undone) + " (a style cannot hold what the app sets when it redraws)";
        } else if (changed.isEmpty()) {
            String elsewhere = whereItApplies(tried.node());
            said += ", but no style value of it changed (" + (elsewhere != null ? elsewhere
                    : "no rule matches it, or one of more weight wins") + ")";
        }
        return new Applied(said, changed.isEmpty() ? List.of() : List.of(told));
    }

    /**
     * FX thread: when the node's inline style sets a property the node has not (a fill on a tile, which its title's
     * Text has), which node below it has it, the one a person meant: {@code Tile has no -fx-fill; Text u-ng "Led Tile"
     * in it has}. Null when each property is the node's own, or no style of its own was set.
     */
    private String whereItApplies(Node node) {
        String style = node.getStyle();
        if (style == null || style.isBlank()) {
            return null;
        }
        Matcher declared = DECLARED.matcher(style);
        while (declared.find()) {
            String property = declared.group(1);
            if (!hasProperty(node, property)) {
                Node part = partWith(node, property);
                return NodePaths.typeOf(node) + " has no " + property
                        + (part == null ? "" : "; " + labels.name(part) + " in it has");
            }
        }
        return null;
    }

    /**
     * The part below {@code node} that has {@code property}, the nearest first and a text before a shape (a tile's
     * title before its LED); a control below it is looked at but not into: its skin's parts are not what was meant.
     */
    private static Node partWith(Node node, String property) {
        Node shape = null;
        ArrayDeque<Node> todo = new ArrayDeque<>(node instanceof Parent parent ? parent.getChildrenUnmodifiable() : List.of());
        for (int looked = 0; !todo.isEmpty() && looked < MAX_PARTS_LOOKED_AT; looked++) {
            Node part = todo.poll();
            if (!part.isVisible()) {
                continue;
            }
            if (hasProperty(part, property)) {
                if (part instanceof Text) {
                    return part;
                }
                shape = shape == null ? part : shape;
            }
            if (part instanceof Parent parent && !(part instanceof Control)) {
                todo.addAll(parent.getChildrenUnmodifiable());
            }
        }
        return shape;
    }

    private static boolean hasProperty(Node node, String property) {
        return node.getCssMetaData().stream().anyMatch(meta -> meta.getProperty().equals(property));
    }

    private static String told(List<String> values) {
        return values.size() <= TOLD_VALUES ? String.join(", ", values)
                : String.join(", ", values.subList(0, TOLD_VALUES)) + " and " + (values.size() - TOLD_VALUES) + " more";
    }

    /** JavaFX's parse errors of one parse, joined; {@code null} when there were none. */
    private static synchronized String parseErrors(Runnable parse) {
        javafx.collections.ObservableList<CssParser.ParseError> errors = CssParser.errorsProperty();
        int known = errors.size();
        parse.run();
        if (errors.size() <= known) {
            return null;
        }
        List<String> found = errors.subList(known, errors.size()).stream().limit(MAX_ERRORS)
                .map(CssParser.ParseError::getMessage).toList();
        errors.remove(known, errors.size()); // ours, not the app's to find
        return String.join("; ", found);
    }
}
