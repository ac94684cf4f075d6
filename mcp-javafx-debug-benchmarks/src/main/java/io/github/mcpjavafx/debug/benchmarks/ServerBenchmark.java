package io.github.mcpjavafx.debug.benchmarks;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.McpJavafxDebug;
import io.github.mcpjavafx.debug.McpJavafxHandle;
import io.github.mcpjavafx.debug.SnapshotOptions;
import io.github.mcpjavafx.debug.core.UiEngine;
import io.github.mcpjavafx.debug.core.capture.SceneSnapshotter;
import io.github.mcpjavafx.debug.core.fx.FxThread;
import io.github.mcpjavafx.debug.core.model.NodeRequest;
import io.github.mcpjavafx.debug.core.model.NodeResult;
import io.github.mcpjavafx.debug.core.model.QueryResult;
import io.github.mcpjavafx.debug.core.model.SnapshotRequest;
import io.github.mcpjavafx.debug.core.model.SnapshotResult;
import io.github.mcpjavafx.debug.core.model.Target;
import io.github.mcpjavafx.debug.core.model.UiRef;
import io.github.mcpjavafx.debug.core.query.QueryService;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema;

import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;

/**
 * What the MCP server adds to the engine, end to end over loopback: the MCP Java SDK client calls
 * the server over streamable HTTP with its bearer token, as an agent's client would. For a trivial
 * call ({@code ui_query} by {@code #id}) and a compact {@code ui_get_snapshot} of a 10k-node scene it
 * prints the FX-thread time, the in-process engine call and the MCP round trip side by side, with
 * the result budget raised so that the whole tree is sent; then where the snapshot's round trip goes,
 * step by step; then how many calls per second one client sustains. Then, on a server with the
 * default budget, the budget-cut snapshot an agent gets, the TypeScript client's figures and the clicks.
 *
 * <p>Arguments, all optional: {@code --size=10000 --warmup=10 --runs=30 --seconds=5 --warmup-seconds=10}:
 * every call is first run in turn for {@code warmup-seconds}, then each figure gets its own warm-up and runs.
 */
public final class ServerBenchmark {

    private static final String ROW = "%-20s | %-15s | %-15s | %-15s | %-15s | %9s | %8s | %9s%n";

