package io.github.mcpjavafx.debug.agent;

import java.io.IOException;
import java.io.InputStream;
import java.lang.instrument.Instrumentation;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import java.util.jar.JarFile;

/**
 * {@code headless=true}: puts the application on Monocle's headless glass before its {@code main} runs, with
 * no other flag. It sets the system properties JavaFX reads when its toolkit starts (a property given with
 * {@code -D} wins), brings Monocle when the application has none (the build nested in the agent jar that
 * matches the JavaFX and the JDK, appended to the class path), and, when JavaFX is on the module path,
 * exports to Monocle the JavaFX internals it extends, which {@code --add-exports} would otherwise have to.
 * It says in one line what it did, and checks that Monocle's glass can be loaded, saying why not when it cannot.
 */
final class HeadlessPlatform {

    static final String OPTION = "mcp.headless";
    /** The virtual screen, {@code WIDTHxHEIGHT}: large enough for most apps' first window. */
    static final String SCREEN = "mcp.screen";
    static final String DEFAULT_SCREEN = "2560x1600";

    static final String MONOCLE_FACTORY = "com.sun.glass.ui.monocle.MonoclePlatformFactory";
    private static final String MONOCLE_MODULE = "org.testfx.monocle";
    private static final String MONOCLE_JAR_PREFIX = "openjfx-monocle-";

    /** What Monocle reaches into, each exported to it: the packages its module-path users name in --add-exports. */
    private static final Map<String, Set<String>> MONOCLE_NEEDS = Map.of(
            "javafx.graphics", Set.of("com.sun.glass.ui", "com.sun.glass.ui.delegate", "com.sun.javafx.util",
                    "com.sun.javafx.application"),
            "javafx.base", Set.of("com.sun.javafx.logging"));
    /** And reads by reflection. */
    private static final Set<String> MONOCLE_OPENS = Set.of("com.sun.glass.ui");

    private final Instrumentation instrumentation;
    private final Properties system;

    HeadlessPlatform(Instrumentation instrumentation, Properties system) {
        this.instrumentation = instrumentation;
        this.system = system;
    }

    /** Whether the options ask for it: {@code headless=true} (or yes, on, 1). */
    static boolean wanted(Properties system) {
        return AgentOptions.isTrue(system.getProperty(OPTION, "false"));
    }

    /** Sets the application up for Monocle; returns the line that says what was done (or why not). */
    String setUp() {
        JavafxLocation javafx = JavafxLocation.find();
        if (javafx == null) {
            return "headless=true, but JavaFX is on neither the class path nor the module path: an application that loads"
                    + " JavaFX with a class loader of its own needs Monocle on its own class path and -Dglass.platform=Monocle"
                    + " -Dmonocle.platform=Headless -Dprism.order=sw";
        }
        String asked = system.getProperty(SCREEN, DEFAULT_SCREEN).trim();
        String screen = asked.matches("\\d+x\\d+") ? asked : DEFAULT_SCREEN;
        List<String> set = new ArrayList<>();
        setIfAbsent("glass.platform", "Monocle", set);
        setIfAbsent("monocle.platform", "Headless", set);
        setIfAbsent("prism.order", "sw", set);
        setIfAbsent("headless.geometry", screen + "-32", set);
        setIfAbsent("java.awt.headless", "true", set);
        String monocle = bringMonocle(javafx);
        String exported = javafx.graphics() == null ? "" : exportTo(monocleModule(javafx), javafx);
        String geometry = system.getProperty("headless.geometry");
        String line = "headless: " + monocle + exported + " for JavaFX " + javafx.version()
                + (javafx.graphics() == null ? " on the class path" : " on the module path")
                + "; virtual screen " + geometry.replaceFirst("-\\d+$", "")
                + (!geometry.equals(screen + "-32") ? " (-Dheadless.geometry)"
                : screen.equals(asked) ? " (screen=WIDTHxHEIGHT to change)" : " (screen=" + asked + " is not WIDTHxHEIGHT)")
                + "; " + String.join(" ", set);
        String refused = GlassDiagnosis.monocleRefusal(javafx.loader());
        return refused == null ? line : line + "\n" + DebugAgent.LOG_PREFIX + "headless: Monocle's glass cannot be loaded, the"
                + " JavaFX toolkit will not start: " + refused;
    }

    private void setIfAbsent(String key, String value, List<String> set) {
        if (system.getProperty(key) == null) {
            system.setProperty(key, value);
            set.add("-D" + key + "=" + value);
        } else if (!system.getProperty(key).equalsIgnoreCase(value) && !key.equals("headless.geometry")) {
            set.add("-D" + key + "=" + system.getProperty(key) + " kept (given on the command line)");
        }
    }

