package io.github.mcpjavafx.debug.autoconfigure;

import io.github.mcpjavafx.debug.server.DebugServer;
import io.modelcontextprotocol.server.McpStatelessSyncServer;
import io.modelcontextprotocol.server.McpSyncServer;
import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;

import java.time.Duration;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A whole Spring Boot application (all auto-configuration, the starter's Tomcat, Spring MVC and
 * Spring AI on the classpath), the way a JavaFX desktop app that adds the starter runs.
 */
class DesktopApplicationTest {

    @SpringBootConfiguration
    @EnableAutoConfiguration
    static class DesktopApp {
    }

    @Test
    void withTheServerOffTheAppStartsAsBeforeNoWebServerNoMcpServerNoThreads() {
        Set<String> before = threadNames();
        try (ConfigurableApplicationContext context = run()) {
            assertThat(context).isNotInstanceOf(WebServerApplicationContext.class);
            assertThat(context.getBeanNamesForType(DebugServerLifecycle.class)).isEmpty();
            assertThat(context.getBeanNamesForType(McpSyncServer.class)).isEmpty();
            assertThat(context.getBeanNamesForType(McpStatelessSyncServer.class)).isEmpty();
            Set<String> started = threadNames();
            started.removeAll(before);
            assertThat(started).noneMatch(name -> name.contains("http-nio") || name.contains("Tomcat")
                    || name.contains("boundedElastic") || name.contains("parallel") || name.contains("mcp"));
        }
    }

    @Test
    void withTheServerOnOnlyTheDebugServerListensAndOnLoopback() {
        try (ConfigurableApplicationContext context = run("--mcp.ui.enabled=true")) {
            assertThat(context).isNotInstanceOf(WebServerApplicationContext.class);
            DebugServer server = context.getBean(DebugServerLifecycle.class).server();
            assertThat(server.awaitReady(Duration.ofSeconds(60))).isTrue();
            assertThat(server.endpoint()).startsWith("http://127.0.0.1:");
            assertThat(context.getBeanNamesForType(McpSyncServer.class)).isEmpty();
        }
    }

    @Test
    void aWebApplicationKeepsItsOwnServerAndGetsTheDebugServerBesideIt() {
        try (ConfigurableApplicationContext context = run("--spring.main.web-application-type=servlet",
                "--server.port=0", "--mcp.ui.enabled=true")) {
            assertThat(context).isInstanceOf(WebServerApplicationContext.class);
            int appPort = ((WebServerApplicationContext) context).getWebServer().getPort();
            DebugServer server = context.getBean(DebugServerLifecycle.class).server();
            assertThat(server.awaitReady(Duration.ofSeconds(60))).isTrue();
            assertThat(server.port()).isNotEqualTo(appPort);
            assertThat(server.isRunning()).isTrue();
        }
    }

    @Test
    void theSystemPropertiesOfAnAppWithoutSpringWorkInASpringAppToo() throws Exception {
        int port;
        try (java.net.ServerSocket free = new java.net.ServerSocket(0)) {
            port = free.getLocalPort();
        }
        Map<String, String> spellings = Map.of("mcp.ui", "true", "mcp.port", String.valueOf(port), "mcp.token", "from-the-command-line");
        spellings.forEach(System::setProperty);
        try (ConfigurableApplicationContext context = run()) {
            DebugServer server = context.getBean(DebugServerLifecycle.class).server();
            assertThat(server.awaitReady(Duration.ofSeconds(60))).isTrue();
            assertThat(server.port()).isEqualTo(port);
            assertThat(server.token()).isEqualTo("from-the-command-line");
        } finally {
            spellings.keySet().forEach(System::clearProperty);
        }
    }

    @Test
    void theSpringPropertyWinsOverTheSystemPropertySpelling() {
        System.setProperty("mcp.token", "system-spelling-0123456789");
        try (ConfigurableApplicationContext context = run("--mcp.ui.enabled=true", "--mcp.ui.token=spring-spelling-0123456789")) {
            assertThat(context.getBean(DebugServerLifecycle.class).server().token()).isEqualTo("spring-spelling-0123456789");
        } finally {
            System.clearProperty("mcp.token");
        }
    }

    private static ConfigurableApplicationContext run(String... args) {
        SpringApplication app = new SpringApplication(DesktopApp.class);
        return app.run(args);
    }

    private static Set<String> threadNames() {
        return Thread.getAllStackTraces().keySet().stream().filter(Thread::isAlive).map(Thread::getName)
                .collect(Collectors.toSet());
    }
}
