package io.github.mcpjavafx.debug.autoconfigure.properties;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.Setting;
import org.springframework.boot.context.properties.bind.Bindable;
import org.springframework.boot.context.properties.bind.Binder;

/**
 * The {@code mcp.ui.*} settings of the MCP JavaFX debug server, bound from Spring's environment one
 * {@link Setting} at a time: each {@link Setting#springKey() key} with Spring's relaxed binding
 * ({@code bind-host}, {@code bindHost}, {@code MCP_UI_BINDHOST}) and conversions, to its
 * {@link Setting#type() type}. A value that does not convert fails the start with Spring's
 * {@code Failed to bind properties under 'mcp.ui.…'} report.
 *
 * <p>The IDE metadata of these keys is generated from {@link Setting} when this module is built
 * ({@link McpUiPropertiesMetadata}).
 */
public final class McpUiProperties {

    public static final String CONFIG_PREFIX = "mcp.ui";

    private McpUiProperties() {
    }

    /** The core configuration the {@code mcp.ui.*} properties describe; an unset key takes its declared default. */
    public static McpJavafxConfig bind(Binder binder) {
        McpJavafxConfig.Builder config = McpJavafxConfig.builder();
        for (Setting setting : Setting.values()) {
            Object value = binder.bind(setting.springKey(), Bindable.of(setting.type())).orElse(null);
            if (setting == Setting.TOKEN) {
                refuseUnresolvedPlaceholder(value);
            }
            config.set(setting, value);
        }
        return config.build();
    }

    /**
     * Spring leaves a placeholder it cannot resolve in the value as written, so
     * {@code token: ${MCP_UI_TOKEN}} with the variable unset would become the token
     * "${MCP_UI_TOKEN}", known to anyone who reads the configuration: refuse to start instead.
     */
    private static void refuseUnresolvedPlaceholder(Object token) {
        if (token instanceof String text && text.contains("${")) {
            throw new IllegalStateException("mcp.ui.token is \"" + text + "\": its placeholder did not resolve."
                    + " Set the environment variable, or write ${VARIABLE:} to fall back to a generated token.");
        }
    }
}
