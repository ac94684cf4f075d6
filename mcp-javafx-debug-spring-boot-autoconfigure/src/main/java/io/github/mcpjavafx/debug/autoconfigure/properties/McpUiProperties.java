package io.github.mcpjavafx.debug.autoconfigure.properties;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.SnapshotOptions;
import io.github.mcpjavafx.debug.Transport;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * The {@code mcp.ui.*} settings of the MCP JavaFX debug server.
 *
 * <p>Each field's Javadoc and literal default are what the generated metadata shows in the IDE, so
 * they are written out here rather than taken from {@link io.github.mcpjavafx.debug.Setting}; a test
 * checks the metadata against those declarations.
 */
@ConfigurationProperties(McpUiProperties.CONFIG_PREFIX)
public class McpUiProperties {

    public static final String CONFIG_PREFIX = "mcp.ui";

    /**
     * Start the debug server (the system property mcp.ui=true does too); while it is off, nothing
     * listens and no thread is started.
     */
    private boolean enabled;

    /** How MCP clients connect: http (streamable HTTP at /mcp) or sse (the older HTTP+SSE at /sse). */
    private String transport = "http";

    /** Loopback address to listen on: 127.0.0.1, ::1 or localhost; any other address refuses to start. */
    private String bindHost = "127.0.0.1";

    /** TCP port; 0 picks a free one (shown in the log). A fixed port keeps client configurations valid across restarts. */
    private int port;

    /**
     * Bearer token clients must send. Unset or empty: the token file, else the environment variable
     * MCP_UI_TOKEN, else 192 random bits generated at each start. A ${VARIABLE} placeholder that does not
     * resolve refuses to start. Whatever is on a command line, every local user can read.
     */
    private String token;

    /**
     * A file holding the bearer token, used when mcp.ui.token is unset; the server refuses to start when
     * anyone but its owner may read it (chmod 600).
     */
    private String tokenFile;

    /**
     * Show the token whole in the startup log (and in the ready-to-paste client configuration); false
     * masks it there: the private instance file the log names holds it.
     */
    private boolean logToken;

    /** Allow ui_perform; false makes the server read-only: ui_perform is neither listed nor served. */
    private boolean allowActions = true;

    /** How long one call waits for the JavaFX thread before it fails with MCP_UI_TIMEOUT, in milliseconds. */
    private int fxTimeoutMs = 5000;

    /** How long stopping the server may take before connections are cut, in milliseconds. */
    private int serverShutdownMs = 2000;

    /** The most characters a snapshot's text may have; a larger one is cut at whole subtrees and says how to see the rest. */
    private int maxResultChars = 40000;

    /**
     * Flash each ui_perform target in the app just before it is acted on, for a person watching
     * (not on a headless platform, where nobody can).
     */
    private boolean highlightActions = true;

    /**
     * How the person picks a node for ui_pick: none (inspect mode: any click picks, the app gets no input while
     * the pick waits, Esc cancels) or the key held with the click: alt, ctrl, shift or meta.
     */
    private String pickModifier = "none";

    /**
     * Publish the application's own tools (its @McpTool beans, or the tools passed to install) next
     * to the ui_* tools.
     */
    private boolean appTools;

    /**
     * Keep the lines the app prints to System.out and System.err (its console still gets them) for
     * ui_get_logs and action results; false leaves the streams alone.
     */
    private boolean captureConsole = true;

    /** What snapshots contain unless a request says otherwise. */
    private final Snapshot snapshot = new Snapshot();

    /** The core configuration these properties describe. */
    public McpJavafxConfig toConfig() {
        return McpJavafxConfig.builder()
                .enabled(enabled)
                .transport(Transport.parse(transport))
                .bindHost(bindHost)
                .port(port)
                .token(resolvedToken())
                .tokenFile(tokenFile)
                .logToken(logToken)
                .allowActions(allowActions)
                .snapshotDefaults(snapshot.toOptions())
                .fxTimeoutMs(fxTimeoutMs)
                .maxResultChars(maxResultChars)
                .serverShutdownMs(serverShutdownMs)
                .highlightActions(highlightActions)
                .pickModifier(pickModifier)
                .appTools(appTools)
                .captureConsole(captureConsole)
                .build();
    }

