package io.github.mcpjavafx.debug.server;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.McpJavafxDebug;
import io.github.mcpjavafx.debug.McpJavafxHandle;
import io.github.mcpjavafx.debug.McpJavafxHandle.State;
import io.github.mcpjavafx.debug.SystemPropertyConfig;
import io.github.mcpjavafx.debug.Transport;
import io.github.mcpjavafx.debug.core.support.ExportedTests;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.security.BearerTokens;
import io.github.mcpjavafx.debug.support.McpTestClient;
import io.github.mcpjavafx.debug.support.StartStopServer;
import javafx.application.Platform;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

@ExtendWith(OutputCaptureExtension.class)
class ServerLifecycleTest {

    private static final Duration READY = Duration.ofSeconds(60);

    @Test
    void installAndCloseTwentyTimesFreesThePortEachTime() throws IOException {
        int port = freePort();
        McpJavafxConfig config = McpJavafxConfig.builder().port(port).serverShutdownMs(500).build();
        for (int i = 0; i < 20; i++) {
            McpJavafxHandle handle = McpJavafxDebug.install(config);
            assertThat(handle.awaitReady(READY)).isTrue();
            assertThat(handle.isRunning()).isTrue();
            assertThat(handle.endpoint()).isEqualTo("http://127.0.0.1:" + port);
            handle.close();
            assertThat(handle.isRunning()).isFalse();
            try (ServerSocket rebind = new ServerSocket(port, 1, InetAddress.getLoopbackAddress())) {
                assertThat(rebind.getLocalPort()).as("port free after close #" + i).isEqualTo(port);
            }
        }
    }

    /**
     * In a JVM of its own, whose {@code java.io.tmpdir} nothing else uses: Tomcat's directories exist
     * while the server serves, and are gone once it is closed, the JVM still running.
     */
    @Test
    void closingTheServerRemovesTomcatsDirectories(@TempDir Path tmp) throws Exception {
        String output = startAndStop(tmp, "close");
        assertThat(line(output, "serving")).as("what Tomcat made while serving").contains("tomcat");
        assertThat(line(output, "closed")).as("left after close").isEmpty();
    }

    /** Nor does a JVM that ends with its server running leave them behind. */
    @Test
    void anAppThatExitsWithTheServerRunningLeavesNoTomcatDirectories(@TempDir Path tmp) throws Exception {
        String output = startAndStop(tmp, "exit");
        assertThat(line(output, "serving")).as("what Tomcat made while serving").contains("tomcat");
        try (Stream<Path> left = Files.list(tmp)) {
            assertThat(left).as("left after the JVM ended").isEmpty();
        }
    }

    private static String startAndStop(Path tmp, String how) throws Exception {
        ExportedTests.Run run = ExportedTests.java(List.of("-Djava.io.tmpdir=" + tmp), ExportedTests.testClasspath(),
                StartStopServer.class.getName(), tmp.toString(), how);
        assertThat(run.passed()).as(run.output()).isTrue();
        return run.output();
    }

    private static String line(String output, String name) {
        Matcher line = Pattern.compile("(?m)^" + name + ": (.*)$").matcher(output);
        assertThat(line.find()).as(output).isTrue();
        return line.group(1).trim();
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
        McpJavafxConfig config = McpJavafxConfig.builder().token("same-token-0123456789").build();
        try (McpJavafxHandle first = McpJavafxDebug.install(config)) {
            assertThat(McpJavafxDebug.install(config)).isSameAs(first);
        }
    }

    @Test
    void installingAnotherConfigurationWhileOneRunsFailsAndLeavesItRunning() {
        CountDownLatch startMayRun = new CountDownLatch(1);
        Executor previous = DebugServer.starter;
        DebugServer.starter = boot -> previous.execute(() -> {
            awaitQuietly(startMayRun); // held back, so that the second install surely comes while the first starts
            boot.run();
        });
        try (McpJavafxHandle first = McpJavafxDebug.install(McpJavafxConfig.defaults())) {
            assertThatThrownBy(() -> McpJavafxDebug.install(McpJavafxConfig.builder().allowActions(false).build()))
                    .as("refused while the first one starts").isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("is starting").hasMessageContaining("close()");
            startMayRun.countDown();
            assertThat(first.awaitReady(READY)).isTrue();
            assertThatThrownBy(() -> McpJavafxDebug.install(McpJavafxConfig.builder().allowActions(false).build()))
                    .isInstanceOf(IllegalStateException.class).hasMessageContaining(first.endpoint());
            assertThat(first.isRunning()).isTrue();
        } finally {
            DebugServer.starter = previous;
            startMayRun.countDown();
        }
        try (McpJavafxHandle next = McpJavafxDebug.install(McpJavafxConfig.builder().allowActions(false).build())) {
            assertThat(next.awaitReady(READY)).as("after close a new configuration installs").isTrue();
        }
    }

