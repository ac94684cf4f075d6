package io.github.mcpjavafx.debug.benchmarks;

import io.github.mcpjavafx.debug.McpJavafxHandle;
import io.github.mcpjavafx.debug.core.fx.FxThread;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The same calls through the TypeScript MCP SDK client, which Claude Code, Cursor and the MCP
 * Inspector build on: a small node script ({@code ts-client/bench.mjs}) times a {@code ping} (what
 * the client itself costs a round trip), a compact {@code ui_get_snapshot}, and a click by uid back
 * to back and with the app idle. The SDK is installed from npm into a folder under the
 * temporary directory on first use and kept there. Skipped, with a note, without {@code node} and
 * {@code npm} on the PATH or when the install fails.
 */
final class TypeScriptClientFigures {

    /** The SDK version the figures are taken with. */
    static final String SDK = "@modelcontextprotocol/sdk@1.32.2";
    private static final Path DIR = Path.of(System.getProperty("java.io.tmpdir"), "mcp-javafx-debug-ts-client");
    private static final Pattern FIGURE = Pattern.compile(
            "\"(ping|snapshot|click|clickIdle)\":\\{\"median\":([0-9.]+),\"p90\":([0-9.]+),\"textBytes\":([0-9]+)}");

    private TypeScriptClientFigures() {
    }

    static void print(int warmup, int runs, BenchScene scene, McpJavafxHandle server) {
        System.out.printf("%nThe TypeScript MCP SDK client (%s, node), the same scene (median / p90 ms):%n", SDK);
        try {
            if (!works(List.of("node", "--version")) || !works(List.of("npm", "--version"))) {
                System.out.println("  skipped: node and npm are not both on the PATH");
                return;
            }
            Path script = install();
            String uid = FxThread.call(() -> UidRegistry.shared().uidOf(scene.stage().getScene().lookup("#new-order")),
                    BenchToolkit.FX_TIMEOUT_MS);
            String out = run(List.of("node", script.toString(), server.endpoint() + "/mcp", server.token(),
                    String.valueOf(scene.stageIndex()), uid, String.valueOf(warmup), String.valueOf(runs), String.valueOf(ClickFigures.PAUSE_MS)), 600);
            Matcher m = FIGURE.matcher(out);
            int found = 0;
            while (m.find()) {
                found++;
                System.out.printf(Locale.ROOT, "  %-32s %s / %s ms (text block %,d bytes)%n", switch (m.group(1)) {
                            case "ping" -> "ping (the client's floor)";
                            case "snapshot" -> "ui_get_snapshot compact";
                            case "click" -> "click by uid, back to back";
                            default -> "click by uid, after " + ClickFigures.PAUSE_MS + " ms idle";
                        },
                        ResultTable.ms(Double.parseDouble(m.group(2))), ResultTable.ms(Double.parseDouble(m.group(3))),
                        Integer.parseInt(m.group(4)));
            }
            if (found == 0) {
                System.out.println("  failed: the script printed " + out.strip());
            }
        } catch (IOException | RuntimeException e) {
            System.out.println("  skipped: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            System.out.println("  skipped: interrupted");
        }
    }

    /** The script in a folder with the SDK installed beside it. */
    private static Path install() throws IOException, InterruptedException {
        Files.createDirectories(DIR);
        Path script = DIR.resolve("bench.mjs");
        try (InputStream in = TypeScriptClientFigures.class.getResourceAsStream("/ts-client/bench.mjs")) {
            if (in == null) {
                throw new IOException("ts-client/bench.mjs is not on the class path");
            }
            Files.write(script, in.readAllBytes());
        }
        Path packageJson = DIR.resolve("package.json");
        String wanted = SDK.substring(SDK.lastIndexOf('@') + 1);
        Path installed = DIR.resolve("node_modules/@modelcontextprotocol/sdk/package.json");
        if (!Files.exists(installed) || !Files.readString(installed).contains("\"version\": \"" + wanted + "\"")) {
            Files.writeString(packageJson, "{\"private\":true,\"type\":\"module\"}\n");
            System.out.println("  installing " + SDK + " into " + DIR + " ...");
            run(List.of("npm", "install", "--no-audit", "--no-fund", "--silent", SDK), 600);
        }
        return script;
    }

    private static boolean works(List<String> command) {
        try {
            run(command, 30);
            return true;
        } catch (IOException | RuntimeException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** Runs {@code command} in {@link #DIR}; its output, or an exception saying how it failed. */
    private static String run(List<String> command, int timeoutSeconds) throws IOException, InterruptedException {
        Files.createDirectories(DIR);
        Process process = new ProcessBuilder(new ArrayList<>(command)).directory(DIR.toFile())
                .redirectErrorStream(true).start();
        process.getOutputStream().close();
        byte[] out;
        try (InputStream in = process.getInputStream()) {
            out = in.readAllBytes(); // ends when the process closes its output
        }
        if (!process.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new IOException(String.join(" ", command) + " did not finish in " + timeoutSeconds + " s");
        }
        String text = new String(out, StandardCharsets.UTF_8);
        if (process.exitValue() != 0) {
            throw new IOException(command.get(0) + " " + command.get(1) + " failed (exit " + process.exitValue() + "): "
                    + text.strip().lines().reduce((a, b) -> b).orElse(""));
        }
        return text;
    }
}
