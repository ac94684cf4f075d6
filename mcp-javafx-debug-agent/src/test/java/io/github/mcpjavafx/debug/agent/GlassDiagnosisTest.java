package io.github.mcpjavafx.debug.agent;

import org.junit.jupiter.api.Test;

import java.util.Map;
import java.util.Properties;

import static org.assertj.core.api.Assertions.assertThat;

class GlassDiagnosisTest {

    /** Finds nothing but the JDK: no Monocle. */
    private static final ClassLoader WITHOUT_MONOCLE = ClassLoader.getPlatformClassLoader();

    @Test
    void gtkWithoutADisplayIsToldToRunHeadless() {
        Properties system = new Properties();
        system.setProperty("os.name", "Linux");
        assertThat(GlassDiagnosis.reason(system, Map.of(), WITHOUT_MONOCLE))
                .contains("no display (DISPLAY is not set)").contains("headless=true").contains("mcp --headless");
    }

    @Test
    void aDisplayLeavesTheReasonToJavafxsOwnException() {
        Properties system = new Properties();
        system.setProperty("os.name", "Linux");
        assertThat(GlassDiagnosis.reason(system, Map.of("DISPLAY", ":0"), WITHOUT_MONOCLE)).startsWith("see the exception above");
    }

    @Test
    void monocleAskedForButMissingIsNamed() {
        Properties system = new Properties();
        system.setProperty("glass.platform", "Monocle");
        assertThat(GlassDiagnosis.reason(system, Map.of(), WITHOUT_MONOCLE))
                .contains("Monocle is on neither the class path nor the module path").contains("headless=true brings it");
    }
}
