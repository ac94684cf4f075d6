package io.github.mcpjavafx.debug.core.recording;

import io.github.mcpjavafx.debug.core.support.JavaSources;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * An exported test says what it needs and how it runs: the test-support dependency, the flags the app was started
 * with (never a secret), a set-up time that fits the app's start, and a clean-up that cannot end the test JVM.
 */
class ReplaySetupTest {

    @Test
    void theHeaderNamesTheDependencyTheAppsFlagsItsStartAndItsCleanUp() throws Exception {
        TestSourceWriter.ReplaySetup setup = new TestSourceWriter.ReplaySetup(TestExporter.TEST_SUPPORT,
                List.of("-Dheadless.geometry=2560x1600-32", "--add-opens=javafx.graphics/javafx.scene=ALL-UNNAMED"), 12_300, true);
        String source = TestSourceWriter.write("demo", "DashboardTest", "javafx.application.Application",
                new SessionRecording.Recorded(List.of(), 0), setup).source();

        assertThat(TestExporter.TEST_SUPPORT).as("filled in by the build").matches("io\\.github\\.mcpjavafx:mcp-javafx-debug-testfx:\\d[^:]*");
        assertThat(source).contains(" * Needs, in test scope: " + TestExporter.TEST_SUPPORT + " (it brings TestFX) and JUnit 5;",
                " * Run it with the flags the app was started with:\n"
                        + " *   --add-opens=javafx.graphics/javafx.scene=ALL-UNNAMED\n",
                " * The app showed its first window 12.3 s after its JVM started: it may take 40 s here.",
                " * Its stop() calls System.exit, which would end the test JVM: the test closes its windows and never calls it.",
                "super(javafx.application.Application.class, Cleanup.CLOSE_WINDOWS, 40);");
        assertThat(JavaSources.compile("demo.DashboardTest", source, JavaSources.testClasspath())).isDirectory();
    }

    /**
     * An app on the module path, headless on a large screen, as the agent started TilesFX's dashboard: the test gets
     * the screen, the header the one argLine a build adds, and nothing of the paths of the machine it was recorded on.
     */
    @Test
    void aModularSessionsHeaderSaysTheArgLineAndCarriesNoPathOfTheRecordingMachine() throws Exception {
        TestSourceWriter.ReplaySetup setup = new TestSourceWriter.ReplaySetup(TestExporter.TEST_SUPPORT, RecordedJvm.replayed(List.of(
                "-Dtestfx.headless=true", "-Dglass.platform=Monocle", "-Dheadless.geometry=2560x1600-32",
                "-Djdk.module.path=/root/.m2/repository/org/openjfx/javafx-base-21.0.12-linux.jar:/root/.m2/x.jar",
                "--add-modules=org.testfx.monocle,javafx.web", "--patch-module=javafx.graphics=/home/me/.m2/openjfx-monocle.jar",
                "--add-exports=javafx.graphics/com.sun.glass.ui=org.testfx.monocle",
                "--add-opens=javafx.graphics/javafx.scene=org.controlsfx.controls", "-Dlogback.configurationFile=C:\\app\\logback.xml",
                "-Dapp.theme=dark")), 4_000, false, new TestSourceWriter.ScreenSize(2560, 1600), true);
        String source = TestSourceWriter.write("demo", "DashboardTest", "javafx.application.Application",
                new SessionRecording.Recorded(List.of(), 0), setup).source();

        assertThat(source).contains("; it gets the session's screen, 2560x1600.",
                        " * With JavaFX on the module path, as the app had it, a build adds to its test JVM (Maven: surefire's "
                                + "<argLine>; Gradle: test.jvmArgs):\n *   --add-exports=javafx.graphics/com.sun.glass.ui=ALL-UNNAMED",
                        " *   --add-opens=javafx.graphics/javafx.scene=org.controlsfx.controls -Dapp.theme=dark\n",
                        " * Left out, as they name paths of the machine it was recorded on: --module-path, --patch-module, "
                                + "-Dlogback.configurationFile (the build's own dependencies take their place).",
                        " * A test JVM that patches Monocle into javafx.graphics, as the app's did, also needs "
                                + "--add-opens=javafx.graphics/com.sun.glass.ui.monocle=ALL-UNNAMED.",
                        "super(javafx.application.Application.class, Cleanup.STOP_APP, 15, ScreenSize.of(2560, 1600));")
                .doesNotContain("/root/", "/home/", "C:\\", "org.testfx.monocle", "-Dheadless.geometry");
        assertThat(JavaSources.compile("demo.DashboardTest", source, JavaSources.testClasspath())).isDirectory();
    }

