package io.github.mcpjavafx.debug.server;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.McpJavafxDebug;
import io.github.mcpjavafx.debug.McpJavafxHandle;
import io.github.mcpjavafx.debug.core.scene.WindowList;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.support.MailFixture;
import io.github.mcpjavafx.debug.support.McpTestClient;
import io.github.mcpjavafx.debug.support.SchemaFuzzer;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ComboBoxBase;
import javafx.scene.control.ListView;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.TextInputControl;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

import static io.github.mcpjavafx.debug.support.McpTestClient.structured;
import static io.github.mcpjavafx.debug.support.McpTestClient.text;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every published tool, called a few hundred times with arguments drawn from its own input schema
 * (seeded, so a failure replays): valid ones and ones broken in one place. Every call is answered
 * within the FX timeout and never with {@code MCP_UI_INTERNAL}; a refusal names the argument and
 * leaves the app as it was; the server and the app still work afterwards.
 */
class ArgumentFuzzTest {

    private static final long SEED = Long.getLong("fuzz.seed", 20_260_412L);
    private static final int CALLS_PER_TOOL = Integer.getInteger("fuzz.callsPerTool", 200);
    private static final int FX_TIMEOUT_MS = 2000;
    /** A call may take its FX timeout plus the HTTP round trip and shaping the answer. */
    private static final Duration ANSWER_WITHIN = Duration.ofMillis(FX_TIMEOUT_MS + 2500);
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private static MailFixture app;
    /** Where the app's window stood and how large it was: a valid window action moves, resizes or closes it. */
    private static Rectangle2D frame;
    private static McpJavafxHandle server;

    @BeforeAll
    static void showAppAndStartServer() {
        HeadlessFx.closeAllWindows();
        app = MailFixture.show();
        HeadlessFx.onFx(() -> {
            TextField name = new TextField("Ada");
            name.setId("name");
            TextArea notes = new TextArea("first line");
            notes.setId("notes");
            notes.setPrefRowCount(3);
            CheckBox flag = new CheckBox("Flagged");
            flag.setId("flag");
            ((BorderPane) app.stage.getScene().getRoot()).setRight(new VBox(6, name, notes, flag));
            return null;
        });
        HeadlessFx.settle();
        frame = HeadlessFx.onFx(() -> new Rectangle2D(app.stage.getX(), app.stage.getY(), app.stage.getWidth(),
                app.stage.getHeight()));
        server = McpJavafxDebug.install(McpJavafxConfig.builder().fxTimeoutMs(FX_TIMEOUT_MS).build());
    }

    @AfterAll
    static void stop() {
        if (server != null) {
            server.close();
        }
        app.close();
    }

