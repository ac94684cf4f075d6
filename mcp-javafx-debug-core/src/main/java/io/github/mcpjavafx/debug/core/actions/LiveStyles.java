package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.looks.StyleOrigins;
import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.FailureReason;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.text.TextFormat;
import javafx.css.CssParser;
import javafx.scene.Node;
import javafx.scene.Scene;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URL;
import java.net.URLConnection;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * A look tried on a node while the app runs, so that a fix can be seen before the code is edited: its inline
 * style, a style class added or removed, a stylesheet added to its scene. CSS text given as a stylesheet is
 * written to a file of its own, so that JavaFX loads it as any stylesheet and {@code ui_get_node}'s
 * {@code style} names it with its lines. What JavaFX cannot parse is refused before anything changes.
 */
final class LiveStyles {

    private static final Pattern STYLE_CLASS = Pattern.compile("-?[_a-zA-Z][_a-zA-Z0-9-]*");
    private static final int MAX_SOURCE = 1 << 20;
    private static final int MAX_ERRORS = 3;
    private static final int TOLD_VALUES = 6;

    private final NodeLabels labels;
    private Path folder; // FX thread only, as every use of this class but the checks
    private int written;

    LiveStyles(NodeLabels labels) {
        this.labels = labels;
    }

    /** The reason the style's CSS cannot be used, or {@code null}: each part as JavaFX would parse it. Any thread. */
    static String problem(ActionSpec.Style style) {
        for (String styleClass : new String[] {style.addClass(), style.removeClass()}) {
            if (styleClass != null && !STYLE_CLASS.matcher(styleClass).matches()) {
                return "has style class " + TextFormat.quoted(styleClass) + ", which is no class name (letters, "
                        + "digits, - and _, without the dot: \"warning\").";
            }
        }
        if (style.style() != null) {
            String errors = parseErrors(() -> new CssParser().parse("* {\n" + style.style() + "\n}"));
            if (errors != null) {
                return "has a style JavaFX cannot parse (" + errors + "); write declarations as in a rule: "
                        + "\"-fx-text-fill: red; -fx-padding: 4\".";
            }
        }
        if (style.stylesheet() == null) {
            return null;
        }
        if (style.stylesheetIsCss()) {
            String errors = parseErrors(() -> new CssParser().parse(style.stylesheet()));
            return errors == null ? null : "has a stylesheet JavaFX cannot parse: " + errors + ".";
        }
        URL url = urlOf(style.stylesheet());
        if (url == null) {
            return "has stylesheet " + TextFormat.quoted(style.stylesheet()) + ", which is neither CSS text (rules in "
                    + "braces) nor a URL or class-path resource that can be read (file:/…/fix.css, /styles/app.css).";
        }
        String text;
        try {
            text = read(url);
        } catch (IOException unreadable) {
            return "has stylesheet " + url + ", which cannot be read (" + unreadable + ").";
        }
        String errors = parseErrors(() -> {
            try {
                new CssParser().parse(url.toExternalForm(), text);
            } catch (IOException unreachable) { // the text is read already: nothing is read here
                throw new UncheckedIOException(unreachable);
            }
        });
        return errors == null ? null : "has stylesheet " + url + ", which JavaFX cannot parse: " + errors + ".";
    }

    /**
     * FX thread: tries the look on {@code node} and applies CSS to it at once; returns what its line adds, the
     * style values of the node that changed: {@code , -fx-text-fill #333333 → #d32f2f}.
     */
    String apply(Node node, ActionSpec.Style style) {
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
        List<String> done = new ArrayList<>();
        if (style.stylesheet() != null) {
            String url = style.stylesheetIsCss() ? write(style.stylesheet()) : urlOf(style.stylesheet()).toExternalForm();
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
        Map<String, String> after = StyleOrigins.values(node);
        List<String> changed = after.entrySet().stream()
                .filter(value -> !Objects.equals(before.get(value.getKey()), value.getValue()))
                .map(value -> value.getKey() + " " + before.getOrDefault(value.getKey(), "none") + " → " + value.getValue())
                .collect(Collectors.toList());
        String told = changed.size() <= TOLD_VALUES ? String.join(", ", changed)
                : String.join(", ", changed.subList(0, TOLD_VALUES)) + " and " + (changed.size() - TOLD_VALUES) + " more";
        return (done.isEmpty() ? "" : ", " + String.join(", ", done))
                + (changed.isEmpty() ? ", but no style value of it changed (no rule matches it, or one of more weight wins)"
                : ", " + told);
    }

    /** Writes CSS text to a file of its own, {@code live-1.css}, and gives its URL. */
    private String write(String css) {
        try {
            if (folder == null) {
                folder = Files.createTempDirectory("mcp-javafx-styles");
                folder.toFile().deleteOnExit();
            }
            Path file = folder.resolve("live-" + ++written + ".css");
            Files.writeString(file, css);
            file.toFile().deleteOnExit();
            return file.toUri().toURL().toExternalForm();
        } catch (IOException e) {
            throw new UncheckedIOException("The stylesheet could not be written to a temporary file", e);
        }
    }

    /** A URL as JavaFX reads a stylesheet's: with a scheme, or a resource of the app's class loader. */
    private static URL urlOf(String reference) {
        try {
            URI uri = new URI(reference);
            if (uri.getScheme() != null && uri.getScheme().length() > 1) { // C:\ is a path, not a scheme
                return uri.toURL();
            }
        } catch (Exception notAUrl) {
            // a class-path resource, as JavaFX accepts too
        }
        ClassLoader app = Thread.currentThread().getContextClassLoader();
        String path = reference.startsWith("/") ? reference.substring(1) : reference;
        return app == null || path.isBlank() ? null : app.getResource(path);
    }

    private static String read(URL url) throws IOException {
        URLConnection connection = url.openConnection();
        connection.setConnectTimeout(2_000);
        connection.setReadTimeout(2_000);
        try (InputStream in = connection.getInputStream()) {
            byte[] bytes = in.readNBytes(MAX_SOURCE + 1);
            if (bytes.length > MAX_SOURCE) {
                throw new IOException("over " + MAX_SOURCE + " bytes");
            }
            return new String(bytes, StandardCharsets.UTF_8);
        }
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
