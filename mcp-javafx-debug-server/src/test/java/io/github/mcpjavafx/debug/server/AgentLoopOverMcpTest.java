package io.github.mcpjavafx.debug.server;

import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.support.AgentView;
import io.github.mcpjavafx.debug.support.MailOverMcp;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.util.List;
import java.util.Map;

import static io.github.mcpjavafx.debug.support.McpTestClient.errorCode;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The agent's loop on an app it has never seen, over MCP, read once through the text block only
 * and once through the structured JSON only: act, read what changed, wait for what is slow, use
 * controls as a user would.
 */
class AgentLoopOverMcpTest {

    @RegisterExtension
    static final MailOverMcp mail = new MailOverMcp();

    @ParameterizedTest
    @EnumSource(AgentView.class)
    void waitsForBackgroundWorkThenActsOnWhatItEnabled(AgentView view) {
        CallToolResult snapshot = mail.client().call("ui_get_snapshot", Map.of());
        String refresh = view.uidOn(snapshot, "Button#refresh");

        CallToolResult clicked = mail.perform(Map.of("type", "click", "target", MailOverMcp.ref(refresh)));
        assertThat(view.read(clicked)).contains("Label#status").contains("Loading");

        CallToolResult loaded = mail.client().call("ui_wait", Map.of("until", "visible",
                "selector", Map.of("text", "Loaded"), "timeoutMs", 10_000));
        // A wait that ran out would be an MCP_UI_TIMEOUT error; this one ended on the label it waited for.
        assertThat(loaded.isError()).as(view.read(loaded)).isFalse();
        assertThat(view.read(loaded)).contains("Loaded 200 messages");

        String archive = view.uidOn(mail.client().call("ui_get_snapshot", Map.of()), "Button#archiveAll");
        CallToolResult archived = mail.perform(Map.of("type", "click", "target", MailOverMcp.ref(archive)));
        assertThat(archived.isError()).as(view.read(archived)).isFalse();
    }

    @ParameterizedTest
    @EnumSource(AgentView.class)
    void aWaitInsideABatchLetsTheNextActionFindWhatAppeared(AgentView view) {
        CallToolResult batch = mail.client().call("ui_perform", Map.of("actions", List.of(
                Map.of("type", "click", "target", Map.of("css", "#refresh")),
                Map.of("type", "wait", "until", "hidden", "selector", Map.of("text", "Loading")),
                Map.of("type", "wait", "until", "visible", "selector", Map.of("text", "Loaded"), "timeoutMs", 10_000),
                Map.of("type", "click", "target", Map.of("css", "#archiveAll")))));

        assertThat(batch.isError()).as(view.read(batch)).isFalse();
        assertThat(view.read(batch)).contains("#1 wait", "#2 wait", "#3 click", "Loaded 200 messages");
    }

    @ParameterizedTest
    @EnumSource(AgentView.class)
    void aQueryOrTargetThatMissesByASlipNamesWhatItMeantAndTheAgentActsOnIt(AgentView view) {
        CallToolResult missed = mail.client().call("ui_query", Map.of("selector", Map.of("css", "#replAll")));
        assertThat(missed.isError()).isFalse();
        assertThat(view.read(missed)).contains("No match for css", "#replAll", "Did you mean");
        String replyAll = view.uidOn(missed, "Button#replyAll");
        CallToolResult clicked = mail.perform(Map.of("type", "click", "target", MailOverMcp.ref(replyAll)));
        assertThat(view.read(clicked)).contains("Replying to all");

        CallToolResult failed = mail.perform(Map.of("type", "click", "target", Map.of("text", "Repy")));
        assertThat(failed.isError()).isTrue();
        assertThat(errorCode(failed)).isEqualTo("MCP_UI_ACTION_FAILED");
        assertThat(view.read(failed)).contains("Nothing matches text", "Repy", "Did you mean");
        String reply = view.uidOn(failed, "Button#reply ");
        assertThat(view.read(mail.perform(Map.of("type", "click", "target", MailOverMcp.ref(reply)))))
                .contains("Replying to");
    }

    @ParameterizedTest
    @EnumSource(AgentView.class)
    void aHiddenWaitOnWhatWasNeverThereSaysSo(AgentView view) {
        CallToolResult gone = mail.client().call("ui_wait", Map.of("until", "hidden",
                "selector", Map.of("css", "#noSuchSpinner"), "timeoutMs", 2000));

        assertThat(gone.isError()).as(view.read(gone)).isFalse();
        assertThat(view.read(gone)).contains(view == AgentView.TEXT
                ? "none was when the wait began (nothing went away: is the selector right?)" : "\"visibleAtStart\":0");
    }