    @Test
    void fuzzedArgumentsAreAnsweredInTimeNeverInternalAndRefusalsNameTheArgumentAndChangeNothing() {
        Map<String, Integer> callsByTool = new TreeMap<>();
        Map<String, Integer> byOutcome = new TreeMap<>();
        List<String> problems = new ArrayList<>();
        Map<String, Integer> problemKinds = new TreeMap<>();
        long slowest = 0;
        Random random = new Random(SEED);
        try (McpTestClient client = McpTestClient.streamable(server.endpoint(), server.token(), ANSWER_WITHIN)) {
            for (McpSchema.Tool tool : client.raw().listTools().tools()) {
                @SuppressWarnings("unchecked")
                Map<String, Object> schema = JSON.convertValue(tool.inputSchema(), Map.class);
                SchemaFuzzer fuzzer = new SchemaFuzzer(schema, tool.description(), random, ArgumentFuzzTest::plausible);
                for (int i = 0; i < CALLS_PER_TOOL; i++) {
                    SchemaFuzzer.Case fuzzCase = i % 2 == 0 ? fuzzer.valid() : fuzzer.invalid();
                    if (tool.name().equals("ui_pick") && !fuzzCase.breaksSchema()) {
                        continue; // it waits for a person's click (30 s by default): PickOverMcpTest has a person
                    }
                    String before = fingerprint();
                    long started = System.nanoTime();
                    String outcome;
                    CallToolResult result = null;
                    try {
                        result = client.call(tool.name(), fuzzCase.arguments());
                        outcome = outcome(result);
                    } catch (RuntimeException e) {
                        outcome = "no answer: " + e;
                    }
                    long tookMs = (System.nanoTime() - started) / 1_000_000;
                    slowest = Math.max(slowest, tookMs);
                    callsByTool.merge(tool.name(), 1, Integer::sum);
                    byOutcome.merge(outcome.startsWith("no answer") ? "no answer" : outcome, 1, Integer::sum);
                    String problem = problem(fuzzCase, result, outcome, tookMs, before);
                    if (problem != null) {
                        String answer = result == null ? "" : text(result);
                        problemKinds.merge(tool.name() + " " + problem.lines().findFirst().orElse("")
                                .replaceAll(" \\(details.*", "") + " / " + answer.substring(0, Math.min(50, answer.length())),
                                1, Integer::sum);
                    }
                    if (problem != null && (problems.size() < 40 || !problem.startsWith("the refusal names"))) {
                        problems.add(problem.startsWith("the refusal names") ? problems.size() : 0, tool.name() + " " + fuzzCase.kind() + " at " + fuzzCase.path() + ": " + problem
                                + "\n    arguments: " + shorten(String.valueOf(fuzzCase.arguments()))
                                + (result == null ? "" : "\n    answer: " + shorten(text(result))));
                    }
                    if (!Boolean.TRUE.equals(tool.annotations().readOnlyHint()) && !"MCP_UI_INVALID_ARGUMENT".equals(outcome)) {
                        backToTheMainWindow();
                    }
                }
            }
            int total = callsByTool.values().stream().mapToInt(Integer::intValue).sum();
            System.out.println("Argument fuzzing (seed " + SEED + "): " + total + " calls " + callsByTool
                    + "; outcomes " + byOutcome + "; slowest answer " + slowest + " ms");

            backToTheMainWindow();
            CallToolResult last = client.call("ui_get_snapshot", Map.of());
            assertThat(last.isError()).as(text(last)).isFalse();
            assertThat(text(last)).contains("#tabs");
        }
        assertThat(problems).as("fuzzed calls that misbehaved, by kind: " + problemKinds).isEmpty();
        assertThat(HeadlessFx.<Boolean>onFx(() -> app.stage.isShowing())).as("the app is still running").isTrue();
    }

    @Test
    void refusalsThatTheSchemaCannotStateNameTheirArgumentToo() {
        try (McpTestClient client = McpTestClient.streamable(server.endpoint(), server.token(), ANSWER_WITHIN)) {
            assertNamed(client.call("ui_get_node", Map.of("target", Map.of("css", "#name", "text", "Ada"))), "target");
            assertNamed(client.call("ui_get_snapshot", Map.of("root", Map.of())), "root");
            assertNamed(client.call("ui_get_snapshot", Map.of("mode", "full", "interactive", true)), "(arguments)");
            assertNamed(client.call("ui_query", Map.of("selector", Map.of("css", "##"))), "selector");
            assertNamed(client.call("ui_query", Map.of("selector", Map.of("predicate", Map.of()))), "selector");
            assertNamed(client.call("ui_wait", Map.of("until", "visible", "selector", Map.of("text", "(", "match", "regex"),
                    "timeoutMs", 100)), "selector");
            assertNamed(client.call("ui_get_node", Map.of("target", Map.of("css", "[x"))), "target");
            assertNamed(client.call("ui_screenshot", Map.of("target", Map.of("css", "Button >"))), "target");
            assertNamed(client.call("ui_perform", Map.of("actions", List.of(Map.of("type", "pressKey", "key", "NOPE")))),
                    "actions[0].key");
            assertNamed(client.call("ui_perform", Map.of("actions", List.of(Map.of("type", "drag",
                    "target", Map.of("css", "#name"), "to", Map.of("css", "##"))))), "actions[0].to");
            assertNamed(client.call("ui_perform", Map.of("actions", List.of(Map.of("type", "wait", "until", "visible",
                    "selector", Map.of("css", "[x"), "timeoutMs", 100)))), "actions[0].selector");

            // Found by fuzzing: compiling a 100,000-character regex took seconds, past every timeout. So a
            // long one is refused by its length, before it is compiled.
            assertRefusedUncompiled(client.call("ui_wait", Map.of("until", "hidden", "selector",
                    Map.of("text", "x".repeat(100_000), "match", "regex"), "timeoutMs", 200)), 100_000);
            assertRefusedUncompiled(client.call("ui_query", Map.of("selector",
                    Map.of("text", "\u00E9x".repeat(50_000), "match", "regex"))), 100_000);

            // Found by fuzzing: a malformed css in a later action was refused after the earlier ones had run.
            String before = fingerprint();
            CallToolResult late = client.call("ui_perform", Map.of("actions", List.of(
                    Map.of("type", "setText", "target", Map.of("css", "#name"), "text", "changed"),
                    Map.of("type", "click", "target", Map.of("css", "##")))));
            assertNamed(late, "actions[1].target");
            assertThat(fingerprint()).as("a refused batch runs none of its actions").isEqualTo(before);
        }
    }

