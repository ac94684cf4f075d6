package io.github.mcpjavafx.demo;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

class DisplayModeTest {

    private static final Map<String, String> LINUX = Map.of("os.name", "Linux");

    @Test
    void linuxWithoutDisplayOrWaylandRunsHeadlessAndSaysWhy() {
        DisplayMode mode = DisplayMode.decide(List.of(), LINUX, Map.of());
        assertThat(mode.headless()).isTrue();
        assertThat(mode.describe()).contains("headless on Monocle").contains("DISPLAY").contains("--headless=false");
    }

    @Test
    void linuxWithAnX11OrWaylandDisplayShowsTheWindow() {
        assertThat(DisplayMode.decide(List.of(), LINUX, Map.of("DISPLAY", ":0")).headless()).isFalse();
        assertThat(DisplayMode.decide(List.of(), LINUX, Map.of("WAYLAND_DISPLAY", "wayland-0")).headless()).isFalse();
    }

    @Test
    void windowsAndMacAlwaysHaveADisplay() {
        assertThat(DisplayMode.decide(List.of(), Map.of("os.name", "Windows 11"), Map.of()).headless()).isFalse();
        assertThat(DisplayMode.decide(List.of(), Map.of("os.name", "Mac OS X"), Map.of()).headless()).isFalse();
    }

    @Test
    void theArgumentWinsOverThePropertyAndTheMachine() {
        Map<String, String> forcedWindow = Map.of("os.name", "Linux", DisplayMode.SYSTEM_PROPERTY, "false");
        assertThat(DisplayMode.decide(List.of("--headless"), forcedWindow, Map.of("DISPLAY", ":0")).headless()).isTrue();
        assertThat(DisplayMode.decide(List.of("--headless=false"), LINUX, Map.of()).headless()).isFalse();
        assertThat(DisplayMode.decide(List.of("--headless=true"), LINUX, Map.of("DISPLAY", ":0")).reason())
                .isEqualTo("forced by --headless=true");
    }

    @Test
    void theSystemPropertyWinsOverTheMachine() {
        Map<String, String> forcedHeadless = Map.of("os.name", "Windows 11", DisplayMode.SYSTEM_PROPERTY, "true");
        assertThat(DisplayMode.decide(List.of(), forcedHeadless, Map.of()).headless()).isTrue();
    }

    @Test
    void aJvmAlreadyOnMonocleStaysHeadless() {
        Map<String, String> monocle = Map.of("os.name", "Linux", "glass.platform", "Monocle");
        assertThat(DisplayMode.decide(List.of(), monocle, Map.of("DISPLAY", ":0")).headless()).isTrue();
    }

    @Test
    void aValueThatIsNeitherTrueNorFalseIsRefusedWithTheFlagsName() {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> DisplayMode.decide(List.of("--headless=maybe"), LINUX, Map.of()))
                .withMessageContaining("--headless").withMessageContaining("maybe");
    }

    @Test
    void headlessModeSetsMonoclesPropertiesForTheToolkit() {
        assertThat(DisplayMode.MONOCLE_PROPERTIES).containsEntry("glass.platform", "Monocle")
                .containsEntry("monocle.platform", "Headless").containsEntry("prism.order", "sw");
    }
}
