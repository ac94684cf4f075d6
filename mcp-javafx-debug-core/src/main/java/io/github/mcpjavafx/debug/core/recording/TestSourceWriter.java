package io.github.mcpjavafx.debug.core.recording;

import io.github.mcpjavafx.debug.core.actions.ActionKind;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Writes a recorded session as the Java source of a JUnit 5 + TestFX test that launches the app, replays the
 * steps and checks what the session saw. The test holds the steps only: it extends {@code RecordedAppTest} and
 * calls the finders, reads, edits and checks of {@code mcp-javafx-debug-testfx}, which its header names as the
 * dependency to add. The header also says how to run it: the JVM flags the app was started with, how long it
 * took to start, and how it is ended after the test.
 */
public final class TestSourceWriter {

    private static final String INDENT = "        ";
    private static final int HEADER_WIDTH = 110;
    static final String TESTFX_PACKAGE = "io.github.mcpjavafx.debug.testfx";
    private static final List<String> HEADLESS = List.of("-Dtestfx.headless=true", "-Dprism.order=sw",
            "-Dglass.platform=Monocle", "-Dmonocle.platform=Headless");
    /**
     * What a test JVM with JavaFX on the module path needs for headless Monocle, TestFX and the test on the class path:
     * {@code MonocleAccess.FOR_THE_CLASS_PATH} of mcp-javafx-debug-testfx, which names them when they are missing
     * (a test checks the two agree).
     */
    static final List<String> MONOCLE_ON_THE_MODULE_PATH = List.of(
            "--add-exports=javafx.graphics/com.sun.glass.ui=ALL-UNNAMED",
            "--add-exports=javafx.graphics/com.sun.glass.ui.delegate=ALL-UNNAMED",
            "--add-exports=javafx.graphics/com.sun.javafx.util=ALL-UNNAMED",
            "--add-exports=javafx.graphics/com.sun.javafx.application=ALL-UNNAMED",
            "--add-exports=javafx.base/com.sun.javafx.logging=ALL-UNNAMED",
            "--add-opens=javafx.graphics/com.sun.glass.ui=ALL-UNNAMED");
    /** How the app's JVM patched Monocle into JavaFX: then a replay that does the same opens Monocle's package to TestFX. */
    private static final String MONOCLE_PATCHED_IN = "--patch-module=javafx.graphics=";
    static final String MONOCLE_OPENED = "--add-opens=javafx.graphics/com.sun.glass.ui.monocle=ALL-UNNAMED";
    /** The helper classes the steps call, statically imported whole: a step may call any of their methods. */
    static final List<String> HELPERS = List.of("Checks", "Edits", "Finders", "Reads", "Rows", "Windows");
    /** Types the steps may name, imported when a step does. */
    private static final List<String> TYPES = List.of("javafx.geometry.HorizontalDirection", "javafx.geometry.Point2D",
            "javafx.geometry.VerticalDirection", "javafx.scene.Node", "javafx.scene.input.KeyCode",
            "javafx.scene.input.MouseButton", "org.testfx.util.WaitForAsyncUtils", "java.util.List", "java.util.Locale",
            "java.util.concurrent.TimeUnit", "java.util.regex.Pattern");

    private TestSourceWriter() {
    }

