package io.github.mcpjavafx.debug.stdio;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.github.mcpjavafx.debug.mcp.ToolCatalog;
import io.github.mcpjavafx.debug.mcp.ToolDeclaration;
import io.github.mcpjavafx.debug.server.ServerIdentity;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.json.jackson3.JacksonMcpJsonMapper;
import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.server.McpServerFeatures.SyncToolSpecification;
import io.modelcontextprotocol.server.McpSyncServer;
import io.modelcontextprotocol.server.transport.StdioServerTransportProvider;
import io.modelcontextprotocol.spec.McpSchema;
import tools.jackson.databind.json.JsonMapper;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * An MCP server over stdio in front of the user's running JavaFX apps ({@code java -jar
 * mcp-javafx-debug-agent.jar mcp}): it finds them through their instance files, lists the chosen app's
 * tools as its own and forwards each call to it, following the app across restarts. Spring plays no part:
 * the MCP SDK's stdio server transport and HTTP client transport do the protocol.
 *
 * <p>{@code out} is the protocol channel and nothing else is written to it; messages for people go to
 * standard error.
 */
public final class StdioProxy {

    /** How often the instance files are looked at, to follow a restart or find a first app between calls. */
    private static final long LOOK_MILLIS = 1000;
    /**
     * How long the app this server starts may take to serve before the client is answered without its tools: under the
     * MCP Java SDK client's 20 s for {@code initialize} (the shortest of the usual clients'), with room for this
     * server's own start.
     */
    private static final Duration LAUNCH_WAIT = Duration.ofSeconds(15);
    private static final long LAUNCH_LOOK_MILLIS = 250;
    /** Of an app that ended before it served, shown on standard error: what a client's log then tells. */
    private static final int FAILURE_LINES = 20;
    private static final String GUIDE = "This server forwards the ui_* tools (and the app's own) to a running JavaFX app"
            + " with the debug server, found through its instance file, and follows it across restarts. ui_apps lists"
            + " the apps and selects one; each result ends with the app it came from.";

    /** The entry point's own tools: {@code ui_apps}, then those it adds when it runs the app itself. */
    public static final List<ToolDeclaration<?, ?>> OWN_TOOLS = Stream.concat(Stream.of(AppsTool.DECLARATION),
            LaunchedAppTools.ALL.stream()).collect(Collectors.toUnmodifiableList());

    private StdioProxy() {
    }

    /**
     * Before it answers the client, waits for the app it started to serve, up to {@link #LAUNCH_WAIT} (while the
     * process lives): many clients list the tools once, as they connect, and would otherwise see only this server's
     * own (the MCP Inspector's CLI calls a tool at once). The client's {@code initialize} waits in the pipe meanwhile.
     * An app slower than that shows its tools later, with {@code notifications/tools/list_changed}.
     */
    private static void awaitTheApp(AppProcess launched, RunningApps apps, ChosenApp chosen, CountDownLatch linked)
            throws InterruptedException {
        // counted from this process's start, which the client's wait is counted from too (a loaded machine starts a JVM slowly)
        long sinceStart = ManagementFactory.getRuntimeMXBean().getUptime();
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(Math.max(0, LAUNCH_WAIT.toMillis() - sinceStart));
        while (linked.getCount() > 0 && System.nanoTime() < deadline && launched.running().isPresent()) {
            try {
                chosen.follow(apps.now());
            } catch (RuntimeException e) {
                // not serving yet: looked at again below
            }
            linked.await(LAUNCH_LOOK_MILLIS, TimeUnit.MILLISECONDS);
        }
        if (linked.getCount() == 0) {
            return;
        }
        if (launched.running().isPresent()) {
            log("the app does not serve yet: calls answer MCP_UI_APP_RESTARTING until it does");
        } else {
            List<String> last = launched.console(FAILURE_LINES);
            log("the app ended (exit code " + launched.exitCode().map(String::valueOf).orElse("?") + ") before it served;"
                    + " its last lines:\n" + String.join("\n", last));
        }
    }

