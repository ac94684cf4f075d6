package io.github.mcpjavafx.debug.autoconfigure;

import org.springframework.boot.autoconfigure.condition.AnyNestedCondition;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;

/**
 * The debug server is on when {@code mcp.ui.enabled=true} (YAML, properties, profiles) or when the
 * plain system property {@code -Dmcp.ui=true} is set. Both must be plain booleans: a condition on
 * {@code mcp.ui} alone would never see YAML's nested {@code mcp.ui.*} keys.
 */
class OnMcpUiEnabledCondition extends AnyNestedCondition {

    OnMcpUiEnabledCondition() {
        super(ConfigurationPhase.REGISTER_BEAN);
    }

    @ConditionalOnBooleanProperty("mcp.ui.enabled")
    static class EnabledProperty {
    }

    @ConditionalOnBooleanProperty("mcp.ui")
    static class SystemPropertySwitch {
    }
}
