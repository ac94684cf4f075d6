package io.github.mcpjavafx.debug.autoconfigure;

import org.springframework.boot.EnvironmentPostProcessor;
import org.springframework.boot.SpringApplication;
import org.springframework.core.Ordered;
import org.springframework.core.env.ConfigurableEnvironment;
import org.springframework.core.env.MapPropertySource;
import org.springframework.util.ClassUtils;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Keeps a JavaFX desktop application exactly as it was when it adds the starter. The starter has to
 * bring Tomcat, Spring MVC and Spring AI's MCP server for the debug server, and their mere presence
 * would make Spring Boot start a web server on port 8080 on every interface, plus an MCP server of
 * its own, in the application's context, whether the debug server is on or not. The debug server
 * runs in a context of its own, so for a JavaFX application this sets, as lowest-precedence
 * defaults that any explicit setting overrides:
 * <ul>
 *   <li>{@code spring.main.web-application-type=none}: an application that really is a web
 *       application says {@code servlet} and keeps its own server, untouched;</li>
 *   <li>{@code spring.ai.mcp.server.enabled=false}: an application that serves MCP itself sets it to true;</li>
 *   <li>{@code spring.ai.mcp.server.annotation-scanner.enabled=false} unless the application set
 *       {@code spring.ai.mcp.server.enabled=true}: Spring AI's annotation scanner only looks at the
 *       property of its own, so it would otherwise scan every bean of a context that serves no MCP,
 *       and log four warnings about itself at every start.</li>
 * </ul>
 */
public class DesktopApplicationDefaults implements EnvironmentPostProcessor, Ordered {

    static final String SOURCE_NAME = "mcpJavafxDebugDesktopDefaults";
    static final String MCP_SERVER_ENABLED = "spring.ai.mcp.server.enabled";
    static final String ANNOTATION_SCANNER_ENABLED = "spring.ai.mcp.server.annotation-scanner.enabled";
    static final Map<String, String> DEFAULTS = Map.of(
            "spring.main.web-application-type", "none",
            MCP_SERVER_ENABLED, "false");

    @Override
    public void postProcessEnvironment(ConfigurableEnvironment environment, SpringApplication application) {
        if (!ClassUtils.isPresent("javafx.application.Platform", application.getClassLoader())
                || environment.getPropertySources().contains(SOURCE_NAME)) {
            return;
        }
        Map<String, Object> defaults = new LinkedHashMap<>(DEFAULTS);
        if (!environment.getProperty(MCP_SERVER_ENABLED, Boolean.class, false)) {
            defaults.put(ANNOTATION_SCANNER_ENABLED, "false");
        }
        defaults.keySet().removeIf(environment::containsProperty);
        if (!defaults.isEmpty()) {
            environment.getPropertySources().addLast(new MapPropertySource(SOURCE_NAME, defaults));
        }
    }

    @Override
    public int getOrder() {
        return Ordered.LOWEST_PRECEDENCE;
    }
}
