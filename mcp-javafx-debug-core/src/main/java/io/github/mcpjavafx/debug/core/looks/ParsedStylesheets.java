package io.github.mcpjavafx.debug.core.looks;

import javafx.application.Application;
import javafx.css.CssParser;
import javafx.css.Stylesheet;
import javafx.scene.Node;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Stylesheets as JavaFX parses them and as their source reads, by the reference a scene or parent holds
 * ({@code file:…}, {@code jar:…}, a class-path resource, or {@code MODENA}). The few most recently used are
 * kept: Modena alone is 3,000 lines. FX thread only.
 */
final class ParsedStylesheets {

    private static final int KEPT = 16;
    /** Longer sources are parsed but not read for lines. */
    private static final int MAX_SOURCE = 4 << 20;

    /**
     * @param url        where it was read from
     * @param fileName   the last part of its path, as a person names it
     * @param stylesheet the parsed rules
     * @param text       its source's blocks with lines, or {@code null} when the source could not be read
     */
    record Parsed(String url, String fileName, Stylesheet stylesheet, StylesheetText text) {
    }

    private final Map<String, Parsed> parsed = new LinkedHashMap<>(KEPT, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Parsed> eldest) {
            return size() > KEPT;
        }
    };

    /** The stylesheet a reference names, parsed; {@code null} when it cannot be found or read. */
    Parsed get(String reference, Node node) {
        Parsed known = parsed.get(reference);
        if (known != null) {
            return known;
        }
        URL url = resolve(reference, node);
        if (url == null) {
            return null;
        }
        try {
            Stylesheet stylesheet = new CssParser().parse(url);
            String name = url.getPath().substring(url.getPath().lastIndexOf('/') + 1);
            Parsed read = new Parsed(url.toString(), name, stylesheet, source(url));
            parsed.put(reference, read);
            return read;
        } catch (IOException | RuntimeException unreadable) {
            return null;
        }
    }

    private static StylesheetText source(URL url) {
        try (InputStream in = url.openStream()) {
            byte[] bytes = in.readNBytes(MAX_SOURCE + 1);
            return bytes.length > MAX_SOURCE ? null : StylesheetText.of(new String(bytes, StandardCharsets.UTF_8));
        } catch (IOException e) {
            return null;
        }
    }

    /** A reference as JavaFX resolves it: a URL, or a resource of the app's class loader; Modena and Caspian by name. */
    private static URL resolve(String reference, Node node) {
        if (Application.STYLESHEET_MODENA.equals(reference)) {
            return jfxResource("com/sun/javafx/scene/control/skin/modena/modena.css");
        }
        if (Application.STYLESHEET_CASPIAN.equals(reference)) {
            return jfxResource("com/sun/javafx/scene/control/skin/caspian/caspian.css");
        }
        try {
            URI uri = new URI(reference);
            if (uri.getScheme() != null) {
                return uri.toURL();
            }
        } catch (Exception notAUrl) {
            // a path on the class path, as JavaFX also accepts
        }
        String path = reference.startsWith("/") ? reference.substring(1) : reference;
        ClassLoader app = Thread.currentThread().getContextClassLoader();
        URL url = app == null ? null : app.getResource(path);
        return url != null ? url : node.getClass().getClassLoader() == null ? null
                : node.getClass().getClassLoader().getResource(path);
    }

    private static URL jfxResource(String path) {
        URL url = javafx.scene.control.Control.class.getResource("/" + path);
        return url != null ? url : ClassLoader.getSystemResource(path);
    }
}
