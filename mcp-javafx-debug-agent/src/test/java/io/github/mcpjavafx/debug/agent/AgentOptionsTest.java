package io.github.mcpjavafx.debug.agent;

import org.junit.jupiter.api.Test;

import java.util.Properties;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class AgentOptionsTest {

    @Test
    void optionsBecomeMcpPropertiesAndImplyTheServerIsOn() {
        Properties system = new Properties();
        AgentOptions.parse("port=47321, token=s3cret,mcp.allowActions=false").applyTo(system);
        assertThat(system).containsEntry("mcp.port", "47321").containsEntry("mcp.token", "s3cret")
                .containsEntry("mcp.allowActions", "false").containsEntry("mcp.ui", "true");
    }

    @Test
    void systemPropertiesGivenWithDashDWin() {
        Properties system = new Properties();
        system.setProperty("mcp.port", "5000");
        system.setProperty("mcp.ui", "false");
        AgentOptions.parse("port=47321").applyTo(system);
        assertThat(system).containsEntry("mcp.port", "5000").containsEntry("mcp.ui", "false");
        assertThat(AgentOptions.serverWanted(system)).isFalse();
    }

    @Test
    void noOptionsStillTurnTheServerOn() {
        Properties system = new Properties();
        AgentOptions.parse(null).applyTo(system);
        assertThat(system).containsOnlyKeys("mcp.ui");
        assertThat(AgentOptions.serverWanted(system)).isTrue();
    }

    @Test
    void anOptionWithoutValueIsRefusedWithAnExample() {
        assertThatThrownBy(() -> AgentOptions.parse("port")).hasMessageContaining("port=47321");
    }
}
