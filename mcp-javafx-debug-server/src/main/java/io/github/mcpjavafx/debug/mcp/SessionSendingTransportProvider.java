package io.github.mcpjavafx.debug.mcp;

import io.modelcontextprotocol.json.TypeRef;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpServerSession;
import io.modelcontextprotocol.spec.McpServerTransport;
import io.modelcontextprotocol.spec.McpServerTransportProvider;
import reactor.core.publisher.Mono;

import java.util.List;
import java.util.function.BiFunction;

/**
 * A session-based transport whose sessions send each message through {@code send}; the rest is the
 * transport's own. The one place where the server's transports are wrapped: the read-only filter of
 * HTTP+SSE ({@link SessionToolTransportProvider}) and the stdio proxy's one-sender-at-a-time.
 */
public class SessionSendingTransportProvider implements McpServerTransportProvider {

    private final McpServerTransportProvider delegate;
    private final BiFunction<McpServerTransport, McpSchema.JSONRPCMessage, Mono<Void>> send;

    /** @param send sends a message on the session transport given */
    public SessionSendingTransportProvider(McpServerTransportProvider delegate,
                                           BiFunction<McpServerTransport, McpSchema.JSONRPCMessage, Mono<Void>> send) {
        this.delegate = delegate;
        this.send = send;
    }

    @Override
    public void setSessionFactory(McpServerSession.Factory sessionFactory) {
        delegate.setSessionFactory(transport -> sessionFactory.create(new SendingTransport(transport)));
    }

    @Override
    public Mono<Void> notifyClients(String method, Object params) {
        return delegate.notifyClients(method, params); // through the sessions, whose transports send through send
    }

    @Override
    public Mono<Void> notifyClient(String sessionId, String method, Object params) {
        return delegate.notifyClient(sessionId, method, params);
    }

    @Override
    public Mono<Void> closeGracefully() {
        return delegate.closeGracefully();
    }

    @Override
    public void close() {
        delegate.close();
    }

    @Override
    public List<String> protocolVersions() {
        return delegate.protocolVersions();
    }

    private final class SendingTransport implements McpServerTransport {
        private final McpServerTransport session;

        SendingTransport(McpServerTransport session) {
            this.session = session;
        }

        @Override
        public Mono<Void> sendMessage(McpSchema.JSONRPCMessage message) {
            return send.apply(session, message);
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
