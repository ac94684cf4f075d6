package io.github.mcpjavafx.debug.agent;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class StdioArgumentsTest {

    @Test
    void headlessBecomesTheAgentOptionOfTheAppItRuns() {
        StdioCommand.Arguments parsed = StdioCommand.Arguments.parse(new String[] {"mcp", "--headless", "--", "java", "-jar", "app.jar"});
        assertThat(parsed).isEqualTo(new StdioCommand.Arguments(List.of("java", "-jar", "app.jar"), "headless=true"));
    }

    @Test
    void withoutHeadlessTheAppStartsWithTheAgentAlone() {
        assertThat(StdioCommand.Arguments.parse(new String[] {"mcp", "--", "java", "Main"}))
                .isEqualTo(new StdioCommand.Arguments(List.of("java", "Main"), ""));
        assertThat(StdioCommand.Arguments.parse(new String[] {"mcp"})).isEqualTo(new StdioCommand.Arguments(List.of(), ""));
    }

    @Test
    void aCommandWhoseDashesAClientTookIsStillTheCommand() {
        // mcp-inspector --cli java -jar agent.jar mcp --headless -- java -jar app.jar passes no "--" on
        assertThat(StdioCommand.Arguments.parse(new String[] {"mcp", "--headless", "java", "-jar", "app.jar"}))
                .isEqualTo(new StdioCommand.Arguments(List.of("java", "-jar", "app.jar"), "headless=true"));
        assertThat(StdioCommand.Arguments.parse(new String[] {"mcp", "java"})).isEqualTo(new StdioCommand.Arguments(List.of("java"), ""));
    }

    @Test
    void headlessWithoutACommandAnEmptyCommandOrAnUnknownOptionIsRefused() {
        assertThat(StdioCommand.Arguments.parse(new String[] {"mcp", "--headless"})).isNull();
        assertThat(StdioCommand.Arguments.parse(new String[] {"mcp", "--"})).isNull();
        assertThat(StdioCommand.Arguments.parse(new String[] {"mcp", "--verbose", "java"})).isNull();
        assertThat(StdioCommand.Arguments.parse(new String[] {"mcp", "--", "-jar", "app.jar"})).isNull();
    }
}
