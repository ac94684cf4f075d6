package io.github.mcpjavafx.debug.server;

import io.github.mcpjavafx.debug.core.scene.WindowList;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.support.AgentView;
import io.github.mcpjavafx.debug.support.MailOverMcp;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.util.Base64;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static io.github.mcpjavafx.debug.support.McpTestClient.errorCode;
import static io.github.mcpjavafx.debug.support.McpTestClient.structured;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Marked screenshots and {@code ui_highlight} as a model uses them over MCP, read through the text
 * block only and through the structured JSON only: the marks are the interactive view's nodes, a
 * highlight names what it outlines and stays out of every other tool's view and out of the robot's way.
 */
class SeeAndPointOverMcpTest {

    private static final Pattern UID = Pattern.compile("\\bu-[0-9a-z]+\\b");

    @RegisterExtension
    static final MailOverMcp mail = new MailOverMcp();

    @ParameterizedTest
    @EnumSource(AgentView.class)
    void aMarkedScreenshotNamesEveryNodeOfTheInteractiveViewWithItsLine(AgentView view) {
        CallToolResult interactive = mail.client().call("ui_get_snapshot", Map.of("interactive", true, "stageIndex", 0));
        Set<String> listed = uidsIn(String.join("\n", view.lines(interactive).stream()
                .filter(line -> line.startsWith("[")).toList())); // the numbered lines, not the focus

        CallToolResult shot = mail.client().call("ui_screenshot", Map.of("marks", true, "maxWidth", 960));

        assertThat(shot.isError()).as(view.read(shot)).isFalse();
        assertThat(uidsIn(view.read(shot))).containsExactlyElementsOf(listed);
        String save = view.uidOn(interactive, "Button#reply");
        assertThat(view.lines(shot)).anyMatch(line -> line.contains("Button#reply " + save + " \"Reply\""));
        assertThat(shot.content()).anyMatch(McpSchema.ImageContent.class::isInstance);
    }

    @Test
    void marksAreBoxesInTheReturnedImagesPixels() {
        CallToolResult shot = mail.client().call("ui_screenshot", Map.of("marks", true, "maxWidth", 300));

        Map<String, Object> result = structured(shot);
        int width = ((Number) result.get("width")).intValue();
        int height = ((Number) result.get("height")).intValue();
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> marks = (List<Map<String, Object>>) result.get("marks");
        assertThat(width).isEqualTo(300);
        assertThat(marks).isNotEmpty().allSatisfy(mark -> {
            assertThat(mark.keySet()).containsExactly("uid", "x", "y", "width", "height", "line");
            int x = ((Number) mark.get("x")).intValue();
            int y = ((Number) mark.get("y")).intValue();
            assertThat(x).isBetween(0, width - 1);
            assertThat(y).isBetween(0, height - 1);
            assertThat(x + ((Number) mark.get("width")).intValue()).isLessThanOrEqualTo(width);
            assertThat(y + ((Number) mark.get("height")).intValue()).isLessThanOrEqualTo(height);
        });
    }

    @Test
    void withoutMarksThePictureIsTheSameBytes() {
        String absent = imageOf(mail.client().call("ui_screenshot", Map.of()));
        String off = imageOf(mail.client().call("ui_screenshot", Map.of("marks", false)));
        String on = imageOf(mail.client().call("ui_screenshot", Map.of("marks", true)));

        assertThat(off).isEqualTo(absent);
        assertThat(on).isNotEqualTo(absent);
        assertThat(structured(mail.client().call("ui_screenshot", Map.of()))).doesNotContainKey("marks");
    }

    @ParameterizedTest
    @EnumSource(AgentView.class)
    void aMarkedNodeScreenshotMarksOnlyTheNodesInsideIt(AgentView view) {
        CallToolResult shot = mail.client().call("ui_screenshot", Map.of("marks", true,
                "target", Map.of("css", "#reply")));

        assertThat(shot.isError()).as(view.read(shot)).isFalse();
        assertThat(uidsIn(view.read(shot))).hasSize(1);
        assertThat(view.read(shot)).contains("Button#reply");
    }

