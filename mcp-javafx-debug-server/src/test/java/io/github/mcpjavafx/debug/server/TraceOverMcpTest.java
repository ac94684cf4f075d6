package io.github.mcpjavafx.debug.server;

import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.support.AppOverMcp;
import io.github.mcpjavafx.debug.support.JankApp;
import io.github.mcpjavafx.debug.support.McpTestClient;
import io.github.mcpjavafx.debug.testsupport.Await;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.ImageContent;
import javafx.scene.Scene;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import tools.jackson.databind.json.JsonMapper;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.lang.reflect.Field;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

import static io.github.mcpjavafx.debug.support.McpTestClient.structured;
import static io.github.mcpjavafx.debug.support.McpTestClient.text;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code ui_trace} over MCP on an app with known faults: one trace call names each with the app's own file:line,
 * in both channels and within 2,500 characters; the timeline image shows a long pulse as a long bar; and nothing
 * of the trace's stays in the app when no trace runs.
 */
class TraceOverMcpTest {

    private static final int BUDGET_CHARS = 2_500;
    private static final String SAMPLER = "mcp-javafx-debug-trace";
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final JankApp app = new JankApp();

    @RegisterExtension
    final AppOverMcp mcp = new AppOverMcp(() -> app);

    @Test
    void aHandlerThatSleepsIsNamedWithItsLine() throws IOException {
        CallToolResult result = traceClick("Save");

        assertNames(result, "the Save button's action handler JankApp.save sleeps on the FX thread for 1.",
                "(JankApp.java:" + line("trace: sleep") + ")");
    }

    @Test
    void aHandlerThatReadsAFileIsNamedWithItsLine() throws IOException {
        CallToolResult result = traceClick("Load");

        assertNames(result, "the Load button's action handler JankApp.load reads or writes a file or socket on the FX thread",
                "(JankApp.java:" + line("trace: read") + ")");
    }

    @Test
    void aRunLaterFloodIsNamedWithItsTask() throws IOException {
        CallToolResult result = traceWhile(app::startFeed, app::stopFeed, 1_500);

        // who posted is told when a sample catches the poster inside runLater (RunLaterPostersTest): not always
        assertNames(result, "Platform.runLater tasks fill", "JankApp.showPrice (JankApp.java:" + line("trace: price") + ")");
        // the feed lets 2,000 wait: a sample finds the queue long
        assertThat(text(result)).containsPattern("Platform\\.runLater tasks fill \\d+% of the FX thread, up to "
                + "[12],\\d{3} waiting at once, mostly JankApp\\.showPrice");
        Map<String, Object> queue = map(structured(result).get("runLaterQueue"));
        assertThat(((Number) queue.get("maxWaiting")).intValue()).as(text(result)).isGreaterThan(1_000);
    }

    @Test
    void aLayoutStormIsNamedWithTheCodeThatRunsEachPulse() throws IOException {
        // the storm's own code runs well under a millisecond a pulse: a longer trace gives the 5 ms samples more
        // pulses to catch it in, on a loaded machine too (1.5 s missed it once in 8 loaded runs)
        CallToolResult result = traceWhile(onFx(app::startStorm), onFx(app::stopStorm), 3_000);

        assertNames(result, "Pulses take", "CSS and layout", "nodes in Stage[0] \"Jank\"");
        // the storm resizes 2,500 boxes each pulse: their flow pane lays out every one of them. Its code is named by its
        // line in the method that resizes or in the timer that calls it, whichever the samples caught more often: the
        // two run for a fraction of a millisecond a pulse
        String startedBy = "started by JankApp(\\.resizeAll \\(JankApp\\.java:" + line("trace: storm")
                + "\\)|\\$\\d+\\.handle \\(JankApp\\.java:" + line("trace: timer") + "\\))";
        assertThat(text(result)).containsPattern("a layout pass over 2,5\\d\\d nodes on (every pulse|\\d+ of \\d+ pulses), "
                + startedBy);
        assertThat(JSON.writeValueAsString(structured(result).get("diagnosis"))).as("structuredContent's diagnosis")
                .containsPattern(startedBy);
        Map<String, Object> pulses = map(structured(result).get("pulses"));
        assertThat(((Number) pulses.get("medianLaidOut")).intValue()).as(text(result)).isBetween(2_500, 2_600);
    }

