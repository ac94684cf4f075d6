package io.github.mcpjavafx.debug;

import java.util.List;
import java.util.Locale;
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
        return new Builder()
                .enabled(enabled).transport(transport).bindHost(bindHost).port(port).token(token)
                .tokenFile(tokenFile).allowActions(allowActions).snapshotDefaults(snapshotDefaults)
                .fxTimeoutMs(fxTimeoutMs).serverShutdownMs(serverShutdownMs).logToken(logToken)
                .maxResultChars(maxResultChars).highlightActions(highlightActions).pickModifier(pickModifier)
                .appTools(appTools).captureConsole(captureConsole);
    }

    /** Builds a {@link McpJavafxConfig}; every setting starts at its documented default. */
    public static final class Builder {
        private boolean enabled = true;
        private Transport transport = Transport.HTTP_LOCAL;
        private String bindHost = DEFAULT_BIND_HOST;
        private int port;
        private String token;
        private String tokenFile;
        private boolean allowActions = true;
        private SnapshotOptions snapshotDefaults = SnapshotOptions.defaults();
        private int fxTimeoutMs = DEFAULT_FX_TIMEOUT_MS;
        private int serverShutdownMs = DEFAULT_SERVER_SHUTDOWN_MS;
        private boolean logToken;
        private int maxResultChars = DEFAULT_MAX_RESULT_CHARS;
        private boolean highlightActions = true;
        private String pickModifier = DEFAULT_PICK_MODIFIER;
        private boolean appTools;
        private boolean captureConsole = true;

        private Builder() {
        }

        public Builder enabled(boolean value) { this.enabled = value; return this; }
        public Builder transport(Transport value) { this.transport = value; return this; }
        public Builder bindHost(String value) { this.bindHost = value; return this; }
        public Builder port(int value) { this.port = value; return this; }
        public Builder token(String value) { this.token = value; return this; }
        public Builder tokenFile(String value) { this.tokenFile = value; return this; }
        public Builder allowActions(boolean value) { this.allowActions = value; return this; }
        public Builder snapshotDefaults(SnapshotOptions value) { this.snapshotDefaults = value; return this; }
        public Builder fxTimeoutMs(int value) { this.fxTimeoutMs = value; return this; }
        public Builder serverShutdownMs(int value) { this.serverShutdownMs = value; return this; }
        public Builder logToken(boolean value) { this.logToken = value; return this; }
        public Builder maxResultChars(int value) { this.maxResultChars = value; return this; }
        public Builder highlightActions(boolean value) { this.highlightActions = value; return this; }
        public Builder pickModifier(String value) { this.pickModifier = value; return this; }
        public Builder appTools(boolean value) { this.appTools = value; return this; }
        public Builder captureConsole(boolean value) { this.captureConsole = value; return this; }

        public McpJavafxConfig build() {
            return new McpJavafxConfig(enabled, transport, bindHost, port, token, tokenFile, allowActions,
                    snapshotDefaults, fxTimeoutMs, serverShutdownMs, logToken, maxResultChars,
                    highlightActions, pickModifier, appTools, captureConsole);
        }
    }
}
