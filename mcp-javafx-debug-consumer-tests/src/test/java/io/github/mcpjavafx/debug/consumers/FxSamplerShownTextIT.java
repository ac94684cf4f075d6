package io.github.mcpjavafx.debug.consumers;

import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * FXSampler read as its screen shows it: its sample tree's rows by the names they show, though its items'
 * {@code toString()} is {@code org.controlsfx.samples.HelloToggleSwitch@49facc1a}; a sample that throws on every
 * layout pass (the Validation sample, launched without the {@code --add-opens} it needs) told once with its count;
 * a snapshot rooted at a css selector or a text. Uids come from the text block, as a model finds them; each check
 * reads one channel alone, and what an action did is checked against the app, not against the action's own line.
 */
class FxSamplerShownTextIT {

    private static final Pattern FOLDED = Pattern.compile("exception #(\\d+)\\.\\.#(\\d+) ×(\\d+) ");

    @RegisterExtension
    static final FxSamplerSession FX_SAMPLER = new FxSamplerSession("fxsampler-shown-text");

    @Test
    void selectByTheNameTheTreeShowsOpensTheToggleSwitchSample() {
        drive(() -> {
            String tree = sampleTree();
            CallToolResult slip = agent().call("ui_perform", Map.of("actions", List.of(select(tree, "ToggleSwich"))));
            assertThat(slip.isError()).isTrue();
            assertThat(AgentChannel.TEXT.read(slip)).as("the slip's text").contains("did you mean \"ToggleSwitch\"")
                    .doesNotContain("HelloToggleSwitch@");
            assertThat(AgentChannel.STRUCTURED.read(slip)).as("the slip's structuredContent alone")
                    .contains("\"text\":\"ToggleSwitch\"").doesNotContain("HelloToggleSwitch@");

            CallToolResult chosen = agent().call("ui_perform", Map.of("actions", List.of(select(tree, "ToggleSwitch"))));
            assertThat(chosen.isError()).as(AgentChannel.TEXT.read(chosen)).isFalse();

            CallToolResult switches = agent().call("ui_query", Map.of("selector", Map.of("css", "ToggleSwitch")));
            assertThat(AgentChannel.STRUCTURED.read(switches)).as("the sample's switches are in the app now, "
                    + "in structuredContent alone").contains("ToggleSwitch u-");
            assertThat(AgentChannel.TEXT.read(agent().call("ui_query", Map.of("selector",
                    Map.of("css", ".tree-cell:selected"))))).as("the row selected in the app").contains("\"ToggleSwitch\"");
        });
    }

    @Test
    void aNameTheTreeShowsForACategoryAndItsSampleIsNotGuessedAndTheLeafIsPickedByIndex() {
        drive(() -> {
            String tree = sampleTree();
            CallToolResult refused = agent().call("ui_perform", Map.of("actions", List.of(select(tree, "Dialogs"))));
            assertThat(refused.isError()).as(AgentChannel.TEXT.read(refused)).isTrue();
            assertThat(AgentChannel.STRUCTURED.read(refused)).as("structuredContent alone")
                    .contains("AMBIGUOUS_TARGET", "\"leaf\":true", "\"leaf\":false");
            Matcher leaf = Pattern.compile("row (\\d+) \\(depth \\d+ under \"Dialogs\", a leaf\\)")
                    .matcher(AgentChannel.TEXT.read(refused));
            assertThat(leaf.find()).as(AgentChannel.TEXT.read(refused)).isTrue();

            CallToolResult chosen = agent().call("ui_perform", Map.of("actions", List.of(Map.of("type", "select",
                    "target", Map.of("ref", Map.of("uid", tree)), "index", Integer.parseInt(leaf.group(1))))));
            assertThat(chosen.isError()).as(AgentChannel.TEXT.read(chosen)).isFalse();
            assertThat(AgentChannel.TEXT.read(agent().call("ui_query", Map.of("selector",
                    Map.of("css", ".tree-cell:selected"))))).as("the sample's row selected in the app")
                    .contains("\"Dialogs\"").contains("row=" + leaf.group(1));
            // back to the tree's top, where the other tests of this app find their rows by text
            agent().call("ui_perform", Map.of("actions", List.of(Map.of("type", "select",
                    "target", Map.of("ref", Map.of("uid", tree)), "index", 0))));
        });
    }

    @Test
    void anExportedSelectByShownTextReplaysOnAFreshFxSampler() throws Exception {
        String[] source = new String[1];
        drive(() -> {
            agent().call("ui_export_test", Map.of("className", "Warmup", "packageName", "", "reset", true));
            CallToolResult chosen = agent().call("ui_perform", Map.of("actions", List.of(select(sampleTree(), "BreadCrumbBar"))));
            assertThat(chosen.isError()).as(AgentChannel.TEXT.read(chosen)).isFalse();
            CallToolResult exported = agent().call("ui_export_test", Map.of("className", "FxSamplerSessionTest",
                    "packageName", "replay"));
            assertThat(exported.isError()).as(AgentChannel.TEXT.read(exported)).isFalse();
            source[0] = (String) ((Map<?, ?>) exported.structuredContent()).get("source");
        });
        assertThat(source[0]).contains("\"BreadCrumbBar\", -1);", "assertEquals(List.of(\"BreadCrumbBar\"), selectedIn(");

        Path kept = Path.of("target/fxsampler-replay-select");
        Files.createDirectories(kept);
        Files.writeString(kept.resolve("FxSamplerSessionTest.java"), source[0]);
        FxSamplerExportIT.Run replay = FxSamplerExportIT.run(FxSamplerExportIT.compile(source[0]));
        Files.writeString(kept.resolve("replay.log"), replay.output());
        assertThat(replay.passed()).as("the replay selects the row shown as BreadCrumbBar in a fresh FXSampler:%n%s",
                replay.output()).isTrue();
    }

