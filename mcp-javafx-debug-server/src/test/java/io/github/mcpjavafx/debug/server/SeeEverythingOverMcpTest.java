package io.github.mcpjavafx.debug.server;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.support.AgentView;
import io.github.mcpjavafx.debug.support.MailFixture;
import io.github.mcpjavafx.debug.support.MailOverMcp;
import io.github.mcpjavafx.debug.support.McpTestClient;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static io.github.mcpjavafx.debug.support.McpTestClient.errorCode;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * What a model sees of an app it has never seen, over MCP, read once through the text block only
 * and once through the structured JSON only: a line with a uid for every tab, menu, menu item,
 * popup option and visible row, errors that name their candidates, the exact-match rule, the
 * interactive view, and results within their budget.
 */
class SeeEverythingOverMcpTest {

    private static final int BUDGET = McpJavafxConfig.DEFAULT_MAX_RESULT_CHARS;
    private static final int ERROR_BUDGET = 8_000;
    private static final Pattern ZOOM_IN = Pattern.compile(
            "… ([\\d,]+) more nodes under (u-\\w+): ui_get_snapshot \\{\"root\": \\{\"uid\": \"(u-\\w+)\"}}");

    @RegisterExtension
    static final MailOverMcp mail = new MailOverMcp();

    @ParameterizedTest
    @EnumSource(AgentView.class)
    void aTabIsSwitchedByTheUidOnItsLine(AgentView view) {
        String contacts = view.uidOn(mail.snapshot(), "Tab u-", "\"Contacts\"");

        CallToolResult clicked = mail.click(contacts);

        assertThat(clicked.isError()).as(view.read(clicked)).isFalse();
        assertThat(HeadlessFx.<String>onFx(() -> mail.app().tabs.getSelectionModel().getSelectedItem().getText()))
                .isEqualTo("Contacts");
        assertThat(lineWith(view, mail.snapshot(), contacts)).endsWith("\"Contacts\" selected");
    }

    @ParameterizedTest
    @EnumSource(AgentView.class)
    void aMenuIsOpenedAndItsItemClickedByTheUidsOnTheirLines(AgentView view) {
        CallToolResult opened = mail.click(view.uidOn(mail.snapshot(), "Menu u-", "\"File\""));
        assertThat(view.read(opened)).contains("opened")
                .doesNotContain("ContextMenuContent"); // focus is named by what a snapshot lists: the menu

        CallToolResult menu = mail.snapshot();
        assertThat(view.lines(menu)).noneMatch(line -> line.contains("ContextMenuContent") || line.contains("CSSBridge"));
        String item = view.uidOn(menu, "MenuItem u-", "\"New message\"");
        assertThat(view.uidOn(opened, "MenuItem u-", "\"New message\"")).as("the items come with the click").isEqualTo(item);
        CallToolResult clicked = mail.click(item);

        assertThat(clicked.isError()).as(view.read(clicked)).isFalse();
        assertThat(view.read(clicked)).contains("closed", "Label#status", "Composing a new message");
    }

    @ParameterizedTest
    @EnumSource(AgentView.class)
    void aComboBoxIsOpenedAndAnOptionClickedByTheUidOnItsLine(AgentView view) {
        CallToolResult opened = mail.click(view.uidOn(mail.snapshot(), "ComboBox#sort"));
        assertThat(view.read(opened)).contains("opened");

        CallToolResult options = mail.snapshot();
        assertThat(said(view, options)).contains("\"Newest first\"", "\"Sender\"");
        CallToolResult clicked = mail.click(view.uidOn(options, "\"Oldest first\"", "row=1"));

        assertThat(clicked.isError()).as(view.read(clicked)).isFalse();
        assertThat(HeadlessFx.<String>onFx(() -> mail.app().sort.getValue())).isEqualTo("Oldest first");
        assertThat(view.read(clicked)).contains("closed", "ComboBox#sort", "Oldest first");
    }

