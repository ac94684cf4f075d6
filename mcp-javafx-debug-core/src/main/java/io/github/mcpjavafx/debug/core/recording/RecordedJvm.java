package io.github.mcpjavafx.debug.core.recording;

import javafx.application.Platform;
import javafx.collections.ListChangeListener;
import javafx.stage.Window;

import java.lang.management.ManagementFactory;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * What a replay needs to know of the JVM the session was recorded in: the flags the app was started with that a
 * replay needs too, and how long the app took to show its first window (the replay's set-up must wait that long,
 * and more on a slower machine).
 */
final class RecordedJvm {

    /** Flags a replay takes over: system properties and the module system's openings. */
    private static final List<String> REPLAYED = List.of("-D", "--module-path=", "--add-opens=", "--add-exports=", "--add-modules=",
            "--add-reads=", "--patch-module=", "--enable-native-access=", "--enable-preview");
    /** How the launcher passes {@code --module-path} on: JavaFX there is what a replay needs there too. */
    private static final String MODULE_PATH = "-Djdk.module.path=";
    /** The debug server's own settings and the launcher's internals: not the app's. */
    private static final List<String> NOT_THE_APPS = List.of("-Dmcp.", "-Djdk.module.", "-Djava.class.path");
    /** Never written into a source file, whatever else the flag says. */
    private static final List<String> SECRET = List.of("token", "password", "secret", "credential");

    /** Set by the test support itself ({@code RecordedAppTest}, the header's headless line): not repeated. */
    private static final List<String> HEADLESS_SETUP = List.of("-Dtestfx.headless=", "-Dprism.order=", "-Dglass.platform=",
            "-Dmonocle.platform=", "-Dheadless.geometry=", "-Djava.awt.headless=");
    /** Where a path starts in a flag's value: after {@code =}, a path separator or a comma, as {@code /}, {@code ~} or a drive. */
    private static final Pattern PATH = Pattern.compile("(^|[=:;,])(/|~|[A-Za-z]:[\\\\/])");
    /** Monocle, as the session's app had it on the module path: the test support's own business. */
    private static final String MONOCLE_MODULE = "org.testfx.monocle";

    /** JVM uptime when the first window showed; -1 while none did. */
    private static volatile long firstWindowMillis = -1;
    private static boolean watching;

    private RecordedJvm() {
    }

    /** The flags of this JVM a replay needs, in their order: see {@link #replayed(List)}. */
    static List<String> flags() {
        return replayed(ManagementFactory.getRuntimeMXBean().getInputArguments());
    }

    /**
     * Of a JVM's input arguments, the system properties and module flags, without ours, the launcher's or secrets; the
     * module path the launcher passes as a property is given back as the flag it came from.
     */
    static List<String> replayed(List<String> inputArguments) {
        return inputArguments.stream()
                .map(flag -> flag.startsWith(MODULE_PATH) ? "--module-path=" + flag.substring(MODULE_PATH.length()) : flag)
                .filter(flag -> REPLAYED.stream().anyMatch(flag::startsWith))
                .filter(flag -> NOT_THE_APPS.stream().noneMatch(flag::startsWith))
                .filter(flag -> SECRET.stream().noneMatch(flag.toLowerCase(Locale.ROOT)::contains))
                .toList();
    }

    /** Whether a replayed flag names a path of this machine ({@code --module-path}, {@code --patch-module}, a file's property). */
    static boolean namesAPath(String flag) {
        return PATH.matcher(flag.substring(flag.indexOf('=') + 1)).find();
    }

    /**
     * Whether a replayed flag belongs in an exported test's header: not a path of this machine, not the headless set-up
     * and not Monocle's module flags, which the test support and the header's own lines take care of.
     */
    static boolean portable(String flag) {
        return !namesAPath(flag) && HEADLESS_SETUP.stream().noneMatch(flag::startsWith) && !flag.contains(MONOCLE_MODULE);
    }

    /** How long after the JVM started the app's first window showed; -1 when unknown (none showed yet). */
    static long firstWindowMillis() {
        return firstWindowMillis;
    }

    /**
     * Starts watching for the first window, once per JVM. Called when the debug server starts, as a rule before the
     * app shows a window; a window already showing counts from now, which is later than it showed.
     */
    static synchronized void watchFirstWindow() {
        if (watching) {
            return;
        }
        watching = true;
        Runnable watch = () -> {
            if (!Window.getWindows().isEmpty()) {
                firstWindowMillis = uptime();
                return;
            }
            Window.getWindows().addListener(new ListChangeListener<Window>() {
                @Override
                public void onChanged(Change<? extends Window> change) {
                    firstWindowMillis = uptime();
                    Window.getWindows().removeListener(this);
                }
            });
        };
        try {
            Platform.runLater(watch);
        } catch (IllegalStateException toolkitNotStarted) {
            watch.run(); // no FX thread yet (an agent starts before the app): nothing else touches the list
        }
    }

    private static long uptime() {
        return ManagementFactory.getRuntimeMXBean().getUptime();
    }
}
