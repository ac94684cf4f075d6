package io.github.mcpjavafx.debug.stdio;

import io.github.mcpjavafx.debug.server.ServerInstance;
import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.json.JsonMapper;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The attack of a second local user on the stdio proxy, staged on this machine: a killed app's instance file
 * stays, and the other user gets its pid and listens on its port with a server of her own. The proxy must send
 * that server nothing (no token) and hand its client nothing of it. The other user is uid 65534 ({@code nobody}),
 * whose process the tests start with {@code setpriv} (they run as root on CI); the owner checks that need no
 * other user run everywhere on Linux.
 */
@EnabledOnOs(OS.LINUX)
class SquattedEndpointTest {

    private static final Path PYTHON = Path.of("/usr/bin/python3");
    /** A listener that says which port it took and prints a line for each connection it accepts. */
    private static final String LISTENER = "import socket\n"
            + "s = socket.socket()\n"
            + "s.bind(('127.0.0.1', 0))\n"
            + "s.listen()\n"
            + "print(s.getsockname()[1], flush=True)\n"
            + "while True:\n"
            + "    c, _ = s.accept()\n"
            + "    print('connection', flush=True)\n"
            + "    c.close()\n";

    @TempDir
    Path directory;

    private final List<Process> started = new ArrayList<>();
    private final List<String> connections = new CopyOnWriteArrayList<>();

    @BeforeEach
    void privateDirectory() throws IOException {
        Files.setPosixFilePermissions(directory, PosixFilePermissions.fromString("rwx------"));
    }

    @AfterEach
    void stop() {
        started.forEach(Process::destroyForcibly);
    }

    @Test
    void anotherUsersServerOnADeadAppsPidAndPortGetsNoRequestAndReachesNoClient() throws Exception {
        Process squatter = listener("setpriv", "--reuid=65534", "--regid=65534", "--clear-groups");
        int port = portOf(squatter);
        long start = squatter.toHandle().info().startInstant().orElseThrow().toEpochMilli();
        // the strongest squatter: the file's pid and start are hers (she won the pid), and her server listens on its port
        Path file = instanceFile(squatter.pid(), port, start);

        RunningApps apps = new RunningApps(directory);
        assertThat(apps.now()).as("no running app of this user's").isEmpty();
        assertThat(file).as("the file is left over: its process is another user's now").doesNotExist();
        CallToolResult call = new CallForwarder(new ChosenApp(apps, McpJsonDefaults.getMapper()))
                .call(McpSchema.CallToolRequest.builder("ui_get_snapshot").arguments(Map.of()).build());
        assertThat(call.isError()).isTrue();
        assertThat(text(call)).startsWith("MCP_UI_NO_APP: no JavaFX app with the debug server is running");
        assertThat(connections).as("connections the squatter accepted").isEmpty();
    }

    @Test
    void aLiveAppOfThisUsersWhosePortAnotherUserListensOnIsNoAppAndGetsNoRequest() throws Exception {
        Process squatter = listener("setpriv", "--reuid=65534", "--regid=65534", "--clear-groups");
        int port = portOf(squatter);
        ProcessHandle self = ProcessHandle.current();
        Path file = instanceFile(self.pid(), port, self.info().startInstant().orElseThrow().toEpochMilli());

        RunningApps apps = new RunningApps(directory);
        assertThat(apps.now()).isEmpty();
        assertThat(file).as("its writer runs: the file is its to remove").exists();
        assertThat(connections).isEmpty();
    }

    @Test
    void aPortListenedOnByAnotherProcessOfThisUserIsNotTheWritersEndpoint() throws Exception {
        Process other = listener();
        int port = portOf(other);
        ProcessHandle self = ProcessHandle.current();
        instanceFile(self.pid(), port, self.info().startInstant().orElseThrow().toEpochMilli());

        assertThat(new RunningApps(directory).now()).as("the endpoint is another process's, not the writer's").isEmpty();
        assertThat(connections).isEmpty();
    }

    @Test
    void theWritersOwnListeningSocketMakesItARunningApp() throws Exception {
        try (ServerSocket own = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            ProcessHandle self = ProcessHandle.current();
            long start = self.info().startInstant().orElseThrow().toEpochMilli();
            instanceFile(self.pid(), own.getLocalPort(), start);
            assertThat(new RunningApps(directory).now()).extracting(ServerInstance::pid).containsExactly(self.pid());

            Path movedClock = instanceFile(self.pid(), own.getLocalPort() , start - 3_600_000);
            assertThat(new RunningApps(directory).now()).as("a start read against a clock set since: the socket tells")
                    .hasSize(1);
            assertThat(movedClock).exists();
        }
    }

    @Test
    void anEndpointOffLoopbackIsNeverTrusted() throws Exception {
        try (ServerSocket own = new ServerSocket(0)) {
            ProcessHandle self = ProcessHandle.current();
            String endpoint = "http://example.org:" + own.getLocalPort();
            write(new ServerInstance(endpoint, endpoint + "/mcp", "t", self.pid(), "com.acme.Main", "/w",
                    self.info().startInstant().orElseThrow().toEpochMilli()));
            assertThat(new RunningApps(directory).now()).isEmpty();
        }
    }

    private Process listener(String... asUser) throws IOException {
        Assumptions.assumeTrue(Files.isExecutable(PYTHON), "needs " + PYTHON);
        List<String> command = new ArrayList<>(List.of(asUser));
        command.addAll(List.of(PYTHON.toString(), "-c", LISTENER));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        started.add(process);
        return process;
    }

    /** Reads the listener's port, then counts its connections as it prints them. */
    private int portOf(Process listener) throws IOException {
        BufferedReader out = new BufferedReader(new InputStreamReader(listener.getInputStream(), StandardCharsets.UTF_8));
        String first = out.readLine();
        if (first == null || !first.matches("\\d+")) {
            Assumptions.abort("a listener of another user cannot be started here (root is needed): " + first);
        }
        Thread reader = new Thread(() -> {
            try {
                for (String line; (line = out.readLine()) != null; ) {
                    connections.add(line);
                }
            } catch (IOException ended) {
                // the listener was stopped
            }
        });
        reader.setDaemon(true);
        reader.start();
        return Integer.parseInt(first);
    }

    private Path instanceFile(long pid, int port, long started) throws IOException {
        String endpoint = "http://127.0.0.1:" + port;
        return write(new ServerInstance(endpoint, endpoint + "/mcp", "the-victims-token-0123456789", pid,
                "com.acme.Main", "/w", started));
    }

    private Path write(ServerInstance instance) throws IOException {
        Path file = directory.resolve(instance.pid() + "-" + instance.port() + ".json");
        Files.writeString(file, JsonMapper.shared().writeValueAsString(instance));
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
        return file;
    }

    private static String text(CallToolResult result) {
        return ((McpSchema.TextContent) result.content().get(0)).text();
    }
}
