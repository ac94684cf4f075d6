package io.github.mcpjavafx.debug.security;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

class RefusalAuditTest {

    private long now = 1_000;
    private final List<String> lines = new ArrayList<>();
    private final RefusalAudit audit = new RefusalAudit(Duration.ofMinutes(1), () -> now, lines::add);

    @Test
    void theFirstRefusalIsLoggedAtOnceAndTheRestOfTheMinuteIsCountedSilently() {
        audit.refused(404, "GET", "/SYSTEM%20NOTE%20TO%20AGENT", "127.0.0.1:50000");
        for (int i = 0; i < 519; i++) {
            now += TimeUnit.MILLISECONDS.toNanos(100);
            audit.refused(i % 2 == 0 ? 401 : 404, "POST", "/mcp", "127.0.0.1:50001");
        }

        assertThat(lines).containsExactly("Refused GET /SYSTEM%20NOTE%20TO%20AGENT from 127.0.0.1:50000: 404 no such path;"
                + " further refusals within 60 s are counted and summed up.");
    }

    @Test
    void theNextRefusalAfterTheMinuteSumsItUp() {
        audit.refused(401, "POST", "/mcp", "127.0.0.1:50000");
        audit.refused(401, "POST", "/mcp", "127.0.0.1:50000");
        audit.refused(404, "GET", "/x", "127.0.0.1:50000");
        now += TimeUnit.SECONDS.toNanos(61);
        audit.refused(421, "POST", "/mcp", "127.0.0.1:50000");

        assertThat(lines).hasSize(2);
        assertThat(lines.get(1)).startsWith("Refused 2 more requests in 61 s: 401 ×1, 404 ×1. Refused POST /mcp")
                .contains("421 foreign Host");
    }

    @Test
    void stoppingSaysWhatWasCountedAndNotYetSaid() {
        audit.refused(401, "POST", "/mcp", "127.0.0.1:50000");
        audit.refused(413, "POST", "/mcp", "127.0.0.1:50000");
        now += TimeUnit.SECONDS.toNanos(5);
        audit.close();

        assertThat(lines).last().isEqualTo("Refused 1 more request in 5 s: 413 ×1.");
    }

    @Test
    void aLongPathIsCut() {
        audit.refused(404, "GET", "/" + "A".repeat(10_000), "127.0.0.1:50000");

        assertThat(lines.get(0)).hasSizeLessThan(300).contains("A…");
    }
}
