package io.github.mcpjavafx.debug.autoconfigure;

import org.springframework.boot.EnvironmentPostProcessor;
import org.springframework.boot.SpringApplication;
import org.springframework.core.Ordered;
import org.springframework.core.env.ConfigurableEnvironment;
import org.springframework.core.env.MapPropertySource;
import org.springframework.util.ClassUtils;

import java.util.Map;

/**
 * Keeps a JavaFX desktop application a desktop application. The starter has to bring Tomcat and
 * Spring MVC for the debug server, and their mere presence would make Spring Boot start a web server
 * on port 8080 on every interface, whether the debug server is on or not. So for a JavaFX
 * application that has not chosen a web application type, this sets
 * {@code spring.main.web-application-type=none} as a lowest-precedence default. The debug server
 * runs its own server regardless; an application that really is a web application says so with
 * {@code spring.main.web-application-type=servlet} and keeps its own server untouched.
 */
public class DesktopApplicationWebTypePostProcessor implements EnvironmentPostProcessor, Ordered {

    static final String WEB_APPLICATION_TYPE = "spring.main.web-application-type";
    static final String SOURCE_NAME = "mcpJavafxDebugDesktopDefaults";

    @Override
    public void postProcessEnvironment(ConfigurableEnvironment environment, SpringApplication application) {
        if (environment.containsProperty(WEB_APPLICATION_TYPE)
                || !ClassUtils.isPresent("javafx.application.Platform", application.getClassLoader())
                || environment.getPropertySources().contains(SOURCE_NAME)) {
            return;
        }
        environment.getPropertySources().addLast(new MapPropertySource(SOURCE_NAME, Map.of(WEB_APPLICATION_TYPE, "none")));
    }

    @Override
    public int getOrder() {
        return Ordered.LOWEST_PRECEDENCE;
    }
}
