package io.github.mcpjavafx.debug.mcp;

import io.github.mcpjavafx.debug.core.AppLog;
import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.server.McpServerFeatures;
import io.modelcontextprotocol.server.McpStatelessServerFeatures;
import io.modelcontextprotocol.spec.McpSchema;
import tools.jackson.databind.json.JsonMapper;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The published tools: ours, each from its {@link ToolDeclaration}, whose argument record's generated schema
 * ({@link ToolInputSchemas}) calls are checked against and is published as the tool's input schema
 * ({@link ToolSchemaGenerator#published}); then the application's own ({@link AppTools}). Both transports
 * publish the same list, and the stdio entry point serves its own tools through a catalog too.
 */
public final class ToolCatalog {

    private final List<Entry> entries;
    private final AppTools appTools;

    /** A catalog of our tools without the application's log (tests, benchmarks, the stdio entry point): answers never end with new errors. */
    public ToolCatalog(List<ToolDeclaration.Served> tools, JsonMapper json, McpJsonMapper mcpJson) {
        this(tools, json, mcpJson, new CallEnvelope(json, AppLogWatch.NONE), List.of(), true);
    }

    /**
     * @param tools        our tools, in the order they are listed
     * @param appTools     the application's own objects with {@code @McpTool} methods, listed after ours
     * @param allowActions false refuses the application's tools that are not read-only
     * @param json         binds arguments to the argument records
     * @param mcpJson      the MCP SDK's mapper, for the tool definitions
     * @param appLog       the application's log, kept hooked before every call; errors that arrived since
     *                     the previous call are told at the end of every answer
     * @throws IllegalStateException when an application tool has the name of one of ours, or of another
     */
    public ToolCatalog(List<ToolDeclaration.Served> tools, List<Object> appTools, boolean allowActions, JsonMapper json,
                       McpJsonMapper mcpJson, AppLog appLog) {
        this(tools, json, mcpJson, new CallEnvelope(json, new AppLogWatch(appLog)), appTools, allowActions);
    }

    private ToolCatalog(List<ToolDeclaration.Served> tools, JsonMapper json, McpJsonMapper mcpJson, CallEnvelope envelope,
                        List<Object> appTools, boolean allowActions) {
        Map<String, ToolCall> calls = new HashMap<>();
        for (boolean nesting : new boolean[] {false, true}) { // a nesting tool's call checks with the nested tool's
            for (ToolDeclaration.Served served : tools) {
                ToolDeclaration<?, ?> declared = served.declaration();
                if ((declared.nested() != null) == nesting) {
                    ArgumentCheck check = new ArgumentCheck(declared.name(), ToolInputSchemas.of(declared.arguments()),
                            Objects.requireNonNull(declared.example(), declared.name() + " needs an example"), json);
                    ToolCall nested = nesting ? Objects.requireNonNull(calls.get(declared.nested().tool()),
                            declared.name() + " nests a tool not served beside it") : null;
                    calls.put(declared.name(), new ToolCall(served, check, json, envelope, nested));
                }
            }
        }
        this.entries = tools.stream().map(served -> new Entry(served.declaration().published(mcpJson),
                calls.get(served.declaration().name()))).toList();
        this.appTools = AppTools.of(appTools, allowActions, mcpJson, envelope);
        requireDistinctNames();
    }

    /**
     * Reads the input schemas the build wrote and readies the JSON schema validators (ours and the MCP SDK's,
     * which checks every tool's schema when the server is built): a few thousand classes to load. The server
     * runs it on a second thread while its web server starts, instead of after it.
     */
    public static void preload() {
        ToolInputSchemas.readIndex();
        ArgumentCheck.loadValidator();
        McpJsonDefaults.getSchemaValidator();
    }

    /** The names {@code tools/list} shows, in order: all, or the read-only ones when actions are off. */
    public List<String> published(boolean allowActions) {
        Set<String> hidden = allowActions ? Set.of() : actionToolNames();
        return entries.stream().map(entry -> entry.tool().name()).filter(name -> !hidden.contains(name)).toList();
    }

    /** The tools as published in {@code tools/list}: ours, then the application's. */
    public List<McpSchema.Tool> tools() {
        return Stream.concat(entries.stream().map(Entry::tool), appTools.tools().stream()).toList();
    }

    /** The names of the application's own tools, in order. */
    public List<String> appToolNames() {
        return appTools.tools().stream().map(McpSchema.Tool::name).toList();
    }

    /** The tools that change the UI or the app (not read-only): hidden and refused when actions are off. */
    public Set<String> actionToolNames() {
        return tools().stream().filter(tool -> !AppTools.isReadOnly(tool))
                .map(McpSchema.Tool::name).collect(Collectors.toUnmodifiableSet());
    }

    /** For session-based servers (HTTP+SSE). */
    public List<McpServerFeatures.SyncToolSpecification> forSessions() {
        return Stream.concat(entries.stream().map(entry -> McpServerFeatures.SyncToolSpecification.builder()
                .tool(entry.tool())
                .callHandler((exchange, request) -> entry.call().call(request.arguments()))
                .build()), appTools.forSessions().stream()).toList();
    }

    /** For the stateless streamable-HTTP server. */
    public List<McpStatelessServerFeatures.SyncToolSpecification> forStateless() {
        return Stream.concat(entries.stream().map(entry -> McpStatelessServerFeatures.SyncToolSpecification.builder()
                .tool(entry.tool())
                .callHandler((context, request) -> entry.call().call(request.arguments()))
                .build()), appTools.forStateless().stream()).toList();
    }

    /**
     * Readies what the first call of each tool would otherwise pay for (its argument check). The server runs
     * it once it is up: its start does not wait for it, and a call that comes first does the work itself.
     */
    public void prepare() {
        entries.forEach(entry -> entry.call().prepare());
    }

    private void requireDistinctNames() {
        Set<String> seen = new HashSet<>();
        for (McpSchema.Tool tool : tools()) {
            if (!seen.add(tool.name())) {
                throw new IllegalStateException("Two tools are named " + tool.name() + ": an application tool (a "
                        + "@McpTool method handed to the debug server) has the name of one of the server's own ui_* "
                        + "tools or of another application tool. Give it another name with @McpTool(name = \"...\").");
            }
        }
    }

    /** The argument record of {@code tool}, bound from {@code arguments} as a call would bind it. */
    Object arguments(String tool, Map<String, Object> arguments) {
        return entry(tool).call().arguments(arguments);
    }

    /** The example call of {@code tool}. */
    String example(String tool) {
        return entry(tool).call().example();
    }

    /** The argument record type of {@code tool}. */
    Class<?> argumentType(String tool) {
        return entry(tool).call().argumentType();
    }

    private Entry entry(String tool) {
        return entries.stream().filter(entry -> entry.tool().name().equals(tool)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("No tool " + tool));
    }

    private record Entry(McpSchema.Tool tool, ToolCall call) {
    }
}