    @Test
    void aGrowingWindowIsNamedWithWhereItsNodesAreAdded() throws IOException {
        CallToolResult result = traceWhile(onFx(app::startLeak), onFx(app::stopLeak), 2_000);

        assertNames(result, "Stage[0] \"Jank\"", "grew from", "a leak if it goes on",
                "JankApp.addRows (JankApp.java:" + line("trace: leak") + ")");
    }

    @Test
    void theTimelineImageDrawsALongPulseAsALongBar() {
        CallToolResult result = traceWhile(onFx(app::startTicker), onFx(app::stopTicker), 1_500);

        List<Map<String, Object>> spans = list(structured(result).get("longSpans"));
        assertThat(spans).as("the ticker's 20th frames are long pulses: %s", text(result)).anySatisfy(span -> {
            assertThat(span.get("kind")).isEqualTo("pulse");
            assertThat(((Number) span.get("ms")).doubleValue()).isGreaterThan(100);
        });
        BufferedImage image = image(result);
        int[] heights = barHeights(image);
        int tallest = Arrays.stream(heights).max().orElseThrow();
        int[] others = Arrays.stream(heights).sorted().toArray();
        assertThat(others.length).as("bars drawn").isGreaterThan(1);
        assertThat(tallest).as("the long pulse's bar against the median bar").isGreaterThan(3 * others[(others.length - 1) / 2]);
        assertThat(tallest).as("the long pulse's bar reaches near the top").isGreaterThan(image.getHeight() / 2);
    }

    @Test
    void aBadBatchGetsUiPerformsOwnRefusalAndNothingRuns() {
        Map<String, Object> batch = Map.of("actions", List.of(Map.of("type", "klick", "target", Map.of("text", "Save"))));

        CallToolResult traced = mcp.client().call("ui_trace", Map.of("perform", batch));
        CallToolResult performed = mcp.client().call("ui_perform", batch);

        assertThat(traced.isError()).as(text(traced)).isTrue();
        assertThat(performed.isError()).isTrue();
        assertThat(firstLine(text(traced))).isEqualTo(firstLine(text(performed))).contains("Nothing was run");
        assertThat(text(traced)).doesNotContain("traced ");
        assertThat(HeadlessFx.onFx(app::status)).as("Save's handler did not run").isEqualTo("ready");
    }

    private static String firstLine(String text) {
        return text.lines().findFirst().orElse("");
    }

    @Test
    void nothingOfTheTracesStaysInTheAppWhenNoTraceRuns() throws Exception {
        assertThat(traceThreads()).as("before any trace").isEmpty();
        assertThat(ourListeners()).as("before any trace").isZero();

        CompletableFuture<CallToolResult> tracing = CompletableFuture.supplyAsync(
                () -> mcp.client().call("ui_trace", Map.of("durationMs", 1_500)));
        Await.await("the trace's threads", Duration.ofSeconds(10), () -> !traceThreads().isEmpty());
        assertThat(traceThreads()).as("while tracing").isNotEmpty();
        assertThat(ourListeners()).as("while tracing").isPositive();
        assertThat(text(tracing.get())).startsWith("traced ");

        assertThat(traceThreads()).as("after the trace").isEmpty();
        assertThat(ourListeners()).as("after the trace").isZero();
    }

    /** A trace of {@code durationMs} while what {@code start} began runs; {@code stop} ends it, also on failure. */
    private CallToolResult traceWhile(Runnable start, Runnable stop, int durationMs) {
        start.run();
        try {
            return mcp.client().call("ui_trace", Map.of("durationMs", durationMs));
        } finally {
            stop.run();
        }
    }

    private static Runnable onFx(Runnable work) {
        return () -> HeadlessFx.onFx(() -> {
            work.run();
            return null;
        });
    }

    private CallToolResult traceClick(String button) {
        return mcp.client().call("ui_trace", Map.of("perform",
                Map.of("actions", List.of(Map.of("type", "click", "target", Map.of("text", button))))));
    }

