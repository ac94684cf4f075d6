package io.github.mcpjavafx.debug.testfx;

import io.github.mcpjavafx.debug.testfx.fixtures.LargeAppOnDefaultScreen;
import io.github.mcpjavafx.debug.testfx.fixtures.LargeAppOnSessionScreen;
import io.github.mcpjavafx.debug.testfx.fixtures.PaintFailingReplay;
import io.github.mcpjavafx.debug.testfx.fixtures.TestJvm;
import org.junit.jupiter.api.Test;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A replay of an app whose window (1500x1000) is larger than headless Monocle's default screen, each run in a JVM
 * of its own with only the headless flags a person gives (no {@code -Dheadless.geometry}): with the session's screen
 * it passes; without it, or when the renderer fails, it fails and says why, never green. With JavaFX on the module
 * path it fails at once naming the flags to add, and passes with them.
 */
class ReplayedScreenTest {

    private static final List<String> HEADLESS = List.of("-Dtestfx.headless=true", "-Dprism.order=sw",
            "-Dglass.platform=Monocle", "-Dmonocle.platform=Headless", "-Djava.awt.headless=true");

    @Test
    void aReplayGetsTheScreenItsSessionHadAndPasses() throws Exception {
        TestJvm.Run run = run(LargeAppOnSessionScreen.class, List.of(), classPath());
        assertThat(run.status()).as(run.output()).isZero();
        assertThat(run.output()).contains("1 tests successful").doesNotContain("BufferOverflowException");
    }

    @Test
    void aReplayWhoseWindowDoesNotFitTheScreenFails() throws Exception {
        TestJvm.Run run = run(LargeAppOnDefaultScreen.class, List.of(), classPath());
        assertThat(run.status()).as(run.output()).isEqualTo(1);
        assertThat(run.output()).contains("The app showed a window of 1500x1000 (\"Large\") on a screen of 1280x800",
                "headless, a window larger than the virtual screen cannot be painted.");
    }

    @Test
    void aReplayDuringWhichTheRendererFailedFails() throws Exception {
        TestJvm.Run run = run(PaintFailingReplay.class, List.of(), classPath());
        assertThat(run.status()).as(run.output()).isEqualTo(1);
        assertThat(run.output()).contains("The app could not paint while the steps were replayed: JavaFX's renderer "
                + "failed 1 times (java.nio.BufferOverflowException com.sun.javafx.tk.quantum.UploadingPainter.run(");
    }

    @Test
    void onTheModulePathTheReplayNamesTheFlagsItNeedsAndPassesWithThem() throws Exception {
        List<String> javafx = classPath().stream().filter(ReplayedScreenTest::isJavaFx).toList();
        List<String> rest = classPath().stream().filter(jar -> !isJavaFx(jar)).toList();
        List<String> modulePath = List.of("--module-path", String.join(File.pathSeparator, javafx),
                "--add-modules", "javafx.controls");

        TestJvm.Run refused = run(LargeAppOnSessionScreen.class, modulePath, rest);
        assertThat(refused.status()).as(refused.output()).isEqualTo(1);
        String flags = String.join(" ", MonocleAccess.FOR_THE_CLASS_PATH);
        assertThat(refused.output()).contains("Headless Monocle cannot start here: JavaFX is on the module path", flags)
                .doesNotContain("IllegalAccessError");

        List<String> given = new ArrayList<>(modulePath);
        given.addAll(MonocleAccess.FOR_THE_CLASS_PATH);
        TestJvm.Run passed = run(LargeAppOnSessionScreen.class, given, rest);
        assertThat(passed.status()).as(passed.output()).isZero();
        assertThat(passed.output()).contains("1 tests successful");
    }

    private static boolean isJavaFx(String jar) {
        return Path.of(jar).getFileName().toString().startsWith("javafx-");
    }

    private static List<String> classPath() {
        return TestJvm.classPath();
    }

    private static TestJvm.Run run(Class<?> testClass, List<String> jvmFlags, List<String> classPath)
            throws IOException, InterruptedException {
        List<String> flags = new ArrayList<>(HEADLESS);
        flags.addAll(jvmFlags);
        return TestJvm.run(testClass.getName(), flags, classPath);
    }
}
