package io.github.mcpjavafx.debug.core.support;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A test {@code ui_export_test} wrote, read as its parts: the JVM flags its header names, its checks, its recorded
 * actions; and the copies the export goals run: one without one recorded action (a mutant), one that checks each value
 * again, with no action, for a few seconds after it was checked (values that change on their own).
 */
public record ExportedSource(String source) {

    /** The method the export writes the steps in. */
    private static final String STEPS = "void replaysRecordedSession()";
    private static final Pattern SYSTEM_PROPERTY = Pattern.compile("(-D[\\w.]+=\\S+?)(?=[;,]?(\\s|$))");
    private static final String EVENTUALLY = "eventually(() -> ";
    /** A recorded wait ({@code WaitForAsyncUtils.waitFor(…)}, {@code waitForFxEvents()}): neither an action nor a check. */
    private static final String WAIT = "WaitForAsyncUtils.";
    private static final Pattern FLAG_LINE = Pattern.compile("^ \\*\\s{3}(-\\S+)$");

    /**
     * Every JVM flag the header names: the headless platform's system properties and the lines a build adds to its
     * test JVM or that the app was started with. Nothing else: what the header does not name, the run does not get.
     */
    public List<String> headerFlags() {
        List<String> flags = new ArrayList<>();
        for (String line : header()) {
            Matcher flag = FLAG_LINE.matcher(line);
            if (flag.matches()) {
                flags.add(flag.group(1));
                continue;
            }
            if (line.contains("headless also")) {
                Matcher property = SYSTEM_PROPERTY.matcher(line);
                while (property.find()) {
                    flags.add(property.group(1));
                }
            }
        }
        return flags;
    }

    /** The statements of the steps that check: each {@code assert…} line, trimmed. */
    public List<String> checks() {
        return statements().stream().filter(ExportedSource::isCheck).toList();
    }

    /** The statements of the steps that act (not a check, not a wait, not a comment), in the order recorded. */
    public List<String> actions() {
        return statements().stream().filter(statement -> !isCheck(statement) && !statement.startsWith(WAIT)).toList();
    }

    /** This source without the {@code index}th of {@link #actions()}: a replay of it should fail. */
    public String withoutAction(int index) {
        String action = actions().get(index);
        List<String> lines = new ArrayList<>(source.lines().toList());
        int[] span = spanOf(lines, action, occurrence(index));
        for (int i = span[1]; i >= span[0]; i--) {
            lines.remove(i);
        }
        return String.join("\n", lines) + "\n";
    }

    /**
     * This source with each check of a value (not of printed lines) followed by {@code times} checks again, {@code
     * pauseMs} apart, with no action between: a check that held and then fails changed on its own, and the run prints
     * {@code CHANGED ON ITS OWN: <check>} for it (once) and goes on.
     */
    public String rechecked(int times, long pauseMs) {
        StringBuilder out = new StringBuilder();
        boolean inSteps = false;
        for (String line : source.lines().toList()) {
            out.append(line).append('\n');
            inSteps |= line.contains(STEPS);
            String trimmed = checkOnce(line.trim());
            if (inSteps && isCheck(trimmed) && trimmed.endsWith(";") && !trimmed.startsWith("assertPrinted(")) {
                String indent = line.substring(0, line.indexOf(line.trim()));
                out.append(indent).append("for (int recheck = 0; recheck < ").append(times).append("; recheck++) {\n")
                        .append(indent).append("    Thread.sleep(").append(pauseMs).append(");\n")
                        .append(indent).append("    try { ").append(trimmed).append(" } catch (AssertionError changed) {\n")
                        .append(indent).append("        System.out.println(\"CHANGED ON ITS OWN: \" + ")
                        .append(javaString(trimmed)).append(" + \" (\" + changed.getMessage() + \")\");\n")
                        .append(indent).append("        break;\n")
                        .append(indent).append("    }\n")
                        .append(indent).append("}\n");
            }
        }
        return out.toString();
    }

    /** The checks {@link #rechecked} found changing on their own, from what its run printed. */
    public static List<String> changedOnTheirOwn(String output) {
        return output.lines().filter(line -> line.startsWith("CHANGED ON ITS OWN: ")).toList();
    }

    private List<String> header() {
        List<String> header = new ArrayList<>();
        for (String line : source.lines().toList()) {
            if (line.startsWith("class ") || line.contains(" class ")) {
                break;
            }
            header.add(line);
        }
        return header;
    }

    /** The statements of the steps' method, each joined to one line when it spans several; comments left out. */
    private List<String> statements() {
        List<String> statements = new ArrayList<>();
        StringBuilder statement = new StringBuilder();
        int depth = -1;
        for (String line : source.lines().toList()) {
            if (depth < 0) {
                if (line.contains(STEPS)) {
                    depth = 1;
                }
                continue;
            }
            String trimmed = line.trim();
            depth += count(trimmed, '{') - count(trimmed, '}');
            if (depth <= 0) {
                break;
            }
            if (trimmed.isEmpty() || trimmed.startsWith("//")) {
                continue;
            }
            statement.append(statement.length() == 0 ? "" : " ").append(trimmed);
            if (trimmed.endsWith(";") && depth == 1) {
                statements.add(statement.toString());
                statement.setLength(0);
            }
        }
        return statements;
    }

    /** How many of the actions before {@code index} read the same: the one to remove is the next. */
    private int occurrence(int index) {
        String action = actions().get(index);
        return (int) actions().subList(0, index).stream().filter(action::equals).count();
    }

    /** The first and last line of the {@code occurrence}th statement that reads {@code statement} in the steps. */
    private static int[] spanOf(List<String> lines, String statement, int occurrence) {
        int start = lines.indexOf(lines.stream().filter(line -> line.contains(STEPS)).findFirst().orElseThrow()) + 1;
        int seen = 0;
        for (int i = start; i < lines.size(); i++) {
            StringBuilder joined = new StringBuilder();
            for (int j = i; j < lines.size(); j++) {
                joined.append(j == i ? "" : " ").append(lines.get(j).trim());
                if (!statement.startsWith(joined.toString())) {
                    break;
                }
                if (joined.toString().equals(statement)) {
                    if (seen++ == occurrence) {
                        return new int[] {i, j};
                    }
                    break;
                }
            }
        }
        throw new IllegalArgumentException("Not in the steps: " + statement);
    }

    /** A check, also one waited for: {@code eventually(() -> assertEquals(…));}. */
    private static boolean isCheck(String statement) {
        return statement.startsWith("assert") || statement.startsWith(EVENTUALLY);
    }

    /** The check itself: an {@code eventually} would wait out a value that changed on its own and wrongly pass. */
    private static String checkOnce(String check) {
        return check.startsWith(EVENTUALLY) ? check.substring(EVENTUALLY.length(), check.length() - 2) + ";" : check;
    }

    private static int count(String text, char c) {
        return (int) text.chars().filter(ch -> ch == c).count();
    }

    private static String javaString(String text) {
        return '"' + text.replace("\\", "\\\\").replace("\"", "\\\"") + '"';
    }
}