    /**
     * Serves on {@code in}/{@code out} until {@code in} ends.
     *
     * @param appCommand the command that starts the app, which this server then runs (with the agent at
     *                   {@code agentJar}), restarts and reads the console of; empty for apps started otherwise
     * @param agentOptions the agent's options for that app ({@code headless=true}), or empty
     * @param app          the running app to choose ({@code --app}: pid, main class, simple name or jar), or null
     */
    public static void serve(InputStream in, OutputStream out, Path agentJar, List<String> appCommand, String agentOptions,
                             String app) throws InterruptedException, IOException {
        McpJsonMapper json = jsonMapper();
        RunningApps apps = RunningApps.ofThisUser();
        ChosenApp chosen = new ChosenApp(apps, json);
        if (app != null && !app.isBlank()) {
            chosen.named(new AppChoice(app.strip()));
        }
        CallForwarder forwarder = new CallForwarder(chosen);
        List<ToolDeclaration.Served> own = new ArrayList<>();
        own.add(AppsTool.DECLARATION.servedBy(new AppsTool(apps, chosen, new WindowTitles(json))));
        AppProcess launched = null;
        if (!appCommand.isEmpty()) {
            launched = new AppProcess(appCommand, agentJar, agentOptions);
            chosen.launched(launched);
            own.addAll(ToolDeclaration.servedBy(new LaunchedAppTools(launched, apps, chosen), LaunchedAppTools.ALL));
            // Clients end a stdio server with SIGTERM as often as by closing its input: the app ends with it either way.
            Runtime.getRuntime().addShutdownHook(new Thread(launched::stop, "mcp-javafx-debug-stdio-app-stop"));
            log("started the app: pid " + launched.start() + ", " + launched.commandLine());
        }
        List<SyncToolSpecification> tools = new ArrayList<>(
                new ToolCatalog(own, JsonMapper.shared(), json).forSessions());
        Set<String> ownNames = new HashSet<>();
        tools.forEach(tool -> ownNames.add(tool.tool().name()));
        ProxiedTools proxied = new ProxiedTools(forwarder, ownNames);
        CompletableFuture<List<McpSchema.Tool>> defaultTools = CompletableFuture.supplyAsync(() -> DefaultTools.listed(json));
        CountDownLatch linked = new CountDownLatch(1);
        chosen.whenLinked(link -> {
            log("calls go to " + ChosenApp.label(link.instance()));
            proxied.show(link.tools());
            linked.countDown();
        });
        if (launched != null) {
            awaitTheApp(launched, apps, chosen, linked);
        }
        String appGuide = null;
        try {
            chosen.follow(apps.now());
            appGuide = chosen.instructions();
        } catch (RuntimeException e) {
            log("cannot read the instance files: " + e.getMessage());
        }
        if (chosen.chosen().isEmpty()) {
            log("no app chosen yet (" + apps.now().size() + " running, instance files in " + apps.directory() + ")"
                    + (app == null ? "" : "; waiting for one that matches --app " + app));
        }

        proxied.showUnlessAnAppDid(defaultTools.join());
        CountDownLatch inputEnded = new CountDownLatch(1);
        tools.addAll(proxied.specifications());
        ProxyStdioTransport transport = new ProxyStdioTransport(
                new StdioServerTransportProvider(json, new EndSignalling(in, inputEnded), out));
        McpSyncServer server = McpServer.sync(transport)
                .serverInfo(ServerIdentity.implementation())
                .instructions(appGuide == null ? GUIDE : appGuide + "\n\n" + GUIDE)
                .capabilities(McpSchema.ServerCapabilities.builder().tools(true).build())
                .jsonMapper(json)
                .jsonSchemaValidator(new AppsOwnChecks())
                .validateToolInputs(false) // the app's server checks arguments and answers in its own words
                .tools(tools)
                .build();
        proxied.attachTo(server, transport);

        ScheduledExecutorService looker = Executors.newSingleThreadScheduledExecutor(task -> {
            Thread thread = new Thread(task, "mcp-javafx-debug-stdio-apps");
            thread.setDaemon(true);
            return thread;
        });
        looker.scheduleWithFixedDelay(() -> {
            try {
                chosen.follow(apps.now());
            } catch (RuntimeException e) {
                log("cannot follow the apps: " + e);
            }
        }, LOOK_MILLIS, LOOK_MILLIS, TimeUnit.MILLISECONDS);
        try {
            inputEnded.await();
        } finally {
            looker.shutdownNow();
            chosen.close();
            server.close();
            if (launched != null) {
                launched.stop();
            }
        }
    }

    private static McpJsonMapper jsonMapper() {
        // as the app's server writes: absent fields are left out
        return new JacksonMcpJsonMapper(JsonMapper.builder()
                .changeDefaultPropertyInclusion(include -> JsonInclude.Value.construct(
                        JsonInclude.Include.NON_NULL, JsonInclude.Include.NON_NULL))
                .build());
    }

    static void log(String message) {
        System.err.println("mcp-javafx-debug stdio: " + message);
    }

    /** Counts {@code ended} down when the client closes its end of the protocol channel. */
    private static final class EndSignalling extends FilterInputStream {

        private final CountDownLatch ended;

        EndSignalling(InputStream in, CountDownLatch ended) {
            super(in);
            this.ended = ended;
        }

        @Override
        public int read() throws IOException {
            try {
                return signalled(super.read());
            } catch (IOException e) {
                ended.countDown();
                throw e;
            }
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            try {
                return signalled(super.read(buffer, offset, length));
            } catch (IOException e) {
                ended.countDown();
                throw e;
            }
        }

        private int signalled(int read) {
            if (read < 0) {
                ended.countDown();
            }
            return read;
        }
    }
}
