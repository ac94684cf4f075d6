package io.github.mcpjavafx.debug.stdio;

import io.github.mcpjavafx.debug.mcp.SessionSendingTransportProvider;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpServerTransportProvider;
import reactor.core.publisher.Mono;

/**
 * The SDK's stdio transport, with two changes for the proxy.
 *
 * <p>Its messages are handed over one at a time. In SDK 2.0.0 (and 2.0.1) two threads that send at once
 * (two tool calls answering, or an answer and a {@code tools/list_changed} notification) race on a sink
 * that refuses the loser, and that message is lost: the client waits for an answer that never comes
 * (modelcontextprotocol/java-sdk#686, #304). The proxy sends from several threads, so each send is made
 * under one lock; once the transport runs, a send hands its message over while it is subscribed to, so
 * the lock covers it.
 *
 * <p>A change of the app's tool list is told once: the SDK sends {@code notifications/tools/list_changed}
 * for each tool added or removed, and a client lists the tools again for each, while the change is
 * still under way ({@link #oneNoticeFor}).
 */
final class ProxyStdioTransport extends SessionSendingTransportProvider {

    private static final Object SENDING = new Object();

    private final McpServerTransportProvider transport;
    /** While a change is under way, the notices it would send are held back; then one is sent. */
    private boolean changing;
    private boolean noticeHeld;

    ProxyStdioTransport(McpServerTransportProvider transport) {
        super(transport, (session, message) -> Mono.create(sink -> {
            synchronized (SENDING) {
                session.sendMessage(message).subscribe(null, sink::error, sink::success);
            }
        }));
        this.transport = transport;
    }

    /** Runs {@code change} (tools added and removed), then tells the client once if it changed the list. */
    void oneNoticeFor(Runnable change) {
        synchronized (this) {
            changing = true;
            noticeHeld = false;
        }
        boolean notify;
        try {
            change.run();
        } finally {
            synchronized (this) {
                changing = false;
                notify = noticeHeld;
            }
        }
        if (notify) {
            transport.notifyClients(McpSchema.METHOD_NOTIFICATION_TOOLS_LIST_CHANGED, null).block();
        }
    }

    @Override
    public Mono<Void> notifyClients(String method, Object params) {
        synchronized (this) {
            if (changing && method.equals(McpSchema.METHOD_NOTIFICATION_TOOLS_LIST_CHANGED)) {
                noticeHeld = true;
                return Mono.empty();
            }
        }
        return super.notifyClients(method, params);
    }
}
