package io.github.mcpjavafx.debug.stdio;

import io.github.mcpjavafx.debug.server.ServerInstance;
import io.modelcontextprotocol.server.McpServerFeatures.SyncToolSpecification;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The tools the stdio entry point adds when it runs the app itself ({@code mcp -- COMMAND}):
 * {@code ui_app_restart}, after the agent rebuilt it, and {@code ui_app_console}, what it printed.
 */
final class LaunchedAppTools {

    static final String RESTART = "ui_app_restart";
    static final String CONSOLE = "ui_app_console";
    /** Under clients' 60 s request timeout, with room for the answer. */
    private static final Duration SERVE_WAIT = Duration.ofSeconds(45);
    private static final long LOOK_MILLIS = 250;
    private static final int DEFAULT_LINES = 100;
    /** Shown when the restarted app ends or does not serve: how it failed. */
    private static final int FAILURE_LINES = 20;
    /**
     * The most of the console one result shows, in each channel: well within what clients inline (Claude Code keeps
     * 50,000 characters) even with the structured copy; a failure's lines stay within an error's budget.
     */
    static final int CONSOLE_CHARS = 20_000;
    private static final int FAILURE_CHARS = 6_000;
    /** A line longer than this (a serialized blob, a progress bar without line ends) is cut. */
    static final int LINE_CHARS = 1_000;

    private final AppProcess app;
    private final RunningApps apps;
    private final ChosenApp chosen;

    LaunchedAppTools(AppProcess app, RunningApps apps, ChosenApp chosen) {
        this.app = app;
        this.apps = apps;
        this.chosen = chosen;
    }

    List<SyncToolSpecification> specifications() {
        McpSchema.Tool restart = McpSchema.Tool.builder(RESTART)
                .title("Restart the app")
                .description("Ends the app this server started and runs its command again (after a rebuild);"
                        + " answers once it serves.")
                .inputSchema(Map.of("type", "object", "properties", Map.of(), "additionalProperties", false))
                .annotations(new McpSchema.ToolAnnotations(null, false, true, false, false, null))
                .build();
        Map<String, Object> lines = Map.of("type", "integer", "minimum", 1, "maximum", AppProcess.CONSOLE_LINES,
                "description", "How many of the last lines (default " + DEFAULT_LINES + ").");
        McpSchema.Tool console = McpSchema.Tool.builder(CONSOLE)
                .title("The app's console")
                .description("The last lines the app this server started printed (stdout and stderr).")
                .inputSchema(Map.of("type", "object", "properties", Map.of("lines", lines), "additionalProperties", false))
                .annotations(new McpSchema.ToolAnnotations(null, true, false, true, false, null))
                .build();
        return List.of(
                SyncToolSpecification.builder().tool(restart).callHandler((exchange, request) -> restart()).build(),
                SyncToolSpecification.builder().tool(console).callHandler((exchange, request) -> console(request.arguments())).build());
    }

    CallToolResult restart() {
        long pid;
        try {
            pid = app.start();
        } catch (IOException e) {
            return ProxyResults.error(NoAppToCall.NO_APP, "cannot run " + app.commandLine() + ": " + e.getMessage());
        }
        long deadline = System.nanoTime() + SERVE_WAIT.toNanos();
        while (System.nanoTime() < deadline) {
            Optional<ServerInstance> serving = apps.now().stream().filter(app::serves).findFirst();
            if (serving.isPresent()) {
                chosen.follow(apps.now());
                ServerInstance callsGoTo = chosen.chosen().orElse(serving.get());
                String text = "restarted: " + ChosenApp.label(serving.get()) + " serves" + (callsGoTo.equals(serving.get())
                        ? "; calls go to it" : "; calls go to " + ChosenApp.label(callsGoTo) + ", selected with ui_apps");
                return CallToolResult.builder()
                        .addTextContent(text)
                        .structuredContent(Map.of("pid", serving.get().pid(), "serving", true, "callsGoTo", callsGoTo.pid()))
                        .build();
            }
            if (app.running().isEmpty()) {
                return failure("the app ended (exit code " + app.exitCode().map(String::valueOf).orElse("?") + ") before it served");
            }
            try {
                Thread.sleep(LOOK_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        return failure("pid " + pid + " runs but does not serve after " + SERVE_WAIT.toSeconds() + " s (a JavaFX app?)");
    }

    /**
     * The last lines of the console that fit in {@code maxChars}, each cut at {@value #LINE_CHARS} characters.
     *
     * @param leftOut how many of the lines asked for did not fit, the earliest
     */
    record ConsoleTail(List<String> lines, int leftOut) {

        static ConsoleTail of(List<String> asked, int maxChars) {
            Deque<String> kept = new ArrayDeque<>();
            int total = 0;
            for (int i = asked.size() - 1; i >= 0; i--) {
                String line = asked.get(i);
                String cut = line.length() <= LINE_CHARS ? line
                        : line.substring(0, LINE_CHARS) + "… (" + (line.length() - LINE_CHARS) + " more characters)";
                if (total + cut.length() + 1 > maxChars) {
                    break;
                }
                total += cut.length() + 1;
                kept.addFirst(cut);
            }
            return new ConsoleTail(List.copyOf(kept), asked.size() - kept.size());
        }

        String text() {
            String shown = String.join("\n", lines);
            return leftOut == 0 ? shown : "(" + leftOut + " earlier lines left out: ask for fewer lines)\n" + shown;
        }
    }

    private CallToolResult failure(String what) {
        ConsoleTail last = ConsoleTail.of(app.console(FAILURE_LINES), FAILURE_CHARS);
        return ProxyResults.error(NoAppToCall.RESTARTING, what + "; its last lines:\n" + last.text());
    }

    CallToolResult console(Map<String, Object> arguments) {
        Object asked = arguments == null ? null : arguments.get("lines");
        int lines = DEFAULT_LINES;
        if (asked != null) {
            if (!(asked instanceof Number n) || n.intValue() != n.doubleValue() || n.intValue() < 1 || n.intValue() > AppProcess.CONSOLE_LINES) {
                return ProxyResults.error(NoAppToCall.INVALID_ARGUMENT, "lines takes a whole number from 1 to "
                        + AppProcess.CONSOLE_LINES + ", not " + asked);
            }
            lines = n.intValue();
        }
        ConsoleTail shown = ConsoleTail.of(app.console(lines), CONSOLE_CHARS);
        Map<String, Object> structured = new LinkedHashMap<>();
        app.running().ifPresent(process -> structured.put("pid", process.pid()));
        app.exitCode().ifPresent(code -> structured.put("exitCode", code));
        if (shown.leftOut() > 0) {
            structured.put("earlierLinesLeftOut", shown.leftOut());
        }
        structured.put("lines", shown.lines());
        return CallToolResult.builder().addTextContent(shown.text()).structuredContent(structured).build();
    }
}
