package io.github.mcpjavafx.debug.core.support;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The export goals of an app, measured (not a test of CI: {@code -Pexport-goals} runs it): its exports
 * replayed in new JVMs with only the flags their headers name, {@code export.repeats} times (10), with {@code
 * export.load} beside the recording and the replay ({@code cores}: a CPU burner per core and one more; {@code none}),
 * and a mutant without each recorded action. What it found is printed as a table and kept under
 * {@code target/export-goals}; the run fails when a goal is missed, saying which.
 */
public final class ExportGoals {

    private ExportGoals() {
    }

    /** How long one replay may take ({@code export.replay.timeout.s}): FXSampler's took 4.5 min beside a load of 40. */
    private static final long RUN_TIMEOUT_S = Long.getLong("export.replay.timeout.s", 900);
    private static final Pattern FAILURE = Pattern.compile("=> (.*)");

    /** How a replay of one app runs: its JDK, its module path (the app's, as its header says), its class path. */
    public record ReplayJvm(String testClass, Path javaHome, List<String> modulePath, List<String> classPath) {

        public List<String> command(ExportedSource source, Path classes) {
            List<String> command = new ArrayList<>(List.of(javaHome.resolve("bin/java").toString()));
            command.addAll(source.headerFlags());
            if (!modulePath.isEmpty()) {
                command.addAll(List.of("--module-path", String.join(File.pathSeparator, modulePath)));
            }
            List<String> path = new ArrayList<>(List.of(classes.toString()));
            path.addAll(classPath);
            command.addAll(List.of("-cp", String.join(File.pathSeparator, path), ExportedTestLauncher.class.getName(),
                    testClass));
            return command;
        }
    }

    /** A replay's end: passed or not, and the first failure with the export's line it failed at. */
    public record Replay(boolean passed, String failure, String output) {
    }

    /** How long an app may take to start serving and show its first frames with the load beside it. */
    public static final java.time.Duration START = java.time.Duration.ofMinutes(6);

    public static int repeats() {
        return Integer.getInteger("export.repeats", 10);
    }

    public static CpuBurners load() {
        String load = System.getProperty("export.load", "cores");
        return switch (load) {
            case "cores" -> CpuBurners.onEveryCore();
            case "none" -> CpuBurners.none();
            default -> throw new IllegalArgumentException("export.load is cores or none, not " + load);
        };
    }

    public static Path folder(String app) throws IOException {
        Path folder = Path.of("target/export-goals", app);
        Files.createDirectories(folder);
        return folder;
    }

