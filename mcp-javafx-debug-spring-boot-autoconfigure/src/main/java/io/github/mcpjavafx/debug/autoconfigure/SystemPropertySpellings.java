package io.github.mcpjavafx.debug.autoconfigure;

import io.github.mcpjavafx.debug.Setting;
import org.springframework.boot.EnvironmentPostProcessor;
import org.springframework.boot.SpringApplication;
import org.springframework.core.Ordered;
import org.springframework.core.env.ConfigurableEnvironment;
import org.springframework.core.env.MapPropertySource;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Lets a Spring application take the same {@code -Dmcp.*} system properties as an application without
 * Spring: {@code -Dmcp.port=47321} sets {@code mcp.ui.port}, as {@code -Dmcp.ui=true} already switches the
 * server on. Each is a lowest-precedence default, so the Spring property, set anywhere, wins.
 */
public class SystemPropertySpellings implements EnvironmentPostProcessor, Ordered {

    static final String SOURCE_NAME = "mcpJavafxDebugSystemPropertySpellings";

    @Override
    public void postProcessEnvironment(ConfigurableEnvironment environment, SpringApplication application) {
        if (environment.getPropertySources().contains(SOURCE_NAME)) {
            return;
        }
        Map<String, Object> spelled = new LinkedHashMap<>();
        for (Setting setting : Setting.values()) {
            String value = System.getProperty(setting.systemKey());
            if (value != null && !environment.containsProperty(setting.springKey())) {
                spelled.put(setting.springKey(), value);
            }
        }
        if (!spelled.isEmpty()) {
            environment.getPropertySources().addLast(new MapPropertySource(SOURCE_NAME, spelled));
        }
    }

    @Override
    public int getOrder() {
        return Ordered.LOWEST_PRECEDENCE;
    }
}