    /**
     * @param packageName      the test's package; empty for the default package
     * @param applicationClass the binary name of the app's {@code Application} subclass
     * @return the source, and how many steps it could not replay
     */
    public static Written write(String packageName, String className, String applicationClass,
                                SessionRecording.Recorded recorded, ReplaySetup setup) {
        StepCode code = new StepCode(typed(recorded.steps()));
        List<String> body = new ArrayList<>();
        if (recorded.dropped() > 0) {
            body.add("// " + recorded.dropped() + " older steps were dropped: the recording keeps the newest "
                    + SessionRecording.CAPACITY + ".");
        }
        if (recorded.steps().isEmpty()) {
            // a test that checks nothing must not pass
            body.add("fail(\"Nothing was recorded: act with ui_perform or wait with ui_wait, then export again\");");
        }
        for (RecordedStep step : recorded.steps()) {
            body.addAll(code.of(step));
        }
        body.addAll(code.end());
        String steps = String.join("\n", body);
        StringBuilder sb = new StringBuilder(2048 + steps.length() + body.size() * INDENT.length());
        if (!packageName.isEmpty()) {
            sb.append("package ").append(packageName).append(";\n\n");
        }
        List<String> imports = new ArrayList<>(List.of(TESTFX_PACKAGE + ".Cleanup", TESTFX_PACKAGE + ".RecordedAppTest",
                "org.junit.jupiter.api.Test"));
        if (setup.screen() != null) {
            imports.add(TESTFX_PACKAGE + ".ScreenSize");
        }
        for (String type : TYPES) {
            if (Pattern.compile("\\b" + type.substring(type.lastIndexOf('.') + 1) + "\\b").matcher(steps).find()) {
                imports.add(type);
            }
        }
        imports.stream().sorted().forEach(type -> sb.append("import ").append(type).append(";\n"));
        sb.append('\n');
        HELPERS.forEach(helper -> sb.append("import static ").append(TESTFX_PACKAGE).append('.').append(helper).append(".*;\n"));
        sb.append("import static org.junit.jupiter.api.Assertions.*;\n\n");
        sb.append(header(recorded.steps().size(), setup));
        sb.append("class ").append(className).append(" extends RecordedAppTest {\n\n");
        sb.append("    ").append(className).append("() {\n        super(").append(applicationClass.replace('$', '.'))
                .append(".class, Cleanup.").append(setup.stopEndsJvm() ? "CLOSE_WINDOWS" : "STOP_APP").append(", ")
                .append(setup.setupSeconds())
                .append(setup.screen() == null ? "" : ", ScreenSize.of(" + setup.screen().width() + ", " + setup.screen().height() + ")")
                .append(");\n    }\n\n");
        sb.append("    @Test\n    void replaysRecordedSession() throws Exception {\n");
        body.forEach(line -> sb.append(INDENT).append(line).append('\n'));
        sb.append("    }\n}\n");
        Map<String, Integer> located = new LinkedHashMap<>();
        code.located().forEach((how, count) -> located.put(how.name().toLowerCase(Locale.ROOT), count));
        return new Written(sb.toString(), code.notReplayed(), code.notChecked(), located);
    }

    /** What the test needs and how it runs: the dependency, the flags, the start it waits for, its clean-up. */
    private static String header(int steps, ReplaySetup setup) {
        List<String> lines = new ArrayList<>();
        lines.add("Replays a session recorded with mcp-javafx-debug ({@code ui_export_test}): " + steps + " steps.");
        lines.add("Needs, in test scope: " + setup.dependency() + " (it brings TestFX) and JUnit 5;");
        lines.add("headless also org.testfx:openjfx-monocle and " + String.join(" ", HEADLESS)
                + (setup.screen() == null ? "." : "; it gets the session's screen, " + setup.screen().width() + "x"
                + setup.screen().height() + "."));
        if (setup.javafxOnModulePath()) {
            lines.add("With JavaFX on the module path, as the app had it, a build adds to its test JVM (Maven: surefire's "
                    + "<argLine>; Gradle: test.jvmArgs):");
            lines.addAll(wrapped(MONOCLE_ON_THE_MODULE_PATH));
        }
        List<String> flags = setup.jvmFlags().stream().filter(RecordedJvm::portable).toList();
        if (!flags.isEmpty()) {
            lines.add("Run it with the flags the app was started with:");
            lines.addAll(wrapped(flags));
        }
        List<String> machines = setup.jvmFlags().stream().filter(RecordedJvm::namesAPath)
                .map(flag -> flag.substring(0, flag.indexOf('=') < 0 ? flag.length() : flag.indexOf('='))).distinct().sorted().toList();
        if (!machines.isEmpty()) {
            lines.add("Left out, as they name paths of the machine it was recorded on: " + String.join(", ", machines)
                    + " (the build's own dependencies take their place).");
        }
        if (setup.jvmFlags().stream().anyMatch(flag -> flag.startsWith(MONOCLE_PATCHED_IN))) {
            // what the test support asks for when Monocle is patched in (MonocleAccess), said before the run fails on it
            lines.add("A test JVM that patches Monocle into javafx.graphics, as the app's did, also needs " + MONOCLE_OPENED + ".");
        }
        lines.add(setup.appStartMillis() < 0 ? "The app may take " + setup.setupSeconds() + " s to start."
                : String.format(Locale.ROOT, "The app showed its first window %.1f s after its JVM started: it may take %d s here.",
                setup.appStartMillis() / 1000.0, setup.setupSeconds()));
        lines.add(setup.stopEndsJvm()
                ? "Its stop() calls System.exit, which would end the test JVM: the test closes its windows and never calls it."
                : "After the test its windows close and its stop() runs; a System.exit there fails the run.");
        StringBuilder header = new StringBuilder("/**\n");
        lines.forEach(line -> header.append(" * ").append(JavaText.inComment(line)).append('\n'));
        return header.append(" */\n").toString();
    }

