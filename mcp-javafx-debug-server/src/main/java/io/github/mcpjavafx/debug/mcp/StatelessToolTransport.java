package io.github.mcpjavafx.debug.mcp;

import io.modelcontextprotocol.common.McpTransportContext;
import io.modelcontextprotocol.server.McpStatelessServerHandler;
import io.modelcontextprotocol.spec.McpError;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpStatelessServerTransport;
import reactor.core.publisher.Mono;

import java.util.List;

/**
 * The stateless streamable-HTTP transport, with the {@link ToolListFilter} of read-only mode on its
 * responses. It also acknowledges {@code notifications/initialized} quietly: a stateless server has
 * nothing to do on it, but the SDK logs a warning for it on every client connect. A request the
 * server refuses as such (a method it does not have, such as {@code resources/list}) is answered
 * with that error and the request's id; the transport would turn it into an internal error without
 * an id, which a client cannot match to its request; so is a {@code tools/call} whose params have
 * the wrong shape ({@link ToolCallShape}), which the transport would answer with HTTP 500.
 */
final class StatelessToolTransport implements McpStatelessServerTransport {

    private final McpStatelessServerTransport delegate;
    private final ToolListFilter tools;

    StatelessToolTransport(McpStatelessServerTransport delegate, ToolListFilter tools) {
        this.delegate = delegate;
        this.tools = tools;
    }

    @Override
    public void setMcpHandler(McpStatelessServerHandler handler) {
        delegate.setMcpHandler(new McpStatelessServerHandler() {
            @Override
            public Mono<McpSchema.JSONRPCResponse> handleRequest(McpTransportContext context, McpSchema.JSONRPCRequest request) {
                var malformedCall = ToolCallShape.refusal(request);
                if (malformedCall.isPresent()) {
                    return Mono.just(McpSchema.JSONRPCResponse.error(request.id(), malformedCall.get()));
                }
                return handler.handleRequest(context, request)
                        .map(response -> (McpSchema.JSONRPCResponse) tools.apply(response))
                        .onErrorResume(McpError.class, refused -> refused.getJsonRpcError() == null ? Mono.error(refused)
                                : Mono.just(McpSchema.JSONRPCResponse.error(request.id(), refused.getJsonRpcError())));
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
}
