package io.github.mcpjavafx.debug.mcp;

import io.modelcontextprotocol.json.TypeRef;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpServerTransport;
import io.modelcontextprotocol.spec.McpServerTransportProvider;
import io.modelcontextprotocol.spec.McpServerSession;
import reactor.core.publisher.Mono;

import java.util.List;

/** A session-based transport (HTTP+SSE), with the {@link ToolListFilter} of read-only mode on what each session sends. */
final class SessionToolTransportProvider implements McpServerTransportProvider {

    private final McpServerTransportProvider delegate;
    private final ToolListFilter tools;

    SessionToolTransportProvider(McpServerTransportProvider delegate, ToolListFilter tools) {
        this.delegate = delegate;
        this.tools = tools;
    }

    @Override
    public void setSessionFactory(McpServerSession.Factory sessionFactory) {
        delegate.setSessionFactory(transport -> sessionFactory.create(new FilteredTransport(transport)));
    }

    @Override
    public Mono<Void> notifyClients(String method, Object params) {
        return delegate.notifyClients(method, params);
    }

    @Override
    public Mono<Void> closeGracefully() {
        return delegate.closeGracefully();
    }

    @Override
    public List<String> protocolVersions() {
        return delegate.protocolVersions();
    }

    private final class FilteredTransport implements McpServerTransport {
        private final McpServerTransport session;

        FilteredTransport(McpServerTransport session) {
            this.session = session;
        }

        @Override
        public Mono<Void> sendMessage(McpSchema.JSONRPCMessage message) {
            return session.sendMessage(tools.apply(message));
        }

        @Override
        public <T> T unmarshalFrom(Object data, TypeRef<T> typeRef) {
            return session.unmarshalFrom(data, typeRef);
        }

        @Override
        public Mono<Void> closeGracefully() {
            return session.closeGracefully();
        }

        @Override
        public void close() {
            session.close();
        }

        @Override
        public List<String> protocolVersions() {
            return session.protocolVersions();
        }
    }
}
