package io.github.mcpjavafx.debug.server;

import io.github.mcpjavafx.debug.core.support.ExportedTests;
import io.github.mcpjavafx.debug.support.AgentView;
import io.github.mcpjavafx.debug.support.MailFixture;
import io.github.mcpjavafx.debug.support.MailOverMcp;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.nio.file.Path;
import java.util.Map;

import static io.github.mcpjavafx.debug.support.MailOverMcp.ref;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A session on the mail-like app, exported with {@code ui_export_test} and replayed against it: a ChoiceBox's and a
 * ComboBox's popup, a list row, a button, the row's context menu, a menu item's modal dialog and a background task
 * waited for. The exported test compiles, launches the app by itself ({@link MailFixture.App}) and passes; the app's
 * own account of where it was left, printed as it stops, is where the session left it; and the same test fails when
 * it selects another message (its check of the list's selection). The uids are read as a model reads them from {@code structuredContent}.
 */
class MailExportOverMcpTest {

    @RegisterExtension
    static final MailOverMcp mail = new MailOverMcp();

    private static final String TEST = "replay.MailSessionTest";
    private static final AgentView VIEW = AgentView.STRUCTURED;

    @Test
    void anExportedSessionReplaysOnTheMailAppAndFailsWhenAnotherMessageIsSelected() throws Exception {
        String source = recordAndExport();
        assertThat(source).contains("super(" + MailFixture.App.class.getCanonicalName() + ".class, Cleanup.STOP_APP, ",
                "popupItem(\"Archive\")", "popupItem(\"Sender\")", "row(\"#messages\", \"Message 3\", 3)",
                "contextClickOn(row(\"#messages\", \"Message 3\", 3))", "popupItem(\"Forward\")",
                "assertEquals(\"Forwarding Message 3\", textOf(lookup(\"#status\")",
                "assertEquals(\"Archive\", valueOf(lookup(\"#folder\")", "assertEquals(\"Sender\", valueOf(lookup(\"#sort\")",
                "assertEquals(List.of(\"Message 3\"), selectedIn(lookup(\"#messages\")",
                "assertWindowShows(\"About Mail\");");

        Path kept = Path.of("target/mail-replay");
        ExportedTests.Run replay = ExportedTests.replay(TEST, source, kept, "MailSessionTest");
        assertThat(replay.passed()).as(replay.output()).isTrue();
        assertThat(replay.output()).as("the app, as it stopped, was where the session left it")
                .contains("Mail left at: folder Archive, sorted by Sender, Message 3 selected, status \"Loaded 200 messages\"");

        String otherMessage = source.replace("row(\"#messages\", \"Message 3\", 3)", "row(\"#messages\", \"Message 4\", 4)");
        ExportedTests.Run differs = ExportedTests.replay(TEST, otherMessage, kept, "OtherMessage");
        assertThat(differs.passed()).as(differs.output()).isFalse();
        assertThat(differs.output()).contains("expected: <[Message 3]> but was: <[Message 4]>");
    }

    private static String recordAndExport() {
        CallToolResult folders = ok(mail.click(VIEW.uidOn(mail.snapshot(), "ChoiceBox#folder")));
        ok(mail.click(VIEW.uidOn(folders, "\"Archive\"")));
        CallToolResult sorts = ok(mail.click(VIEW.uidOn(mail.snapshot(), "ComboBox#sort")));
        ok(mail.click(VIEW.uidOn(sorts, "\"Sender\"")));

        String message = VIEW.uidOn(mail.snapshot(), "ListCell u-", "\"Message 3\"");
        ok(mail.click(message));
        assertThat(VIEW.read(ok(mail.click(VIEW.uidOn(mail.snapshot(), "Button#reply"))))).contains("Replying to Message 3");
        CallToolResult menu = ok(mail.perform(Map.of("type", "click", "button", "SECONDARY", "target", ref(message))));
        ok(mail.click(VIEW.uidOn(menu, "\"Forward\"")));

        CallToolResult help = ok(mail.click(VIEW.uidOn(mail.snapshot(), "Menu u-", "\"Help\"")));
        CallToolResult dialog = ok(mail.click(VIEW.uidOn(help, "\"About\"")));
        assertThat(VIEW.read(ok(mail.click(VIEW.uidOn(dialog, "Button#aboutOk"))))).contains("About closed");

        ok(mail.click(VIEW.uidOn(mail.snapshot(), "Button#refresh")));
        ok(mail.client().call("ui_wait", Map.of("until", "visible",
                "selector", Map.of("text", "Loaded 200 messages", "match", "equals"))));

        CallToolResult exported = ok(mail.client().call("ui_export_test", Map.of("className", "MailSessionTest",
                "packageName", "replay", "applicationClass", MailFixture.App.class.getName())));
        System.out.println("Mail export: " + AgentView.TEXT.read(exported).lines().findFirst().orElse(""));
        @SuppressWarnings("unchecked")
        Map<String, Object> structured = (Map<String, Object>) exported.structuredContent();
        return (String) structured.get("source");
    }

    private static CallToolResult ok(CallToolResult result) {
        assertThat(result.isError()).as(VIEW.read(result)).isFalse();
        return result;
    }
}
