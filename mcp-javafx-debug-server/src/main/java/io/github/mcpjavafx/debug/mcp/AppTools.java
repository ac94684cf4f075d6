package io.github.mcpjavafx.debug.mcp;

import io.github.mcpjavafx.debug.core.model.ErrorCode;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.server.McpServerFeatures;
import io.modelcontextprotocol.server.McpStatelessServerFeatures;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import org.springframework.ai.mcp.annotation.McpTool;
import org.springframework.ai.mcp.annotation.provider.tool.SyncMcpToolProvider;
import org.springframework.ai.mcp.annotation.provider.tool.SyncStatelessMcpToolProvider;
import org.springframework.util.ClassUtils;

import java.lang.reflect.Method;
import java.util.List;
import java.util.function.Supplier;

/**
 * The application's own tools: the {@link McpTool} methods of the objects it hands over, with any
 * signature, turned into tools by Spring AI's own annotation machinery (the same schemas and
 * argument binding as a Spring AI MCP server would give them). Each call goes through the
 * {@link CallEnvelope} like ours; on a read-only server a tool not marked {@code readOnlyHint} is
 * refused like {@code ui_perform} (and left out of {@code tools/list} by the catalog).
 */
final class AppTools {

    static final AppTools NONE = new AppTools(List.of(), List.of());

    private final List<McpServerFeatures.SyncToolSpecification> sessions;
    private final List<McpStatelessServerFeatures.SyncToolSpecification> stateless;

    private AppTools(List<McpServerFeatures.SyncToolSpecification> sessions,
                     List<McpStatelessServerFeatures.SyncToolSpecification> stateless) {
        this.sessions = sessions;
        this.stateless = stateless;
    }

    /**
     * @param objects      the application's objects with {@code @McpTool} methods
     * @param allowActions false refuses the tools that are not read-only
     */
    static AppTools of(List<Object> objects, boolean allowActions, McpJsonMapper mcpJson, CallEnvelope envelope) {
        if (objects.isEmpty()) {
            return NONE;
        }
        SyncMcpToolProvider sessionTools = new SyncMcpToolProvider(objects) {
            @Override
            protected Method[] doGetClassMethods(Object bean) {
                return declaredMethods(bean);
            }
        };
        sessionTools.setJsonMapper(mcpJson);
        SyncStatelessMcpToolProvider statelessTools = new SyncStatelessMcpToolProvider(objects) {
            @Override
            protected Method[] doGetClassMethods(Object bean) {
                return declaredMethods(bean);
            }
        };
        statelessTools.setJsonMapper(mcpJson);
        return new AppTools(
                sessionTools.getToolSpecifications().stream().map(spec -> McpServerFeatures.SyncToolSpecification.builder()
                        .tool(spec.tool())
                        .callHandler((exchange, request) -> call(spec.tool(), allowActions, envelope,
                                () -> spec.callHandler().apply(exchange, request)))
                        .build()).toList(),
                statelessTools.getToolSpecifications().stream().map(spec -> McpStatelessServerFeatures.SyncToolSpecification.builder()
                        .tool(spec.tool())
                        .callHandler((context, request) -> call(spec.tool(), allowActions, envelope,
                                () -> spec.callHandler().apply(context, request)))
                        .build()).toList());
    }

    /** The methods as declared by the application's class, not by a proxy Spring made of it (which has no annotations). */
    private static Method[] declaredMethods(Object bean) {
        return ClassUtils.getUserClass(bean).getDeclaredMethods();
    }

    private static CallToolResult call(McpSchema.Tool tool, boolean allowActions, CallEnvelope envelope,
                                       Supplier<CallToolResult> handler) {
        return envelope.run(tool.name(), () -> {
            if (!allowActions && !isReadOnly(tool)) {
                throw new UiException(ErrorCode.MCP_UI_NOT_ENABLED, "Actions are switched off on this server "
                        + "(read-only mode, mcp.ui.allow-actions=false): the app's tool " + tool.name()
                        + " is not marked read-only, so it is not available. Use the read-only tools.");
            }
            return new CallEnvelope.Answer(handler.get(), null);
        });
    }

    static boolean isReadOnly(McpSchema.Tool tool) {
        return tool.annotations() != null && Boolean.TRUE.equals(tool.annotations().readOnlyHint());
    }

    /** The tools as published. */
    List<McpSchema.Tool> tools() {
        return stateless.stream().map(McpStatelessServerFeatures.SyncToolSpecification::tool).toList();
    }

    List<McpServerFeatures.SyncToolSpecification> forSessions() {
        return sessions;
    }

    List<McpStatelessServerFeatures.SyncToolSpecification> forStateless() {
        return stateless;
    }
}
