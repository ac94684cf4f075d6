package io.github.mcpjavafx.debug.agent;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Properties;

import static org.assertj.core.api.Assertions.assertThat;

class HeadlessPlatformTest {

    private static final List<Path> BUILDS = List.of(Path.of("openjfx-monocle-17.0.10.jar"), Path.of("openjfx-monocle-21.0.2.jar"));

    @Test
    void theNewestMonocleThatFitsBothTheJavafxAndTheJdkIsChosen() {
        assertThat(HeadlessPlatform.fittest(BUILDS, 21, 17)).contains(BUILDS.get(0));
        assertThat(HeadlessPlatform.fittest(BUILDS, 17, 25)).contains(BUILDS.get(0));
        assertThat(HeadlessPlatform.fittest(BUILDS, 21, 21)).contains(BUILDS.get(1));
        assertThat(HeadlessPlatform.fittest(BUILDS, 26, 25)).contains(BUILDS.get(1));
    }

    @Test
    void noBuildFitsAJavafxOlderThanEveryMonocle() {
        assertThat(HeadlessPlatform.fittest(BUILDS, 11, 17)).isEmpty();
    }

    @Test
    void theOptionIsReadAsTheMcpHeadlessProperty() {
        Properties system = new Properties();
        AgentOptions.parse("headless=true").applyTo(system);
        assertThat(HeadlessPlatform.wanted(system)).isTrue();
        assertThat(HeadlessPlatform.wanted(new Properties())).isFalse();
    }
}
