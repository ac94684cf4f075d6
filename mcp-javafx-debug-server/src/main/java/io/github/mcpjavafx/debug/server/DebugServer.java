package io.github.mcpjavafx.debug.server;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.McpJavafxHandle;
import io.github.mcpjavafx.debug.Transport;
import io.github.mcpjavafx.debug.core.UiEngine;
import io.github.mcpjavafx.debug.mcp.ToolCatalog;
import io.github.mcpjavafx.debug.security.BearerTokens;
import io.github.mcpjavafx.debug.security.LoopbackAddresses;
import io.github.mcpjavafx.debug.security.TokenSources;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.boot.web.server.servlet.context.AnnotationConfigServletWebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;

import java.io.IOException;
import java.net.InetAddress;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;

/**
 * One debug server: its own small Spring application (Tomcat on loopback plus Spring AI's MCP
 * server), separate from the host application's context and web server, so that both the Spring
 * starter and {@code McpJavafxDebug.install()} run exactly the same server, and a host that is itself
 * a web application keeps its own server untouched.
 *
 * <p>Its context starts on a thread of its own: {@link #start} returns at once (the caller may be the
 * FX thread, whose window must not freeze for the second or two a Spring context takes), and the
 * handle reports the rest (ready, or failed and why). That thread first lets the app's first window
 * draw its first frame ({@link FirstFrameWait}: at most a few seconds), so a server installed before
 * the window does not slow the window's first show.
 */
public final class DebugServer implements McpJavafxHandle {

    /** How long calls that need the bound server ({@link #endpoint()}, {@link #close()}) wait for its start. */
    private static final Duration START_WAIT = Duration.ofMinutes(1);
    /** Guards {@link #current}: one debug server per JVM, whoever starts it. */
    private static final Object LOCK = new Object();
    private static DebugServer current;
    /** Runs each server's start; tests replace it to hold a start back. */
    static volatile Executor starter = DebugServer::startThread;
    /** What each server's start waits for before it begins; tests replace it to wait from their own moment. */
    static volatile Supplier<FirstFrameWait> firstFrame = FirstFrameWait::sinceJvmStart;

    private final DebugServerSettings settings;
    private final CompletableFuture<McpJavafxHandle> ready = new CompletableFuture<>();
    /**
     * What the start waits for before it begins; made with the server, so that the FX thread asking for the endpoint
     * releases it even before the start's thread has begun to wait.
     */
    private final FirstFrameWait frameWait = firstFrame.get();
    /** Released when the start attempt is over, bound or failed. */
    private final CountDownLatch startOver = new CountDownLatch(1);
    /** Guarded by {@code this}. */
    private State state = State.STARTING;
    private volatile ConfigurableApplicationContext context;
    private volatile String endpoint;
    private volatile String mcpUrl;
    private volatile Throwable failure;
    /** Where this server's endpoint and token are written for the user; null until bound, or when it could not be. */
    private volatile InstanceFile instanceFile;

    private DebugServer(DebugServerSettings settings) {
        this.settings = settings;
    }

    /**
     * Starts the JVM's one debug server for {@code config} on a thread of its own and returns its
     * handle at once; or returns the starting or running one when it was started with the same
     * configuration and application tools (by {@code McpJavafxDebug.install()} or the Spring
     * starter). A failure to start is logged and reported by the handle.
     *
     * @param appTools the application's objects with {@code @McpTool} methods; published only when
     *                 {@link McpJavafxConfig#appTools()} is true
     * @throws IllegalArgumentException when the bind host is not a loopback address
     * @throws IllegalStateException    when a server with another configuration starts or runs
     */
    public static DebugServer start(McpJavafxConfig config, List<Object> appTools) {
        Objects.requireNonNull(config, "config");
        List<Object> published = config.appTools() ? List.copyOf(appTools) : List.of();
        synchronized (LOCK) {
            // A server closed while it was starting gives its slot up at once; its start thread stops it,
            // so with a fixed port a new start may find it still bound (and report so through its handle).
            if (current != null && current.state() != State.CLOSED) {
                if (current.config().equals(config) && current.settings.appTools().equals(published)) {
                    return current;
                }
                throw new IllegalStateException("An MCP JavaFX debug server already " + current.where()
                        + " with another configuration or other application tools; close() its handle before starting a new one.");
            }
            InetAddress address = LoopbackAddresses.require(config.bindHost());
            TokenSources.Resolved token = TokenSources.resolve(config);
            DebugServer server = new DebugServer(new DebugServerSettings(config, address, token.token(), token.source(),
                    io.github.mcpjavafx.debug.security.RequestSizeLimitFilter.DEFAULT_MAX_BYTES, published));
            current = server;
            try {
                starter.execute(server::boot);
            } catch (RuntimeException e) {
                current = null;
                throw new IllegalStateException("Could not start the MCP JavaFX debug server's thread: " + e, e);
            }
            return server;
        }
    }

    private static void startThread(Runnable boot) {
        Thread thread = new Thread(boot, "mcp-javafx-debug-start");
        thread.setDaemon(true); // Tomcat's own threads decide how the JVM ends, as before
        thread.start();
    }

