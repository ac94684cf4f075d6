package io.github.mcpjavafx.debug.core.recording;

import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.ExportTestRequest;
import io.github.mcpjavafx.debug.core.model.QueryRequest;
import io.github.mcpjavafx.debug.core.model.StepRanges;
import io.github.mcpjavafx.debug.core.model.Target;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.model.WaitRequest;
import io.github.mcpjavafx.debug.core.recording.RecordedStep.TextKind;
import io.github.mcpjavafx.debug.core.support.JavaSources;
import org.junit.jupiter.api.Test;

import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Every kind of step becomes TestFX code that compiles, or a comment that says why it cannot. */
class TestSourceWriterTest {

    private static final NodeFacts SAVE = facts("Button", "save", null, null, null, false, List.of(0, 1));
    private static final NodeFacts SECOND_ROW = new NodeFacts("ListCell", null, "Two", null, null, null,
            new NodeFacts.Row("ListView", null, "Two", 1, null), null, "list-cell", false, "Main", List.of(0, 0, 1),
            List.of("ListView", "VirtualFlow", "ListCell"), false, List.of(), null, null, List.of(), null);
    private static final NodeFacts STATUS = facts("Label", null, "Saved", "Status", null, false, List.of(2));
    private static final NodeFacts SPACER = facts("Region", null, null, null, null, false, List.of(3, 0));
    private static final NodeFacts MENU_ITEM = facts("Label", null, "Copy", null, null, true, List.of(0, 2));

    private static final TestSourceWriter.ReplaySetup SETUP = new TestSourceWriter.ReplaySetup(TestExporter.TEST_SUPPORT,
            List.of(), 2_000, false);

    private static NodeFacts facts(String type, String id, String text, String label, String prompt, boolean popup,
                                   List<Integer> path) {
        return new NodeFacts(type, id, text, prompt, null, label, null, null, null, popup, popup ? null : "Main", path,
                path.stream().map(i -> "Node").toList(), false, List.of(), null, null, List.of(), null);
    }

