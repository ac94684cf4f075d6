package io.github.mcpjavafx.debug.server;

import io.modelcontextprotocol.spec.McpSchema;

/** The name and version the debug server (and the stdio proxy in front of it) tell clients at initialization. */
public final class ServerIdentity {

    private ServerIdentity() {
    }

    public static McpSchema.Implementation implementation() {
        Package ours = ServerIdentity.class.getPackage();
        String version = ours == null ? null : ours.getImplementationVersion();
        return new McpSchema.Implementation("mcp-javafx-debug", version == null ? "dev" : version);
    }
}
