package io.github.mcpjavafx.debug.autoconfigure;

import io.github.mcpjavafx.debug.McpJavafxHandle;
import io.github.mcpjavafx.debug.Transport;
import io.github.mcpjavafx.debug.server.DebugServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

@ExtendWith(OutputCaptureExtension.class)
class McpJavafxDebugAutoConfigurationTest {

    private static final Duration READY = Duration.ofSeconds(60);

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(McpJavafxDebugAutoConfiguration.class));

    @Test
    void offByDefault() {
        runner.run(context -> assertThat(context).doesNotHaveBean(DebugServerLifecycle.class));
    }

    @Test
    void offWhenEnabledIsFalse() {
        runner.withPropertyValues("mcp.ui.enabled=false", "mcp.ui.port=0")
                .run(context -> assertThat(context).doesNotHaveBean(DebugServerLifecycle.class));
    }

    @Test
    void nestedKeysAloneDoNotTurnItOn() {
        runner.withPropertyValues("mcp.ui.port=0", "mcp.ui.token=nested-keys-token-0123")
                .run(context -> assertThat(context).doesNotHaveBean(DebugServerLifecycle.class));
    }

    @Test
    void enabledPropertyStartsAListeningServerAndClosingTheContextStopsIt() {
        int[] port = new int[1];
        runner.withPropertyValues("mcp.ui.enabled=true").run(context -> {
            DebugServer server = context.getBean(DebugServerLifecycle.class).server();
            assertThat(server.awaitReady(READY)).isTrue();
            assertThat(server.isRunning()).isTrue();
            port[0] = server.port();
            assertThat(canConnect(port[0])).isTrue();
            assertThat(server.endpoint()).isEqualTo("http://127.0.0.1:" + port[0]);
        });
        assertThat(canConnect(port[0])).as("port released when the context closes").isFalse();
    }

    @Test
    void systemPropertyStyleSwitchTurnsItOn() {
        runner.withPropertyValues("mcp.ui=true")
                .run(context -> assertThat(context.getBean(DebugServerLifecycle.class).server().awaitReady(READY)).isTrue());
    }

    @Test
    void propertiesBindToTheServerConfiguration() throws IOException {
        int freePort;
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            freePort = probe.getLocalPort();
        }
        runner.withPropertyValues("mcp.ui.enabled=true", "mcp.ui.port=" + freePort, "mcp.ui.token=s3cret-token-0123456789",
                        "mcp.ui.allow-actions=false", "mcp.ui.fx-timeout-ms=1234", "mcp.ui.snapshot.depth=7",
                        "mcp.ui.transport=sse")
                .run(context -> {
                    DebugServer server = context.getBean(DebugServerLifecycle.class).server();
                    assertThat(server.awaitReady(READY)).isTrue();
                    assertThat(server.port()).isEqualTo(freePort);
                    assertThat(server.token()).isEqualTo("s3cret-token-0123456789");
                    assertThat(server.config().allowActions()).isFalse();
                    assertThat(server.config().fxTimeoutMs()).isEqualTo(1234);
                    assertThat(server.config().snapshotDefaults().depth()).isEqualTo(7);
                    assertThat(server.config().transport()).isEqualTo(Transport.SSE);
                    assertThat(server.toolNames()).doesNotContain("ui_perform");
                    assertThat(server.mcpUrl()).endsWith("/sse");
                });
    }

    @Test
    void nonLoopbackBindHostRefusesToStartAndSaysWhy() {
        runner.withPropertyValues("mcp.ui.enabled=true", "mcp.ui.bind-host=0.0.0.0").run(context -> {
            assertThat(context).hasFailed();
            assertThat(context.getStartupFailure()).rootCause().hasMessageContaining("not a loopback address");
        });
    }

    @Test
    void ipv6LoopbackIsAccepted() {
        runner.withPropertyValues("mcp.ui.enabled=true", "mcp.ui.bind-host=::1").run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context.getBean(DebugServerLifecycle.class).server().awaitReady(READY)).isTrue();
            assertThat(context.getBean(DebugServerLifecycle.class).server().endpoint()).startsWith("http://[0:0:0:0:0:0:0:1]:");
        });
    }

    @Test
    void portInUseLeavesTheAppRunningAndTheHandleSaysWhy(CapturedOutput output) throws IOException {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            runner.withPropertyValues("mcp.ui.enabled=true", "mcp.ui.port=" + taken.getLocalPort()).run(context -> {
                assertThat(context).as("a debugging aid does not keep the app from starting").hasNotFailed();
                DebugServer server = context.getBean(DebugServerLifecycle.class).server();
                assertThat(server.awaitReady(READY)).isFalse();
                assertThat(server.state()).isEqualTo(McpJavafxHandle.State.FAILED);
                assertThat(server.failure()).get().extracting(Throwable::getMessage).asString()
                        .contains("port " + taken.getLocalPort() + " is in use");
                assertThat(output.getAll()).contains("port " + taken.getLocalPort() + " is in use");
            });
        }
    }

    @Test
    void unknownTransportFailsWithTheAcceptedValues() {
        runner.withPropertyValues("mcp.ui.enabled=true", "mcp.ui.transport=websocket").run(context -> {
            assertThat(context).hasFailed();
            assertThat(context.getStartupFailure()).hasStackTraceContaining("use http");
        });
    }

    @Test
    void backsOffWithoutJavafx() {
        runner.withPropertyValues("mcp.ui.enabled=true")
                .withClassLoader(new FilteredClassLoader("javafx."))
                .run(context -> assertThat(context).doesNotHaveBean(DebugServerLifecycle.class));
    }

    @Test
    void userDefinedLifecycleBeanWins() {
        runner.withPropertyValues("mcp.ui.enabled=true")
                .withBean("custom", DebugServerLifecycle.class, () -> new DebugServerLifecycle(
                        io.github.mcpjavafx.debug.McpJavafxConfig.builder().token("the-users-own-token-0123").build()))
                .run(context -> {
                    assertThat(context).hasSingleBean(DebugServerLifecycle.class);
                    assertThat(context.getBean(DebugServerLifecycle.class).server().token()).isEqualTo("the-users-own-token-0123");
                });
    }

    @Test
    void theSpringServerAndInstallShareTheOneServerPerJvm() {
        runner.withPropertyValues("mcp.ui.enabled=true", "mcp.ui.token=shared-token-0123456789")
                .run(context -> {
                    DebugServer spring = context.getBean(DebugServerLifecycle.class).server();
                    assertThat(spring.awaitReady(READY)).isTrue();
                    assertThat(io.github.mcpjavafx.debug.McpJavafxDebug.install(spring.config())).isSameAs(spring);
                    assertThatThrownBy(() -> io.github.mcpjavafx.debug.McpJavafxDebug.install(
                            spring.config().toBuilder().token("another-token-0123456789").build()))
                            .isInstanceOf(IllegalStateException.class).hasMessageContaining(spring.endpoint());
                });
    }

    private static boolean canConnect(int port) {
        try (Socket ignored = new Socket(InetAddress.getLoopbackAddress(), port)) {
            return true;
        } catch (IOException e) {
            return false;
        }
    }
}
