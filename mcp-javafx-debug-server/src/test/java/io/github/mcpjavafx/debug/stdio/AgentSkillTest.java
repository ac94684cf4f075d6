package io.github.mcpjavafx.debug.stdio;

import io.github.mcpjavafx.debug.core.model.ActionTypes;
import io.github.mcpjavafx.debug.core.model.ErrorCode;
import io.github.mcpjavafx.debug.core.model.FailureReason;
import io.github.mcpjavafx.debug.mcp.ToolDeclaration;
import io.github.mcpjavafx.debug.mcp.tools.UiTools;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.json.jackson3.JacksonMcpJsonMapper;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The skill an agent loads ({@code skills/javafx-debug/SKILL.md}) speaks of the tools as they are: every
 * {@code ui_*} name it uses is a tool the stdio entry point lists (its own, and an app's {@code ui_*}
 * tools), every call it shows is one the tool's published schema takes, and every tool and action type
 * is in it. The tools are read from their declarations, as the servers register them.
 */
class AgentSkillTest {

    static final Path SKILL = Path.of("..", "skills", "javafx-debug", "SKILL.md");
    /** Loaded whole into the agent's context: it stays a page or two. */
    static final int MAX_LINES = 120;

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final McpJsonMapper MCP_JSON = new JacksonMcpJsonMapper(JSON);
    private static final Pattern TOOL_NAME = Pattern.compile("\\bui_[a-z]+(?:_[a-z]+)*");
    /** {@code MCP_UI_STALE_REF}, or a reason in backticks, {@code `NOT_VISIBLE`}. */
    private static final Pattern CODE = Pattern.compile("\\b(MCP_UI_[A-Z_]+)\\b|`([A-Z]+(?:_[A-Z]+)+)`");
    private static final Pattern CALL = Pattern.compile("\\b(ui_[a-z]+(?:_[a-z]+)*) \\{");

    /** Name → published input schema of every tool an agent can meet through the stdio entry point. */
    private Map<String, JsonNode> tools() {
        Map<String, JsonNode> tools = new LinkedHashMap<>();
        List<ToolDeclaration<?, ?>> declared = new ArrayList<>();
        declared.add(AppsTool.DECLARATION);
        declared.addAll(LaunchedAppTools.ALL);
        declared.addAll(UiTools.ALL);
        declared.forEach(tool -> tools.put(tool.name(), JSON.valueToTree(tool.published(MCP_JSON).inputSchema())));
        return tools;
    }

    @Test
    void isASkillClaudeCodeLoads() throws Exception {
        String skill = Files.readString(SKILL);
        assertThat(skill).startsWith("---\n");
        String frontMatter = skill.substring(4, skill.indexOf("\n---\n", 4));
        String name = SKILL.getParent().getFileName().toString();
        assertThat(name).as("a skill's name: lowercase letters, digits and hyphens").matches("[a-z0-9-]{1,64}");
        assertThat(frontMatter).as("front matter").contains("name: " + name + "\n");
        Matcher description = Pattern.compile("(?m)^description: (.+)$").matcher(frontMatter);
        assertThat(description.find()).as("a description: what it is for and when to use it").isTrue();
        assertThat(description.group(1).length()).isBetween(50, 1024);
        assertThat(skill.lines().count()).as("lines of %s", SKILL).isLessThanOrEqualTo(MAX_LINES);
    }

    @Test
    void namesOnlyToolsThatExist() throws Exception {
        Set<String> named = new LinkedHashSet<>();
        Matcher name = TOOL_NAME.matcher(Files.readString(SKILL));
        while (name.find()) {
            named.add(name.group());
        }
        assertThat(tools().keySet()).as("tools the skill names").containsAll(named);
    }