    /** The flags in lines of a readable width, each flag whole, indented under the line that introduces them. */
    private static List<String> wrapped(List<String> flags) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String flag : flags) {
            if (line.length() > 0 && line.length() + 1 + flag.length() > HEADER_WIDTH) {
                lines.add("  " + line);
                line.setLength(0);
            }
            line.append(line.length() > 0 ? " " : "").append(flag);
        }
        lines.add("  " + line);
        return lines;
    }

    /** The texts the session typed, set or chose, as its actions gave them. */
    private static List<String> typed(List<RecordedStep> steps) {
        List<String> typed = new ArrayList<>();
        for (RecordedStep step : steps) {
            if (step instanceof RecordedStep.Act act) {
                typed.addAll(ActionKind.of(act.action()).typed(act.action()));
            }
        }
        return typed;
    }

    /**
     * How the replay is set up, from the JVM the session was recorded in.
     *
     * @param dependency     the test-support artifact, {@code groupId:artifactId:version}
     * @param jvmFlags       the flags the app was started with that a replay needs
     * @param appStartMillis how long after its JVM started the app showed its first window; -1 when unknown
     * @param stopEndsJvm    whether the app's {@code stop()} calls {@code System.exit}
     * @param screen         the size of the session's primary screen, which a headless replay gets; nullable (unknown)
     * @param javafxOnModulePath whether the session's JavaFX was a named module (on the module path)
     */
    public record ReplaySetup(String dependency, List<String> jvmFlags, long appStartMillis, boolean stopEndsJvm,
                              ScreenSize screen, boolean javafxOnModulePath) {

        public ReplaySetup(String dependency, List<String> jvmFlags, long appStartMillis, boolean stopEndsJvm) {
            this(dependency, jvmFlags, appStartMillis, stopEndsJvm, null, false);
        }

        /** TestFX's own default: the least a replay waits for the app to start. */
        static final int MIN_SETUP_SECONDS = 10;
        static final int MAX_SETUP_SECONDS = 300;
        /** A fresh JVM on a loaded build machine starts slower than the session's app did. */
        private static final int SLOWER = 3;

        /** How long the replay lets the app take to start: three times its start, rounded up to 5 s, 10 s to 300 s. */
        int setupSeconds() {
            if (appStartMillis < 0) {
                return 30;
            }
            long seconds = (appStartMillis * SLOWER + 999) / 1000;
            return (int) Math.max(MIN_SETUP_SECONDS, Math.min(MAX_SETUP_SECONDS, (seconds + 4) / 5 * 5));
        }
    }

    /** A screen's size in pixels. */
    public record ScreenSize(int width, int height) {
    }

    /**
     * @param notReplayed steps written as a {@code // not replayed} comment
     * @param notChecked  checks left out because a step before them was not replayed
     * @param located     how the replayed actions find their nodes: {@code id}, {@code text}, {@code label},
     *                    {@code row}, {@code position}..., with how many of each
     */
    public record Written(String source, int notReplayed, int notChecked, Map<String, Integer> located) {
    }
}