    /**
     * Spring leaves a placeholder it cannot resolve in the value as written, so
     * {@code token: ${MCP_UI_TOKEN}} with the variable unset would become the token
     * "${MCP_UI_TOKEN}", known to anyone who reads the configuration: refuse to start instead.
     */
    private String resolvedToken() {
        if (token != null && token.contains("${")) {
            throw new IllegalStateException("mcp.ui.token is \"" + token + "\": its placeholder did not resolve."
                    + " Set the environment variable, or write ${VARIABLE:} to fall back to a generated token.");
        }
        return token;
    }

    public boolean isEnabled() { return enabled; }
    public void setEnabled(boolean enabled) { this.enabled = enabled; }
    public String getTransport() { return transport; }
    public void setTransport(String transport) { this.transport = transport; }
    public String getBindHost() { return bindHost; }
    public void setBindHost(String bindHost) { this.bindHost = bindHost; }
    public int getPort() { return port; }
    public void setPort(int port) { this.port = port; }
    public String getToken() { return token; }
    public void setToken(String token) { this.token = token; }
    public String getTokenFile() { return tokenFile; }
    public void setTokenFile(String tokenFile) { this.tokenFile = tokenFile; }
    public boolean isLogToken() { return logToken; }
    public void setLogToken(boolean logToken) { this.logToken = logToken; }
    public boolean isAllowActions() { return allowActions; }
    public void setAllowActions(boolean allowActions) { this.allowActions = allowActions; }
    public int getMaxResultChars() { return maxResultChars; }
    public void setMaxResultChars(int maxResultChars) { this.maxResultChars = maxResultChars; }
    public int getFxTimeoutMs() { return fxTimeoutMs; }
    public void setFxTimeoutMs(int fxTimeoutMs) { this.fxTimeoutMs = fxTimeoutMs; }
    public int getServerShutdownMs() { return serverShutdownMs; }
    public void setServerShutdownMs(int serverShutdownMs) { this.serverShutdownMs = serverShutdownMs; }
    public boolean isHighlightActions() { return highlightActions; }
    public void setHighlightActions(boolean highlightActions) { this.highlightActions = highlightActions; }
    public String getPickModifier() { return pickModifier; }
    public void setPickModifier(String pickModifier) { this.pickModifier = pickModifier; }
    public boolean isAppTools() { return appTools; }
    public void setAppTools(boolean appTools) { this.appTools = appTools; }
    public boolean isCaptureConsole() { return captureConsole; }
    public void setCaptureConsole(boolean captureConsole) { this.captureConsole = captureConsole; }
    public Snapshot getSnapshot() { return snapshot; }

    /** Snapshot defaults ({@code mcp.ui.snapshot.*}); a compact snapshot still leaves the heavy sections out unless asked. */
    public static class Snapshot {

        /** Levels read below each window's root; deeper nodes are counted, not listed. */
        private int depth = 64;

        /** Full snapshots include layout bounds. */
        private boolean bounds = true;

        /** Full snapshots include screen coordinates. */
        private boolean localToScreen = true;

        /** Full snapshots include a selection of JavaFX properties per node (fx.properties). */
        private boolean properties = true;

        /** Full snapshots include the visible rows and cell texts of lists, tables and trees. */
        private boolean virtualization = true;

        /** Full snapshots include accessible role, text and help. */
        private boolean accessibility = true;

        /** Snapshots descend into the skins of standard controls instead of treating them as leaves. */
        private boolean internals;

        SnapshotOptions toOptions() {
            return new SnapshotOptions(depth, bounds, localToScreen, properties, virtualization, accessibility, internals);
        }

        public int getDepth() { return depth; }
        public void setDepth(int depth) { this.depth = depth; }
        public boolean isBounds() { return bounds; }
        public void setBounds(boolean bounds) { this.bounds = bounds; }
        public boolean isLocalToScreen() { return localToScreen; }
        public void setLocalToScreen(boolean localToScreen) { this.localToScreen = localToScreen; }
        public boolean isProperties() { return properties; }
        public void setProperties(boolean properties) { this.properties = properties; }
        public boolean isVirtualization() { return virtualization; }
        public void setVirtualization(boolean virtualization) { this.virtualization = virtualization; }
        public boolean isAccessibility() { return accessibility; }
        public void setAccessibility(boolean accessibility) { this.accessibility = accessibility; }
        public boolean isInternals() { return internals; }
        public void setInternals(boolean internals) { this.internals = internals; }
    }
}