    /**
     * Found by a security review: a 12,000-character text beside a 12,000-character field ran the app
     * out of memory computing "did you mean"; {@code (x|x)*y} overflowed the stack and came back as
     * {@code MCP_UI_INTERNAL}; a million characters that matched nothing came back whole. Each of
     * these, in every place a request names a node, is answered in time, never as an internal
     * failure, and within the result budget; and the app and the server still work afterwards.
     */
    @Test
    void longTextsAndPathologicalRegexesInEverySelectorFieldAreAnsweredInTimeAndWithinTheBudget() {
        String fieldText = HeadlessFx.onFx(() -> ((TextArea) app.stage.getScene().lookup("#notes")).getText());
        HeadlessFx.onFx(() -> {
            ((TextArea) app.stage.getScene().lookup("#notes")).setText("x".repeat(12_000));
            return null;
        });
        Map<String, String> hostile = new LinkedHashMap<>();
        hostile.put("y".repeat(12_000), "contains");
        hostile.put("z".repeat(1_000_000), "equals");
        hostile.put("(x|x)*y", "regex");
        hostile.put("(.*x){20}y", "regex");
        Random random = new Random(SEED);
        List<String> problems = new ArrayList<>();
        int calls = 0;
        try (McpTestClient client = McpTestClient.streamable(server.endpoint(), server.token(), ANSWER_WITHIN)) {
            for (McpSchema.Tool tool : client.raw().listTools().tools()) {
                if (tool.name().equals("ui_pick")) {
                    continue; // waits for a person's click
                }
                @SuppressWarnings("unchecked")
                Map<String, Object> schema = JSON.convertValue(tool.inputSchema(), Map.class);
                SchemaFuzzer fuzzer = new SchemaFuzzer(schema, tool.description(), random, ArgumentFuzzTest::plausible);
                for (Map.Entry<String, String> text : hostile.entrySet()) {
                    for (SchemaFuzzer.Case fuzzCase : fuzzer.withText(ArgumentFuzzTest::namesANode, text.getKey(), text.getValue(), 30)) {
                        calls++;
                        String problem = boundedAnswerProblem(client, tool.name(), fuzzCase);
                        if (problem != null) {
                            problems.add(tool.name() + " " + fuzzCase.path() + " = " + shorten(text.getKey()) + ": " + problem);
                        }
                        if (!Boolean.TRUE.equals(tool.annotations().readOnlyHint())) {
                            backToTheMainWindow();
                        }
                    }
                }
            }
            System.out.println("Hostile texts in every selector field: " + calls + " calls, " + problems.size() + " problems");
            CallToolResult last = client.call("ui_get_snapshot", Map.of());
            assertThat(text(last)).as("the server still answers").contains("#tabs");
        } finally {
            HeadlessFx.onFx(() -> {
                ((TextArea) app.stage.getScene().lookup("#notes")).setText(fieldText);
                return null;
            });
        }
        assertThat(calls).as("selector fields reached").isGreaterThan(30);
        assertThat(problems).isEmpty();
        assertThat(HeadlessFx.<Boolean>onFx(() -> app.stage.isShowing())).as("the app is still running").isTrue();
    }

    /** A place in the arguments that names a node: a selector, a target, a drop target or an item of a list. */
    private static boolean namesANode(String path) {
        return path.matches("(.*\\.)?(selector|target|to|root)(\\..*|\\[.*)?") || path.endsWith("item");
    }

    /** What is wrong with the answer to one call with a hostile text, or null. */
    private static String boundedAnswerProblem(McpTestClient client, String tool, SchemaFuzzer.Case fuzzCase) {
        long started = System.nanoTime();
        CallToolResult result;
        try {
            result = client.call(tool, fuzzCase.arguments());
        } catch (RuntimeException e) {
            return "no answer: " + e;
        }
        long tookMs = (System.nanoTime() - started) / 1_000_000;
        String outcome = outcome(result);
        int textChars = text(result).length();
        int structuredChars = JSON.writeValueAsString(result.structuredContent()).length();
        if (tookMs > ANSWER_WITHIN.toMillis()) {
            return "answered after " + tookMs + " ms";
        }
        if (outcome.equals("MCP_UI_INTERNAL") || outcome.equals("no code")) {
            return outcome + ": " + shorten(text(result));
        }
        if (Math.max(textChars, structuredChars) > McpJavafxConfig.DEFAULT_MAX_RESULT_CHARS) {
            return "answered with " + textChars + " characters of text and " + structuredChars + " of structuredContent";
        }
        return null;
    }