    @Test
    void everyActionTypeWaitAndCheckCompiles() throws Exception {
        Target target = Target.css("#save");
        List<RecordedStep> steps = new ArrayList<>();
        steps.add(act(ActionSpec.click(target), SAVE));
        steps.add(act(new ActionSpec.Click(target, null, null, ActionSpec.ClickButton.SECONDARY, 2, List.of(ActionSpec.Modifier.SHIFT, ActionSpec.Modifier.SHORTCUT)), SECOND_ROW));
        steps.add(act(new ActionSpec.Click(null, 120.5, 80.0, null, 3, null), null));
        steps.add(act(ActionSpec.focus(target), SAVE));
        steps.add(act(ActionSpec.typeText("Ada \"the\" first\n"), null));
        steps.add(act(ActionSpec.setText(target, "x\\y"), SECOND_ROW));
        steps.add(act(ActionSpec.setValue(target, "rating", 4), SAVE));
        steps.add(act(ActionSpec.setValue(target, "orientation", "VERTICAL"), SAVE));
        steps.add(new RecordedStep.Act(ActionSpec.pressKey("s", ActionSpec.Modifier.CTRL), null, null, "S", null));
        steps.add(act(new ActionSpec.Scroll(target, 3, -2), SAVE));
        steps.add(act(ActionSpec.select(target, "Two"), SAVE));
        steps.add(act(new ActionSpec.Select(target, null, 4), SECOND_ROW));
        steps.add(act(new ActionSpec.Expand(target), SAVE));
        steps.add(act(new ActionSpec.Collapse(target), SAVE));
        steps.add(act(new ActionSpec.Hover(target), SAVE));
        steps.add(new RecordedStep.Act(new ActionSpec.Drag(target, Target.text("Bin"), null, null), SAVE, SPACER, null, null));
        steps.add(new RecordedStep.Act(new ActionSpec.Drag(target, null, 10.0, 20.0), SECOND_ROW, null, null,
                new RecordedStep.Offset(-12.5, 40)));
        steps.add(act(ActionSpec.click(target), MENU_ITEM));
        steps.add(act(ActionSpec.Wait.of(new WaitRequest(WaitRequest.Until.IDLE, null, null, null)), null));
        steps.add(new RecordedStep.Wait(new WaitRequest(WaitRequest.Until.VISIBLE,
                new QueryRequest.Selector("VBox > #status", null, null, null), null, 2500)));
        steps.add(new RecordedStep.Wait(new WaitRequest(WaitRequest.Until.HIDDEN,
                new QueryRequest.Selector(null, "Loading", QueryRequest.TextMatch.EQUALS, null), null, null)));
        steps.add(new RecordedStep.Wait(new WaitRequest(WaitRequest.Until.VISIBLE,
                new QueryRequest.Selector(null, "\\d+ rows", QueryRequest.TextMatch.REGEX, null), null, null)));
        steps.add(new RecordedStep.Wait(new WaitRequest(WaitRequest.Until.VISIBLE, new QueryRequest.Selector(null, null,
                null, new QueryRequest.Predicate(List.of("Button"), "ok", "primary", "OK", true, true)), null, null)));
        steps.add(new RecordedStep.TextShown(SAVE, TextKind.LABELED, "Saved"));
        steps.add(new RecordedStep.TextShown(STATUS, TextKind.LABELED, "30.02"));
        steps.add(new RecordedStep.TextShown(SECOND_ROW, TextKind.TEXT_INPUT, ""));
        steps.add(new RecordedStep.TextShown(SAVE, TextKind.TEXT, "Line\u2028two"));
        steps.add(new RecordedStep.ItemsShown(facts("ListView", "target", null, null, null, false, List.of(4)),
                List.of("Katja", "Dirk")));
        steps.add(act(new ActionSpec.Click(target, null, null, ActionSpec.ClickButton.SECONDARY, 1, null), SECOND_ROW));
        steps.add(new RecordedStep.ValueShown(SAVE, "rating", "4"));
        steps.add(new RecordedStep.ValueShown(SAVE, "lowValue", "30.25"));
        steps.add(new RecordedStep.ValueShown(SAVE, null, "Archive"));
        steps.add(new RecordedStep.Printed("Result is \"alice\""));
        steps.add(new RecordedStep.SelectionShown(facts("ListView", "target", null, null, null, false, List.of(4)),
                null, List.of("Katja")));
        steps.add(new RecordedStep.SelectionShown(SAVE, "selected", List.of("month")));
        steps.add(new RecordedStep.ValueShown(SAVE, "active", "true"));
        steps.add(new RecordedStep.ValueShown(SAVE, "selected", "false"));
        steps.add(new RecordedStep.CheckedShown(SAVE, List.of("Item 2", "Item 4")));
        steps.add(act(new ActionSpec.Style(target, "-fx-text-fill: red", "warning", "plain", ".label { -fx-padding: 4; }"), SAVE));
        steps.add(act(ActionSpec.stylesheet(target, "/styles/fix.css"), SAVE));
        steps.add(new RecordedStep.Act(ActionSpec.resize(0, 800, 600), null, null, null, null, "Main"));
        steps.add(new RecordedStep.Act(new ActionSpec.Window(null, null, null, 10.0, 20.0, false, null), null, null, null,
                null, null));
        steps.add(new RecordedStep.Act(ActionSpec.close(null), null, null, null, null, "Main"));
        steps.add(act(ActionSpec.click(Target.text("Gone")), null));
        steps.add(new RecordedStep.TextShown(STATUS, TextKind.LABELED, "Gone"));

        TestSourceWriter.Written written = TestSourceWriter.write("com.acme.ui", "EveryStepTest", "com.acme.App$Inner",
                new SessionRecording.Recorded(steps, 7), SETUP);

        assertThat(written.notReplayed()).isEqualTo(1);
        assertThat(written.notChecked()).isEqualTo(1);
        assertThat(written.source()).contains("// not replayed: click on text \"Gone\": the node was in no window when it ran",
                "// not checked, the state it reads was never reached (click on text \"Gone\" was not replayed)",
                "// 7 older steps were dropped", "super(com.acme.App.Inner.class, Cleanup.STOP_APP, 10);",
                "push(KeyCode.CONTROL, KeyCode.S);", "doubleClickOn(row(\"ListView\", \"Two\", 1), MouseButton.SECONDARY);",
                "assertEquals(\"Saved\", textOf(lookup(\"#save\").queryAs(Node.class)));",
                "assertEquals(30.02, numberIn(labelled(\"Status\", \"Label\")), 0.5e-2);",
                "assertEquals(List.of(\"Katja\", \"Dirk\"), itemsOf(lookup(\"#target\").queryAs(Node.class)));",
                "clickOn(popupItem(\"Copy\"), MouseButton.PRIMARY);",
                "drag(row(\"ListView\", \"Two\", 1), MouseButton.PRIMARY).moveBy(-12.5, 40.0).drop();",
                "// by its position (Node > Node): nothing names this node",
                "drag(lookup(\"#save\").queryAs(Node.class), MouseButton.PRIMARY).dropTo(at(\"Main\", false, 3, 0));",
                                "setValue(lookup(\"#save\").queryAs(Node.class), \"rating\", 4.0);",
                "contextClickOn(row(\"ListView\", \"Two\", 1));",
                "assertEquals(4.0, numberIn(lookup(\"#save\").queryAs(Node.class), \"rating\"), 1e-9);",
                "assertEquals(30.25, numberIn(lookup(\"#save\").queryAs(Node.class), \"lowValue\"), 0.5e-2);",
                "assertEquals(\"Archive\", valueOf(lookup(\"#save\").queryAs(Node.class)));",
                "assertPrinted(\"Result is \\\"alice\\\"\");",
                "assertEquals(List.of(\"Katja\"), selectedIn(lookup(\"#target\").queryAs(Node.class)));",
                "assertEquals(List.of(\"month\"), selectedIn(lookup(\"#save\").queryAs(Node.class), \"selected\"));",
                "assertTrue(flagIn(lookup(\"#save\").queryAs(Node.class), \"active\"));",
                "assertFalse(flagIn(lookup(\"#save\").queryAs(Node.class), \"selected\"));",
                "assertEquals(List.of(\"Item 2\", \"Item 4\"), checkedIn(lookup(\"#save\").queryAs(Node.class)));",
                "addCss(lookup(\"#save\").queryAs(Node.class), \".label { -fx-padding: 4; }\");",
                "removeStyleClass(lookup(\"#save\").queryAs(Node.class), \"plain\");",
                "addStyleClass(lookup(\"#save\").queryAs(Node.class), \"warning\");",
                "setStyle(lookup(\"#save\").queryAs(Node.class), \"-fx-text-fill: red\");",
                "addStylesheet(lookup(\"#save\").queryAs(Node.class), \"/styles/fix.css\");",
                "resizeWindow(windowTitled(\"Main\"), 800, 600);", "maximizeWindow(windowTitled(null), false);",
                "moveWindow(windowTitled(null), 10.0, 20.0);", "requestClose(windowTitled(\"Main\"));");
        assertThat(written.source()).doesNotContain("Point2D(10.0, 20.0)");
        assertThat(written.located()).containsEntry("id", 12).containsEntry("row", 5).containsEntry("popup_item", 1);
        assertCompiles("com.acme.ui.EveryStepTest", written.source().replace("com.acme.App.Inner.class",
                "javafx.application.Application.class"));
    }