    private ServerBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        Options options = Options.parse(args);
        BenchToolkit.run(() -> run(options));
    }

    private static void run(Options o) {
        System.out.println("== MCP server: end to end over loopback (streamable HTTP, MCP Java SDK client) ==");
        System.out.printf("%s; all calls in turn for %d s, then per figure >= %d warm-up runs and >= 500 ms and "
                + "%d measured runs%n%n", BenchToolkit.platformLine(), o.warmupSeconds, o.warmup, o.runs);
        BenchScene scene = BenchToolkit.show(o.size);
        // The budget raised, so that the whole tree is sent and the figures compare with the core
        // benchmark's; the default, budget-cut snapshot is timed after, on a server of its own.
        McpJavafxConfig config = McpJavafxConfig.builder().allowActions(true) // ui_perform for the click figure
                .maxResultChars(Integer.MAX_VALUE).build();
        if (!o.clicksOnly) {
            McpJavafxHandle server = McpJavafxDebug.install(config);
            McpSyncClient client = connect(server);
            try {
                measure(o, scene, config, server, client);
            } finally {
                client.closeGracefully();
                server.close();
            }
        }
        McpJavafxHandle defaults = McpJavafxDebug.install(McpJavafxConfig.builder().allowActions(true).build());
        McpSyncClient defaultClient = connect(defaults);
        try {
            measureDefaults(o, scene, defaults, defaultClient);
        } finally {
            defaultClient.closeGracefully();
            defaults.close();
        }
    }

    /**
     * The default budget's figures: the budget-cut compact snapshot (what an agent gets), the
     * TypeScript client, and the clicks, none of which depend on the budget.
     */
    private static void measureDefaults(Options o, BenchScene scene, McpJavafxHandle server, McpSyncClient client) {
        PlainHttp plain = new PlainHttp(server.endpoint(), server.token());
        int listChars = plain.toolsListResultChars();
        System.out.printf(Locale.ROOT, "%ntools/list, as every agent turn carries it: %,d characters of JSON-RPC result%n", listChars);
        goal(String.format(Locale.ROOT, "tools/list < 16,000 characters: %,d", listChars), listChars < 16_000);
        if (o.clicksOnly) {
            ClickFigures.print(o.warmup, o.runs, scene, client, plain, o.clickSizes);
            MotionFigures.print(o.runs, client, o.clickSizes);
            return;
        }
        Map<String, Object> snapshotArgs = Map.of("stageIndex", scene.stageIndex());
        String snapshotJson = "{\"stageIndex\":" + scene.stageIndex() + "}";
        Samples http = Samples.time(o.warmup, o.runs, () -> plain.call("ui_get_snapshot", snapshotJson));
        Samples mcp = Samples.time(o.warmup, o.runs, () -> call(client, "ui_get_snapshot", snapshotArgs));
        String text = ((McpSchema.TextContent) ((CallToolResult) mcp.last()).content().get(0)).text();
        System.out.printf(Locale.ROOT, "%nThe same snapshot within the default budget (%,d characters), as an agent gets it: "
                        + "text block %,d bytes, JSON-RPC response %,d bytes; plain HTTP e2e %s ms, MCP SDK e2e %s ms%n",
                server.config().maxResultChars(), McpPipeline.utf8Bytes(text), McpPipeline.utf8Bytes((String) http.last()),
                http.medianP90(), mcp.medianP90());
        TypeScriptClientFigures.print(o.warmup, o.runs, scene, server);
        ClickFigures.print(o.warmup, o.runs, scene, client, plain, o.clickSizes);
        MotionFigures.print(o.runs, client, o.clickSizes);
    }

    private static void measure(Options o, BenchScene scene, McpJavafxConfig config, McpJavafxHandle server,
                                McpSyncClient client) {
        UiEngine engine = new UiEngine(config); // the engine the server runs, called in process
        QueryService queries = new QueryService(UidRegistry.shared(), config.fxTimeoutMs());
        SceneSnapshotter snapshotter = new SceneSnapshotter(UidRegistry.shared(), SnapshotOptions.defaults(),
                config.fxTimeoutMs());
        Map<String, Object> queryArgs = Map.of("scope", Map.of("stageIndex", scene.stageIndex()),
                "selector", Map.of("css", scene.idSelector()));
        Map<String, Object> snapshotArgs = Map.of("stageIndex", scene.stageIndex()); // compact is the default
        SnapshotRequest snapshotRequest = CoreWorkloads.snapshotRequest(scene, SnapshotRequest.Mode.COMPACT);

        PlainHttp plain = new PlainHttp(server.endpoint(), server.token());
        String queryJson = "{\"scope\":{\"stageIndex\":" + scene.stageIndex() + "},\"selector\":{\"css\":\""
                + scene.idSelector() + "\"}}";
        String snapshotJson = "{\"stageIndex\":" + scene.stageIndex() + "}";
        // A call whose FX work does not grow with the scene: one node's text, by the uid a snapshot gave.
        String uid = FxThread.call(() -> UidRegistry.shared().uidOf(scene.stage().getScene().lookup(scene.idSelector())),
                BenchToolkit.FX_TIMEOUT_MS);
        NodeRequest nodeRequest = new NodeRequest(Target.ref(UiRef.ofUid(uid)), false, List.of(NodeRequest.Field.TEXT), null);
        Map<String, Object> nodeArgs = Map.of("target", Map.of("ref", Map.of("uid", uid)), "fields", List.of("text"));
        String nodeJson = "{\"target\":{\"ref\":{\"uid\":\"" + uid + "\"}},\"fields\":[\"text\"]}";
        List<Supplier<?>> steps = List.of(
                client::ping,
                () -> FxThread.call(() -> queries.query(CoreWorkloads.idQuery(scene)), BenchToolkit.FX_TIMEOUT_MS),
                () -> engine.query(CoreWorkloads.idQuery(scene)),
                () -> call(client, "ui_query", queryArgs),
                () -> FxThread.call(() -> snapshotter.capture(snapshotRequest), BenchToolkit.FX_TIMEOUT_MS),
                () -> engine.snapshot(snapshotRequest),
                () -> call(client, "ui_get_snapshot", snapshotArgs),
                plain::ping,
                () -> plain.call("ui_query", queryJson),
                () -> plain.call("ui_get_snapshot", snapshotJson),
                () -> engine.node(nodeRequest),
                () -> call(client, "ui_get_node", nodeArgs),
                () -> plain.call("ui_get_node", nodeJson));
        // A server application JIT-compiles for seconds after start; on a small machine the compiler
        // threads would take the CPU from the first figures. Run everything until that has settled.
        long warmUntil = System.nanoTime() + o.warmupSeconds * 1_000_000_000L;
        while (System.nanoTime() < warmUntil) {
            steps.forEach(Supplier::get);
        }

        Samples ping = Samples.time(o.warmup, o.runs, steps.get(0));
        Samples queryFx = Samples.timeOnFx(o.warmup, o.runs, () -> queries.query(CoreWorkloads.idQuery(scene)));
        Samples queryEngine = Samples.time(o.warmup, o.runs, steps.get(2));
        Samples queryMcp = Samples.time(o.warmup, o.runs, steps.get(3));
        Samples captureFx = Samples.timeOnFx(o.warmup, o.runs, () -> snapshotter.capture(snapshotRequest));
        Samples snapshotEngine = Samples.time(o.warmup, o.runs, steps.get(5));
        Samples snapshotMcp = Samples.time(o.warmup, o.runs, steps.get(6));
        Samples pingHttp = Samples.time(o.warmup, o.runs, steps.get(7));
        Samples queryHttp = Samples.time(o.warmup, o.runs, steps.get(8));
        Samples snapshotHttp = Samples.time(o.warmup, o.runs, steps.get(9));
        Samples nodeFx = Samples.timeOnFx(o.warmup, o.runs, () -> engine.node(nodeRequest));
        Samples nodeEngine = Samples.time(o.warmup, o.runs, steps.get(10));
        Samples nodeMcp = Samples.time(o.warmup, o.runs, steps.get(11));
        Samples nodeHttp = Samples.time(o.warmup, o.runs, steps.get(12));

        SnapshotResult snapshot = (SnapshotResult) snapshotEngine.last();
        CallToolResult viaMcp = (CallToolResult) snapshotMcp.last();
        String mcpText = ((McpSchema.TextContent) viaMcp.content().get(0)).text();
        McpPipeline pipeline = new McpPipeline();
        String body = pipeline.write(McpPipeline.result(snapshot));
        String queryBody = pipeline.write(McpPipeline.result((QueryResult) queryEngine.last()));

        System.out.printf(Locale.ROOT, "Scene: %,d nodes, the compact snapshot lists %,d (result budget raised: the whole "
                        + "tree); its text block %,d bytes (over MCP: %,d), its JSON-RPC response %,d bytes%n%n", scene.nodeCount(),
                CoreWorkloads.listedNodes(snapshot.snapshot().stages()), McpPipeline.utf8Bytes(snapshot.text()),
                McpPipeline.utf8Bytes(mcpText), McpPipeline.utf8Bytes(body));
        System.out.printf(ROW, "call", "FX", "in-process", "plain HTTP e2e", "MCP SDK e2e", "SDK e2e", "SDK e2e", "response");
        System.out.printf(ROW, "", "med/p90 ms", "med/p90 ms", "med/p90 ms", "med/p90 ms", "- FX ms", "/ FX", "bytes");
        System.out.println("-".repeat(126));
        System.out.printf(ROW, "ping (protocol only)", "-", "-", pingHttp.medianP90(), ping.medianP90(), "-", "-", "-");
        row("ui_query #id", queryFx, queryEngine, queryHttp, queryMcp, McpPipeline.utf8Bytes(queryBody));
        row("ui_get_snapshot", captureFx, snapshotEngine, snapshotHttp, snapshotMcp, McpPipeline.utf8Bytes(body));
        row("ui_get_node uid", nodeFx, nodeEngine, nodeHttp, nodeMcp,
                McpPipeline.utf8Bytes(pipeline.write(McpPipeline.result((NodeResult) nodeEngine.last()))));

        printSnapshotSteps(o, client, snapshot, body, captureFx, snapshotEngine, snapshotHttp, snapshotMcp, pipeline);
        double callsPerSecond = throughput(client, queryArgs, o.seconds);
        System.out.printf(Locale.ROOT, "%nThroughput: one client, sequential ui_query #id for %d s: %.0f calls/s%n",
                o.seconds, callsPerSecond);

        double overhead = queryMcp.medianMs() - queryFx.medianMs();
        double plainOverhead = queryHttp.medianMs() - queryFx.medianMs();
        double ratio = snapshotMcp.medianMs() / captureFx.medianMs();
        System.out.printf(Locale.ROOT, "%nGoals:%n");
        goal(String.format(Locale.ROOT, "trivial call (ui_query #id) e2e overhead over its FX time < 2 ms median: %s ms",
                ResultTable.ms(overhead)), overhead < 2);
        goal(String.format(Locale.ROOT, "  the same over plain HTTP (no SDK client) < 1 ms: %s ms",
                ResultTable.ms(plainOverhead)), plainOverhead < 1);
        double nodeOverhead = nodeHttp.medianMs() - nodeFx.medianMs();
        goal(String.format(Locale.ROOT, "  the same for a call by uid (ui_get_node, whose FX work does not walk the "
                + "scene) over plain HTTP < 1 ms: %s ms (SDK client: %s ms)",
                ResultTable.ms(nodeOverhead), ResultTable.ms(nodeMcp.medianMs() - nodeFx.medianMs())), nodeOverhead < 1);
        double plainRatio = snapshotHttp.medianMs() / captureFx.medianMs();
        goal(String.format(Locale.ROOT, "10k compact snapshot e2e over plain HTTP <= 5x its FX capture time: %.1fx (%s ms / %s ms)",
                plainRatio, ResultTable.ms(snapshotHttp.medianMs()), ResultTable.ms(captureFx.medianMs())), plainRatio <= 5);
        goal(String.format(Locale.ROOT, "  the same with the MCP SDK client: %.1fx (%s ms)", ratio,
                ResultTable.ms(snapshotMcp.medianMs())), ratio <= 5);
        double responseRatio = McpPipeline.utf8Bytes(body) / (double) McpPipeline.utf8Bytes(snapshot.text());
        goal(String.format(Locale.ROOT, "10k compact snapshot's whole HTTP response <= 2.5x its text block: %.2fx (%,d / %,d bytes)",
                responseRatio, McpPipeline.utf8Bytes(body), McpPipeline.utf8Bytes(snapshot.text())), responseRatio <= 2.5);
    }

    /** Each step between the FX capture and the client's result, timed alone in process. */
    private static void printSnapshotSteps(Options o, McpSyncClient client, SnapshotResult snapshot, String body,
                                           Samples captureFx, Samples engine, Samples http, Samples mcp,
                                           McpPipeline pipeline) {
        CallToolResult result = McpPipeline.result(snapshot);
        McpSchema.JSONRPCResponse response = pipeline.read(body);
        Samples write = Samples.time(o.warmup, o.runs, () -> pipeline.write(result));
        Samples read = Samples.time(o.warmup, o.runs, () -> pipeline.read(body));
        Samples convert = Samples.time(o.warmup, o.runs, () -> pipeline.convert(response));
        double offFx = engine.medianMs() - captureFx.medianMs();
        double steps = captureFx.medianMs() + offFx + write.medianMs() + read.medianMs() + convert.medianMs();
        System.out.printf("%nWhere the 10k snapshot's round trip goes (each step alone, in process; median ms):%n");
        step("capture on the FX thread", captureFx.medianMs());
        step("hand-over, records to snapshot, text tree (engine call - capture)", offFx);
        step("server: JSON-RPC response to a JSON string", write.medianMs());
        step("client: JSON string to a map", read.medianMs());
        step("client: map to CallToolResult", convert.medianMs());
        step("sum of the steps", steps);
        step("plain HTTP e2e (server whole, body read with ofString, no client parsing)", http.medianMs());
        step("MCP SDK e2e", mcp.medianMs());
        step("SDK client's share (MCP SDK e2e - plain HTTP e2e)", mcp.medianMs() - http.medianMs());
    }

    private static double throughput(McpSyncClient client, Map<String, Object> args, int seconds) {
        long end = System.nanoTime() + seconds * 1_000_000_000L;
        long start = System.nanoTime();
        int calls = 0;
        while (System.nanoTime() < end) {
            call(client, "ui_query", args);
            calls++;
        }
        return calls / ((System.nanoTime() - start) / 1e9);
    }

    private static CallToolResult call(McpSyncClient client, String tool, Map<String, Object> args) {
        CallToolResult result = client.callTool(McpSchema.CallToolRequest.builder(tool).arguments(args).build());
        if (Boolean.TRUE.equals(result.isError())) {
            throw new IllegalStateException(tool + " failed: " + result.content());
        }
        return result;
    }

    /** The SDK client over streamable HTTP with the bearer token, initialized. */
    private static McpSyncClient connect(McpJavafxHandle server) {
        return connect(server.endpoint(), server.token());
    }

    /** The MCP Java SDK client over streamable HTTP with the bearer token, initialized. */
    static McpSyncClient connect(String endpoint, String token) {
        var transport = HttpClientStreamableHttpTransport.builder(endpoint)
                .endpoint("/mcp")
                .httpRequestCustomizer((request, method, uri, body, context) ->
                        request.header("Authorization", "Bearer " + token))
                .build();
        McpSyncClient client = McpClient.sync(transport).requestTimeout(Duration.ofSeconds(60)).build();
        client.initialize();
        return client;
    }

    private static void row(String name, Samples fx, Samples engine, Samples http, Samples mcp, int bytes) {
        System.out.printf(Locale.ROOT, ROW, name, fx.medianP90(), engine.medianP90(), http.medianP90(), mcp.medianP90(),
                ResultTable.ms(mcp.medianMs() - fx.medianMs()),
                String.format(Locale.ROOT, "%.1fx", mcp.medianMs() / fx.medianMs()), String.format(Locale.ROOT, "%,d", bytes));
    }

    private static void step(String what, double ms) {
        System.out.printf(Locale.ROOT, "  %-76s %9s%n", what, ResultTable.ms(ms));
    }

    private static void goal(String what, boolean met) {
        System.out.println("  [" + (met ? "met   " : "MISSED") + "] " + what);
    }

    /** The command line: {@code --size=10000 --warmup=10 --runs=30 --seconds=5 --click-sizes=1000,10000,50000 --clicks-only}. */
    private record Options(int size, int warmup, int runs, int seconds, int warmupSeconds, int[] clickSizes,
                           boolean clicksOnly) {

        static Options parse(String[] args) {
            int size = 10_000;
            int warmup = 10;
            int runs = 30;
            int seconds = 5;
            int warmupSeconds = 10;
            int[] clickSizes = {1_000, 10_000, 50_000};
            boolean clicksOnly = false;
            for (String arg : args) {
                if (arg.equals("--clicks-only") || arg.equals("--clicks-only=true")) {
                    clicksOnly = true;
                    continue;
                }
                if (arg.startsWith("--click-sizes=")) {
                    clickSizes = Arrays.stream(arg.substring(arg.indexOf('=') + 1).split(",")).map(String::trim)
                            .mapToInt(Integer::parseInt).toArray();
                    continue;
                }
                if (arg.equals("--clicks-only=false")) {
                    continue;
                }
                int value = Integer.parseInt(arg.substring(arg.indexOf('=') + 1).trim());
                if (arg.startsWith("--size=")) {
                    size = value;
                } else if (arg.startsWith("--warmup=")) {
                    warmup = value;
                } else if (arg.startsWith("--runs=")) {
                    runs = value;
                } else if (arg.startsWith("--seconds=")) {
                    seconds = value;
                } else if (arg.startsWith("--warmup-seconds=")) {
                    warmupSeconds = value;
                } else {
                    throw new IllegalArgumentException("Unknown argument " + arg
                            + "; use --size=10000 --warmup=10 --runs=30 --seconds=5 --warmup-seconds=10 "
                            + "--click-sizes=1000,10000,50000 --clicks-only");
                }
            }
            if (runs < 1 || warmup < 0 || size < 1 || seconds < 1 || warmupSeconds < 0) {
                throw new IllegalArgumentException("Need --runs >= 1, --warmup >= 0, --size >= 1 and --seconds >= 1");
            }
            return new Options(size, warmup, runs, seconds, warmupSeconds, clickSizes, clicksOnly);
        }
    }
}
