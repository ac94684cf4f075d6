package io.github.mcpjavafx.debug.autoconfigure;

import io.github.mcpjavafx.debug.autoconfigure.properties.McpUiProperties;
import org.springframework.beans.factory.ListableBeanFactory;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Conditional;
import org.springframework.core.env.Environment;

/**
 * Starts the MCP JavaFX debug server when {@code mcp.ui.enabled=true} (or {@code -Dmcp.ui=true}).
 * The server runs in a context of its own, with its own Tomcat on a loopback address, so the
 * application's context gains exactly one bean and its own web server (if it has one) is never touched.
 * With the switch off, nothing is created at all. With {@code mcp.ui.app-tools=true} the application's
 * beans with {@code @McpTool} methods are published by the debug server too ({@link AppToolBeans}).
 */
@AutoConfiguration
@ConditionalOnClass(name = "javafx.application.Platform")
@Conditional(OnMcpUiEnabledCondition.class)
public final class McpJavafxDebugAutoConfiguration {

    @Bean
    @ConditionalOnMissingBean
    DebugServerLifecycle mcpJavafxDebugServer(Environment environment, ListableBeanFactory beans) {
        return new DebugServerLifecycle(McpUiProperties.bind(Binder.get(environment)).toBuilder().enabled(true).build(),
                () -> AppToolBeans.in(beans));
    }
}