    @Test
    void aTextWithADateOrTimeFromTheAppsClockIsCheckedByItsShapeAndADateTheSessionTypedAsItIs() throws Exception {
        NodeFacts due = facts("TextField", "due", null, null, null, false, List.of(5));
        String placed = "Order #1 (2 x mug) placed: delivery 2026-11-28, 9:05";
        List<RecordedStep> steps = List.of(
                act(ActionSpec.setText(Target.css("#due"), "2026-12-01"), due),
                new RecordedStep.TextShown(STATUS, TextKind.LABELED, placed, List.of("2026-11-28", "9:05")),
                new RecordedStep.TextShown(due, TextKind.TEXT_INPUT, "Due 2026-12-01", List.of("2026-12-01")));
        String source = TestSourceWriter.write("", "ClockTest", "javafx.application.Application",
                new SessionRecording.Recorded(steps, 0), SETUP).source();

        String shape = "Order #1 \\\\(2 x mug\\\\) placed: delivery \\\\d{4}-\\\\d{1,2}-\\\\d{1,2}, \\\\d{1,2}:\\\\d{1,2}";
        assertThat(source).contains("assertMatches(\"" + shape + "\", textOf(")
                .contains("assertEquals(\"Due 2026-12-01\", textOf(lookup(\"#due\")");
        assertCompiles("ClockTest", source);

        String pattern = ClockParts.pattern(placed, List.of(), List.of("2026-11-28", "9:05"));
        assertThat("Order #1 (2 x mug) placed: delivery 2027-01-03, 17:45").as("another day").matches(pattern);
        assertThat("Order #1 (2 x cup) placed: delivery 2026-11-28, 9:05").as("another order").doesNotMatch(pattern);
        assertThat(ClockParts.pattern("Saved 3 rows", List.of(), List.of())).as("nothing of the clock").isNull();
    }

