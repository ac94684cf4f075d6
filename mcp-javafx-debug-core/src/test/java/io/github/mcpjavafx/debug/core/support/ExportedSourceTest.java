package io.github.mcpjavafx.debug.core.support;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** What the export goals read of an exported test, and the copies they run of it. */
class ExportedSourceTest {

    private static final ExportedSource EXPORT = new ExportedSource("""
            package replay;

            /**
             * Replays a session recorded with mcp-javafx-debug ({@code ui_export_test}): 6 steps.
             * Needs, in test scope: io.github.mcpjavafx:mcp-javafx-debug-testfx:0.1.0-SNAPSHOT (it brings TestFX) and JUnit 5;
             * headless also org.testfx:openjfx-monocle and -Dtestfx.headless=true -Dprism.order=sw -Dglass.platform=Monocle -Dmonocle.platform=Headless; it gets the session's screen, 2560x1600.
             * With JavaFX on the module path, as the app had it, a build adds to its test JVM (Maven: surefire's <argLine>; Gradle: test.jvmArgs):
             *   --add-exports=javafx.graphics/com.sun.glass.ui=ALL-UNNAMED
             * Run it with the flags the app was started with:
             *   --add-modules=javafx.controls,javafx.fxml
             *   -Dprism.verbose=false
             * Left out, as they name paths of the machine it was recorded on: --module-path, --patch-module (the build's own dependencies take their place).
             */
            class SessionTest extends RecordedAppTest {

                @Test
                void replaysRecordedSession() throws Exception {
                    // by its position below its Tile (Pane > Rectangle): nothing names this node
                    clickOn(below(titled("Tile", "title", "Switch Tile"), 0, 5), MouseButton.PRIMARY);
                    assertTrue(flagIn(titled("Tile", "title", "Switch Tile"), "active"));
                    assertPrinted("Switch pressed");
                    clickOn(named("Label", "+"), MouseButton.PRIMARY);
                    clickOn(named("Label", "+"),
                            MouseButton.PRIMARY);
                    assertEquals(2.0, numberIn(titled("Tile", "title", "PlusMinus Tile"), "value"), 0.5e-1);
                    WaitForAsyncUtils.waitFor(3000, TimeUnit.MILLISECONDS, () -> shown(css(".toast")));
                    eventually(() -> assertEquals("Saved", textOf(lookup("#status").queryAs(Node.class))));
                }
            }
            """);

    @Test
    void readsTheFlagsTheHeaderNamesAndNothingItLeavesOut() {
        assertThat(EXPORT.headerFlags()).containsExactly("-Dtestfx.headless=true", "-Dprism.order=sw",
                "-Dglass.platform=Monocle", "-Dmonocle.platform=Headless",
                "--add-exports=javafx.graphics/com.sun.glass.ui=ALL-UNNAMED", "--add-modules=javafx.controls,javafx.fxml",
                "-Dprism.verbose=false");
    }

    @Test
    void tellsTheStepsThatActFromTheChecksAndTheWaits() {
        assertThat(EXPORT.checks()).containsExactly(
                "assertTrue(flagIn(titled(\"Tile\", \"title\", \"Switch Tile\"), \"active\"));",
                "assertPrinted(\"Switch pressed\");",
                "assertEquals(2.0, numberIn(titled(\"Tile\", \"title\", \"PlusMinus Tile\"), \"value\"), 0.5e-1);",
                "eventually(() -> assertEquals(\"Saved\", textOf(lookup(\"#status\").queryAs(Node.class))));");
        assertThat(EXPORT.actions()).containsExactly(
                "clickOn(below(titled(\"Tile\", \"title\", \"Switch Tile\"), 0, 5), MouseButton.PRIMARY);",
                "clickOn(named(\"Label\", \"+\"), MouseButton.PRIMARY);",
                "clickOn(named(\"Label\", \"+\"), MouseButton.PRIMARY);");
    }

    @Test
    void aMutantLacksOneActionEvenWhenItSpansLinesOrRepeatsAnother() {
        ExportedSource second = new ExportedSource(EXPORT.withoutAction(2));
        assertThat(second.actions()).hasSize(2).last().isEqualTo("clickOn(named(\"Label\", \"+\"), MouseButton.PRIMARY);");
        assertThat(second.source()).doesNotContain("                MouseButton.PRIMARY);").contains("clickOn(named(\"Label\", \"+\"), MouseButton.PRIMARY);");
        assertThat(second.checks()).isEqualTo(EXPORT.checks());

        ExportedSource first = new ExportedSource(EXPORT.withoutAction(0));
        assertThat(first.actions()).doesNotContain(EXPORT.actions().get(0)).hasSize(2);
    }

    @Test
    void theRecheckedCopyChecksEachValueAgainButNotThePrintedLines() {
        String rechecked = EXPORT.rechecked(8, 500);
        assertThat(rechecked.split("for \\(int recheck", -1)).hasSize(4);
        assertThat(rechecked).as("a check waited for is checked again at once: waiting would pass a value that moved")
                .contains("try { assertEquals(\"Saved\", textOf(lookup(\"#status\").queryAs(Node.class))); }");
        assertThat(rechecked).contains("try { assertEquals(2.0, numberIn(titled(\"Tile\", \"title\", \"PlusMinus Tile\"), \"value\"), 0.5e-1); }")
                .doesNotContain("try { assertPrinted");
        assertThat(ExportedSource.changedOnTheirOwn("x\nCHANGED ON ITS OWN: assertTrue(a) (expected)\ny"))
                .isEqualTo(List.of("CHANGED ON ITS OWN: assertTrue(a) (expected)"));
    }
}
