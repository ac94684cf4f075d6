package io.github.mcpjavafx.debug;

import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * Everything the debug server needs to know: whether it runs, where it listens, who may call it,
 * what it may do and how long it waits for the FX thread.
 *
 * @param enabled          false starts nothing at all
 * @param transport        how clients connect; {@link Transport#HTTP_LOCAL} by default
 * @param bindHost         a loopback address; anything else is refused at start
 * @param port             TCP port, {@code 0} picks a free one
 * @param token            the bearer token clients must send; {@code null} or blank takes it from
 *                         {@code tokenFile}, else from the environment variable {@code MCP_UI_TOKEN}, else
 *                         generates one at start
 * @param tokenFile        a file that holds the token, used when {@code token} is not given; refused
 *                         unless only its owner may read it; {@code null} for none ({@code mcp.ui.token-file})
 * @param allowActions     false makes the server read-only: {@code ui_perform} is not listed and a call is refused
 * @param snapshotDefaults what snapshots contain unless a request says otherwise
 * @param fxTimeoutMs      how long one call waits for the FX thread before failing with {@code MCP_UI_TIMEOUT}
 * @param serverShutdownMs how long closing the server may take before connections are cut
 * @param logToken         true shows the token whole in the startup log; false (default) masks it and
 *                         names the private instance file that holds it
 * @param maxResultChars   the most characters a snapshot's text may have; a larger one is cut at
 *                         whole subtrees and says how to see the rest ({@code mcp.ui.max-result-chars})
 * @param highlightActions true flashes each action's target in the app before it is acted on, for a
 *                         person watching ({@code mcp.ui.highlight-actions})
 * @param pickModifier     how the person picks a node for {@code ui_pick}: {@code none} (default, inspect
 *                         mode: any click picks, the app gets no input while the pick waits, Esc cancels),
 *                         or the key held with the click: {@code alt}, {@code ctrl}, {@code shift} or
 *                         {@code meta} ({@code mcp.ui.pick-modifier})
 * @param appTools         true publishes the application's own tools next to the {@code ui_*} tools
 *                         ({@code mcp.ui.app-tools}); false publishes nothing of the application's
 * @param captureConsole   true keeps the lines the app prints to {@code System.out} and {@code System.err}
 *                         while the server runs, its console still getting them ({@code mcp.ui.capture-console})
 */
public record McpJavafxConfig(
        boolean enabled,
        Transport transport,
        String bindHost,
        int port,
        String token,
        String tokenFile,
        boolean allowActions,
        SnapshotOptions snapshotDefaults,
        int fxTimeoutMs,
        int serverShutdownMs,
        boolean logToken,
        int maxResultChars,
        boolean highlightActions,
        String pickModifier,
        boolean appTools,
        boolean captureConsole) {

    public static final String DEFAULT_BIND_HOST = "127.0.0.1";
    public static final int DEFAULT_FX_TIMEOUT_MS = 5000;
    public static final int DEFAULT_SERVER_SHUTDOWN_MS = 2000;
    /** About 10,000 tokens: within what MCP clients pass to a model inline (Claude Code files results over 50,000). */
    public static final int DEFAULT_MAX_RESULT_CHARS = 40_000;
    /** Below this a snapshot could not show even a window's first levels and the line saying how to see more. */
    public static final int MIN_MAX_RESULT_CHARS = 1_000;
    public static final String DEFAULT_PICK_MODIFIER = "none";
    /** The keys {@code pickModifier} may name. */
    public static final List<String> PICK_MODIFIERS = List.of("none", "alt", "ctrl", "shift", "meta");

    public McpJavafxConfig {
        transport = Objects.requireNonNullElse(transport, Transport.HTTP_LOCAL);
        bindHost = bindHost == null || bindHost.isBlank() ? DEFAULT_BIND_HOST : bindHost.trim();
        token = token == null || token.isBlank() ? null : token.trim();
        tokenFile = tokenFile == null || tokenFile.isBlank() ? null : tokenFile.trim();
        snapshotDefaults = Objects.requireNonNullElseGet(snapshotDefaults, SnapshotOptions::defaults);
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("port must be between 0 and 65535, was " + port);
        }
        if (fxTimeoutMs <= 0) {
            throw new IllegalArgumentException("fxTimeoutMs must be positive, was " + fxTimeoutMs);
        }
        if (serverShutdownMs < 0) {
            throw new IllegalArgumentException("serverShutdownMs must not be negative, was " + serverShutdownMs);
        }
        if (maxResultChars < MIN_MAX_RESULT_CHARS) {
            throw new IllegalArgumentException("maxResultChars must be at least " + MIN_MAX_RESULT_CHARS + ", was "
                    + maxResultChars);
        }
        pickModifier = pickModifier == null || pickModifier.isBlank() ? DEFAULT_PICK_MODIFIER
                : pickModifier.trim().toLowerCase(Locale.ROOT);
        if (!PICK_MODIFIERS.contains(pickModifier)) {
            throw new IllegalArgumentException("pickModifier must be one of " + String.join(", ", PICK_MODIFIERS)
                    + ", was " + pickModifier);
        }
    }

    /** Enabled, loopback, free port, generated token, actions allowed, default timeouts. */
    public static McpJavafxConfig defaults() {
        return builder().build();
    }

    public static Builder builder() {
        return new Builder();
    }

    /** A builder that starts from this configuration. */
    public Builder toBuilder() {
        Builder builder = new Builder();
        for (Setting setting : Setting.values()) {
            builder.values.put(setting, setting.valueIn(this));
        }
        return builder;
    }

    /**
     * Builds a {@link McpJavafxConfig}; every setting starts at its {@link Setting#declaredDefault()
     * declared default}, except that a server installed in code is enabled.
     */
    public static final class Builder {
        /** Each setting's value as the record holds it (a {@link Transport}, not its name). */
        private final Map<Setting, Object> values = new EnumMap<>(Setting.class);

        private Builder() {
            for (Setting setting : Setting.values()) {
                set(setting, null);
            }
            values.put(Setting.ENABLED, true);
        }

        public Builder enabled(boolean value) { return put(Setting.ENABLED, value); }
        public Builder transport(Transport value) { return put(Setting.TRANSPORT, value); }
        public Builder bindHost(String value) { return put(Setting.BIND_HOST, value); }
        public Builder port(int value) { return put(Setting.PORT, value); }
        public Builder token(String value) { return put(Setting.TOKEN, value); }
        public Builder tokenFile(String value) { return put(Setting.TOKEN_FILE, value); }
        public Builder allowActions(boolean value) { return put(Setting.ALLOW_ACTIONS, value); }
        public Builder fxTimeoutMs(int value) { return put(Setting.FX_TIMEOUT_MS, value); }
        public Builder serverShutdownMs(int value) { return put(Setting.SERVER_SHUTDOWN_MS, value); }
        public Builder logToken(boolean value) { return put(Setting.LOG_TOKEN, value); }
        public Builder maxResultChars(int value) { return put(Setting.MAX_RESULT_CHARS, value); }
        public Builder highlightActions(boolean value) { return put(Setting.HIGHLIGHT_ACTIONS, value); }
        public Builder pickModifier(String value) { return put(Setting.PICK_MODIFIER, value); }
        public Builder appTools(boolean value) { return put(Setting.APP_TOOLS, value); }
        public Builder captureConsole(boolean value) { return put(Setting.CAPTURE_CONSOLE, value); }

        /** {@code null} keeps {@link SnapshotOptions#defaults()}. */
        public Builder snapshotDefaults(SnapshotOptions value) {
            SnapshotOptions options = Objects.requireNonNullElseGet(value, SnapshotOptions::defaults);
            put(Setting.SNAPSHOT_DEPTH, options.depth());
            put(Setting.SNAPSHOT_BOUNDS, options.includeBounds());
            put(Setting.SNAPSHOT_LOCAL_TO_SCREEN, options.includeLocalToScreen());
            put(Setting.SNAPSHOT_PROPERTIES, options.includeProperties());
            put(Setting.SNAPSHOT_VIRTUALIZATION, options.includeVirtualization());
            put(Setting.SNAPSHOT_ACCESSIBILITY, options.includeAccessibility());
            return put(Setting.SNAPSHOT_INTERNALS, options.includeControlInternals());
        }

        /**
         * Sets one setting from its value as configuration writes it, of the setting's
         * {@link Setting#type() type} ({@code "sse"} for the transport); {@code null} sets the
         * setting's {@link Setting#declaredDefault() declared default}.
         *
         * @throws IllegalArgumentException when the value is not of that type or not one the setting takes
         */
        public Builder set(Setting setting, Object written) {
            return put(setting, setting.toConfigValue(written));
        }

        private Builder put(Setting setting, Object value) {
            values.put(setting, value);
            return this;
        }

        public McpJavafxConfig build() {
            SnapshotOptions snapshot = new SnapshotOptions(number(Setting.SNAPSHOT_DEPTH),
                    flag(Setting.SNAPSHOT_BOUNDS), flag(Setting.SNAPSHOT_LOCAL_TO_SCREEN),
                    flag(Setting.SNAPSHOT_PROPERTIES), flag(Setting.SNAPSHOT_VIRTUALIZATION),
                    flag(Setting.SNAPSHOT_ACCESSIBILITY), flag(Setting.SNAPSHOT_INTERNALS));
            return new McpJavafxConfig(flag(Setting.ENABLED), (Transport) values.get(Setting.TRANSPORT),
                    text(Setting.BIND_HOST), number(Setting.PORT), text(Setting.TOKEN), text(Setting.TOKEN_FILE),
                    flag(Setting.ALLOW_ACTIONS), snapshot, number(Setting.FX_TIMEOUT_MS),
                    number(Setting.SERVER_SHUTDOWN_MS), flag(Setting.LOG_TOKEN), number(Setting.MAX_RESULT_CHARS),
                    flag(Setting.HIGHLIGHT_ACTIONS), text(Setting.PICK_MODIFIER), flag(Setting.APP_TOOLS),
                    flag(Setting.CAPTURE_CONSOLE));
        }

        private boolean flag(Setting setting) {
            return (Boolean) values.get(setting);
        }

        private int number(Setting setting) {
            return (Integer) values.get(setting);
        }

        private String text(Setting setting) {
            return (String) values.get(setting);
        }
    }
}