    @Test
    void onlyADateNearTodayAndATimeNearNowAreTheClocksAnyOtherIsAValueCheckedAsItIs() throws Exception {
        LocalDateTime now = LocalDateTime.of(2026, 11, 28, 14, 5);
        assertThat(ClockParts.readingAsNow("Updated 28.11.2026 14:07:33, due 2026-11-30 at 10:00 AM, founded 1999-03-01", now))
                .containsExactly("28.11.2026", "14:07:33", "2026-11-30");
        assertThat(ClockParts.readingAsNow("11/28/2026 2:01 PM", now)).containsExactly("11/28/2026", "2:01");
        assertThat(ClockParts.readingAsNow("Meeting moved to 10:00 AM", now)).isEmpty();

        NodeFacts entry = facts("Label", "entry", null, null, null, false, List.of(6));
        String source = TestSourceWriter.write("", "MovedTest", "javafx.application.Application",
                new SessionRecording.Recorded(List.of(new RecordedStep.TextShown(entry, TextKind.LABELED,
                        "Stand-up 10:00 AM", ClockParts.readingAsNow("Stand-up 10:00 AM", now))), 0), SETUP).source();
        assertThat(source).as("a time the action set, checked as it became, not by a shape the old time also has")
                .contains("assertEquals(\"Stand-up 10:00 AM\", textOf(lookup(\"#entry\")").doesNotContain("assertMatches");
        assertCompiles("MovedTest", source);
    }