    @Test
    void disabledConfigurationStartsNothing() {
        McpJavafxHandle handle = McpJavafxDebug.install(McpJavafxConfig.builder().enabled(false).build());
        assertThat(handle.state()).isEqualTo(State.DISABLED);
        assertThat(handle.isRunning()).isFalse();
        assertThat(handle.awaitReady(Duration.ZERO)).isFalse();
        assertThat(handle.whenReady().toCompletableFuture()).isCompletedExceptionally();
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
    void startupLogShowsEndpointTokenAndClientConfigurationWhenAskedTo(CapturedOutput output) {
        try (McpJavafxHandle handle = McpJavafxDebug.install(McpJavafxConfig.builder().logToken(true).build())) {
            assertThat(handle.awaitReady(READY)).isTrue();
            String url = handle.endpoint() + "/mcp";
            assertThat(output.getAll())
                    .contains("MCP JavaFX Debug enabled")
                    .contains(url)
                    .contains("Token:     " + handle.token() + " (generated")
                    .contains("claude mcp add --transport http javafx-debug " + url
                            + " --header \"Authorization: Bearer " + handle.token() + "\"")
                    .contains("\"mcpServers\"");
        }
    }

    @Test
    void aGeneratedTokenIsLoggedMaskedAndWrittenToAnInstanceFileOnlyTheUserCanReadRemovedOnStop(CapturedOutput output)
            throws IOException {
        Path file;
        try (DebugServer server = DebugServer.start(McpJavafxConfig.defaults(), List.of())) {
            assertThat(server.awaitReady(READY)).isTrue();
            file = server.instanceFile().orElseThrow();
            assertThat(output.getAll()).doesNotContain(server.token()).contains(BearerTokens.mask(server.token()))
                    .contains("Instance:  " + file);
            assertThat(Files.getPosixFilePermissions(file)).containsExactlyInAnyOrder(
                    PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE);
            assertThat(Files.getPosixFilePermissions(file.getParent())).containsExactlyInAnyOrder(
                    PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE, PosixFilePermission.OWNER_EXECUTE);
            ServerInstance written = ServerInstance.parse(Files.readString(file));
            assertThat(written.endpoint()).isEqualTo(server.endpoint());
            assertThat(written.token()).isEqualTo(server.token());
            assertThat(written.pid()).isEqualTo(ProcessHandle.current().pid());
            assertThat(written.workingDirectory()).isEqualTo(System.getProperty("user.dir"));
            assertThat(written.mainClass()).as("the launch command's first word").isNotBlank();
            assertThat(written.toString()).doesNotContain(server.token());

            try (McpTestClient client = McpTestClient.streamable(server.endpoint(), tokenIn(file))) {
                assertThat(client.raw().listTools().tools()).isNotEmpty();
            }
        }
        assertThat(file).as("removed when the server stops").doesNotExist();
    }

    /** The token as a script reads it from the instance file. */
    private static String tokenIn(Path instanceFile) throws IOException {
        Matcher m = Pattern.compile("\"token\"\\s*:\\s*\"([^\"]+)\"").matcher(Files.readString(instanceFile));
        assertThat(m.find()).isTrue();
        return m.group(1);
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

    @Test
    void installOnTheFxThreadReturnsWhileTheServerStartsAndLeavesTheFxThreadFree() throws Exception {
        HeadlessFx.start();
        CountDownLatch startMayRun = new CountDownLatch(1);
        Executor previous = DebugServer.starter;
        DebugServer.starter = boot -> previous.execute(() -> {
            awaitQuietly(startMayRun); // the server's start is held back until the test has looked
            boot.run();
        });
        try {
            CompletableFuture<State> seenByTaskQueuedBefore = new CompletableFuture<>();
            AtomicReference<McpJavafxHandle> installed = new AtomicReference<>();
            State right = HeadlessFx.onFx(() -> {
                Platform.runLater(() -> seenByTaskQueuedBefore.complete(installed.get().state()));
                installed.set(McpJavafxDebug.install(McpJavafxConfig.defaults()));
                return installed.get().state();
            });
            McpJavafxHandle handle = installed.get();
            assertThat(right).as("install() returned before the server was up").isEqualTo(State.STARTING);
            assertThat(seenByTaskQueuedBefore.get(10, TimeUnit.SECONDS))
                    .as("the FX thread went on with its queue while the server was starting").isEqualTo(State.STARTING);
            assertThat(handle.isRunning()).isFalse();
            assertThat(handle.token()).as("known at once").isNotBlank();
            CompletableFuture<McpJavafxHandle> ready = handle.whenReady().toCompletableFuture();
            assertThat(ready).isNotDone();

            startMayRun.countDown();
            assertThat(handle.awaitReady(READY)).isTrue();
            assertThat(ready.get(10, TimeUnit.SECONDS)).isSameAs(handle);
            assertThat(handle.state()).isEqualTo(State.RUNNING);
            assertThat(handle.endpoint()).startsWith("http://127.0.0.1:");
            handle.close();
            assertThat(handle.state()).isEqualTo(State.CLOSED);
        } finally {
            DebugServer.starter = previous;
            startMayRun.countDown();
        }
    }

    @Test
    void aPortInUseIsLoggedAndReportedByTheHandleNotThrown(CapturedOutput output) throws IOException {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            McpJavafxHandle handle = McpJavafxDebug.install(McpJavafxConfig.builder().port(taken.getLocalPort()).build());
            assertThat(handle.awaitReady(READY)).isFalse();
            assertThat(handle.state()).isEqualTo(State.FAILED);
            assertThat(handle.isRunning()).isFalse();
            assertThat(handle.failure()).get().extracting(Throwable::getMessage).asString()
                    .contains("could not start").contains("port " + taken.getLocalPort() + " is in use");
            assertThat(handle.whenReady().toCompletableFuture()).isCompletedExceptionally();
            assertThatThrownBy(handle::endpoint).isInstanceOf(IllegalStateException.class).hasMessageContaining("could not start");
            assertThat(output.getAll()).contains("ERROR").contains("could not start").contains("port " + taken.getLocalPort() + " is in use");
            handle.close();
            assertThat(handle.state()).as("closing a failed handle changes nothing").isEqualTo(State.FAILED);
        }
        try (McpJavafxHandle next = McpJavafxDebug.install(McpJavafxConfig.builder().allowActions(false).build())) {
            assertThat(next.awaitReady(READY)).as("a failed start frees the JVM's server slot").isTrue();
        }
    }

    @Test
    void closingWhileTheServerStartsWaitsForTheStartThenFreesThePort() throws Exception {
        int port = freePort();
        CountDownLatch startMayRun = new CountDownLatch(1);
        Executor previous = DebugServer.starter;
        DebugServer.starter = boot -> previous.execute(() -> {
            awaitQuietly(startMayRun);
            boot.run();
        });
        try {
            McpJavafxHandle handle = McpJavafxDebug.install(McpJavafxConfig.builder().port(port).build());
            assertThat(handle.state()).isEqualTo(State.STARTING);
            CompletableFuture<Void> closed = CompletableFuture.runAsync(handle::close);
            startMayRun.countDown();
            closed.get(60, TimeUnit.SECONDS);
            assertThat(handle.state()).isEqualTo(State.CLOSED);
            assertThat(handle.awaitReady(Duration.ZERO)).isFalse();
            assertThat(handle.whenReady().toCompletableFuture()).isCompletedExceptionally();
            handle.close();
            try (ServerSocket rebind = new ServerSocket(port, 1, InetAddress.getLoopbackAddress())) {
                assertThat(rebind.getLocalPort()).as("port free after close").isEqualTo(port);
            }
        } finally {
            DebugServer.starter = previous;
            startMayRun.countDown();
        }
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await(60, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return probe.getLocalPort();
        }
    }

}
