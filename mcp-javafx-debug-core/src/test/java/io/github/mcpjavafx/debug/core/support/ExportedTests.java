package io.github.mcpjavafx.debug.core.support;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Compiles the source {@code ui_export_test} wrote against the test classpath, and runs it headless
 * in a JVM of its own ({@link ExportedTestLauncher}), as a developer's build would.
 */
public final class ExportedTests {

    /** The headless settings the test JVM runs with, handed on to the exported test's JVM. */
    private static final List<String> HEADLESS = List.of("testfx.headless", "prism.order", "glass.platform",
            "monocle.platform", "java.awt.headless", "prism.verbose", "headless.geometry");
    private static final long RUN_TIMEOUT_S = 180;

    private ExportedTests() {
    }

    public static String testClasspath() {
        return JavaSources.testClasspath();
    }

    /** Compiles {@code source} into a new directory; fails with javac's messages when it does not compile. */
    public static Path compile(String qualifiedName, String source) throws IOException {
        Path out = JavaSources.compile(qualifiedName, source, testClasspath());
        Files.writeString(out.resolve(qualifiedName.substring(qualifiedName.lastIndexOf('.') + 1) + ".java"), source);
        return out;
    }

    /** Runs the compiled test class headless in a new JVM; the exit code is 0 when it passed. */
    public static Run run(String qualifiedName, Path classes) throws IOException, InterruptedException {
        return java(classes + File.pathSeparator + testClasspath(), ExportedTestLauncher.class.getName(), qualifiedName);
    }

    /**
     * Compiles {@code source} and runs it; the source and what the run printed stay in {@code folder} as
     * {@code <name>.java} and {@code <name>.log}, for a person to read after the build.
     */
    public static Run replay(String qualifiedName, String source, Path folder, String name)
            throws IOException, InterruptedException {
        Files.createDirectories(folder);
        Files.writeString(folder.resolve(name + ".java"), source);
        Run run = run(qualifiedName, compile(qualifiedName, source));
        Files.writeString(folder.resolve(name + ".log"), run.output());
        return run;
    }

    /** Runs {@code mainClass} headless in a new JVM on {@code classpath}, as the test JVM is set up. */
    public static Run java(String classpath, String mainClass, String... args) throws IOException, InterruptedException {
        return java(List.of(), classpath, mainClass, args);
    }

    /** {@link #java(String, String, String...)} with {@code jvmOptions} (such as {@code -Djava.io.tmpdir=…}) added. */
    public static Run java(List<String> jvmOptions, String classpath, String mainClass, String... args)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        for (String key : HEADLESS) {
            String value = System.getProperty(key);
            if (value != null) {
                command.add("-D" + key + "=" + value);
            }
        }
        command.addAll(jvmOptions);
        command.add("-cp");
        command.add(classpath);
        command.add(mainClass);
        command.addAll(List.of(args));
        Path log = Files.createTempFile("exported-test", ".log");
        Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        if (!process.waitFor(RUN_TIMEOUT_S, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor();
            throw new AssertionError(mainClass + " did not end within " + RUN_TIMEOUT_S + " s:\n"
                    + Files.readString(log, StandardCharsets.UTF_8));
        }
        return new Run(process.exitValue(), Files.readString(log, StandardCharsets.UTF_8));
    }

    /** @param output what the launcher printed: the summary and the failures */
    public record Run(int exitCode, String output) {
        public boolean passed() {
            return exitCode == 0;
        }
    }
}