    @Test
    void aCheckThatHeldBeforeItsActionIsNoProofAndABatchNothingProvesGetsAComment() throws Exception {
        NodeFacts total = facts("Label", "total", null, null, null, false, List.of(7));
        NodeFacts clock = facts("Label", "clock", null, null, null, false, List.of(8));
        QueryRequest.Selector header = new QueryRequest.Selector(null, "Account", QueryRequest.TextMatch.CONTAINS, null);
        QueryRequest.Selector details = new QueryRequest.Selector(null, "Details page", QueryRequest.TextMatch.EQUALS, null);
        Target tab = Target.text("Details");
        NodeFacts overview = facts("ToggleButton", null, "Overview", null, null, false, List.of(0, 0));
        NodeFacts detailsTab = facts("ToggleButton", null, "Details", null, null, false, List.of(0, 1));
        NodeFacts refresh = facts("Button", "refresh", "Refresh", null, null, false, List.of(0, 2));
        List<RecordedStep> steps = List.of(
                new RecordedStep.Act(ActionSpec.click(Target.text("Overview")), overview, null, null, null, null, true),
                new RecordedStep.Wait(new WaitRequest(WaitRequest.Until.VISIBLE, header, null, 2000), true),
                new RecordedStep.Act(ActionSpec.click(tab), detailsTab, null, null, null, null, true),
                new RecordedStep.Act(ActionSpec.click(Target.text("Refresh")), refresh, null, null, null, null, false),
                new RecordedStep.TextShown(total, TextKind.LABELED, "30.02", "30.021"),
                new RecordedStep.TextShown(clock, TextKind.LABELED, "Updated 9:05", List.of("9:05"), "Updated 9:01"),
                new RecordedStep.TextShown(STATUS, TextKind.LABELED, "Saved", "Saved"),
                new RecordedStep.Wait(new WaitRequest(WaitRequest.Until.VISIBLE, details, null, 2000), false),
                new RecordedStep.Act(ActionSpec.click(tab), detailsTab, null, null, null, null, true),
                new RecordedStep.TextShown(total, TextKind.LABELED, "31.5", "30.02"));
        String source = TestSourceWriter.write("", "ProofTest", "javafx.application.Application",
                new SessionRecording.Recorded(steps, 0), SETUP).source();

        assertThat(source).as("a wait for what showed before the click")
                .contains("// not a check: visible text contains \"Account\" held before the action too")
                .doesNotContain("contains(\"account\")")
                .as("so the click before it is proved by nothing")
                .contains("// no check of what click on ToggleButton \"Overview\" caused was recorded: nothing here proves it");
        assertThat(source).as("a number within the precision shown of the one before, a clock of the same shape, the same text")
                .doesNotContain("assertEquals(30.02,").doesNotContain("assertMatches(").doesNotContain("assertEquals(\"Saved\"")
                .contains("// not a check: Label#total showed \"30.021\" before the action, which its check holds for too")
                .as("the batch is proved by its wait for the page it brought")
                .contains("\"Details page\".equals(textOf(n))")
                .doesNotContain("// no check of what click on ToggleButton \"Details\", click on Button#refresh");
        assertThat(source).as("a number that moved past the precision shown is the action's")
                .contains("assertEquals(31.5, numberIn(lookup(\"#total\").queryAs(Node.class)), 0.5e-1);");
        assertCompiles("ProofTest", source);

        List<RecordedStep> lastUnproved = List.of(new RecordedStep.Act(ActionSpec.click(tab), detailsTab, null, null, null,
                null, true), new RecordedStep.Act(ActionSpec.click(Target.text("Refresh")), refresh, null, null, null, null, false));
        assertThat(TestSourceWriter.write("", "LastTest", "javafx.application.Application",
                new SessionRecording.Recorded(lastUnproved, 0), SETUP).source()).as("the batch's actions named together")
                .contains("// no check of what click on ToggleButton \"Details\", click on Button#refresh caused was recorded: nothing here "
                        + "proves them");
    }

    @Test
    void anEmptyRecordingSaysHowToFillIt() throws Exception {
        TestSourceWriter.Written written = TestSourceWriter.write("", "EmptyTest", "javafx.application.Application",
                new SessionRecording.Recorded(List.of(), 0), SETUP);
        assertThat(written.source().lines().filter(line -> line.trim().startsWith("import ")))
                .as("imports start their lines, as a developer writes them")
                .allMatch(line -> line.startsWith("import "));
        assertThat(written.source()).startsWith("import ")
                .as("a test that checks nothing fails").contains("fail(\"Nothing was recorded: act with ui_perform");
        assertCompiles("EmptyTest", written.source());
    }

    @Test
    void theRecordingKeepsTheNewestStepsAndCountsTheDroppedOnes() {
        SessionRecording recording = new SessionRecording();
        List<RecordedStep> many = new ArrayList<>();
        for (int i = 0; i < SessionRecording.CAPACITY + 5; i++) {
            many.add(new RecordedStep.TextShown(SAVE, TextKind.LABELED, "t" + i));
        }
        recording.add(many);
        SessionRecording.Recorded read = recording.read(true);
        assertThat(read.dropped()).isEqualTo(5);
        assertThat(read.steps()).hasSize(SessionRecording.CAPACITY).first()
                .isEqualTo(new RecordedStep.TextShown(SAVE, TextKind.LABELED, "t5"));
        SessionRecording.Recorded after = recording.read(false);
        assertThat(after.steps()).isEmpty();
        assertThat(after.dropped()).isZero();
        assertThat(after.firstStep()).as("numbers run on after a restart").isEqualTo(SessionRecording.CAPACITY + 6);
    }

