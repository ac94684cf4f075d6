package io.github.mcpjavafx.debug.stdio;

import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The stdio entry point names an app's windows by the titles their lines quote, whatever the library's version. */
class WindowTitlesTest {

    @Test
    void aTitleIsReadFromTheWindowsLineUnescaped() {
        assertThat(WindowTitles.title(Map.of("window", "Stage[0] \"Orders\" focused 1024x768"))).isEqualTo("Orders");
        assertThat(WindowTitles.title(Map.of("window", "Dialog[1] \"Say \\\"hi\\\" \\\\ bye\" owner=0 modal 300x200")))
                .isEqualTo("Say \"hi\" \\ bye");
        assertThat(WindowTitles.title(Map.of("window", "Popup[2] ContextMenu \"Actions\" owner=0 180x64"))).isEqualTo("Actions");
    }

    @Test
    void aWindowWithoutATitleHasNoneAndAnEarlierVersionsTitleFieldIsRead() {
        assertThat(WindowTitles.title(Map.of("window", "Popup[1] ContextMenu owner=0 180x64"))).isNull();
        assertThat(WindowTitles.title(Map.of("window", "Stage[0] 640x300"))).isNull();
        assertThat(WindowTitles.title(Map.of("index", 0, "title", "Greeting form"))).isEqualTo("Greeting form");
    }
}
