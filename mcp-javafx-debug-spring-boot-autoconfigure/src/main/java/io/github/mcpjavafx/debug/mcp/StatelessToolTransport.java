package io.github.mcpjavafx.debug.mcp;

import io.github.mcpjavafx.debug.core.UiEngine;
import io.modelcontextprotocol.common.McpTransportContext;
import io.modelcontextprotocol.server.McpStatelessServerHandler;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpStatelessServerTransport;
import reactor.core.publisher.Mono;

import java.util.List;
import java.util.Map;

/**
 * Wraps the stateless streamable-HTTP transport for two things the SDK handles unhelpfully:
 * <ul>
 *   <li>In read-only mode {@code ui_perform} is not registered, so the SDK would answer a call to it
 *       with a bare "Unknown tool" protocol error; this answers with the tool error an agent can act
 *       on, {@code MCP_UI_NOT_ENABLED}.</li>
 *   <li>A stateless server has nothing to do on {@code notifications/initialized}, but the SDK logs
 *       a warning for it on every client connect; this acknowledges it quietly.</li>
 * </ul>
 * Everything else passes through.
 */
public final class StatelessToolTransport implements McpStatelessServerTransport {

    private final McpStatelessServerTransport delegate;
    private final boolean allowActions;

    public StatelessToolTransport(McpStatelessServerTransport delegate, boolean allowActions) {
        this.delegate = delegate;
        this.allowActions = allowActions;
    }

    @Override
    public void setMcpHandler(McpStatelessServerHandler handler) {
        delegate.setMcpHandler(new McpStatelessServerHandler() {
            @Override
            public Mono<McpSchema.JSONRPCResponse> handleRequest(McpTransportContext context, McpSchema.JSONRPCRequest request) {
                if (!allowActions && isPerformCall(request)) {
                    return Mono.just(new McpSchema.JSONRPCResponse(request.jsonrpc(), request.id(), refusal(), null));
                }
                return handler.handleRequest(context, request);
            }

            @Override
            public Mono<Void> handleNotification(McpTransportContext context, McpSchema.JSONRPCNotification notification) {
                if (McpSchema.METHOD_NOTIFICATION_INITIALIZED.equals(notification.method())) {
                    return Mono.empty();
                }
                return handler.handleNotification(context, notification);
            }
        });
    }

    @Override
    public Mono<Void> closeGracefully() {
        return delegate.closeGracefully();
    }

    @Override
    public List<String> protocolVersions() {
        return delegate.protocolVersions();
    }

    private static boolean isPerformCall(McpSchema.JSONRPCRequest request) {
        return McpSchema.METHOD_TOOLS_CALL.equals(request.method())
                && request.params() instanceof Map<?, ?> params
                && UiTools.PERFORM.equals(params.get("name"));
    }

    private static McpSchema.CallToolResult refusal() {
        return ToolResults.failure(UiEngine.actionsOff());
    }
}