    @Test
    void eachCallsStepsAreNumberedAndAnExportCanStartAtOne() {
        SessionRecording recording = new SessionRecording();
        RecordedStep a = new RecordedStep.TextShown(SAVE, TextKind.LABELED, "a");
        RecordedStep b = new RecordedStep.TextShown(SAVE, TextKind.LABELED, "b");
        RecordedStep c = new RecordedStep.TextShown(SAVE, TextKind.LABELED, "c");
        assertThat(recording.add(List.of(a, b))).isEqualTo(new SessionRecording.Numbers(1, 2));
        assertThat(recording.add(List.of())).isNull();
        assertThat(recording.add(List.of(c))).isEqualTo(new SessionRecording.Numbers(3, 3));
        assertThat(recording.read(false, ranges("2-"))).isEqualTo(new SessionRecording.Recorded(List.of(b, c), 0, 2));
        assertThat(recording.read(false, ranges("1-2"))).as("both ends included").isEqualTo(new SessionRecording.Recorded(List.of(a, b), 0, 1));
        assertThat(recording.read(false, ranges("2")).steps()).containsExactly(b);
        assertThat(recording.read(true, StepRanges.ALL).steps()).containsExactly(a, b, c);
        assertThat(recording.add(List.of(a))).as("after a restart").isEqualTo(new SessionRecording.Numbers(4, 4));
    }

    @Test
    void aRangeThatHoldsNoRecordedStepIsRefusedAndRestartsNothing() {
        SessionRecording recording = new SessionRecording();
        assertThatThrownBy(() -> recording.read(true, ranges("1"))).hasMessage("steps 1 goes past the last recorded step: "
                + "no step is recorded yet (the next gets number 1). Give step numbers ui_perform reported.");
        assertThat(recording.read(false, StepRanges.ALL).steps()).as("all of nothing is no refusal").isEmpty();
        recording.add(List.of(new RecordedStep.TextShown(SAVE, TextKind.LABELED, "a"),
                new RecordedStep.TextShown(SAVE, TextKind.LABELED, "b")));
        assertThatThrownBy(() -> recording.read(true, ranges("3-"))).isInstanceOf(UiException.class)
                .hasMessage("steps 3- goes past the last recorded step: recorded steps are 1..2. Give step numbers ui_perform reported.");
        assertThatThrownBy(() -> recording.read(true, ranges("1-5"))).hasMessageStartingWith("steps 1-5 goes past the last recorded step");
        assertThat(recording.read(true, StepRanges.ALL).steps()).as("nothing was restarted by the refusals").hasSize(2);
        recording.add(List.of(new RecordedStep.TextShown(SAVE, TextKind.LABELED, "c")));
        assertThatThrownBy(() -> recording.read(false, ranges("1-2"))).hasMessage("steps 1-2 is before the oldest step kept: recorded "
                + "steps are 3..3 (older ones were exported with reset).");
        assertThatThrownBy(() -> new ExportTestRequest("T", "", null, null, "5-4")).hasMessageStartingWith("steps \"5-4\": 5-4 runs backwards");
        assertThatThrownBy(() -> new ExportTestRequest("T", "", null, null, "0")).hasMessageStartingWith("steps \"0\": step numbers start at 1");
    }

    private static StepRanges ranges(String steps) {
        return StepRanges.parse(steps, "steps");
    }

    private static RecordedStep act(ActionSpec spec, NodeFacts target) {
        return new RecordedStep.Act(spec, target, null, null, null);
    }

    private static void assertCompiles(String name, String source) throws Exception {
        assertThat(JavaSources.compile(name, source, JavaSources.testClasspath())).isDirectory();
    }
}