    @ParameterizedTest
    @EnumSource(AgentView.class)
    void aHighlightNamesWhatItOutlinesAndNoOtherToolSeesIt(AgentView view) {
        CallToolResult before = mail.snapshot();
        int windows = HeadlessFx.onFx(() -> WindowList.showing().size());

        CallToolResult highlighted = mail.client().call("ui_highlight", Map.of("interactive", true, "durationMs", 60_000));

        assertThat(highlighted.isError()).as(view.read(highlighted)).isFalse();
        String reply = view.uidOn(highlighted, "Button#reply", "\"Reply\"");
        assertThat(view.uidOn(before, "Button#reply")).isEqualTo(reply);
        assertThat(HeadlessFx.onFx(SeeAndPointOverMcpTest::overlaysShowing)).isPositive();
        assertThat(HeadlessFx.onFx(() -> WindowList.showing().size())).isEqualTo(windows);
        assertThat(view.read(mail.snapshot())).isEqualTo(view.read(before));

        CallToolResult cleared = mail.client().call("ui_highlight", Map.of("clear", true));
        assertThat(view.read(cleared)).contains(view == AgentView.TEXT ? "Highlight cleared." : "\"highlighted\":[]");
        assertThat(HeadlessFx.onFx(SeeAndPointOverMcpTest::overlaysShowing)).isZero();
    }

    @Test
    void aClickOnAHighlightedButtonReachesTheButton() {
        String reply = AgentView.TEXT.uidOn(mail.client().call("ui_highlight", Map.of("interactive", true,
                "durationMs", 60_000)), "Button#reply");
        assertThat(HeadlessFx.onFx(SeeAndPointOverMcpTest::overlaysShowing)).isPositive();

        CallToolResult clicked = mail.click(reply);

        assertThat(clicked.isError()).as(AgentView.TEXT.read(clicked)).isFalse();
        assertThat(HeadlessFx.<String>onFx(() -> mail.app().status.getText())).startsWith("Replying to");
        assertThat(HeadlessFx.onFx(SeeAndPointOverMcpTest::overlaysShowing)).as("back after the click").isPositive();
        mail.client().call("ui_highlight", Map.of("clear", true));
    }

    @Test
    void aHighlightOfAStaleTargetFailsAndKeepsTheOldOne() {
        mail.client().call("ui_highlight", Map.of("target", Map.of("css", "#reply"), "durationMs", 60_000));
        String refresh = AgentView.TEXT.uidOn(mail.snapshot(), "Button#refresh");
        HeadlessFx.onFx(() -> ((javafx.scene.layout.Pane) mail.app().stage.getScene().lookup("#refresh").getParent())
                .getChildren().removeIf(node -> "refresh".equals(node.getId())));

        CallToolResult stale = mail.client().call("ui_highlight", Map.of("target", MailOverMcp.ref(refresh)));

        assertThat(stale.isError()).isTrue();
        assertThat(errorCode(stale)).isEqualTo("MCP_UI_STALE_REF");
        assertThat(HeadlessFx.onFx(SeeAndPointOverMcpTest::overlaysShowing)).as("four bars and a badge round #reply").isEqualTo(5);
        mail.client().call("ui_highlight", Map.of("clear", true));
    }

    private static long overlaysShowing() {
        return Window.getWindows().stream().filter(w -> w.isShowing() && WindowList.isOverlay(w)).count();
    }

    private static String imageOf(CallToolResult shot) {
        return shot.content().stream().filter(McpSchema.ImageContent.class::isInstance)
                .map(block -> ((McpSchema.ImageContent) block).data()).findFirst().orElseThrow();
    }

    private static Set<String> uidsIn(String text) {
        Set<String> uids = new LinkedHashSet<>();
        Matcher matcher = UID.matcher(text);
        while (matcher.find()) {
            uids.add(matcher.group());
        }
        return uids;
    }
}