    /** The application's own Monocle if it has one, else the nested build that fits, appended to the class path. */
    private String bringMonocle(JavafxLocation javafx) {
        if (javafx.loader().getResource(MONOCLE_FACTORY.replace('.', '/') + ".class") != null
                || ModuleLayer.boot().findModule(MONOCLE_MODULE).isPresent()) {
            return "the application's Monocle";
        }
        List<Path> builds = NestedJars.inAgentJar(NestedJars.MONOCLE_DIR).extract();
        Path build = fittest(builds, javafx.major(), Runtime.version().feature())
                .orElseThrow(() -> new IllegalStateException("no Monocle build nested in the agent jar fits JavaFX "
                        + javafx.version() + " on Java " + Runtime.version().feature() + " (it has " + builds + ")"));
        try {
            instrumentation.appendToSystemClassLoaderSearch(new JarFile(build.toFile()));
        } catch (IOException e) {
            throw new IllegalStateException("cannot open " + build + ": " + e, e);
        }
        return "Monocle " + version(build) + " (from the agent jar, on the class path)";
    }

    /**
     * The newest build made for this JavaFX or an older one, and compiled for this JDK or an older one (a
     * Monocle's major version is both: 21's is Java 21 bytecode and needs JavaFX 21's glass).
     */
    static Optional<Path> fittest(List<Path> builds, int javafxMajor, int javaFeature) {
        return builds.stream()
                .filter(build -> major(version(build)) <= Math.min(javafxMajor, javaFeature))
                .max(Comparator.comparing(build -> Runtime.Version.parse(version(build))));
    }

    private static String version(Path build) {
        String name = build.getFileName().toString();
        return name.substring(MONOCLE_JAR_PREFIX.length(), name.length() - ".jar".length());
    }

    private static int major(String version) {
        return Integer.parseInt(version.split("[.-]")[0]);
    }

    /** Monocle's module: its own named one, javafx.graphics when patched into it, else the class path's. */
    private static Module monocleModule(JavafxLocation javafx) {
        return ModuleLayer.boot().findModule(MONOCLE_MODULE)
                .or(() -> javafx.graphics().getPackages().contains("com.sun.glass.ui.monocle") ? Optional.of(javafx.graphics()) : Optional.empty())
                .orElse(ClassLoader.getSystemClassLoader().getUnnamedModule());
    }

    private String exportTo(Module monocle, JavafxLocation javafx) {
        if (monocle == javafx.graphics()) {
            return " (patched into javafx.graphics)";
        }
        for (Map.Entry<String, Set<String>> entry : MONOCLE_NEEDS.entrySet()) {
            Module module = ModuleLayer.boot().findModule(entry.getKey()).orElseThrow();
            Map<String, Set<Module>> exports = new HashMap<>();
            Map<String, Set<Module>> opens = new HashMap<>();
            for (String pkg : entry.getValue()) {
                exports.put(pkg, Set.of(monocle));
                if (MONOCLE_OPENS.contains(pkg)) {
                    opens.put(pkg, Set.of(monocle));
                }
            }
            // javafx.graphics loads Monocle's factory by name and calls it: it must read Monocle's module too.
            instrumentation.redefineModule(module, Set.of(monocle), exports, opens, Set.of(), Map.of());
        }
        return ", javafx.graphics's internals exported to it";
    }

    /** Where the application's JavaFX is, found before anything of it is loaded. */
    record JavafxLocation(ClassLoader loader, Module graphics, String version) {

        /** The module path's JavaFX, else the class path's, else null. */
        static JavafxLocation find() {
            Optional<Module> graphics = ModuleLayer.boot().findModule("javafx.graphics");
            if (graphics.isPresent()) {
                ClassLoader loader = graphics.get().getClassLoader() != null ? graphics.get().getClassLoader()
                        : ClassLoader.getSystemClassLoader();
                return new JavafxLocation(loader, graphics.get(), version(ModuleLayer.boot().findModule("javafx.base")
                        .map(base -> open(() -> base.getResourceAsStream("javafx.properties"))).orElse(null)));
            }
            ClassLoader system = ClassLoader.getSystemClassLoader();
            if (system.getResource("javafx/application/Platform.class") == null) {
                return null;
            }
            return new JavafxLocation(system, null, version(system.getResourceAsStream("javafx.properties")));
        }

        /** JavaFX's major version; an unreadable one is taken as this JDK's (the newest Monocle it can run). */
        int major() {
            return version.matches("\\d+.*") ? HeadlessPlatform.major(version) : Runtime.version().feature();
        }

        private static String version(InputStream properties) {
            if (properties == null) {
                return "(version unknown)";
            }
            try (InputStream in = properties) {
                Properties read = new Properties();
                read.load(in);
                return read.getProperty("javafx.version", "(version unknown)");
            } catch (IOException e) {
                return "(version unknown)";
            }
        }

        private static InputStream open(IoSupplier supplier) {
            try {
                return supplier.get();
            } catch (IOException e) {
                return null;
            }
        }
    }

    @FunctionalInterface
    private interface IoSupplier {
        InputStream get() throws IOException;
    }
}