    /** The server's thread: starts the context, then publishes the endpoint, or the failure. */
    private void boot() {
        frameWait.await(); // the app's first window first: the context's start would compete with it for the CPU
        synchronized (this) {
            if (state != State.STARTING) { // closed meanwhile: nothing to start, nothing to stop
                startOver.countDown();
                return;
            }
        }
        Thread preload = new Thread(ToolCatalog::preload, "mcp-javafx-debug-preload");
        preload.setDaemon(true);
        preload.start();
        ConfigurableApplicationContext started;
        try {
            started = startContext(settings);
        } catch (RuntimeException | Error e) {
            warnOfOtherLibraryVersions(); // a library of another version may be why
            fail(e);
            return;
        }
        int port = ((WebServerApplicationContext) started).getWebServer().getPort();
        String base = "http://" + LoopbackAddresses.urlHost(settings.address()) + ":" + port;
        boolean abandoned;
        synchronized (this) {
            abandoned = state != State.STARTING; // closed while starting
            context = started;
            endpoint = base;
            mcpUrl = base + (isSse() ? DebugServerConfiguration.SSE_ENDPOINT : DebugServerConfiguration.MCP_ENDPOINT);
            if (!abandoned) {
                state = State.RUNNING;
            }
        }
        if (abandoned) {
            started.close();
        } else {
            instanceFile = writeInstanceFile(base, port);
            logStartup();
        }
        startOver.countDown();
        if (!abandoned) {
            ready.complete(this);
        }
        // After the server is up, not before: each took a few hundred ms of its start.
        if (!abandoned) {
            started.getBean(ToolCatalog.class).prepare();
        }
        warnOfOtherLibraryVersions();
    }

    private InstanceFile writeInstanceFile(String base, int port) {
        Path directory = InstanceFile.directory(System::getenv);
        try {
            return InstanceFile.write(directory, ServerInstance.ofThisProcess(base, mcpUrl, settings.token()), port);
        } catch (IOException | RuntimeException e) {
            ServerLog.warn("The MCP JavaFX debug server could not write its instance file in " + directory + ": " + e.getMessage());
            return null;
        }
    }

    /** The private file that holds this server's endpoint, token and pid while it runs; empty before, or when it could not be written. */
    public Optional<Path> instanceFile() {
        InstanceFile file = instanceFile;
        return file == null ? Optional.empty() : Optional.of(file.path());
    }

    private static void warnOfOtherLibraryVersions() {
        List<String> mismatches = LibraryVersions.mismatches();
        if (!mismatches.isEmpty()) {
            ServerLog.warn("The MCP JavaFX debug server runs with library versions it was not built with, and its tool calls"
                    + " may fail:\n  " + String.join("\n  ", mismatches) + "\nLet the application's build take the"
                    + " versions the starter's POM names: remove what pins these (mvn dependency:tree shows it), or import"
                    + " org.springframework.boot:spring-boot-dependencies:" + LibraryVersions.springBootBuiltWith() + ".");
        }
    }

    private void fail(Throwable e) {
        McpJavafxConfig config = settings.config();
        IllegalStateException reported = new IllegalStateException("The MCP JavaFX debug server could not start on "
                + LoopbackAddresses.urlHost(settings.address()) + ":" + config.port() + ": " + StartFailure.explain(e, config.port()), e);
        ServerLog.error(reported.getMessage(), e);
        synchronized (this) {
            failure = reported;
            if (state == State.STARTING) {
                state = State.FAILED;
            }
        }
        release();
        startOver.countDown();
        ready.completeExceptionally(reported);
    }

    /**
     * Starts the server's context: our configuration and the transport's, and the settings as a bean.
     * A plain context rather than a {@code SpringApplication}: it reads no configuration files and no
     * host properties, leaves the host's logging set up as it is, and registers no shutdown hook (its
     * handle, or the host's context, closes it).
     */
    private static ConfigurableApplicationContext startContext(DebugServerSettings settings) {
        AnnotationConfigServletWebServerApplicationContext context = new AnnotationConfigServletWebServerApplicationContext();
        context.registerBean(DebugServerSettings.class, () -> settings);
        context.register(DebugServerConfiguration.class, settings.config().transport() == Transport.SSE
                ? DebugServerConfiguration.Sse.class : DebugServerConfiguration.Streamable.class);
        try {
            context.refresh();
        } catch (RuntimeException | Error e) {
            context.close();
            throw e;
        }
        return context;
    }

    /** {@code http://127.0.0.1:<port>}; waits while the server starts (see {@link McpJavafxHandle#endpoint()}). */
    @Override
    public String endpoint() {
        awaitBound("endpoint()");
        return endpoint;
    }

    /** The URL an MCP client connects to: {@code <endpoint>/mcp}, or {@code <endpoint>/sse} for SSE; waits like {@link #endpoint()}. */
    public String mcpUrl() {
        awaitBound("mcpUrl()");
        return mcpUrl;
    }

