package io.github.mcpjavafx.debug.agent;

import io.github.mcpjavafx.debug.agent.fixture.LibraryUsingForm;
import io.github.mcpjavafx.debug.testsupport.LaunchedApp;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static io.github.mcpjavafx.debug.agent.AgentInGreetingFormIT.ref;
import static io.github.mcpjavafx.debug.agent.AgentInGreetingFormIT.uidOn;
import static io.github.mcpjavafx.debug.agent.McpCalls.call;
import static io.github.mcpjavafx.debug.agent.McpCalls.text;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * An app that brings an older Jackson 2 (whose jackson-annotations is older than the one the server's
 * Jackson 3 needs) and Spring 6 on its class path: both it and the server keep working.
 */
class AgentNextToConflictingLibrariesIT {

    private static final String JACKSON = System.getProperty("conflicting.jackson2.version");
    private static final String SPRING = System.getProperty("conflicting.spring.version");

    @Test
    void appKeepsItsLibrariesAndTheServerKeepsItsOwn() throws Exception {
        try (LaunchedApp app = FixtureApps.start(LibraryUsingForm.class, conflictingJars())) {
            String endpoint = app.awaitEndpoint(Duration.ofSeconds(90));
            assertThat(app.output()).contains("app libraries: jackson " + JACKSON + ", spring " + SPRING);
            McpSyncClient client = app.client(endpoint);

            String snapshot = text(call(client, "ui_get_snapshot", Map.of()));
            CallToolResult perform = call(client, "ui_perform", Map.of("actions", List.of(
                    Map.of("type", "setText", "target", ref(uidOn(snapshot, "TextField#name")), "text", "Ada"),
                    Map.of("type", "click", "target", ref(uidOn(snapshot, "Button#greet"))))));
            assertThat(perform.isError()).as(text(perform)).isFalse();

            // The greeting is JSON written by the app's own Jackson, naming the app's own Spring.
            String label = text(call(client, "ui_query", Map.of("selector", Map.of("css", "#greeting"))));
            assertThat(label).contains("hello").contains("Ada").contains(SPRING);
            assertThat(app.output()).doesNotContain("Exception");
        }
    }

    private static List<Path> conflictingJars() throws IOException {
        try (Stream<Path> jars = Files.list(Path.of(System.getProperty("conflicting.libraries")))) {
            List<Path> found = jars.filter(p -> p.toString().endsWith(".jar")).sorted().toList();
            assertThat(found).hasSize(5);
            return found;
        }
    }
}
