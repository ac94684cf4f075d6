package io.github.mcpjavafx.debug.testfx;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static io.github.mcpjavafx.debug.testfx.Checks.assertMatches;
import static io.github.mcpjavafx.debug.testfx.Checks.assertPrinted;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The printed-line check finds lines in the order printed, after what the app printed before the steps. */
class ChecksTest {

    @BeforeAll
    static void toolkit() throws Exception {
        Windows.startToolkit();
        PrintedLines.keepFromNowOn();
    }

    @Test
    void printedLinesAreCheckedInOrderAndNotBeforeTheSteps() {
        System.out.println("Started");
        PrintedLines.checkFromNowOn();
        System.out.println("Switch pressed");
        System.out.println("Result is alice");

        assertThatThrownBy(() -> assertPrinted("Started")).as("printed before the steps")
                .hasMessageContaining("The app did not print \"Started\"");
        assertPrinted("Result is alice");
        assertThatThrownBy(() -> assertPrinted("Switch pressed")).as("printed before the line checked last")
                .hasMessageContaining("did not print \"Switch pressed\"");
    }

    @Test
    void aClockTextMatchesItsShapeOnly() {
        assertThatCode(() -> assertMatches("\\d{1,2}:\\d{2} AM", "9:05 AM")).doesNotThrowAnyException();
        assertThatThrownBy(() -> assertMatches("\\d{1,2}:\\d{2} AM", "9:05 PM"))
                .hasMessage("expected a text like <\\d{1,2}:\\d{2} AM> but was: <9:05 PM>");
    }
}
