package io.github.mcpjavafx.demo;

import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

import java.time.Clock;

/**
 * The Spring side of the Order desk: scans {@code io.github.mcpjavafx.demo} for the order service
 * and the views. The debug server comes from the starter's auto-configuration, switched on by
 * {@code mcp.ui.enabled} (see {@code application.yml}, profile {@code debug}).
 */
@SpringBootApplication
public class OrderDeskConfiguration {

    /** What "today" is for delivery dates and the activity log. */
    @Bean
    Clock clock() {
        return Clock.systemDefaultZone();
    }
}
