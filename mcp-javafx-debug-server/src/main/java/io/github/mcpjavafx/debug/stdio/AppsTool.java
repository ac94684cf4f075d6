package io.github.mcpjavafx.debug.stdio;

import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import io.github.mcpjavafx.debug.core.model.ErrorCode;
import io.github.mcpjavafx.debug.core.model.Range;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.mcp.ToolDeclaration;
import io.github.mcpjavafx.debug.server.ServerInstance;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

import static io.github.mcpjavafx.debug.mcp.ToolDeclaration.Effect.READS;
import static io.github.mcpjavafx.debug.mcp.ToolDeclaration.tool;

/**
 * {@code ui_apps}, the proxy's own tool: the running apps (pid, main class, window titles) and which one the
 * calls go to; {@code select} chooses another. Its description is kept short: it is listed on top of the
 * app's tools, whose list has a budget.
 */
final class AppsTool {

    static final ToolDeclaration<AppsTool, Arguments> DECLARATION =
            tool("ui_apps", "Running JavaFX apps", READS, Arguments.class, AppsTool::call)
                    .described("The running JavaFX apps (pid, main class, windows) and which one the"
                            + " ui_* calls go to. select: the pid of another.")
                    .example("{\"select\": 4242}")
                    .share(440);

    /** @param select the app to choose, nullable: choose none */
    record Arguments(@JsonPropertyDescription("pid of the app to use.") @Range(min = 1) Long select) {
    }

    private final RunningApps apps;
    private final ChosenApp chosen;
    private final Function<ServerInstance, List<String>> windowTitles;

    /** @param windowTitles the titles of an app's showing windows, empty when it cannot tell */
    AppsTool(RunningApps apps, ChosenApp chosen, Function<ServerInstance, List<String>> windowTitles) {
        this.apps = apps;
        this.chosen = chosen;
        this.windowTitles = windowTitles;
    }

    ProxyAnswer call(Arguments arguments) {
        if (arguments.select() != null) {
            try {
                chosen.select(arguments.select());
            } catch (UiException refusal) {
                throw refusal;
            } catch (RuntimeException noAnswer) {
                throw new UiException(ErrorCode.MCP_UI_APP_RESTARTING, "the app with pid " + arguments.select()
                        + " does not answer (" + noAnswer.getMessage() + "); the choice is unchanged.");
            }
        }
        return listing();
    }

    private ProxyAnswer listing() {
        List<ServerInstance> running = apps.now();
        Optional<ServerInstance> current = chosen.chosen().filter(running::contains);
        List<Map<String, Object>> listed = new ArrayList<>();
        StringBuilder text = new StringBuilder();
        if (running.isEmpty()) {
            text.append(apps.problem().map(problem -> "No app can be found: " + problem + ".")
                    .orElse("No JavaFX app with the debug server runs (instance files in " + apps.directory() + ")."));
        } else {
            text.append(running.size() == 1 ? "1 app" : running.size() + " apps")
                    .append(current.isPresent() ? "; * marks the one calls go to:" : "; none chosen: select one by pid.");
        }
        for (ServerInstance app : running) {
            boolean isChosen = current.map(app::equals).orElse(false);
            List<String> windows = windowTitles.apply(app);
            text.append('\n').append(isChosen ? "* " : "  ").append(app.pid()).append(' ').append(app.mainClass());
            windows.forEach(title -> text.append(" \"").append(title).append('"'));
            text.append(" in ").append(app.workingDirectory());
            Map<String, Object> entry = new LinkedHashMap<>();
            entry.put("pid", app.pid());
            entry.put("mainClass", app.mainClass());
            entry.put("workingDirectory", app.workingDirectory());
            entry.put("windows", windows);
            entry.put("chosen", isChosen);
            listed.add(entry);
        }
        return new ProxyAnswer(text.toString(), Map.of("apps", listed));
    }
}
