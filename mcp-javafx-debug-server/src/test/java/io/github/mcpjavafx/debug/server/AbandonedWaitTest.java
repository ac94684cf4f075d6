package io.github.mcpjavafx.debug.server;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.McpJavafxDebug;
import io.github.mcpjavafx.debug.McpJavafxHandle;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.wait.UiWaiter;
import io.github.mcpjavafx.debug.support.McpTestClient;
import io.github.mcpjavafx.debug.testsupport.Await;
import io.modelcontextprotocol.spec.McpSchema.Tool;
import javafx.scene.control.Button;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** A client that goes away while its call waits ends the wait: abandoned waits do not hold the server's threads. */
class AbandonedWaitTest {

    private static final String TOKEN = "abandoned-wait-token-0123456789";

    private static McpJavafxHandle server;

    @BeforeAll
    static void start() {
        HeadlessFx.closeAllWindows();
        HeadlessFx.show("Waiting", HeadlessFx.onFx(() -> new VBox(new Button("Go"))), 200, 100);
        server = McpJavafxDebug.install(McpJavafxConfig.builder().token(TOKEN).build());
    }

    @AfterAll
    static void stop() {
        server.close();
        HeadlessFx.closeAllWindows();
    }

    /** More abandoned minute-long waits than the server has threads (16); each client is killed once they wait. */
    @Test
    void waitsOfClientsThatWentAwayEndAndFreeTheServer() throws Exception {
        int port = URI.create(server.endpoint()).getPort();
        String call = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{\"name\":\"ui_wait\","
                + "\"arguments\":{\"until\":\"visible\",\"selector\":{\"css\":\"#never\"},\"timeoutMs\":50000}}}";
        byte[] body = call.getBytes(StandardCharsets.UTF_8);
        List<Socket> clients = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            Socket socket = new Socket("127.0.0.1", port);
            OutputStream out = socket.getOutputStream();
            out.write(("POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nAuthorization: Bearer " + TOKEN
                    + "\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\n"
                    + "Content-Length: " + body.length + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            out.write(body);
            out.flush();
            clients.add(socket);
        }
        awaitWaiting(count -> count == 16, "every server thread waits for the UI");
        for (Socket client : clients) {
            client.close();
        }

        long asked = System.nanoTime();
        try (McpTestClient client = McpTestClient.streamable(server.endpoint(), TOKEN, Duration.ofSeconds(10))) {
            assertThat(client.raw().listTools().tools()).extracting(Tool::name).contains("ui_get_snapshot");
        }
        System.out.println("initialize and tools/list answered " + (System.nanoTime() - asked) / 1_000_000
                + " ms after 20 clients waiting a minute each went away");
        awaitWaiting(count -> count == 0, "no wait goes on for a client that has gone");
    }

    /** Polls the server's threads until {@code condition} holds of how many are inside a wait for the UI. */
    private static void awaitWaiting(java.util.function.IntPredicate condition, String what) {
        Await.await(what + " (the last state: how many threads wait)", Duration.ofSeconds(20),
                AbandonedWaitTest::threadsWaitingForTheUi, condition::test);
    }

    private static int threadsWaitingForTheUi() {
        return (int) Thread.getAllStackTraces().values().stream()
                .filter(stack -> Arrays.stream(stack).anyMatch(frame -> frame.getClassName().equals(UiWaiter.class.getName())))
                .count();
    }
}