    /** A regex refused by its length names its argument and both lengths: it never reached the compiler. */
    @SuppressWarnings("unchecked")
    private static void assertRefusedUncompiled(CallToolResult refused, int regexLength) {
        assertNamed(refused, "selector");
        Map<String, Object> details = (Map<String, Object>) ((Map<String, Object>) structured(refused).get("error")).get("details");
        assertThat(details).as(text(refused)).containsEntry("regexLength", regexLength).containsKey("maxLength");
    }

    @SuppressWarnings("unchecked")
    private static void assertNamed(CallToolResult refused, String argument) {
        assertThat(refused.isError()).as(text(refused)).isTrue();
        Map<String, Object> error = (Map<String, Object>) structured(refused).get("error");
        assertThat(error).as(text(refused)).containsEntry("code", "MCP_UI_INVALID_ARGUMENT");
        assertThat((Map<String, Object>) error.get("details")).as(text(refused)).containsEntry("argument", argument);
    }

    /** What is wrong with this answer, or null. */
    @SuppressWarnings("unchecked")
    private static String problem(SchemaFuzzer.Case fuzzCase, CallToolResult result, String outcome, long tookMs, String before) {
        if (result == null) {
            return outcome;
        }
        if (tookMs > ANSWER_WITHIN.toMillis()) {
            return "answered after " + tookMs + " ms";
        }
        if (outcome.equals("MCP_UI_INTERNAL") || outcome.equals("no code")) {
            return outcome;
        }
        if (fuzzCase.breaksSchema() && !outcome.equals("MCP_UI_INVALID_ARGUMENT")) {
            return "broken arguments were not refused but answered " + outcome;
        }
        if (!outcome.equals("MCP_UI_INVALID_ARGUMENT")) {
            return null;
        }
        String after = fingerprint();
        if (!after.equals(before)) {
            return "the refusal changed the app:\n    before " + before + "\n    after  " + after;
        }
        Map<String, Object> details = (Map<String, Object>) ((Map<String, Object>) structured(result).get("error")).get("details");
        Object argument = details == null ? null : details.get("argument");
        if (!(argument instanceof String named) || named.isBlank()) {
            return "the refusal names no argument (details " + details + ")";
        }
        if (fuzzCase.breaksSchema() && !names(named, fuzzCase.path())) {
            return "the refusal names " + named + ", not " + fuzzCase.path() + " or what holds it";
        }
        return null;
    }

    /** {@code argument} is {@code path} or holds it; {@code (arguments)} only for the arguments themselves. */
    private static boolean names(String argument, String path) {
        if (argument.equals("(arguments)")) {
            return path.isEmpty();
        }
        return path.equals(argument) || path.startsWith(argument + ".") || path.startsWith(argument + "[");
    }

    @SuppressWarnings("unchecked")
    private static String outcome(CallToolResult result) {
        if (!Boolean.TRUE.equals(result.isError())) {
            return "ok";
        }
        Map<String, Object> content = structured(result);
        if (content == null || !(content.get("error") instanceof Map<?, ?> error)) {
            return "no code";
        }
        return String.valueOf(error.get("code"));
    }

    /** What a refused call must leave alone: windows, focus, texts of inputs, selections, expanded rows. Cheap. */
    private static String fingerprint() {
        return HeadlessFx.onFx(() -> {
            StringBuilder state = new StringBuilder();
            for (Window window : Window.getWindows()) {
                if (WindowList.isOverlay(window)) {
                    continue; // the server's highlights and action flashes come and go by themselves: not app state
                }
                Scene scene = window.getScene();
                state.append('[').append(window.getClass().getSimpleName());
                if (scene != null) {
                    Node focus = scene.getFocusOwner();
                    state.append(" focus=").append(focus == null ? null : focus.getClass().getSimpleName() + "#" + focus.getId());
                    describe(scene.getRoot(), state);
                }
                state.append(']');
            }
            return state.toString();
        });
    }

