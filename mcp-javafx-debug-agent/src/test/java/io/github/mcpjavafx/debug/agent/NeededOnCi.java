package io.github.mcpjavafx.debug.agent;

import org.junit.jupiter.api.Assumptions;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Something a test needs from the machine (a second JDK, the npm clients). On CI ({@code CI=true}) its absence
 * fails the test, so that what CI proves always ran; elsewhere the test is skipped, and the console says which
 * and how to run it, since a build's summary counts skipped tests without their reasons.
 */
final class NeededOnCi {

    private NeededOnCi() {
    }

    static void require(boolean found, String missing) {
        if (!found && !"true".equals(System.getenv("CI"))) {
            System.out.println("NOT RUN (outside CI): " + missing);
            Assumptions.abort(missing + ". Skipped outside CI.");
        }
        assertThat(found).as(missing).isTrue();
    }
}
