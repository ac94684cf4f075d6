package io.github.mcpjavafx.debug.mcp;

import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.server.McpStatelessSyncServer;
import io.modelcontextprotocol.server.McpSyncServer;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpServerTransportProvider;
import io.modelcontextprotocol.spec.McpStatelessServerTransport;

import java.util.Set;

/**
 * Builds the MCP server over one transport, the same way for both: the catalog's tools only (no
 * resources, prompts or completions), the agent instructions, and the SDK's own argument check
 * switched off, because {@link ArgumentCheck} answers bad input with our error instead. Calls run
 * on the request thread (the tools hand UI work to the FX thread themselves).
 */
public final class McpServers {

    private McpServers() {
    }

    /** Streamable HTTP, stateless. */
    public static McpStatelessSyncServer stateless(McpStatelessServerTransport transport, ToolCatalog tools,
                                                   McpSchema.Implementation info, boolean allowActions) {
        return McpServer.sync(new StatelessToolTransport(transport, listFilter(tools, allowActions)))
                .serverInfo(info)
                .instructions(AgentInstructions.text(allowActions))
                .capabilities(capabilities())
                .tools(tools.forStateless())
                .validateToolInputs(false)
                .immediateExecution(true)
                .build();
    }

    /** HTTP+SSE, one session per client. */
    public static McpSyncServer sessions(McpServerTransportProvider transport, ToolCatalog tools,
                                         McpSchema.Implementation info, boolean allowActions) {
        return McpServer.sync(new SessionToolTransportProvider(transport, listFilter(tools, allowActions)))
                .serverInfo(info)
                .instructions(AgentInstructions.text(allowActions))
                .capabilities(capabilities())
                .tools(tools.forSessions())
                .validateToolInputs(false)
                .immediateExecution(true)
                .build();
    }

    private static ToolListFilter listFilter(ToolCatalog tools, boolean allowActions) {
        return new ToolListFilter(allowActions ? Set.of() : tools.actionToolNames());
    }

    private static McpSchema.ServerCapabilities capabilities() {
        return McpSchema.ServerCapabilities.builder().tools(false).build();
    }
}