    @ParameterizedTest
    @EnumSource(AgentView.class)
    void aVisibleListRowIsClickedAndItsLineSaysSelected(AgentView view) {
        CallToolResult before = mail.snapshot();
        String row = view.uidOn(before, "ListCell u-", "\"Message 3\"");
        assertThat(lineWith(view, before, row)).endsWith("\"Message 3\" row=3");
        assertThat(view.lines(before)).anyMatch(line -> line.matches(" *… 1\\d\\d more rows: scroll or ui_query"));

        CallToolResult clicked = mail.click(row);

        assertThat(clicked.isError()).as(view.read(clicked)).isFalse();
        assertThat(HeadlessFx.<Integer>onFx(() -> mail.app().messages.getSelectionModel().getSelectedIndex())).isEqualTo(3);
        assertThat(lineWith(view, mail.snapshot(), row)).contains("\"Message 3\" row=3 selected");
    }

    @ParameterizedTest
    @EnumSource(AgentView.class)
    void aTablesVisibleRowsAreLinesOfTheirCells(AgentView view) {
        mail.click(view.uidOn(mail.snapshot(), "Tab u-", "\"Contacts\""));

        CallToolResult table = mail.snapshot();

        assertThat(lineWith(view, table, "TableView#contacts")).contains("items=" + MailFixture.CONTACTS,
                "columns=[Name, Email, Company]");
        assertThat(view.lines(table))
                .anyMatch(line -> line.matches(" *TableRow u-\\w+ \"Person 0 \\| person0@example.org \\| ACME\" row=0"))
                .anyMatch(line -> line.matches(" *TableRow u-\\w+ \"Person 5 \\| person5@example.org \\| Initech\" row=5"))
                .anyMatch(line -> line.matches(" *… \\d+ more rows: scroll or ui_query"));
    }

    @ParameterizedTest
    @EnumSource(AgentView.class)
    void aTreesRowsShowTheirDepthAndWhetherTheyAreOpen(AgentView view) {
        mail.click(view.uidOn(mail.snapshot(), "Tab u-", "\"Folders\""));
        CallToolResult tree = mail.snapshot();
        assertThat(view.lines(tree))
                .anyMatch(line -> line.matches(" *TreeCell u-\\w+ \"Mail\" row=0 depth=0 expanded"))
                .anyMatch(line -> line.matches(" *TreeCell u-\\w+ \"Folders\" row=1 depth=1 collapsed"));

        CallToolResult expanded = mail.perform(Map.of("type", "expand",
                "target", MailOverMcp.ref(view.uidOn(tree, "TreeCell u-", "\"Folders\""))));

        assertThat(expanded.isError()).as(view.read(expanded)).isFalse();
        assertThat(view.lines(mail.snapshot()))
                .anyMatch(line -> line.matches(" *TreeCell u-\\w+ \"Folders\" row=1 depth=1 expanded"))
                .anyMatch(line -> line.matches(" *TreeCell u-\\w+ \"Work\" row=2 depth=2"))
                .anyMatch(line -> line.matches(" *TreeCell u-\\w+ \"Home\" row=3 depth=2"));
    }

    @ParameterizedTest
    @EnumSource(AgentView.class)
    void anAmbiguousTargetsErrorListsItsCandidatesWithUidAndLine(AgentView view) {
        CallToolResult ambiguous = mail.perform(Map.of("type", "click", "target", Map.of("text", "Message")));

        assertThat(ambiguous.isError()).isTrue();
        assertThat(errorCode(ambiguous)).isEqualTo("MCP_UI_ACTION_FAILED");
        assertThat(view.lines(ambiguous)).anyMatch(line -> line.contains("nodes match text \"Message\""));
        assertThat(view.lines(ambiguous).stream()
                .filter(line -> line.matches(" *ListCell u-\\w+ \"Message \\d+\" row=\\d+.*")).count())
                .isGreaterThanOrEqualTo(5);

        CallToolResult picked = mail.click(view.uidOn(ambiguous, "ListCell u-", "\"Message 2\""));

        assertThat(picked.isError()).as(view.read(picked)).isFalse();
        assertThat(HeadlessFx.<Integer>onFx(() -> mail.app().messages.getSelectionModel().getSelectedIndex())).isEqualTo(2);
    }

