package io.github.mcpjavafx.debug.server;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.McpJavafxHandle;
import io.github.mcpjavafx.debug.Transport;
import io.github.mcpjavafx.debug.mcp.ToolCatalog;
import io.github.mcpjavafx.debug.security.BearerTokens;
import io.github.mcpjavafx.debug.security.LoopbackAddresses;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.springframework.boot.Banner;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.context.logging.LoggingApplicationListener;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ApplicationListener;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.support.GenericApplicationContext;
import org.springframework.core.env.MapPropertySource;
import org.springframework.web.context.support.StandardServletEnvironment;

import java.net.InetAddress;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One running debug server: its own small Spring application (Tomcat on loopback plus Spring AI's
 * MCP server), separate from the host application's context and web server, so that both the
 * Spring starter and {@code McpJavafxDebug.install()} run exactly the same server, and a host that
 * is itself a web application keeps its own server untouched.
 */
public final class DebugServer implements McpJavafxHandle {

    /** Which transport the server context sets up: a {@link Transport} name. */
    static final String TRANSPORT_PROPERTY = "mcp-javafx-debug.transport";

    private static final Log LOG = LogFactory.getLog(DebugServer.class);
    /** Guards {@link #current}: one debug server per JVM, whoever starts it. */
    private static final Object LOCK = new Object();
    private static DebugServer current;

    private final DebugServerSettings settings;
    private final ConfigurableApplicationContext context;
    private final String endpoint;
    private final String mcpUrl;

    private DebugServer(DebugServerSettings settings, ConfigurableApplicationContext context) {
        this.settings = settings;
        this.context = context;
        int port = ((WebServerApplicationContext) context).getWebServer().getPort();
        this.endpoint = "http://" + LoopbackAddresses.urlHost(settings.address()) + ":" + port;
        this.mcpUrl = endpoint + (isSse() ? DebugServerConfiguration.SSE_ENDPOINT : DebugServerConfiguration.MCP_ENDPOINT);
    }

    /**
     * Starts the JVM's one debug server for {@code config}, or returns the running one when it was
     * started with the same configuration (by {@code McpJavafxDebug.install()} or the Spring starter).
     *
     * @throws IllegalArgumentException when the bind host is not a loopback address
     * @throws IllegalStateException    when a server with another configuration runs, or the server cannot start
     */
    public static DebugServer start(McpJavafxConfig config) {
        Objects.requireNonNull(config, "config");
        synchronized (LOCK) {
            if (current != null && current.isRunning()) {
                if (current.config().equals(config)) {
                    return current;
                }
                throw new IllegalStateException("An MCP JavaFX debug server already runs at " + current.endpoint()
                        + " with another configuration; close() its handle before starting a new one.");
            }
            current = startNew(config);
            return current;
        }
    }

    private static DebugServer startNew(McpJavafxConfig config) {
        InetAddress address = LoopbackAddresses.require(config.bindHost());
        boolean generated = config.token() == null;
        String token = generated ? BearerTokens.generate() : config.token();
        DebugServerSettings settings = new DebugServerSettings(config, address, token, generated,
                io.github.mcpjavafx.debug.security.RequestSizeLimitFilter.DEFAULT_MAX_BYTES);
        ConfigurableApplicationContext context;
        try {
            context = application(settings).run();
        } catch (RuntimeException e) {
            throw new IllegalStateException("The MCP JavaFX debug server could not start on "
                    + LoopbackAddresses.urlHost(address) + ":" + config.port() + ": " + rootMessage(e)
                    + (config.port() != 0 ? " (is the port in use? choose another mcp.ui.port, or 0 for a free one)" : ""), e);
        }
        DebugServer server = new DebugServer(settings, context);
        server.logStartup();
        return server;
    }