    /** The bound port; waits like {@link #endpoint()}. */
    public int port() {
        return URI.create(endpoint()).getPort();
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
    public synchronized State state() {
        return state;
    }

    @Override
    public boolean isRunning() {
        return state() == State.RUNNING;
    }

    @Override
    public CompletionStage<McpJavafxHandle> whenReady() {
        return ready.minimalCompletionStage();
    }

    @Override
    public boolean awaitReady(Duration timeout) {
        try {
            ready.get(Math.max(0, timeout.toNanos()), TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException | TimeoutException e) {
            // the state and the failure tell
        }
        return isRunning();
    }

    @Override
    public Optional<Throwable> failure() {
        return Optional.ofNullable(failure);
    }

    /** The names of the published tools; waits like {@link #endpoint()}. */
    public List<String> toolNames() {
        awaitBound("toolNames()");
        return context.getBean(ToolCatalog.class).published(settings.config().allowActions());
    }

    /** Stops the server and frees its port; idempotent. While it starts, waits for the start to end first. */
    @Override
    public void close() {
        synchronized (LOCK) { // no other server starts before this one has freed its port
            State was;
            synchronized (this) {
                was = state;
                if (was == State.CLOSED || was == State.FAILED) {
                    return;
                }
                state = State.CLOSED;
            }
            if (was == State.RUNNING) {
                context.getBean(UiEngine.class).close(); // a pick waiting on the person ends now, not at its timeout
                context.close();
                if (instanceFile != null) {
                    instanceFile.delete();
                }
                ServerLog.info("MCP JavaFX Debug stopped (" + endpoint + ")");
                release();
                return;
            }
        }
        // Closed while starting: the start thread sees it and stops the context itself. Waited for
        // outside the lock, which a failing start takes; the slot is free meanwhile (see start()).
        awaitStartOver();
        release();
        ready.completeExceptionally(new IllegalStateException("The MCP JavaFX debug server was closed before it was ready."));
    }

    @Override
    public String toString() {
        State now = state();
        return "McpJavafxHandle[" + (mcpUrl != null ? mcpUrl : settings.config().transport() + " server") + ", "
                + now.name().toLowerCase(java.util.Locale.ROOT) + "]";
    }

    /** Frees the JVM's server slot when this server holds it. */
    private void release() {
        synchronized (LOCK) {
            if (current == this) {
                current = null;
            }
        }
    }

    /** How another install's refusal names this server. */
    private String where() {
        return endpoint != null ? "runs at " + endpoint : "is starting";
    }

    private void awaitStartOver() {
        if (FirstFrameWait.onFxThread()) {
            frameWait.release(); // the FX thread waits here: the frame the start waits for cannot come until it is over
        }
        try {
            if (!startOver.await(START_WAIT.toMillis(), TimeUnit.MILLISECONDS)) {
                ServerLog.warn("The MCP JavaFX debug server is still starting after " + START_WAIT.toSeconds()
                        + " s; it will stop as soon as its start ends.");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Waits for the start to end, then fails unless the server got bound. */
    private void awaitBound(String what) {
        awaitStartOver();
        if (endpoint == null) {
            Throwable why = failure;
            throw new IllegalStateException(what + " is not known: the MCP JavaFX debug server "
                    + (why != null ? "could not start: " + why.getMessage()
                    : state() == State.CLOSED ? "was closed before it was ready." : "is still starting."), why);
        }
    }

    private boolean isSse() {
        return settings.config().transport() == Transport.SSE;
    }

    private void logStartup() {
        String shownToken = settings.config().logToken() ? settings.token() : BearerTokens.mask(settings.token());
        StringBuilder sb = new StringBuilder();
        sb.append("MCP JavaFX Debug enabled\n");
        sb.append("  Endpoint:  ").append(mcpUrl).append(isSse() ? " (SSE)" : " (streamable HTTP)").append('\n');
        sb.append("  Token:     ").append(shownToken).append(" (").append(settings.tokenSource())
                .append(settings.tokenSource().equals("generated") ? "; set " + TokenSources.ENVIRONMENT_VARIABLE
                        + " or mcp.ui.token-file to keep one" : "").append(")\n");
        InstanceFile file = instanceFile;
        if (file != null) {
            sb.append("  Instance:  ").append(file.path()).append(" (endpoint, token and pid; only you can read it)\n");
        }
        sb.append("  Actions:   ").append(settings.config().allowActions() ? "allowed" : "off (read-only)").append('\n');
        List<String> appTools = context.getBean(ToolCatalog.class).appToolNames();
        if (!appTools.isEmpty()) {
            sb.append("  App tools: ").append(String.join(", ", appTools)).append('\n');
        }
        sb.append("  Claude Code: ").append(ClientConfigSnippets.claudeCode(mcpUrl, shownToken, isSse())).append('\n');
        sb.append("  JSON (Cursor, VS Code, ...): ").append(ClientConfigSnippets.json(mcpUrl, shownToken, isSse()));
        ServerLog.info(sb);
    }
}
