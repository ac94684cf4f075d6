package io.github.mcpjavafx.debug.server;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.McpJavafxDebug;
import io.github.mcpjavafx.debug.McpJavafxHandle;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.support.McpTestClient;
import javafx.event.EventDispatcher;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The library installed costs the app nothing until an agent asks: the server listens, and an agent may
 * connect and list the tools, but nothing of ours is on the app's nodes, scenes or windows, and no thread of
 * ours runs beside the server's own, until the first tool call that reads the UI. Everything of ours that
 * follows nodes sits in their properties under a key of ours ({@code mcp.*}: the uid, the change watch's
 * listeners), so what is not there is not watched.
 */
class NothingWatchedBeforeTheFirstCallTest {

    /** The threads the server's start leaves running: Tomcat's, and the install's own watch of the toolkit's end. */
    private static final Pattern SERVER_THREADS = Pattern.compile(
            "http-nio-.*|Catalina-.*|container-.*|mcp-javafx-debug-(start|preload|exit-watch)");

    @AfterEach
    void cleanUp() {
        HeadlessFx.closeAllWindows();
    }

    @Test
    void aServerThatServesButWasNotCalledLeavesTheAppsNodesScenesAndThreadsAlone() {
        Stage stage = HeadlessFx.show("Untouched", onFx(() -> {
            Button save = new Button("Save");
            save.setId("save");
            TextField name = new TextField("Ada");
            return new VBox(new Label("Name"), name, save);
        }), 300, 200);
        EventDispatcher sceneDispatcher = onFx(() -> stage.getScene().getEventDispatcher());
        EventDispatcher windowDispatcher = onFx(stage::getEventDispatcher);
        Set<Thread> before = liveThreads();

        try (McpJavafxHandle handle = McpJavafxDebug.install(McpJavafxConfig.defaults())) {
            assertThat(handle.awaitReady(Duration.ofSeconds(60))).isTrue();
            List<String> started = new ArrayList<>();
            for (Thread thread : liveThreads()) {
                if (!before.contains(thread)) {
                    started.add(thread.getName());
                }
            }
            try (McpTestClient client = McpTestClient.streamable(handle.endpoint(), handle.token())) {
                assertThat(client.raw().listTools().tools()).isNotEmpty(); // connected, no tool called yet
                HeadlessFx.settle();

                assertThat(started).allMatch(name -> SERVER_THREADS.matcher(name).matches(), "only the server's threads");
                assertThat(onFx(() -> ourKeys(stage.getScene().getRoot()))).isEmpty();
                assertThat(onFx(() -> stage.getScene().getEventDispatcher())).isSameAs(sceneDispatcher);
                assertThat(onFx(stage::getEventDispatcher)).isSameAs(windowDispatcher);

                var found = client.call("ui_query", Map.of("selector", Map.of("css", "#save")));
                assertThat(found.isError()).as(McpTestClient.text(found)).isFalse();
                // the first call that reads the UI starts the watch: the check above would have seen it
                assertThat(onFx(() -> ourKeys(stage.getScene().getRoot()))).anyMatch(key -> key.contains(" mcp.changes."));
            }
        }
    }

    /** The keys of ours ({@code mcp.*}) in the properties of {@code root} and every node under it, skins included. */
    private static List<String> ourKeys(Parent root) {
        List<String> keys = new ArrayList<>();
        Set<Node> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        List<Node> todo = new ArrayList<>(List.of(root));
        while (!todo.isEmpty()) {
            Node node = todo.remove(todo.size() - 1);
            if (!seen.add(node)) {
                continue;
            }
            if (node.hasProperties()) {
                node.getProperties().keySet().stream().filter(key -> key instanceof String s && s.startsWith("mcp."))
                        .forEach(key -> keys.add(node.getClass().getSimpleName() + " " + key));
            }
            if (node instanceof Parent parent) {
                todo.addAll(parent.getChildrenUnmodifiable());
            }
        }
        return keys;
    }

    private static Set<Thread> liveThreads() {
        Set<Thread> threads = Collections.newSetFromMap(new IdentityHashMap<>());
        Thread.getAllStackTraces().keySet().stream().filter(Thread::isAlive).forEach(threads::add);
        return threads;
    }
}
