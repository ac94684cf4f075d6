package io.github.mcpjavafx.debug.agent;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class StdioArgumentsTest {

    @Test
    void headlessBecomesTheAgentOptionOfTheAppItRuns() {
        StdioCommand.Arguments parsed = StdioCommand.Arguments.parse(new String[] {"mcp", "--headless", "--", "java", "-jar", "app.jar"});
        assertThat(parsed).isEqualTo(new StdioCommand.Arguments(List.of("java", "-jar", "app.jar"), "headless=true", null));
    }

    @Test
    void withoutHeadlessTheAppStartsWithTheAgentAlone() {
        assertThat(StdioCommand.Arguments.parse(new String[] {"mcp", "--", "java", "Main"}))
                .isEqualTo(new StdioCommand.Arguments(List.of("java", "Main"), "", null));
        assertThat(StdioCommand.Arguments.parse(new String[] {"mcp"})).isEqualTo(new StdioCommand.Arguments(List.of(), "", null));
    }

    @Test
    void aCommandWhoseDashesAClientTookIsStillTheCommand() {
        // mcp-inspector --cli java -jar agent.jar mcp --headless -- java -jar app.jar passes no "--" on
        assertThat(StdioCommand.Arguments.parse(new String[] {"mcp", "--headless", "java", "-jar", "app.jar"}))
                .isEqualTo(new StdioCommand.Arguments(List.of("java", "-jar", "app.jar"), "headless=true", null));
        assertThat(StdioCommand.Arguments.parse(new String[] {"mcp", "java"})).isEqualTo(new StdioCommand.Arguments(List.of("java"), "", null));
    }

    @Test
    void appNamesTheRunningAppToChooseBeforeOrAfterHeadless() {
        assertThat(StdioCommand.Arguments.parse(new String[] {"mcp", "--app", "OrderDesk"}))
                .isEqualTo(new StdioCommand.Arguments(List.of(), "", "OrderDesk"));
        assertThat(StdioCommand.Arguments.parse(new String[] {"mcp", "--app", "4242", "--headless", "--", "java", "Main"}))
                .isEqualTo(new StdioCommand.Arguments(List.of("java", "Main"), "headless=true", "4242"));
        assertThat(StdioCommand.Arguments.parse(new String[] {"mcp", "--app"})).as("without its name").isNull();
        assertThat(StdioCommand.Arguments.parse(new String[] {"mcp", "--app", "a", "--app", "b"})).as("twice").isNull();
    }

    @Test
    void anAppStartedWhereThereIsNoDisplayRunsHeadlessAndSaysSo() {
        List<String> notes = new java.util.ArrayList<>();
        StdioCommand.Arguments plain = StdioCommand.Arguments.parse(new String[] {"mcp", "--", "java", "-jar", "app.jar"});

        assertThat(plain.forDisplayOf(name -> null, true, notes::add))
                .isEqualTo(new StdioCommand.Arguments(List.of("java", "-jar", "app.jar"), "headless=true", null));
        assertThat(notes).containsExactly("no display here (DISPLAY and WAYLAND_DISPLAY are not set): the app runs"
                + " headless, as with --headless");
        assertThat(plain.forDisplayOf(java.util.Map.of("DISPLAY", ":0")::get, true, notes::add)).isEqualTo(plain);
        assertThat(plain.forDisplayOf(java.util.Map.of("WAYLAND_DISPLAY", "wayland-0")::get, true, notes::add)).isEqualTo(plain);
        assertThat(plain.forDisplayOf(name -> null, false, notes::add)).as("macOS and Windows always have one").isEqualTo(plain);
        StdioCommand.Arguments noApp = StdioCommand.Arguments.parse(new String[] {"mcp"});
        assertThat(noApp.forDisplayOf(name -> null, true, notes::add)).isEqualTo(noApp);
        assertThat(notes).hasSize(1);
    }

    @Test
    void headlessWithoutACommandAnEmptyCommandOrAnUnknownOptionIsRefused() {
        assertThat(StdioCommand.Arguments.parse(new String[] {"mcp", "--headless"})).isNull();
        assertThat(StdioCommand.Arguments.parse(new String[] {"mcp", "--"})).isNull();
        assertThat(StdioCommand.Arguments.parse(new String[] {"mcp", "--verbose", "java"})).isNull();
        assertThat(StdioCommand.Arguments.parse(new String[] {"mcp", "--", "-jar", "app.jar"})).isNull();
    }
}
