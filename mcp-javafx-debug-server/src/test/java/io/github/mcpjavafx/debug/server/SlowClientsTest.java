package io.github.mcpjavafx.debug.server;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.McpJavafxDebug;
import io.github.mcpjavafx.debug.McpJavafxHandle;
import io.github.mcpjavafx.debug.support.McpTestClient;
import io.github.mcpjavafx.debug.support.SlowClient;
import io.github.mcpjavafx.debug.support.SlowClient.Outcome;
import io.github.mcpjavafx.debug.support.SlowClient.Pace;
import io.modelcontextprotocol.spec.McpSchema.Tool;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Clients without the token, sending slowly or not at all, hold none of the server's threads: each is
 * answered and its connection closed as soon as its head is read, its body unread; and a client that
 * stops sending, token or not, is cut by the read timeout.
 */
class SlowClientsTest {

    private static final String TOKEN = "slow-clients-token-0123456789";
    private static final Map<String, String> JSON = Map.of("Content-Type", "application/json",
            "Accept", "application/json, text/event-stream");

    private static McpJavafxHandle server;
    private static int port;

    @BeforeAll
    static void start() {
        server = McpJavafxDebug.install(McpJavafxConfig.builder().token(TOKEN).build());
        port = URI.create(server.endpoint()).getPort();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    /** More slow connections than the server has threads (16), none with the token. */
    @Test
    void fortySlowClientsWithoutTheTokenLeaveTheServerToTheClientWithIt() throws Exception {
        List<SlowClient> attackers = new ArrayList<>();
        List<Integer> expected = new ArrayList<>();
        try {
            for (int i = 0; i < 15; i++) {
                attackers.add(SlowClient.start(port, "POST", "/mcp", JSON, Pace.TRICKLED_CHUNKS));
                expected.add(401);
                attackers.add(SlowClient.start(port, "POST", "/mcp", JSON, Pace.DECLARED_NEVER_SENT));
                expected.add(401);
            }
            for (int i = 0; i < 5; i++) {
                attackers.add(SlowClient.start(port, "POST", "/SYSTEM%20NOTE", JSON, Pace.TRICKLED_CHUNKS));
                expected.add(404);
                attackers.add(SlowClient.start(port, "GET", "/health", Map.of(), Pace.DECLARED_NEVER_SENT));
                expected.add(200);
            }
            for (SlowClient attacker : attackers) {
                attacker.awaitHeadSent();
            }

            long asked = System.nanoTime();
            try (McpTestClient client = McpTestClient.streamable(server.endpoint(), TOKEN, Duration.ofSeconds(10))) {
                assertThat(client.raw().listTools().tools()).extracting(Tool::name).contains("ui_get_snapshot");
            }
            System.out.println("initialize and tools/list answered in " + (System.nanoTime() - asked) / 1_000_000
                    + " ms beside " + attackers.size() + " slow clients");

            long slowest = 0;
            for (int i = 0; i < attackers.size(); i++) {
                Outcome outcome = attackers.get(i).outcome(30);
                assertThat(outcome.status()).as("client %d: %s", i, outcome.response()).isEqualTo(expected.get(i));
                assertThat(outcome.closedAfterMs()).as("client %d closed by the server before its read timeout", i)
                        .isBetween(0L, 5_000L);
                slowest = Math.max(slowest, outcome.closedAfterMs());
            }
            System.out.println("the slowest of them was answered and closed " + slowest + " ms after its head");
        } finally {
            for (SlowClient attacker : attackers) {
                attacker.close();
            }
        }
    }

    /** A head that never ends, and a body that never comes although the token was right: both cut, not held. */
    @Test
    void aClientThatStopsSendingIsCutByTheReadTimeout() throws Exception {
        try (SlowClient halfHead = SlowClient.start(port, "POST", "/mcp", JSON, Pace.HEAD_UNFINISHED);
             SlowClient silentBody = SlowClient.start(port, "POST", "/mcp",
                     Map.of("Authorization", "Bearer " + TOKEN, "Content-Type", "application/json",
                             "Accept", "application/json, text/event-stream"), Pace.DECLARED_NEVER_SENT)) {
            Outcome head = halfHead.outcome(40);
            Outcome body = silentBody.outcome(40);
            System.out.println("cut after " + head.closedAfterMs() + " ms (half a head) and " + body.closedAfterMs()
                    + " ms (a body that never came)");
            assertThat(head.closedAfterMs()).isBetween(0L, 30_000L);
            assertThat(body.closedAfterMs()).isBetween(0L, 30_000L);
            assertThat(body.status()).as(body.response()).isEqualTo(408); // Request Timeout
        }
    }
}
