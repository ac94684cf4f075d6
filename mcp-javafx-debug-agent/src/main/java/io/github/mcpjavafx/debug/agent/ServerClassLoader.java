package io.github.mcpjavafx.debug.agent;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.Enumeration;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The server's class loader: its own jars first, so the application's Spring, Jackson or Tomcat never
 * mix with the server's, and the JDK and JavaFX always from the application (its parent), so the
 * server sees the application's scene graph through the very classes the application uses.
 *
 * <p>Resources likewise: ours first, and {@link #getResources} gives only ours when we have any, so the
 * application's {@code META-INF/spring.factories} or service files never join the server's.
 */
final class ServerClassLoader extends URLClassLoader {

    static {
        registerAsParallelCapable();
    }

    /** JavaFX's packages, on the class path or the module path: shared with the application. */
    private static final List<String> JAVAFX_PREFIXES = List.of("javafx.", "com.sun.javafx.", "com.sun.glass.",
            "com.sun.prism.", "com.sun.scenario.", "com.sun.marlin.", "com.sun.webkit.", "com.sun.media.",
            "com.sun.openpisces.", "com.sun.pisces.", "com.sun.jfx.", "netscape.javascript.");

    private static final Set<String> JDK_PACKAGES = jdkPackages();

    ServerClassLoader(List<Path> jars, ClassLoader parent) {
        super("mcp-javafx-debug", urls(jars), parent);
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        if (fromParent(name)) {
            return super.loadClass(name, resolve);
        }
        synchronized (getClassLoadingLock(name)) {
            Class<?> loaded = findLoadedClass(name);
            if (loaded == null) {
                try {
                    loaded = findClass(name);
                } catch (ClassNotFoundException notOurs) {
                    loaded = getParent().loadClass(name);
                }
            }
            if (resolve) {
                resolveClass(loaded);
            }
            return loaded;
        }
    }

    @Override
    public URL getResource(String name) {
        URL ours = findResource(name);
        return ours != null ? ours : getParent().getResource(name);
    }

    @Override
    public Enumeration<URL> getResources(String name) throws IOException {
        Enumeration<URL> ours = findResources(name);
        return ours.hasMoreElements() ? ours : getParent().getResources(name);
    }

    static boolean fromParent(String className) {
        if (className.startsWith("java.")) {
            return true;
        }
        for (String prefix : JAVAFX_PREFIXES) {
            if (className.startsWith(prefix)) {
                return true;
            }
        }
        int dot = className.lastIndexOf('.');
        return dot > 0 && JDK_PACKAGES.contains(className.substring(0, dot));
    }

    /** The packages of the JDK's own modules (java.*, javax.*, jdk.*, sun.*, org.w3c.dom, …) in this JVM. */
    private static Set<String> jdkPackages() {
        ClassLoader platform = ClassLoader.getPlatformClassLoader();
        Set<String> packages = new HashSet<>();
        for (Module module : ModuleLayer.boot().modules()) {
            ClassLoader loader = module.getClassLoader();
            String name = module.getName();
            if (loader == null || loader == platform || name.startsWith("java.") || name.startsWith("jdk.")) {
                packages.addAll(module.getPackages());
            }
        }
        return packages;
    }

    private static URL[] urls(List<Path> jars) {
        URL[] urls = new URL[jars.size()];
        for (int i = 0; i < urls.length; i++) {
            try {
                urls[i] = jars.get(i).toUri().toURL();
            } catch (MalformedURLException e) {
                throw new UncheckedIOException(e);
            }
        }
        return urls;
    }
}