    public static Replay replay(ReplayJvm jvm, ExportedSource source, Path classes, Path log) throws IOException, InterruptedException {
        List<String> command = jvm.command(source, classes);
        Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        if (!process.waitFor(RUN_TIMEOUT_S, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor();
            return new Replay(false, "did not end within " + RUN_TIMEOUT_S + " s", Files.readString(log, StandardCharsets.UTF_8));
        }
        String output = Files.readString(log, StandardCharsets.UTF_8);
        Files.writeString(log, String.join(" ", command) + "\n\n" + output);
        return new Replay(process.exitValue() == 0, process.exitValue() == 0 ? "" : failure(output, source), output);
    }

    /** The launcher's first failure line, and the export's line its stack names ({@code Test.java:57}). */
    public static String failure(String output, ExportedSource source) {
        Matcher failure = FAILURE.matcher(output);
        String what = failure.find() ? failure.group(1).trim() : lastLines(output, 5);
        Matcher at = Pattern.compile("replaysRecordedSession\\(\\w+\\.java:(\\d+)\\)").matcher(output);
        if (at.find()) {
            int line = Integer.parseInt(at.group(1));
            List<String> lines = source.source().lines().toList();
            if (line <= lines.size()) {
                what += " | at line " + line + ": " + lines.get(line - 1).trim();
            }
        }
        return what;
    }

    /** Records a session and answers its export's source. */
    public interface Session {
        String recordAndExport() throws Exception;
    }

    /**
     * The goals of an app recorded once: {@code session} recorded with the load beside it, its export replayed {@link
     * #repeats()} times, then once without each recorded action. The table is printed and kept as {@code goals.txt}
     * in {@code target/export-goals/<folderName>}.
     */
    public static Tally recordedOnce(String app, String folderName, ReplayJvm jvm, Compiler compiler, Session session)
            throws Exception {
        Path folder = folder(folderName);
        Tally tally = new Tally(app, folder.resolve("goals.txt"));
        StringBuilder loads = new StringBuilder();
        try (CpuBurners load = load()) {
            String source = session.recordAndExport();
            Files.writeString(folder.resolve("export.java"), source);
            ExportedSource export = new ExportedSource(source);
            tally.row(String.format("%-44s %d checks, %d actions", "export", export.checks().size(), export.actions().size()));
            Path classes = compiler.compile(source);
            for (int run = 1; run <= repeats(); run++) {
                tally.replayed("replay " + run, replay(jvm, export, classes, folder.resolve("replay-" + run + ".log")));
                loads.append(CpuBurners.loadAverage()).append(' ');
            }
            mutants(export, jvm, compiler, folder, tally);
            tally.row(String.format("%-44s %s", "load average (1 min) after each replay", loads.toString().trim()));
            String table = tally.table(load.count() + " CPU burners of this JVM, load average " + CpuBurners.loadAverage());
            System.out.println(table);
            Files.writeString(folder.resolve("goals.txt"), table);
        }
        return tally;
    }

    /** Compiles an export's source into a folder of classes. */
    public interface Compiler {
        Path compile(String source) throws IOException, InterruptedException;
    }

    /**
     * Replays {@code export} once without each of its recorded actions in turn; each replay should fail. {@code
     * -Dexport.mutants=false} leaves them out (a run that measures only the replays under load), and says so.
     */
    public static void mutants(ExportedSource export, ReplayJvm jvm, Compiler compiler, Path folder, Tally tally)
            throws IOException, InterruptedException {
        List<String> actions = export.actions();
        if (!Boolean.parseBoolean(System.getProperty("export.mutants", "true"))) {
            tally.row("mutants not run (export.mutants=false): " + actions.size() + " recorded actions");
            return;
        }
        for (int i = 0; i < actions.size(); i++) {
            String mutant = export.withoutAction(i);
            Files.writeString(folder.resolve("mutant-" + (i + 1) + ".java"), mutant);
            Replay replay = replay(jvm, new ExportedSource(mutant), compiler.compile(mutant), folder.resolve("mutant-" + (i + 1) + ".log"));
            tally.mutant(actions.get(i), replay);
            tally.row(String.format("mutant %2d, without %s: %s", i + 1, actions.get(i),
                    replay.passed() ? "PASSED" : "failed (" + replay.failure() + ")"));
        }
    }

    public static String firstLine(Throwable e) {
        String message = String.valueOf(e.getMessage());
        return message.lines().findFirst().orElse(message);
    }

    private static String lastLines(String output, int count) {
        List<String> lines = output.lines().toList();
        return String.join(" / ", lines.subList(Math.max(0, lines.size() - count), lines.size()));
    }

    /** Counts and names what a run of the goals found, and prints it as a table. */
    public static final class Tally {
        private final String app;
        private int replays;
        private int passed;
        private final List<String> failures = new ArrayList<>();
        private final List<String> rows = new ArrayList<>();
        private int mutants;
        private int mutantsFailing;
        private final List<String> survivors = new ArrayList<>();

        private final Path file;

        /** Keeps its table in {@code file}, written anew at each figure: a run cut short leaves what it found. */
        public Tally(String app, Path file) {
            this.app = app;
            this.file = file;
        }

        private void save() {
            try {
                Files.writeString(file, table(CpuBurners.loadAverage() + " now"));
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }

        public void replayed(String name, Replay replay) {
            replays++;
            if (replay.passed()) {
                passed++;
            } else {
                failures.add(name + ": " + replay.failure());
            }
            save();
        }

        public void mutant(String action, Replay replay) {
            mutants++;
            if (replay.passed()) {
                survivors.add(action);
            } else {
                mutantsFailing++;
            }
            save();
        }

        public void row(String row) {
            rows.add(row);
            save();
        }

        public boolean allPassed() {
            return passed == replays;
        }

        public boolean allMutantsFail() {
            return mutantsFailing == mutants;
        }

        /** The figures as a table; {@code load} says what ran beside the app and its replays. */
        public String table(String load) {
            StringBuilder out = new StringBuilder();
            out.append("== Export goals: ").append(app).append(" (").append(load).append(") ==\n");
            rows.forEach(row -> out.append(row).append('\n'));
            out.append(String.format("%-44s %d/%d%n", "replays passed/run", passed, replays));
            failures.forEach(failure -> out.append("  failed: ").append(failure).append('\n'));
            out.append(String.format("%-44s %d/%d%n", "mutants without one action failing/run", mutantsFailing, mutants));
            survivors.forEach(action -> out.append("  passed without: ").append(action).append('\n'));
            return out.toString();
        }
    }
}