    @Test
    void namesEveryToolAndEveryActionType() throws Exception {
        String skill = Files.readString(SKILL);
        List<String> missing = new ArrayList<>();
        tools().keySet().stream().filter(tool -> !TOOL_NAME.matcher(skill).results().anyMatch(m -> m.group().equals(tool)))
                .forEach(missing::add);
        ActionTypes.names().stream().filter(type -> !skill.contains("`" + type + "`") && !skill.contains("\"" + type + "\""))
                .map(type -> "action type " + type).forEach(missing::add);
        assertThat(missing).as("tools and action types %s never mentions", SKILL).isEmpty();
    }

    /** Error codes (the server's and the stdio entry point's) and action failure reasons, as they are named. */
    @Test
    void namesOnlyErrorCodesAndReasonsThatExist() throws Exception {
        Set<String> known = new LinkedHashSet<>();
        Arrays.stream(ErrorCode.values()).map(Enum::name).forEach(known::add);
        Arrays.stream(FailureReason.values()).map(Enum::name).forEach(known::add);
        Set<String> named = new LinkedHashSet<>();
        Matcher code = CODE.matcher(Files.readString(SKILL));
        while (code.find()) {
            named.add(code.group(1) != null ? code.group(1) : code.group(2));
        }
        assertThat(named).as("codes in %s", SKILL).isNotEmpty();
        assertThat(known).as("error codes and failure reasons").containsAll(named);
    }

    /** Each {@code ui_x {...}} in the skill is a call the tool takes: its arguments, nested ones and action fields. */
    @Test
    void everyCallItShowsIsOneTheToolTakes() throws Exception {
        String skill = Files.readString(SKILL);
        Map<String, JsonNode> tools = tools();
        List<String> problems = new ArrayList<>();
        int calls = 0;
        Matcher call = CALL.matcher(skill);
        while (call.find()) {
            String tool = call.group(1);
            String json = balancedObject(skill, call.end() - 1);
            JsonNode arguments = JSON.readTree(json);
            JsonNode schema = tools.get(tool);
            if (schema == null) {
                problems.add(tool + " is no tool");
                continue;
            }
            calls++;
            SchemaWalk.check(schema, schema, arguments, tool, problems);
            if (tool.equals("ui_perform")) {
                arguments.path("actions").forEach(action -> checkAction(action, problems));
            }
        }
        assertThat(calls).as("calls shown").isGreaterThanOrEqualTo(tools.size());
        assertThat(problems).as("calls in %s that the tools refuse", SKILL).isEmpty();
    }

    private static void checkAction(JsonNode action, List<String> problems) {
        String type = action.path("type").asString();
        ActionTypes.Declared declared = ActionTypes.ALL.stream().filter(d -> d.name().equals(type)).findFirst().orElse(null);
        if (declared == null) {
            problems.add("ui_perform: no action type " + type);
            return;
        }
        Set<String> fields = new LinkedHashSet<>(List.of("type"));
        declared.fields().forEach(field -> fields.add(field.name()));
        action.propertyNames().stream().filter(field -> !fields.contains(field))
                .forEach(field -> problems.add("ui_perform: a " + type + " action takes no " + field));
        declared.fields().stream().filter(ActionTypes.Field::required).filter(field -> !action.has(field.name()))
                .forEach(field -> problems.add("ui_perform: a " + type + " action needs " + field.name()));
    }

    /** The JSON object that starts at {@code start}, up to its closing brace (strings and escapes skipped). */
    static String balancedObject(String text, int start) {
        int depth = 0;
        boolean inString = false;
        for (int i = start; i < text.length(); i++) {
            char c = text.charAt(i);
            if (inString) {
                if (c == '\\') {
                    i++;
                } else if (c == '"') {
                    inString = false;
                }
            } else if (c == '"') {
                inString = true;
            } else if (c == '{') {
                depth++;
            } else if (c == '}' && --depth == 0) {
                return text.substring(start, i + 1);
            }
        }
        throw new AssertionError("an unclosed call at " + text.substring(start, Math.min(text.length(), start + 60)));
    }
}
