package io.github.mcpjavafx.debug.mcp;

import io.modelcontextprotocol.spec.McpServerTransportProvider;

/** A session-based transport (HTTP+SSE), with the {@link ToolListFilter} of read-only mode on what each session sends. */
final class SessionToolTransportProvider extends SessionSendingTransportProvider {

    SessionToolTransportProvider(McpServerTransportProvider delegate, ToolListFilter tools) {
        super(delegate, (session, message) -> session.sendMessage(tools.apply(message)));
    }
}
