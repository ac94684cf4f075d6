package io.github.mcpjavafx.debug.consumers;

import java.io.File;
import java.util.ArrayList;
import java.util.List;

import static io.github.mcpjavafx.debug.consumers.ConsumerAppsIT.JDK17;
import static io.github.mcpjavafx.debug.consumers.ConsumerAppsIT.LAUNCH;
import static io.github.mcpjavafx.debug.consumers.ConsumerAppsIT.LOGS;

/**
 * ControlsFX's FXSampler, a real app nobody here wrote (from Maven Central, copied to the launch folder by the
 * build), started as its users start it: on the module path, since its sample scanner reads the boot layer. The
 * debug server comes from the Java agent alone; nothing else of ours is on its paths.
 */
final class FxSampler {

    private FxSampler() {
    }

    static LaunchedApp startWithTheAgent(String name) {
        return startWithTheAgent(name, List.of());
    }

    /** As {@link #startWithTheAgent(String)}, with more JVM flags first (an {@code --add-opens} a sample needs). */
    static LaunchedApp startWithTheAgent(String name, List<String> flags) {
        List<String> launch = new ArrayList<>(flags);
        launch.addAll(monocleOnTheModulePath());
        launch.addAll(List.of("--add-exports", "javafx.base/com.sun.javafx.event=org.controlsfx.controls",
                "--module-path", String.join(File.pathSeparator, ConsumerAppsIT.jars(LAUNCH.resolve("fxsampler"))),
                "--add-modules", "org.controlsfx.samples,javafx.web,javafx.swing,javafx.fxml",
                "-m", "org.controlsfx.fxsampler/fxsampler.FXSampler"));
        return LaunchedApp.start(name, JDK17, DebugSwitch.AGENT, launch, LOGS);
    }

    /** Monocle as a named module: it reaches into JavaFX's glass, which the module path keeps closed. Test-only flags. */
    static List<String> monocleOnTheModulePath() {
        List<String> flags = new ArrayList<>(List.of("--add-modules", "org.testfx.monocle",
                "--add-opens", "javafx.graphics/com.sun.glass.ui=org.testfx.monocle"));
        for (String pkg : List.of("javafx.graphics/com.sun.glass.ui", "javafx.graphics/com.sun.glass.ui.delegate",
                "javafx.graphics/com.sun.javafx.util", "javafx.base/com.sun.javafx.logging",
                "javafx.graphics/com.sun.javafx.application")) {
            flags.addAll(List.of("--add-exports", pkg + "=org.testfx.monocle"));
        }
        return flags;
    }
}