    @ParameterizedTest
    @EnumSource(AgentView.class)
    void aTargetThatSeveralContainAndExactlyOneEqualsIsThatOne(AgentView view) {
        CallToolResult both = mail.client().call("ui_query", Map.of("selector", Map.of("text", "Reply")));
        assertThat(view.read(both)).contains("Button#reply ", "Button#replyAll ");

        CallToolResult clicked = mail.perform(Map.of("type", "click", "target", Map.of("text", "Reply")));

        assertThat(clicked.isError()).as(view.read(clicked)).isFalse();
        assertThat(view.read(clicked)).contains("Replying to nothing").doesNotContain("Replying to all");

        CallToolResult noneEquals = mail.perform(Map.of("type", "click", "target", Map.of("text", "reply")));
        assertThat(noneEquals.isError()).isTrue();
        assertThat(view.read(noneEquals)).contains("a target must match exactly one", "Button#reply ", "Button#replyAll ");
    }

    @ParameterizedTest
    @EnumSource(AgentView.class)
    void theInteractiveViewNumbersWhatCanBeActedOnAndNothingElse(AgentView view) {
        CallToolResult interactive = mail.client().call("ui_get_snapshot", Map.of("interactive", true));

        List<String> nodeLines = view.lines(interactive).stream().filter(line -> line.contains(" u-")).toList();
        assertThat(nodeLines).isNotEmpty().allMatch(line -> line.matches("\\[\\d+] \\S+ u-\\w+.*"));
        for (int i = 0; i < nodeLines.size(); i++) {
            assertThat(nodeLines.get(i)).startsWith("[" + (i + 1) + "] ");
        }
        assertThat(nodeLines).noneMatch(line -> line.matches("\\[\\d+] (BorderPane|VBox|HBox|TabPane|MenuBar|GridPane)\\b.*"));
        assertThat(String.join("\n", nodeLines)).contains("Tab u-", "\"Inbox\" selected", "Button#refresh u-",
                "ChoiceBox#folder u-", "ComboBox#sort u-", "\"Message 0\" row=0", "Menu u-", "\"Help\"");

        CallToolResult clicked = mail.click(view.uidOn(interactive, "Button#crash"));
        assertThat(view.read(clicked)).contains("mailbox index is corrupt");
    }

    @ParameterizedTest
    @EnumSource(AgentView.class)
    void aWindowOfThousandsOfNodesIsCutWithinTheBudgetAndItsZoomInLineShowsTheRest(AgentView view) {
        showReport();

        CallToolResult cut = mail.snapshot();

        String read = view.read(cut);
        assertThat(read.length()).isLessThanOrEqualTo(BUDGET).isGreaterThan(BUDGET * 3 / 4);
        assertThat(said(view, cut)).contains("\"Report\" selected", "Label#status", "\"Ready\"");
        if (view == AgentView.STRUCTURED) {
            assertThat(McpTestClient.structured(cut)).containsEntry("truncated", true);
        }
        Matcher zoomIn = view.lines(cut).stream().map(ZOOM_IN::matcher).filter(Matcher::find).findFirst()
                .orElseThrow(() -> new AssertionError("no zoom-in line in " + read));
        assertThat(zoomIn.group(2)).isEqualTo(zoomIn.group(3));
        int more = Integer.parseInt(zoomIn.group(1).replace(",", ""));

        CallToolResult zoomed = mail.client().call("ui_get_snapshot", Map.of("root", Map.of("uid", zoomIn.group(2))));

        assertThat(zoomed.isError()).as(view.read(zoomed)).isFalse();
        assertThat(view.read(zoomed)).doesNotContain("more nodes under");
        assertThat(view.lines(zoomed).stream().filter(line -> line.matches(" *Text u-\\w+ \"cell \\d+\\.\\d+ revenue\""))
                .count()).isEqualTo(more);
    }

