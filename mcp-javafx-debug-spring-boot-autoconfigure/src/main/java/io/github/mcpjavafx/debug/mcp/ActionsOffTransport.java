package io.github.mcpjavafx.debug.mcp;

import io.github.mcpjavafx.debug.core.model.ErrorCode;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.modelcontextprotocol.common.McpTransportContext;
import io.modelcontextprotocol.server.McpStatelessServerHandler;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpStatelessServerTransport;
import reactor.core.publisher.Mono;

import java.util.List;
import java.util.Map;

/**
 * In read-only mode {@code ui_perform} is not registered, so the SDK would answer a call to it with
 * a bare "Unknown tool" protocol error. This transport wrapper answers it instead with the tool
 * error an agent can act on, {@code MCP_UI_NOT_ENABLED}, and passes everything else through.
 */
public final class ActionsOffTransport implements McpStatelessServerTransport {

    private final McpStatelessServerTransport delegate;

    public ActionsOffTransport(McpStatelessServerTransport delegate) {
        this.delegate = delegate;
    }

    @Override
    public void setMcpHandler(McpStatelessServerHandler handler) {
        delegate.setMcpHandler(new McpStatelessServerHandler() {
            @Override
            public Mono<McpSchema.JSONRPCResponse> handleRequest(McpTransportContext context, McpSchema.JSONRPCRequest request) {
                if (isPerformCall(request)) {
                    return Mono.just(new McpSchema.JSONRPCResponse(request.jsonrpc(), request.id(), refusal(), null));
                }
                return handler.handleRequest(context, request);
            }

            @Override
            public Mono<Void> handleNotification(McpTransportContext context, McpSchema.JSONRPCNotification notification) {
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
        return ToolResults.failure(new UiException(ErrorCode.MCP_UI_NOT_ENABLED, "Actions are switched off on this "
                + "server (read-only mode): ui_perform is not available. Use ui_get_snapshot, ui_query, ui_get_node "
                + "and ui_screenshot to read the UI."));
    }
}
