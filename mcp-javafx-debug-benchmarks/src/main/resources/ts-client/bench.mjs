// The TypeScript MCP SDK client (the one Claude Code, Cursor and the Inspector build on) against the
// debug server: a ping, a compact ui_get_snapshot and a click by uid, each timed end to end; the click
// also after an idle pause before each run, as an agent's calls come.
// node bench.mjs <mcpUrl> <token> <stageIndex> <uid> <warmup> <runs> <pauseMs>; prints one JSON line.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

const [url, token, stageIndex, uid, warmupArg, runsArg, pauseArg] = process.argv.slice(2);
const warmup = Number(warmupArg);
const runs = Number(runsArg);
const pauseMs = Number(pauseArg);

const transport = new StreamableHTTPClientTransport(new URL(url), {
  requestInit: { headers: { Authorization: `Bearer ${token}` } },
});
const client = new Client({ name: "mcp-javafx-debug-benchmark", version: "1" });
await client.connect(transport);
await client.listTools(); // as clients do (a tool with an output schema then has every result checked against it)

async function call(name, args) {
  const result = await client.callTool({ name, arguments: args });
  if (result.isError) {
    throw new Error(`${name} failed: ${JSON.stringify(result.content)}`);
  }
  return result;
}

async function time(step, pause = 0) {
  let last;
  for (let i = 0; i < warmup; i++) {
    last = await step();
  }
  const ms = [];
  for (let i = 0; i < runs; i++) {
    if (pause > 0) {
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
    const start = performance.now();
    last = await step();
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  const rank = (q) => ms[Math.max(0, Math.ceil(q * ms.length) - 1)]; // nearest rank, as the Java figures
  return { median: rank(0.5), p90: rank(0.9), textBytes: Buffer.byteLength(last?.content?.[0]?.text ?? "", "utf8") };
}

const ping = await time(() => client.ping()); // the client's own floor: a round trip with nothing in it
const snapshot = await time(() => call("ui_get_snapshot", { stageIndex: Number(stageIndex) }));
const clickArgs = { actions: [{ type: "click", target: { ref: { uid } } }] };
const click = await time(() => call("ui_perform", clickArgs));
const clickIdle = await time(() => call("ui_perform", clickArgs), pauseMs);
console.log(JSON.stringify({ ping, snapshot, click, clickIdle }));
await client.close();
