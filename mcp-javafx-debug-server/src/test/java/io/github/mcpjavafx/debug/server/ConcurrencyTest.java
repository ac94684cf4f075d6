package io.github.mcpjavafx.debug.server;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.McpJavafxDebug;
import io.github.mcpjavafx.debug.McpJavafxHandle;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.support.GreeterApp;
import io.github.mcpjavafx.debug.support.McpTestClient;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import javafx.application.Platform;
import javafx.scene.control.Button;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import static io.github.mcpjavafx.debug.support.McpTestClient.errorCode;
import static io.github.mcpjavafx.debug.support.McpTestClient.text;
import static org.assertj.core.api.Assertions.assertThat;

/** Parallel clients queue and are all served; a frozen UI gives timeouts, never a hung server. */
class ConcurrencyTest {

    private static McpJavafxHandle server;

    @BeforeAll
    static void start() {
        HeadlessFx.closeAllWindows();
        HeadlessFx.show("Busy", HeadlessFx.onFx(() -> {
            Button b = new Button("Go");
            b.setId("go");
            Button report = new Button("Report");
            report.setId("report");
            report.setOnAction(event -> recomputeReport());
            return new VBox(b, report);
        }), 200, 100);
        server = McpJavafxDebug.install(McpJavafxConfig.builder().fxTimeoutMs(1000).build());
    }

    @AfterAll
    static void stop() {
        server.close();
        HeadlessFx.closeAllWindows();
    }

    @Test
    void parallelClientsAreAllServed() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<Integer>> done = new ArrayList<>();
            for (int c = 0; c < 4; c++) {
                done.add(pool.submit(() -> {
                    int ok = 0;
                    try (McpTestClient client = McpTestClient.streamable(server.endpoint(), server.token())) {
                        for (int i = 0; i < 15; i++) {
                            CallToolResult r = i % 3 == 0
                                    ? client.call("ui_get_snapshot", Map.of())
                                    : client.call("ui_query", Map.of("selector", Map.of("css", "#go")));
                            if (!r.isError()) {
                                ok++;
                            }
                        }
                    }
                    return ok;
                }));
            }
            for (Future<Integer> f : done) {
                assertThat(f.get(120, TimeUnit.SECONDS)).isEqualTo(15);
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void frozenUiGivesTimeoutsWhileTheServerKeepsAnsweringAndRecoversAfter() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        Platform.runLater(() -> {
            try {
                release.await(20, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        ExecutorService pool = Executors.newFixedThreadPool(3);
        try (McpTestClient a = McpTestClient.streamable(server.endpoint(), server.token());
             McpTestClient b = McpTestClient.streamable(server.endpoint(), server.token())) {
            Future<CallToolResult> first = pool.submit(() -> a.call("ui_query", Map.of("selector", Map.of("css", "#go"))));
            Future<CallToolResult> second = pool.submit(() -> b.call("ui_get_snapshot", Map.of()));
            assertThat(errorCode(first.get(30, TimeUnit.SECONDS))).isEqualTo("MCP_UI_TIMEOUT");
            assertThat(errorCode(second.get(30, TimeUnit.SECONDS))).isEqualTo("MCP_UI_TIMEOUT");

            HttpResponse<String> health = HttpClient.newHttpClient().send(
                    HttpRequest.newBuilder(URI.create(server.endpoint() + "/health")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(health.statusCode()).as("the server answers while the UI is frozen").isEqualTo(200);

            release.countDown();
            HeadlessFx.settle();
            CallToolResult after = a.call("ui_query", Map.of("selector", Map.of("css", "#go")));
            assertThat(after.isError()).as(text(after)).isFalse();
        } finally {
            release.countDown();
            pool.shutdownNow();
        }
    }

    @Test
    void aTimeoutNamesTheHandlerThatKeepsTheFxThreadBusy() {
        reportRelease = new CountDownLatch(1);
        try (McpTestClient a = McpTestClient.streamable(server.endpoint(), server.token())) {
            CallToolResult click = a.call("ui_perform",
                    Map.of("actions", List.of(Map.of("type", "click", "target", Map.of("css", "#report")))));
            CallToolResult query = click.isError() && "MCP_UI_TIMEOUT".equals(errorCode(click)) ? click
                    : a.call("ui_query", Map.of("selector", Map.of("css", "#go")));

            assertThat(errorCode(query)).as(text(query)).isEqualTo("MCP_UI_TIMEOUT");
            String handler = ConcurrencyTest.class.getName() + ".recomputeReport(ConcurrencyTest.java:";
            assertThat(text(query)).contains("The FX thread is busy in " + handler);
            @SuppressWarnings("unchecked")
            Map<String, Object> error = (Map<String, Object>) McpTestClient.structured(query).get("error");
            assertThat(String.valueOf(error.get("details"))).contains("fxThread").contains(handler);
        } finally {
            reportRelease.countDown();
            HeadlessFx.settle();
        }
    }

    /** The review's case: a click whose handler froze the FX thread answered "nothing was changed". */
    @Test
    void aClickWhoseHandlerFreezesTheUiSaysTheHandlerRanAndIsExported() {
        reportRelease = new CountDownLatch(1);
        try (McpTestClient a = McpTestClient.streamable(server.endpoint(), server.token())) {
            CallToolResult click = a.call("ui_perform",
                    Map.of("actions", List.of(Map.of("type", "click", "target", Map.of("css", "#report")))));

            assertThat(errorCode(click)).as(text(click)).isEqualTo("MCP_UI_TIMEOUT");
            assertThat(text(click)).contains("The click reached the app", "its handler ran, or may still be running",
                    "The FX thread is busy in " + ConcurrencyTest.class.getName() + ".recomputeReport(")
                    .doesNotContain("nothing was changed");
            reportRelease.countDown();
            HeadlessFx.settle();
            String source = (String) McpTestClient.structured(a.call("ui_export_test", Map.of("className", "ReportTest",
                    "packageName", "com.example", "applicationClass", GreeterApp.class.getName()))).get("source");
            assertThat(source).as("the click happened: a replay clicks too").contains("clickOn(lookup(\"#report\")");
        } finally {
            reportRelease.countDown();
            HeadlessFx.settle();
        }
    }

    private static volatile CountDownLatch reportRelease = new CountDownLatch(0);

    /** Stands for an app's long event handler on the FX thread. */
    private static void recomputeReport() {
        try {
            reportRelease.await(20, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