    /** The trace answers without error and says each of {@code expected} in both channels, each within the budget. */
    private static void assertNames(CallToolResult result, String... expected) {
        String text = text(result);
        assertThat(result.isError()).as(text).isFalse();
        String json = JSON.writeValueAsString(structured(result).get("diagnosis"));
        String structuredJson = JSON.writeValueAsString(withoutPerform(structured(result)));
        for (String each : expected) {
            assertThat(text).as("the text block").contains(each);
            assertThat(json).as("structuredContent's diagnosis").contains(each.replace("\"", "\\\""));
        }
        System.out.printf("ui_trace answer: text %,d, structuredContent %,d characters (budget %,d)%n",
                traceText(text).length(), structuredJson.length(), BUDGET_CHARS);
        assertThat(traceText(text)).as("the trace's text").hasSizeLessThanOrEqualTo(BUDGET_CHARS);
        assertThat(structuredJson).as("the trace's structuredContent").hasSizeLessThanOrEqualTo(BUDGET_CHARS);
        assertThat(result.content()).as("the timeline image").anySatisfy(c -> assertThat(c).isInstanceOf(ImageContent.class));
    }

    /** The trace's own part of the text: a traced batch's answer follows it after a blank line. */
    private static String traceText(String text) {
        int batch = text.indexOf("\n\n");
        return batch < 0 ? text : text.substring(0, batch);
    }

    private static Map<String, Object> withoutPerform(Map<String, Object> structured) {
        Map<String, Object> copy = new java.util.LinkedHashMap<>(structured);
        copy.remove("perform");
        return copy;
    }

    /** The line of JankApp's source that carries {@code marker}. */
    private static int line(String marker) throws IOException {
        List<String> lines = Files.readAllLines(Path.of("src/test/java/io/github/mcpjavafx/debug/support/JankApp.java"));
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).contains("// " + marker)) {
                return i + 1;
            }
        }
        throw new AssertionError("no line marked " + marker);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> map(Object value) {
        assertThat(value).isInstanceOf(Map.class);
        return (Map<String, Object>) value;
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> list(Object value) {
        return value == null ? List.of() : (List<Map<String, Object>>) value;
    }

    private static BufferedImage image(CallToolResult result) {
        ImageContent content = (ImageContent) result.content().stream().filter(ImageContent.class::isInstance)
                .findFirst().orElseThrow();
        assertThat(content.mimeType()).isEqualTo("image/png");
        try {
            return ImageIO.read(new ByteArrayInputStream(java.util.Base64.getDecoder().decode(content.data())));
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    /**
     * Each bar's height: a bar is a run of pixel columns that rise from the bottom, its height how many pixels
     * from the bottom up are its own (not the background, not the red marks and line). The dashed 16.7 ms line
     * crosses the bars: its red is passed over, not taken for a bar's top (a bar under a dash would read 16.7 ms).
     */
    private static int[] barHeights(BufferedImage image) {
        int background = image.getRGB(0, 0);
        List<Integer> bars = new ArrayList<>();
        int bar = 0;
        for (int x = 0; x < image.getWidth(); x++) {
            int height = 0;
            for (int y = image.getHeight() - 1; y >= 0 && image.getRGB(x, y) != background; y--) {
                height += red(image.getRGB(x, y)) ? 0 : 1;
            }
            if (height == 0 && bar > 0) {
                bars.add(bar);
            }
            bar = height == 0 ? 0 : Math.max(bar, height);
        }
        return bars.stream().mapToInt(Integer::intValue).toArray();
    }

    private static boolean red(int rgb) {
        return (rgb & 0xFFFFFF) == 0xD32F2F;
    }

    private static List<String> traceThreads() {
        List<String> names = new ArrayList<>();
        Thread.getAllStackTraces().keySet().forEach(t -> {
            if (t.getName().startsWith(SAMPLER)) {
                names.add(t.getName());
            }
        });
        return names;
    }

    /** Pulse listeners and performance trackers on the showing scenes: only a trace adds them. */
    private static int ourListeners() throws Exception {
        Field pre = Scene.class.getDeclaredField("preLayoutPulseListeners");
        Field post = Scene.class.getDeclaredField("postLayoutPulseListeners");
        Field tracker = Scene.class.getDeclaredField("tracker");
        for (Field field : List.of(pre, post, tracker)) {
            field.setAccessible(true);
        }
        return HeadlessFx.onFx(() -> {
            int count = 0;
            for (Window window : Window.getWindows()) {
                Scene scene = window.getScene();
                if (scene != null) {
                    count += size(pre.get(scene)) + size(post.get(scene)) + (tracker.get(scene) == null ? 0 : 1);
                }
            }
            return count;
        });
    }

    private static int size(Object listeners) {
        return listeners == null ? 0 : ((Collection<?>) listeners).size();
    }
}
