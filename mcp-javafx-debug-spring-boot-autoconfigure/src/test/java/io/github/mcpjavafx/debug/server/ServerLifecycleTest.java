package io.github.mcpjavafx.debug.server;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.McpJavafxDebug;
import io.github.mcpjavafx.debug.McpJavafxHandle;
import io.github.mcpjavafx.debug.SystemPropertyConfig;
import io.github.mcpjavafx.debug.Transport;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.support.McpTestClient;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.Map;
import java.util.Properties;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

@ExtendWith(OutputCaptureExtension.class)
class ServerLifecycleTest {

    @Test
    void installAndCloseTwentyTimesFreesThePortEachTime() throws IOException {
        int port = freePort();
        McpJavafxConfig config = McpJavafxConfig.builder().port(port).serverShutdownMs(500).build();
        for (int i = 0; i < 20; i++) {
            McpJavafxHandle handle = McpJavafxDebug.install(config);
            assertThat(handle.isRunning()).isTrue();
            assertThat(handle.endpoint()).isEqualTo("http://127.0.0.1:" + port);
            handle.close();
            assertThat(handle.isRunning()).isFalse();
            try (ServerSocket rebind = new ServerSocket(port, 1, InetAddress.getLoopbackAddress())) {
                assertThat(rebind.getLocalPort()).as("port free after close #" + i).isEqualTo(port);
            }
        }
    }

    @Test
    void closeIsIdempotent() {
        McpJavafxHandle handle = McpJavafxDebug.install(McpJavafxConfig.defaults());
        handle.close();
        handle.close();
        assertThat(handle.isRunning()).isFalse();
    }

    @Test
    void installingTheSameConfigurationAgainReturnsTheRunningServer() {
        McpJavafxConfig config = McpJavafxConfig.builder().token("same-token").build();
        try (McpJavafxHandle first = McpJavafxDebug.install(config)) {
            assertThat(McpJavafxDebug.install(config)).isSameAs(first);
        }
    }

    @Test
    void installingAnotherConfigurationWhileOneRunsFailsAndLeavesItRunning() {
        try (McpJavafxHandle first = McpJavafxDebug.install(McpJavafxConfig.defaults())) {
            assertThatThrownBy(() -> McpJavafxDebug.install(McpJavafxConfig.builder().allowActions(false).build()))
                    .isInstanceOf(IllegalStateException.class).hasMessageContaining("close()");
            assertThat(first.isRunning()).isTrue();
        }
        try (McpJavafxHandle next = McpJavafxDebug.install(McpJavafxConfig.builder().allowActions(false).build())) {
            assertThat(next.isRunning()).as("after close a new configuration installs").isTrue();
        }
    }

    @Test
    void disabledConfigurationStartsNothing() {
        McpJavafxHandle handle = McpJavafxDebug.install(McpJavafxConfig.builder().enabled(false).build());
        assertThat(handle.isRunning()).isFalse();
        assertThat(handle.endpoint()).isEmpty();
        handle.close();
    }

    @Test
    void nonLoopbackBindHostIsRefused() {
        assertThatThrownBy(() -> McpJavafxDebug.install(McpJavafxConfig.builder().bindHost("0.0.0.0").build()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not a loopback address");
    }

    @Test
    void systemPropertiesConfigureTheServer() {
        Properties p = new Properties();
        p.setProperty("mcp.ui", "true");
        p.setProperty("mcp.transport", "sse");
        p.setProperty("mcp.port", "0");
        p.setProperty("mcp.token", "from-props");
        p.setProperty("mcp.allowActions", "false");
        p.setProperty("mcp.snapshot.depth", "9");
        p.setProperty("mcp.snapshot.internals", "true");
        McpJavafxConfig config = SystemPropertyConfig.read(p);
        assertThat(config.enabled()).isTrue();
        assertThat(config.transport()).isEqualTo(Transport.SSE);
        assertThat(config.token()).isEqualTo("from-props");
        assertThat(config.allowActions()).isFalse();
        assertThat(config.snapshotDefaults().depth()).isEqualTo(9);
        assertThat(config.snapshotDefaults().includeControlInternals()).isTrue();
        assertThat(SystemPropertyConfig.read(new Properties()).enabled()).as("off unless mcp.ui=true").isFalse();
    }

    @Test
    void unparsableSystemPropertyNamesTheKey() {
        Properties p = new Properties();
        p.setProperty("mcp.port", "eighty");
        assertThatThrownBy(() -> SystemPropertyConfig.read(p)).hasMessageContaining("mcp.port");
    }

    @Test
    void startFromSystemPropertiesWithoutTheSwitchStartsNothing() {
        assertThat(System.getProperty("mcp.ui")).isNull();
        McpJavafxHandle handle = McpJavafxDebug.startFromSystemProperties();
        assertThat(handle.isRunning()).isFalse();
    }

    @Test
    void startupLogShowsEndpointTokenAndClientConfiguration(CapturedOutput output) {
        try (McpJavafxHandle handle = McpJavafxDebug.install(McpJavafxConfig.defaults())) {
            String url = handle.endpoint() + "/mcp";
            assertThat(output.getAll())
                    .contains("MCP JavaFX Debug enabled")
                    .contains(url)
                    .contains("Token:     " + handle.token())
                    .contains("claude mcp add --transport http javafx-debug " + url
                            + " --header \"Authorization: Bearer " + handle.token() + "\"")
                    .contains("\"mcpServers\"");
        }
    }

    @Test
    void maskedTokenLogNeverShowsTheWholeToken(CapturedOutput output) {
        try (DebugServer server = DebugServer.start(McpJavafxConfig.builder().token("abcd-secret-secret-wxyz").logToken(false).build())) {
            assertThat(output.getAll()).contains("abcd***************wxyz").doesNotContain("abcd-secret-secret-wxyz");
            assertThat(server.token()).isEqualTo("abcd-secret-secret-wxyz");
        }
    }

    @Test
    void everyToolCallWritesOneAuditLine(CapturedOutput output) {
        HeadlessFx.start();
        try (McpJavafxHandle handle = McpJavafxDebug.install(McpJavafxConfig.defaults());
             McpTestClient client = McpTestClient.streamable(handle.endpoint(), handle.token())) {
            client.call("ui_query", Map.of("selector", Map.of("css", "##bad")));
            assertThat(output.getAll()).containsPattern("ui_query MCP_UI_INVALID_ARGUMENT \\d+ ms");
        }
    }

    @Test
    void readOnlyServerNeitherListsNorServesActions() {
        HeadlessFx.start();
        try (McpJavafxHandle handle = McpJavafxDebug.install(McpJavafxConfig.builder().allowActions(false).build());
             McpTestClient client = McpTestClient.streamable(handle.endpoint(), handle.token())) {
            assertThat(client.raw().listTools().tools()).extracting("name").doesNotContain("ui_perform").contains("ui_get_snapshot");
            assertThat(client.raw().getServerInstructions()).contains("read-only");
            var result = client.call("ui_perform", Map.of("actions", java.util.List.of(Map.of("type", "typeText", "text", "x"))));
            assertThat(result.isError()).isTrue();
            assertThat(McpTestClient.errorCode(result)).isEqualTo("MCP_UI_NOT_ENABLED");
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return probe.getLocalPort();
        }
    }

}
