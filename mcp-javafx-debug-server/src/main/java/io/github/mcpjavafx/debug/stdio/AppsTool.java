package io.github.mcpjavafx.debug.stdio;

import io.github.mcpjavafx.debug.server.ServerInstance;
import io.modelcontextprotocol.server.McpServerFeatures.SyncToolSpecification;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * {@code ui_apps}, the proxy's own tool: the running apps (pid, main class, window titles) and which one the
 * calls go to; {@code select} chooses another. Its description is kept short: it is listed on top of the
 * app's tools, whose list has a budget.
 */
final class AppsTool {

    static final String NAME = "ui_apps";
    private static final String DESCRIPTION = "The running JavaFX apps (pid, main class, windows) and which one the"
            + " ui_* calls go to. select: the pid of another.";

    private final RunningApps apps;
    private final ChosenApp chosen;
    private final Function<ServerInstance, List<String>> windowTitles;

    /** @param windowTitles the titles of an app's showing windows, empty when it cannot tell */
    AppsTool(RunningApps apps, ChosenApp chosen, Function<ServerInstance, List<String>> windowTitles) {
        this.apps = apps;
        this.chosen = chosen;
        this.windowTitles = windowTitles;
    }

    SyncToolSpecification specification() {
        Map<String, Object> select = Map.of("type", "integer", "minimum", 1, "description", "pid of the app to use.");
        McpSchema.Tool tool = McpSchema.Tool.builder(NAME)
                .title("Running JavaFX apps")
                .description(DESCRIPTION)
                .inputSchema(Map.of("type", "object", "properties", Map.of("select", select), "additionalProperties", false))
                .annotations(new McpSchema.ToolAnnotations(null, true, false, true, false, null))
                .build();
        return SyncToolSpecification.builder().tool(tool).callHandler((exchange, request) -> call(request.arguments())).build();
    }

    CallToolResult call(Map<String, Object> arguments) {
        Object select = arguments == null ? null : arguments.get("select");
        try {
            if (select != null) {
                if (!(select instanceof Number pid) || pid.longValue() != pid.doubleValue() || pid.longValue() < 1) {
                    throw new NoAppToCall(NoAppToCall.INVALID_ARGUMENT, "select takes a pid (a positive integer), not " + select);
                }
                chosen.select(pid.longValue());
            }
        } catch (NoAppToCall refusal) {
            return ProxyResults.error(refusal);
        } catch (RuntimeException noAnswer) {
            return ProxyResults.error(NoAppToCall.RESTARTING, "the app with pid " + select + " does not answer ("
                    + noAnswer.getMessage() + "); the choice is unchanged.");
        }
        return listing();
    }

    private CallToolResult listing() {
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
        return CallToolResult.builder().addTextContent(text.toString()).structuredContent(Map.of("apps", listed)).build();
    }
}