    private static void describe(Node node, StringBuilder state) {
        String id = node.getId() == null ? node.getClass().getSimpleName() : "#" + node.getId();
        if (node instanceof TextInputControl input) {
            state.append(' ').append(id).append('=').append(input.getText().length()).append(':')
                    .append(input.getText().hashCode());
        } else if (node instanceof CheckBox box) {
            state.append(' ').append(id).append('=').append(box.isSelected());
        } else if (node instanceof ChoiceBox<?> choice) {
            state.append(' ').append(id).append('=').append(choice.getValue());
        } else if (node instanceof ComboBoxBase<?> combo) {
            state.append(' ').append(id).append('=').append(combo.getValue());
        } else if (node instanceof ListView<?> list) {
            state.append(' ').append(id).append('=').append(list.getSelectionModel().getSelectedIndices());
        } else if (node instanceof TabPane tabs) {
            state.append(' ').append(id).append('=').append(tabs.getSelectionModel().getSelectedIndex());
        } else if (node instanceof TreeView<?> tree) {
            state.append(' ').append(id).append('=').append(tree.getSelectionModel().getSelectedIndex());
            expanded(tree.getRoot(), state);
        }
        if (node instanceof Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                describe(child, state);
            }
        }
    }

    private static void expanded(TreeItem<?> item, StringBuilder state) {
        if (item != null) {
            state.append(item.isExpanded() ? '+' : '-');
            item.getChildren().forEach(child -> expanded(child, state));
        }
    }

    /**
     * Closes what valid actions opened (menus, the About dialog) and puts the main window back as it was (shown,
     * where it stood, its size) so the next call starts from the main window.
     */
    private static void backToTheMainWindow() {
        HeadlessFx.onFx(() -> {
            for (Window window : new ArrayList<>(Window.getWindows())) {
                if (window != app.stage) {
                    window.hide();
                }
            }
            app.stage.setMaximized(false);
            app.stage.setX(frame.getMinX());
            app.stage.setY(frame.getMinY());
            app.stage.setWidth(frame.getWidth());
            app.stage.setHeight(frame.getHeight());
            if (!app.stage.isShowing()) {
                app.stage.show();
            }
            app.stage.requestFocus();
            return null;
        });
        HeadlessFx.settle();
    }

    /** Strings an agent would send for an argument of this name, some of which match nothing or are malformed. */
    private static List<String> plausible(String name) {
        return switch (name) {
            case "css" -> List.of("#status", "#messages", "#refresh", "#folder", "#sort", "#tree", "#tabs", "#name",
                    "#notes", "#flag", ".button", "Button", "TextField", "Label", "VBox > HBox", "#archiveAll", "#nope",
                    "Button#refresh", ".check-box", "#crash", "##", "[x", "Button >", ":focused", "A, B");
            case "text", "textContains" -> List.of("Refresh", "Inbox", "Message 1", "Message 150", "Ready", "Sort by",
                    "Spam", "Folders", "Settings", "Help", "Flagged", "Ada", "hello", "Nothing like this");
            case "uid" -> List.of("u-1", "u-2", "u-5", "u-a", "u-1f", "u-zz", "u-", "nope");
            case "path" -> List.of("/stages[0]/scene/root", "/stages[0]/scene/root/VBox[0]", "/stages[0]",
                    "/stages[7]/scene/root", "/stages[0]/scene/root/Nope[3]", "not a path");
            case "key" -> List.of("ENTER", "TAB", "ESCAPE", "A", "F5", "DOWN", "UP", "SPACE", "BACK_SPACE", "Z",
                    "NOPE", "enter", "ctrl+a");
            case "item" -> List.of("Archive", "Spam", "Inbox", "Sender", "Oldest first", "Message 3", "Work", "Nope");
            case "idEquals" -> List.of("status", "refresh", "name", "nope");
            case "styleClassHas" -> List.of("button", "label", "text-field", "nope");
            case "typeIs" -> List.of("Button", "Label", "TextField", "ListView", "Nope");
            case "properties" -> List.of("opacity", "editable", "text", "disable", "nope");
            case "style" -> List.of("-fx-text-fill: red", "", "-fx-padding: 4; -fx-font-size: 14", "-fx-text-fill red");
            case "addClass", "removeClass" -> List.of("warning", "button", "nope", ".dotted", "two words");
            case "stylesheet" -> List.of(".label { -fx-text-fill: red; }", ".x {", "file:/no/such/fix.css", "hello");
            default -> List.of("x", "hello", "Inbox");
        };
    }

    private static String shorten(String text) {
        return text.length() <= 300 ? text : text.substring(0, 300) + "… (" + text.length() + " chars)";
    }
}