    @Test
    void theArgLineIsWhatTheTestSupportAsksForWhenItIsMissing() {
        assertThat(TestSourceWriter.MONOCLE_ON_THE_MODULE_PATH)
                .isEqualTo(io.github.mcpjavafx.debug.testfx.MonocleAccess.FOR_THE_CLASS_PATH);
    }

    @Test
    void theSetUpWaitsThreeTimesTheAppsStartWithinBounds() {
        assertThat(setupSeconds(800)).as("TestFX's default at least").isEqualTo(10);
        assertThat(setupSeconds(4_200)).isEqualTo(15);
        assertThat(setupSeconds(12_300)).isEqualTo(40);
        assertThat(setupSeconds(600_000)).isEqualTo(300);
        assertThat(setupSeconds(-1)).as("no window seen").isEqualTo(30);
    }

    @Test
    void aReplayGetsTheAppsPropertiesAndModuleFlagsButNoSecretNorTheServersOwn() {
        assertThat(RecordedJvm.replayed(List.of("-Dheadless.geometry=2560x1600-32", "-Xmx512m",
                "--add-opens=javafx.graphics/javafx.scene=org.controlsfx.controls", "--add-modules=javafx.web",
                "--patch-module=javafx.graphics=/m2/openjfx-monocle.jar", "-Dmcp.ui=true", "-Dmcp.ui.port=0",
                "-Djdk.module.main=app", "-Djdk.module.path=/fx/javafx-base.jar:/fx/javafx-graphics.jar", "-Dapp.api.TOKEN=abc", "-Ddb.password=x", "-Dclient.secret=y",
                "-javaagent:/agent.jar=port=1,token=t", "-Dfile.encoding=UTF-8")))
                .containsExactly("-Dheadless.geometry=2560x1600-32",
                        "--add-opens=javafx.graphics/javafx.scene=org.controlsfx.controls", "--add-modules=javafx.web",
                        "--patch-module=javafx.graphics=/m2/openjfx-monocle.jar",
                        "--module-path=/fx/javafx-base.jar:/fx/javafx-graphics.jar", "-Dfile.encoding=UTF-8");
    }

    @Test
    void aStopThatEndsTheJvmIsFoundInItsCode() {
        assertThat(StopExits.inStop(ExitsInStop.class)).isTrue();
        assertThat(StopExits.inStop(HaltsThroughAMethodOfItsOwn.class)).isTrue();
        assertThat(StopExits.inStop(InheritsAnExitingStop.class)).isTrue();
        assertThat(StopExits.inStop(ExitsToolkitOnly.class)).as("Platform.exit() ends the toolkit, not the JVM").isFalse();
        assertThat(StopExits.inStop(NoStop.class)).isFalse();
    }

    private static int setupSeconds(long startMillis) {
        return new TestSourceWriter.ReplaySetup("", List.of(), startMillis, false).setupSeconds();
    }

    static class ExitsInStop extends Application {
        @Override
        public void start(Stage stage) {
        }

        @Override
        public void stop() {
            System.exit(0);
        }
    }

    static class HaltsThroughAMethodOfItsOwn extends Application {
        @Override
        public void start(Stage stage) {
        }

        @Override
        public void stop() {
            shutDown(3);
        }

        private void shutDown(int status) {
            Runtime.getRuntime().halt(status);
        }
    }

    static class InheritsAnExitingStop extends ExitsInStop {
    }

    static class ExitsToolkitOnly extends Application {
        @Override
        public void start(Stage stage) {
        }

        @Override
        public void stop() {
            Platform.exit();
        }

        @SuppressWarnings("unused")
        public static void main(String[] args) {
            launch(args);
            System.exit(0); // after the app ended: not its stop()'s doing
        }
    }

    static class NoStop extends Application {
        @Override
        public void start(Stage stage) {
        }
    }
}
