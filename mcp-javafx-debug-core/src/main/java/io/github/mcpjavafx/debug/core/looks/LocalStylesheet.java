package io.github.mcpjavafx.debug.core.looks;

import io.github.mcpjavafx.debug.core.text.TextFormat;

import java.io.IOException;
import java.io.InputStream;
import java.net.JarURLConnection;
import java.net.MalformedURLException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLConnection;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A stylesheet the style action may hand JavaFX, read and checked here, off the FX thread, so that JavaFX itself
 * fetches nothing and waits on nothing: CSS text as given, or the text of a local file or class-path resource.
 * A token holder must not make the app reach the network, nor probe which files or ports exist, nor hold the FX
 * thread on a FIFO, so:
 * <ul>
 * <li>only {@code file:} URLs without a host, class-path resources and JavaFX's own ({@code jar:file:},
 *     {@code jrt:}) are read; any other scheme, a protocol-relative {@code //host/x}, a {@code file://host/…}
 *     (which Java fetches over FTP) is refused before anything is opened;</li>
 * <li>a file is read only when its real path is a regular file of at most {@value #MAX_BYTES} bytes, checked
 *     without following links before it is opened; a missing, unreadable, special or oversized file gets one
 *     text, without the system's reason;</li>
 * <li>in the CSS, {@code @import} is refused (JavaFX would read it on the FX thread), and each {@code url(…)}
 *     must name a {@code data:} URI or a local file or resource checked as above; it is written as the absolute
 *     URL that was checked, so a copy elsewhere resolves to the same file. A backslash escape, which could spell
 *     either past this check, is refused.</li>
 * </ul>
 */
public record LocalStylesheet(String name, String css) {

    /** The largest stylesheet read, in bytes. */
    public static final int MAX_BYTES = 1 << 20;

    private static final String LOCAL = "a local stylesheet: CSS text, the file: URL of a regular file of at most "
            + "1 MB (file:/…/fix.css), or a class-path resource (/styles/app.css)";
    private static final Set<String> LOCAL_SCHEMES = Set.of("file", "jar", "jrt");
    /** Spring Boot's executable jars serve their class path as nested: URLs, files of the app's own jar. */
    private static final Set<String> CLASS_PATH_SCHEMES = Set.of("file", "jar", "jrt", "nested");
    private static final Pattern URL_CALL = Pattern.compile("(?i)url\\s*\\(");
    private static final Pattern IMPORT = Pattern.compile("(?i)@import");
    /** A URL with an authority anywhere in the text, quoted or not: only a local file's may stand. */
    private static final Pattern AUTHORITY_URL = Pattern.compile("(?i)\\b([a-z][a-z0-9+.-]*):\\s*//");

    /** Why a stylesheet, or a reference in one, is not taken; its message completes "Action n (style) …". */
    public static final class Refused extends Exception {
        public Refused(String problem) {
            super(problem, null, false, false);
        }
    }

    /**
     * The stylesheet {@code stylesheet} gives: CSS text (it has braces) checked as it is, or the text read from the
     * local file or class-path resource it names. Any thread but the FX thread: reading a file may take a while.
     *
     * @param name the file name it was read from; {@code null} for CSS text
     * @param css  the text to hand JavaFX, each {@code url(…)} in it absolute
     */
    public static LocalStylesheet of(String stylesheet, boolean isCss) throws Refused {
        if (isCss) {
            return new LocalStylesheet(null, localReferences(stylesheet, null, "its CSS text"));
        }
        String quoted = TextFormat.quoted(stylesheet);
        URL url = locate(stylesheet, "has stylesheet " + quoted);
        String text = read(url, "has stylesheet " + quoted + ", which cannot be read as " + LOCAL + ".");
        String path = url.getPath() == null ? "" : url.getPath();
        return new LocalStylesheet(path.substring(path.lastIndexOf('/') + 1),
                localReferences(text, url, "stylesheet " + quoted));
    }

    /** Checks the {@code url(…)} and {@code @import} of an inline style, which JavaFX resolves on the class path. */
    public static void checkInline(String style) throws Refused {
        localReferences(style, null, "its style");
    }

    /**
     * The CSS with each {@code url(…)} written as the absolute local URL it was checked as.
     *
     * @param base what relative references resolve against; {@code null}: the class path, as for CSS text
     */
    private static String localReferences(String css, URL base, String where) throws Refused {
        String text = StylesheetText.withoutComments(css);
        if (text.indexOf('\\') >= 0) {
            throw new Refused("has a backslash escape in " + where + ", which the style action does not take: write "
                    + "url(…) and properties without escapes.");
        }
        if (IMPORT.matcher(text).find()) {
            throw new Refused("has @import in " + where + ", which the style action does not follow: put the "
                    + "imported rules into the stylesheet itself.");
        }
        Matcher networked = AUTHORITY_URL.matcher(text);
        while (networked.find()) {
            if (!"file".equalsIgnoreCase(networked.group(1))) {
                String scheme = networked.group(1).toLowerCase(Locale.ROOT) + "://";
                throw network("names " + scheme + "… in " + where, scheme);
            }
        }
        StringBuilder out = new StringBuilder(text.length());
        int copied = 0;
        Matcher call = URL_CALL.matcher(text);
        while (call.find()) {
            int start = call.end();
            while (start < text.length() && Character.isWhitespace(text.charAt(start))) {
                start++;
            }
            char quote = start < text.length() && (text.charAt(start) == '"' || text.charAt(start) == '\'')
                    ? text.charAt(start) : 0;
            int end = quote != 0 ? text.indexOf(quote, start + 1) : text.indexOf(')', start);
            int close = end < 0 ? -1 : text.indexOf(')', end);
            if (end < 0 || close < 0) {
                throw new Refused("has an unclosed url( in " + where + ".");
            }
            String reference = text.substring(quote != 0 ? start + 1 : start, end).strip();
            String checked = imageUrl(reference, base, where);
            out.append(css, copied, call.start()).append("url(\"").append(checked).append("\")");
            copied = close + 1;
        }
        return out.append(css, copied, css.length()).toString();
    }

    /** The absolute URL of an image reference, checked local; a data: URI as it is. */
    private static String imageUrl(String reference, URL base, String where) throws Refused {
        if (reference.regionMatches(true, 0, "data:", 0, 5)) {
            return reference.replace("\"", "%22");
        }
        String about = "has url(" + reference + ") in " + where;
        URL url;
        if (base != null && !reference.startsWith("/") && scheme(reference) == null) {
            try {
                url = new URL(base, reference); // relative to the stylesheet it was read from, as JavaFX resolves it
            } catch (MalformedURLException e) {
                throw new Refused(about + ", which cannot be read as a local file or class-path resource.");
            }
            url = checkedLocal(url, about, LOCAL_SCHEMES);
        } else {
            url = locate(reference, about);
        }
        String absolute = url.toExternalForm();
        if (absolute.indexOf('"') >= 0 || absolute.indexOf('\n') >= 0) {
            throw new Refused(about + ", which cannot be read as a local file or class-path resource.");
        }
        readable(url, about + ", which cannot be read as a local file or class-path resource.", Long.MAX_VALUE);
        return absolute;
    }

    /** The URL a reference names: with a scheme, or a resource of the app's class loader; refused when not local. */
    private static URL locate(String reference, String about) throws Refused {
        if (reference.startsWith("//") || reference.startsWith("\\\\")) {
            throw network(about, "//");
        }
        String scheme = scheme(reference);
        if (scheme != null) {
            try {
                return checkedLocal(new URI(reference).toURL(), about, LOCAL_SCHEMES);
            } catch (URISyntaxException | MalformedURLException | IllegalArgumentException notAUrl) {
                throw new Refused(about + ", which cannot be read as " + LOCAL + ".");
            }
        }
        ClassLoader app = Thread.currentThread().getContextClassLoader();
        String path = reference.startsWith("/") ? reference.substring(1) : reference;
        URL url = app == null || path.isBlank() ? null : app.getResource(path);
        if (url == null) {
            throw new Refused(about + ", which cannot be read as " + LOCAL + ".");
        }
        return checkedLocal(url, about, CLASS_PATH_SCHEMES); // a class loader may serve resources from anywhere
    }

    /** The URL when its scheme is one of {@code schemes} and it is local: a file: without host, a jar: of such a file. */
    private static URL checkedLocal(URL url, String about, Set<String> schemes) throws Refused {
        String protocol = url.getProtocol().toLowerCase(Locale.ROOT);
        if (!schemes.contains(protocol)) {
            throw network(about, protocol + ":");
        }
        if (protocol.equals("jar")) {
            String inner = url.getPath();
            int bang = inner.indexOf("!/");
            try {
                checkedLocal(new URL(bang < 0 ? inner : inner.substring(0, bang)), about, schemes);
            } catch (MalformedURLException notAUrl) {
                throw new Refused(about + ", which cannot be read as " + LOCAL + ".");
            }
        } else if (protocol.equals("file") && url.getHost() != null && !url.getHost().isEmpty()) {
            throw network(about, "file://" + url.getHost()); // Java fetches file://host/… over FTP
        }
        return url;
    }

    private static Refused network(String about, String scheme) {
        return new Refused(about + ", which is not local (" + scheme + "): the style action reads only CSS text, local "
                + "files and class-path resources, and fetched nothing.");
    }

    /** The scheme of a reference that has one; a drive letter (C:\) is a path, not a scheme. */
    private static String scheme(String reference) {
        int colon = reference.indexOf(':');
        if (colon < 2) {
            return null;
        }
        for (int i = 0; i < colon; i++) {
            char c = reference.charAt(i);
            if (!(Character.isLetterOrDigit(c) || c == '+' || c == '-' || c == '.') || c > 127) {
                return null;
            }
        }
        return Character.isLetter(reference.charAt(0)) ? reference.substring(0, colon) : null;
    }

    /** A local URL's text, at most {@value #MAX_BYTES} bytes. */
    private static String read(URL url, String unreadable) throws Refused {
        readable(url, unreadable, MAX_BYTES);
        try (InputStream in = open(url)) {
            byte[] bytes = in.readNBytes(MAX_BYTES + 1);
            if (bytes.length > MAX_BYTES) {
                throw new Refused(unreadable);
            }
            return new String(bytes, StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) { // the system's reason would tell what exists
            throw new Refused(unreadable);
        }
    }

    private static InputStream open(URL url) throws IOException {
        if (url.getProtocol().equalsIgnoreCase("file")) {
            return Files.newInputStream(realFile(url), LinkOption.NOFOLLOW_LINKS);
        }
        URLConnection connection = url.openConnection();
        if (connection instanceof JarURLConnection) {
            connection.setUseCaches(false); // a jar read once, not held open for the app's life
        }
        return connection.getInputStream();
    }

    /** Fails unless the URL's file is a regular file of at most {@code maxBytes} (a jar:'s jar: of any size). */
    private static void readable(URL url, String unreadable, long maxBytes) throws Refused {
        try {
            URL file = url;
            if (url.getProtocol().equalsIgnoreCase("jar")) {
                String inner = url.getPath();
                int bang = inner.indexOf("!/");
                file = new URL(bang < 0 ? inner : inner.substring(0, bang));
            }
            if (file.getProtocol().equalsIgnoreCase("file")) {
                BasicFileAttributes attributes = Files.readAttributes(realFile(file), BasicFileAttributes.class,
                        LinkOption.NOFOLLOW_LINKS);
                if (!attributes.isRegularFile() || file == url && attributes.size() > maxBytes) {
                    throw new Refused(unreadable);
                }
            }
        } catch (IOException | RuntimeException e) { // missing and unreadable alike
            throw new Refused(unreadable);
        }
    }

    /** The real path of a file: URL, links resolved; a FIFO or device there is told by its attributes, never opened. */
    private static Path realFile(URL url) throws IOException {
        try {
            return Path.of(url.toURI()).toRealPath();
        } catch (URISyntaxException | IllegalArgumentException e) {
            throw new IOException("not a file path", e);
        }
    }
}
