package io.github.mcpjavafx.debug.stdio;

import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import io.github.mcpjavafx.debug.core.model.ErrorCode;
import io.github.mcpjavafx.debug.core.model.Range;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.mcp.ToolDeclaration;
import io.github.mcpjavafx.debug.server.ServerInstance;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static io.github.mcpjavafx.debug.mcp.ToolDeclaration.Effect.ENDS;
import static io.github.mcpjavafx.debug.mcp.ToolDeclaration.Effect.READS;
import static io.github.mcpjavafx.debug.mcp.ToolDeclaration.tool;

/**
 * The tools the stdio entry point adds when it runs the app itself ({@code mcp -- COMMAND}):
 * {@code ui_app_restart}, after the agent rebuilt it, and {@code ui_app_console}, what it printed.
 */
final class LaunchedAppTools {

    private static final int DEFAULT_LINES = 100;
    static final List<ToolDeclaration<LaunchedAppTools, ?>> ALL = List.of(
            tool("ui_app_restart", "Restart the app", ENDS, Restart.class, LaunchedAppTools::restart)
                    .described("Ends the app this server started and runs its command again (after a rebuild);"
                            + " answers once it serves.")
                    .example("{}")
                    .share(355),
            tool("ui_app_console", "The app's console", READS, Console.class, LaunchedAppTools::console)
                    .described("The last lines the app this server started printed (stdout and stderr).")
                    .example("{\"lines\": 50}")
                    .share(435));

    /** {@code ui_app_restart} takes no arguments. */
    record Restart() {
    }

    /** @param lines how many of the last lines, nullable: {@value #DEFAULT_LINES} */
    record Console(@JsonPropertyDescription("How many of the last lines (default " + DEFAULT_LINES + ").")
                   @Range(min = 1, max = AppProcess.CONSOLE_LINES) Integer lines) {
    }

    /** Under clients' 60 s request timeout, with room for the answer. */
    private static final Duration SERVE_WAIT = Duration.ofSeconds(45);
    private static final long LOOK_MILLIS = 250;
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

    ProxyAnswer restart(Restart arguments) {
        long pid;
        try {
            pid = app.start();
        } catch (IOException e) {
            throw new UiException(ErrorCode.MCP_UI_NO_APP, "cannot run " + app.commandLine() + ": " + e.getMessage());
        }
        long deadline = System.nanoTime() + SERVE_WAIT.toNanos();
        while (System.nanoTime() < deadline) {
            Optional<ServerInstance> serving = apps.now().stream().filter(app::serves).findFirst();
            if (serving.isPresent()) {
                chosen.follow(apps.now());
                ServerInstance callsGoTo = chosen.chosen().orElse(serving.get());
                String text = "restarted: " + ChosenApp.label(serving.get()) + " serves" + (callsGoTo.equals(serving.get())
                        ? "; calls go to it" : "; calls go to " + ChosenApp.label(callsGoTo) + ", selected with ui_apps");
                return new ProxyAnswer(text, Map.of("pid", serving.get().pid(), "serving", true, "callsGoTo", callsGoTo.pid()));
            }
            if (app.running().isEmpty()) {
                throw failure("the app ended (exit code " + app.exitCode().map(String::valueOf).orElse("?") + ") before it served");
            }
            try {
                Thread.sleep(LOOK_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        throw failure("pid " + pid + " runs but does not serve after " + SERVE_WAIT.toSeconds() + " s (a JavaFX app?)");
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

    private UiException failure(String what) {
        ConsoleTail last = ConsoleTail.of(app.console(FAILURE_LINES), FAILURE_CHARS);
        return new UiException(ErrorCode.MCP_UI_APP_RESTARTING, what + "; its last lines:\n" + last.text());
    }

    ProxyAnswer console(Console arguments) {
        int lines = arguments.lines() == null ? DEFAULT_LINES : arguments.lines();
        ConsoleTail shown = ConsoleTail.of(app.console(lines), CONSOLE_CHARS);
        Map<String, Object> structured = new LinkedHashMap<>();
        app.running().ifPresent(process -> structured.put("pid", process.pid()));
        app.exitCode().ifPresent(code -> structured.put("exitCode", code));
        if (shown.leftOut() > 0) {
            structured.put("earlierLinesLeftOut", shown.leftOut());
        }
        structured.put("lines", shown.lines());
        return new ProxyAnswer(shown.text(), structured);
    }
}