    @ParameterizedTest
    @EnumSource(AgentView.class)
    void aHugeErrorStaysUnderItsBudgetAndKeepsItsStartAndNextStep(AgentView view) {
        String selector = "#a " + "b".repeat(20_000) + " !";

        CallToolResult refused = mail.client().call("ui_query", Map.of("selector", Map.of("css", selector)));

        assertThat(refused.isError()).isTrue();
        assertThat(errorCode(refused)).isEqualTo("MCP_UI_INVALID_ARGUMENT");
        String read = view.read(refused);
        assertThat(read.length()).isLessThan(ERROR_BUDGET).isGreaterThan(ERROR_BUDGET / 2);
        assertThat(read).contains("Invalid CSS selector", "characters cut; details in structuredContent.error.details",
                "at position 20004", "Use forms like #save");
    }

    @ParameterizedTest
    @EnumSource(AgentView.class)
    void aHugeErrorIsCutWithoutSplittingAnEmoji(AgentView view) {
        for (String start : List.of("#a ", "#ab ")) {
            CallToolResult refused = mail.client().call("ui_query",
                    Map.of("selector", Map.of("css", start + "\uD83D\uDE00".repeat(10_000))));

            String read = view.read(refused);
            assertThat(read.length()).isLessThan(ERROR_BUDGET);
            assertThat(read).contains("characters cut");
            assertThat(loneSurrogates(read)).as(start).isZero();
        }
    }

    /** Not a check: the sizes of both channels on the fixture, for the record. */
    @Test
    void printsWhatEachChannelCosts() {
        CallToolResult first = mail.snapshot();
        CallToolResult interactive = mail.client().call("ui_get_snapshot", Map.of("interactive", true));

        System.out.println(sizes("Mail fixture, first window", first));
        System.out.println(sizes("Mail fixture, interactive view", interactive));
        assertThat(AgentView.STRUCTURED.read(first).length())
                .isLessThanOrEqualTo(AgentView.TEXT.read(first).length() * 13 / 10);
    }

    private static String sizes(String what, CallToolResult result) {
        int text = AgentView.TEXT.read(result).length();
        int json = AgentView.STRUCTURED.read(result).length();
        return String.format(Locale.ROOT, "%s: text %,d chars (~%,d tokens), structuredContent JSON %,d chars (~%,d tokens)",
                what, text, text / 4, json, json / 4);
    }

    /** The report tab, selected as a user would (its first layout is the app's own slow work, not measured here). */
    private void showReport() {
        HeadlessFx.onFx(() -> {
            mail.app().tabs.getSelectionModel().select(3);
            return null;
        });
        HeadlessFx.settle();
    }

    private static int loneSurrogates(String text) {
        int lone = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isHighSurrogate(c) && (i + 1 == text.length() || !Character.isLowSurrogate(text.charAt(i + 1)))) {
                lone++;
            } else if (Character.isLowSurrogate(c) && (i == 0 || !Character.isHighSurrogate(text.charAt(i - 1)))) {
                lone++;
            }
        }
        return lone;
    }

    /** The lines the model reads, quotes unescaped in either channel. */
    private static String said(AgentView view, CallToolResult result) {
        return String.join("\n", view.lines(result));
    }

    /** The first line the model reads that mentions {@code fragment}. */
    private static String lineWith(AgentView view, CallToolResult result, String fragment) {
        return view.lines(result).stream().filter(line -> line.contains(fragment)).findFirst()
                .orElseThrow(() -> new AssertionError("No line mentions " + fragment + ":\n" + view.read(result)));
    }
}