    @ParameterizedTest
    @EnumSource(AgentView.class)
    void aWaitThatTimesOutSaysWhatItSaw(AgentView view) {
        CallToolResult timedOut = mail.client().call("ui_wait", Map.of("until", "hidden",
                "selector", Map.of("css", "#status"), "timeoutMs", 300));

        assertThat(timedOut.isError()).isTrue();
        assertThat(errorCode(timedOut)).isEqualTo("MCP_UI_TIMEOUT");
        assertThat(view.read(timedOut)).contains("Waited 300 ms for hidden", "Label#status", "Ready");
    }

    @ParameterizedTest
    @EnumSource(AgentView.class)
    void aMenuItemThatOpensAModalDialogIsNamedInTheClickResultThenAnswered(AgentView view) {
        String help = view.uidOn(mail.client().call("ui_get_snapshot", Map.of()), "\"Help\"");
        CallToolResult menuOpen = mail.perform(Map.of("type", "click", "target", MailOverMcp.ref(help)));
        assertThat(view.read(menuOpen)).contains("opened");

        // The menu's items and the dialog's buttons come with the clicks that opened them: no snapshot needed
        String about = view.uidOn(menuOpen, "MenuItem", "\"About\"");
        CallToolResult dialog = mail.perform(Map.of("type", "click", "target", MailOverMcp.ref(about)));
        assertThat(dialog.isError()).as(view.read(dialog)).isFalse();
        assertThat(view.read(dialog)).contains("opened", "Dialog[", "About Mail", "modal");

        String ok = view.uidOn(dialog, "Button#aboutOk");
        CallToolResult answered = mail.perform(Map.of("type", "click", "target", MailOverMcp.ref(ok)));
        assertThat(view.read(answered)).contains("closed").contains("About closed");
    }

    @ParameterizedTest
    @EnumSource(AgentView.class)
    void controlsAreUsedAsAUserWould(AgentView view) {
        CallToolResult chosen = mail.perform(Map.of("type", "select", "target", Map.of("css", "#folder"), "item", "Archive"));
        assertThat(view.read(chosen)).contains("ChoiceBox#folder", "Archive");
        assertThat(HeadlessFx.<String>onFx(() -> mail.app().folder.getValue())).isEqualTo("Archive");

        CallToolResult sorted = mail.perform(Map.of("type", "select", "target", Map.of("css", "#sort"), "index", 2));
        assertThat(view.read(sorted)).contains("ComboBox#sort", "Sender");

        CallToolResult row = mail.perform(Map.of("type", "select", "target", Map.of("css", "#messages"), "item", "Message 150"));
        assertThat(row.isError()).as(view.read(row)).isFalse();
        assertThat(HeadlessFx.<Integer>onFx(() -> mail.app().messages.getSelectionModel().getSelectedIndex())).isEqualTo(150);

        mail.perform(Map.of("type", "select", "target", Map.of("css", "#tabs"), "item", "Folders"));
        String foldersRow = view.uidOn(mail.client().call("ui_get_snapshot", Map.of()), "\"Folders\"", "collapsed");
        CallToolResult expanded = mail.perform(Map.of("type", "expand", "target", MailOverMcp.ref(foldersRow)));
        assertThat(expanded.isError()).as(view.read(expanded)).isFalse();
        assertThat(HeadlessFx.<Boolean>onFx(() -> mail.app().folders.isExpanded())).isTrue();
        assertThat(view.read(expanded)).contains("Work");
    }

    @ParameterizedTest
    @EnumSource(AgentView.class)
    void aHandlerThatThrowsIsNamedInTheClickResultAndInTheLog(AgentView view) {
        mail.client().call("ui_get_snapshot", Map.of()); // the app's own FX handler is in place and wrapped by now
        int seenByAppBefore = mail.app().uncaughtSeenByApp.get();

        CallToolResult clicked = mail.perform(Map.of("type", "click", "target", Map.of("css", "#crash")));

        assertThat(clicked.isError()).isFalse();
        assertThat(view.read(clicked)).contains("exception", "IllegalStateException", "mailbox index is corrupt");
        assertThat(mail.app().uncaughtSeenByApp.get()).as("the app's own handler still ran").isEqualTo(seenByAppBefore + 1);
        CallToolResult logs = mail.client().call("ui_get_logs", Map.of());
        assertThat(view.read(logs)).contains("IllegalStateException", "mailbox index is corrupt");
    }
}