    private static SpringApplication application(DebugServerSettings settings) {
        SpringApplication app = new SpringApplication(DebugServerConfiguration.class);
        app.setWebApplicationType(WebApplicationType.SERVLET);
        app.setBannerMode(Banner.Mode.OFF);
        app.setLogStartupInfo(false);
        app.setRegisterShutdownHook(false); // closed by its handle or by the host context, never by a JVM hook
        app.setAddCommandLineProperties(false);
        // Boot would reset the host's logging configuration (and tear it down again on close).
        List<ApplicationListener<?>> listeners = new ArrayList<>(app.getListeners());
        listeners.removeIf(LoggingApplicationListener.class::isInstance);
        app.setListeners(listeners);
        StandardServletEnvironment environment = new StandardServletEnvironment();
        // First in line: the host's system properties and environment (SERVER_PORT, ...) must not reconfigure us.
        environment.getPropertySources().addFirst(new MapPropertySource("mcpJavafxDebugServer", properties(settings)));
        app.setEnvironment(environment);
        app.addInitializers(context -> ((GenericApplicationContext) context)
                .registerBean(DebugServerSettings.class, () -> settings));
        return app;
    }

    private static Map<String, Object> properties(DebugServerSettings settings) {
        McpJavafxConfig config = settings.config();
        Map<String, Object> p = new LinkedHashMap<>();
        p.put("spring.config.name", "mcp-javafx-debug-server"); // never read the host's application.yml
        p.put("spring.main.banner-mode", "off");
        p.put("spring.main.web-application-type", "servlet"); // ours, whatever the desktop defaults say
        p.put(TRANSPORT_PROPERTY, config.transport().name());
        p.put("server.address", settings.address().getHostAddress());
        p.put("server.port", config.port());
        p.put("server.shutdown", "immediate");
        p.put("spring.lifecycle.timeout-per-shutdown-phase", config.serverShutdownMs() + "ms");
        p.put("server.tomcat.threads.max", 16);
        p.put("server.tomcat.threads.min-spare", 1);
        p.put("server.error.whitelabel.enabled", false);
        return p;
    }

    /** {@code http://127.0.0.1:<port>}. */
    @Override
    public String endpoint() {
        return endpoint;
    }

    /** The URL an MCP client connects to: {@code <endpoint>/mcp}, or {@code <endpoint>/sse} for SSE. */
    public String mcpUrl() {
        return mcpUrl;
    }

    public int port() {
        return ((WebServerApplicationContext) context).getWebServer().getPort();
    }

    /** The bearer token in force. */
    @Override
    public String token() {
        return settings.token();
    }

    @Override
    public McpJavafxConfig config() {
        return settings.config();
    }

    @Override
    public boolean isRunning() {
        return context.isActive();
    }

    /** The names of the published tools. */
    public List<String> toolNames() {
        return context.getBean(ToolCatalog.class).published(settings.config().allowActions());
    }

    /** Stops the server and frees its port; idempotent. */
    @Override
    public void close() {
        synchronized (LOCK) {
            if (context.isActive()) {
                context.close();
                LOG.info("MCP JavaFX Debug stopped (" + endpoint + ")");
            }
            if (current == this) {
                current = null;
            }
        }
    }

    @Override
    public String toString() {
        return "McpJavafxHandle[" + mcpUrl + (isRunning() ? "" : ", closed") + "]";
    }

    private boolean isSse() {
        return settings.config().transport() == Transport.SSE;
    }

    private void logStartup() {
        String shownToken = settings.config().logToken() ? settings.token() : BearerTokens.mask(settings.token());
        StringBuilder sb = new StringBuilder();
        sb.append("MCP JavaFX Debug enabled\n");
        sb.append("  Endpoint:  ").append(mcpUrl).append(isSse() ? " (SSE)" : " (streamable HTTP)").append('\n');
        sb.append("  Token:     ").append(shownToken).append(settings.tokenGenerated() ? " (generated; set mcp.ui.token to keep it)" : "").append('\n');
        sb.append("  Actions:   ").append(settings.config().allowActions() ? "allowed" : "off (read-only)").append('\n');
        sb.append("  Claude Code: ").append(ClientConfigSnippets.claudeCode(mcpUrl, shownToken, isSse())).append('\n');
        sb.append("  JSON (Cursor, VS Code, ...): ").append(ClientConfigSnippets.json(mcpUrl, shownToken, isSse()));
        LOG.info(sb);
    }

    private static String rootMessage(Throwable t) {
        Throwable root = t;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        return root.getMessage() == null ? root.toString() : root.getMessage();
    }
}
