package io.github.mcpjavafx.debug.server;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.McpJavafxHandle;
import io.github.mcpjavafx.debug.spi.DebugServerStarter;

import java.util.List;

/** {@link DebugServer} as the service that {@code McpJavafxDebug.install} finds (META-INF/services). */
public final class DebugServerService implements DebugServerStarter {

    @Override
    public McpJavafxHandle start(McpJavafxConfig config, List<Object> appTools) {
        return DebugServer.start(config, appTools);
    }
}
