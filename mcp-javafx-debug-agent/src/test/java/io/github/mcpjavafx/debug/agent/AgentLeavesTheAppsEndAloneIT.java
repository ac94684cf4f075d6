package io.github.mcpjavafx.debug.agent;

import io.github.mcpjavafx.debug.agent.fixture.GreetingForm;
import io.github.mcpjavafx.debug.testsupport.LaunchedApp;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** The server's Tomcat holds non-daemon threads; an app whose main returns must still end. */
class AgentLeavesTheAppsEndAloneIT {

    @Test
    void jvmEndsWhenTheAppsMainReturns() throws Exception {
        try (LaunchedApp app = FixtureApps.start(GreetingForm.class, List.of())) {
            app.awaitEndpoint(Duration.ofSeconds(90));
            app.send("quit");
            app.awaitLine(Pattern.compile("main returns"), Duration.ofSeconds(20));
            assertThat(app.awaitExit(Duration.ofSeconds(20))).as(app.output()).isZero();
        }
    }
}
