package io.github.mcpjavafx.debug.stdio;

import io.github.mcpjavafx.debug.mcp.ArgumentTables;
import io.github.mcpjavafx.debug.mcp.ToolDeclaration;
import io.github.mcpjavafx.debug.testsupport.Await;
import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.json.JsonMapper;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code ui_app_console} over a real process the stdio entry point started; the restart is proven in the agent's IT. */
class LaunchedAppToolsTest {

    private static final Path DOCS = Path.of("..", "docs", "tools.md");

    @TempDir
    Path directory;

    private CallToolResult console(AppProcess app, Map<String, Object> arguments) {
        RunningApps apps = new RunningApps(directory);
        LaunchedAppTools tools = new LaunchedAppTools(app, apps, new ChosenApp(apps, McpJsonDefaults.getMapper()));
        return OwnToolCalls.call(ToolDeclaration.servedBy(tools, LaunchedAppTools.ALL).stream()
                .filter(tool -> tool.declaration().name().equals("ui_app_console")).findFirst().orElseThrow(), arguments);
    }

    @Test
    void docsShowTheArgumentsAsPublished() throws Exception {
        String docs = Files.readString(DOCS);
        String expected = docs;
        for (ToolDeclaration<LaunchedAppTools, ?> tool : LaunchedAppTools.ALL) {
            expected = ArgumentTables.replace(expected, tool.name(),
                    ArgumentTables.render(JsonMapper.shared().valueToTree(tool.published(McpJsonDefaults.getMapper()).inputSchema())));
        }
        assertThat(docs).as("docs/tools.md's tables of the launched app's tools").isEqualTo(expected);
    }

    @Test
    @EnabledOnOs({OS.LINUX, OS.MAC})
    void theConsoleShowsWhatTheAppPrintedWhereItStartedAndHowItEnded() throws Exception {
        AppProcess app = new AppProcess(List.of("sh", "-c", "echo first; echo second >&2; exit 3"), Path.of("agent.jar"), "");
        long pid = app.start();
        ProcessHandle.of(pid).ifPresent(process -> process.onExit().join());
        List<String> expected = List.of("--- started: pid " + pid + ", sh -c echo first; echo second >&2; exit 3",
                "first", "second", "--- pid " + pid + " ended with exit code 3");
        CallToolResult console = awaitLines(app, expected.size());

        assertThat(((McpSchema.TextContent) console.content().get(0)).text()).isEqualTo(String.join("\n", expected));
        assertThat(console.structuredContent()).isEqualTo(Map.of("exitCode", 3, "lines", expected));
        assertThat(((McpSchema.TextContent) console(app, Map.of("lines", 1)).content().get(0)).text())
                .isEqualTo("--- pid " + pid + " ended with exit code 3");
    }

    @Test
    @EnabledOnOs({OS.LINUX, OS.MAC})
    void aConsoleOfLongLinesIsShownWithinItsBudgetTheLatestFirstKept() throws Exception {
        // thirty lines of 200,000 characters each, as a serialized blob or a progress bar without line ends prints
        AppProcess app = new AppProcess(List.of("sh", "-c", "for i in $(seq 30); do head -c 200000 /dev/zero | tr '\\0' x;"
                + " echo; done; echo last"), Path.of("agent.jar"), "");
        long pid = app.start();
        ProcessHandle.of(pid).ifPresent(process -> process.onExit().join());
        CallToolResult console = awaitLines(app, 33);

        String text = ((McpSchema.TextContent) console.content().get(0)).text();
        assertThat(text.length()).isLessThanOrEqualTo(LaunchedAppTools.CONSOLE_CHARS + 100);
        assertThat(text).contains("199000 more characters)").contains("\nlast\n").endsWith("exit code 0")
                .startsWith("(").contains("earlier lines left out: ask for fewer lines)");
        assertThat(JsonMapper.shared().writeValueAsString(console.structuredContent()).length())
                .isLessThanOrEqualTo(LaunchedAppTools.CONSOLE_CHARS + 200);
        assertThat(((Map<?, ?>) console.structuredContent()).get("earlierLinesLeftOut")).isInstanceOf(Integer.class);
    }

    @Test
    void linesTakesAWholeNumberFromOneTo2000() {
        AppProcess app = new AppProcess(List.of("true"), Path.of("agent.jar"), "");
        Map<Object, String> problems = Map.of(0, "lines must be from 1 to 2000; was 0.",
                2001, "lines must be from 1 to 2000; was 2001.",
                1.5, "lines must be a whole number; was 1.5.",
                "ten", "lines must be a whole number; was \"ten\".");
        problems.forEach((bad, problem) -> {
            CallToolResult refused = console(app, Map.of("lines", bad));
            assertThat(refused.isError()).as("lines=%s", bad).isTrue();
            assertThat(((McpSchema.TextContent) refused.content().get(0)).text())
                    .isEqualTo("MCP_UI_INVALID_ARGUMENT: " + problem + " Nothing was run. Example: ui_app_console {\"lines\": 50}");
        });
    }

    /** The output is read on a thread of its own: waits until all of it is there. */
    private CallToolResult awaitLines(AppProcess app, int count) {
        Await.await(count + " lines of output", Duration.ofSeconds(10), () -> app.console(AppProcess.CONSOLE_LINES).size() >= count);
        return console(app, Map.of());
    }
}