    @Test
    void theValidationSamplesRepeatedExceptionIsToldOnceWithItsCount() {
        drive(() -> {
            long before = lastSeq();
            CallToolResult opened = agent().call("ui_perform", Map.of("actions", List.of(select(sampleTree(), "Component Validation"))));
            assertThat(opened.isError()).as(AgentChannel.TEXT.read(opened)).isFalse();
            String text = AgentChannel.TEXT.read(opened);
            String structured = AgentChannel.STRUCTURED.read(opened);
            System.out.println("FXSampler Validation sample opened: text " + text.length() + " chars, structured "
                    + structured.length() + " chars");

            Matcher folded = FOLDED.matcher(text);
            assertThat(folded.find()).as("a folded exception line in the text:\n%s", text).isTrue();
            long first = Long.parseLong(folded.group(1));
            long last = Long.parseLong(folded.group(2));
            int count = Integer.parseInt(folded.group(3));
            assertThat(count).isGreaterThan(1);
            String exceptionLines = String.join("\n", text.lines().filter(line -> line.startsWith("exception ")).toList());
            System.out.println("FXSampler Validation sample's exception lines:\n" + exceptionLines);
            assertThat(exceptionLines.lines()).as("one exception, thrown along two call paths, told once").hasSize(1);
            assertThat(exceptionLines.length()).as("what the answer spends on exceptions").isLessThanOrEqualTo(2_200);
            assertThat(structured).as("structuredContent alone").contains("#" + first + "..#" + last + " ×" + count + " ");

            // The app really threw that often: its log holds as many uncaught records from the first to the last.
            Map<?, ?> logs = (Map<?, ?>) agent().call("ui_get_logs", Map.of("sinceSeq", before, "minLevel", "ERROR",
                    "limit", 1000)).structuredContent();
            List<?> records = (List<?>) logs.get("records");
            long thrown = records.stream().map(r -> (Map<?, ?>) r)
                    .filter(r -> Boolean.TRUE.equals(r.get("uncaught")))
                    .mapToLong(r -> ((Number) r.get("seq")).longValue())
                    .filter(seq -> seq >= first && seq <= last).count();
            assertThat(thrown).as("uncaught records #%s..#%s in ui_get_logs", first, last).isGreaterThanOrEqualTo(count);
        });
    }

    @Test
    void aSnapshotIsRootedAtACssSelectorOrAText() {
        drive(() -> {
            CallToolResult byCss = agent().call("ui_get_snapshot", Map.of("root", Map.of("css", ".tree-view")));
            assertThat(byCss.isError()).as(AgentChannel.TEXT.read(byCss)).isFalse();
            assertThat(AgentChannel.TEXT.read(byCss).lines().skip(1).findFirst().orElse(""))
                    .as("the subtree starts at the sample tree").contains("TreeView");

            CallToolResult byText = agent().call("ui_get_snapshot", Map.of("root", Map.of("text", "BreadCrumbBar")));
            assertThat(byText.isError()).as(AgentChannel.TEXT.read(byText)).isFalse();
            assertThat(AgentChannel.STRUCTURED.read(byText)).as("structuredContent alone: the subtree is that row")
                    .contains("BreadCrumbBar").doesNotContain("ButtonBar");

            CallToolResult ambiguous = agent().call("ui_get_snapshot", Map.of("root", Map.of("css", ".tree-cell")));
            assertThat(ambiguous.isError()).isTrue();
            assertThat(AgentChannel.TEXT.read(ambiguous)).as("the candidates named").contains("nodes match", "TreeCell u-");
        });
    }

    /** The uid of the sample tree, from the window's snapshot text. */
    private static String sampleTree() {
        return AgentChannel.TEXT.uidOn(agent().call("ui_get_snapshot", Map.of()), "TreeView u-");
    }

    private static Map<String, Object> select(String uid, String item) {
        return Map.of("type", "select", "target", Map.of("ref", Map.of("uid", uid)), "item", item);
    }

    private static long lastSeq() {
        Map<?, ?> last = (Map<?, ?>) agent().call("ui_get_logs", Map.of("limit", 1)).structuredContent();
        return ((Number) last.get("lastSeq")).longValue();
    }

    private static void drive(Runnable scenario) {
        FX_SAMPLER.drive(scenario);
    }

    private static McpAgent agent() {
        return FX_SAMPLER.agent();
    }
}
