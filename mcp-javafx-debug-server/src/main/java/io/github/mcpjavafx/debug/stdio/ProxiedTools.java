package io.github.mcpjavafx.debug.stdio;

import io.modelcontextprotocol.server.McpServerFeatures.SyncToolSpecification;
import io.modelcontextprotocol.server.McpSyncServer;
import io.modelcontextprotocol.spec.McpSchema;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The chosen app's tools, published by the proxy as the app's server lists them (name, description,
 * schemas, hints unchanged), each call forwarded. When a new process lists other tools, the proxy's list
 * changes with it, and the client is told once ({@code notifications/tools/list_changed}).
 */
final class ProxiedTools {

    private final CallForwarder forwarder;
    private final Set<String> ownNames;
    /** Null until the server is built: tools shown before go into its first list. */
    private McpSyncServer server;
    private ProxyStdioTransport transport;
    private List<McpSchema.Tool> shown = List.of();

    /** @param ownNames the proxy's own tools, which an app's tool of the same name does not replace */
    ProxiedTools(CallForwarder forwarder, Set<String> ownNames) {
        this.forwarder = forwarder;
        this.ownNames = ownNames;
    }

    /** Shows {@code appTools} in place of those shown before. */
    synchronized void show(List<McpSchema.Tool> appTools) {
        List<McpSchema.Tool> next = appTools.stream().filter(tool -> !ownNames.contains(tool.name())).toList();
        if (next.equals(shown)) {
            return;
        }
        if (server != null) {
            List<McpSchema.Tool> before = shown;
            // new ones first, so that a tool that stays (in a changed form) is never missing from the list
            transport.oneNoticeFor(() -> {
                for (McpSchema.Tool tool : next) {
                    if (!before.contains(tool)) {
                        server.addTool(specification(tool));
                    }
                }
                Set<String> nextNames = new HashSet<>();
                next.forEach(tool -> nextNames.add(tool.name()));
                for (McpSchema.Tool old : before) {
                    if (!nextNames.contains(old.name())) {
                        server.removeTool(old.name());
                    }
                }
            });
        }
        shown = next;
    }

    /** Shows {@code tools} while no app's have been shown: those an app declares before one serves ({@link DefaultTools}). */
    synchronized void showUnlessAnAppDid(List<McpSchema.Tool> tools) {
        if (shown.isEmpty()) {
            show(tools);
        }
    }

    /** From now on changes go to {@code server}, built with {@link #specifications()} on {@code transport}. */
    synchronized void attachTo(McpSyncServer server, ProxyStdioTransport transport) {
        this.server = server;
        this.transport = transport;
    }

    /** The tools shown so far, for the server's first list. */
    synchronized List<SyncToolSpecification> specifications() {
        List<SyncToolSpecification> specifications = new ArrayList<>();
        shown.forEach(tool -> specifications.add(specification(tool)));
        return specifications;
    }

    private SyncToolSpecification specification(McpSchema.Tool tool) {
        return SyncToolSpecification.builder().tool(tool).callHandler((exchange, request) -> forwarder.call(request)).build();
    }
}
