package io.github.mcpjavafx.debug.core.trace;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Long pulses told by what fills them: a dashboard whose frames are long because drawing them is slow must not read
 * as if the app's code run first in each pulse were the cost.
 */
class SlowPulsesDiagnosisTest {

    private static final long MS = 1_000_000;
    private static final String SKIN_FRAME = "com.acme.ChartSkin.updateChart(ChartSkin.java:120)";

    @Test
    void pulsesMostlyRenderingSayThatDrawingCostsMost() {
        String line = slowPulsesLine(100);

        assertThat(line).contains("Pulses take 140.0 ms (median of 10, 10 over 16.7 ms)")
                .contains("each pulse the app runs ChartSkin.updateChart (ChartSkin.java:120) first")
                .endsWith("; rendering takes 100.0 ms of each (71%): drawing the scene costs most, not the app's code");
    }

    @Test
    void pulsesMostlyTheAppsOwnWorkDoNotBlameRendering() {
        assertThat(slowPulsesLine(10)).contains("each pulse the app runs ChartSkin.updateChart").doesNotContain("rendering");
    }

    /** Ten pulses of 140 ms each: 30 of the app's animation, 10 of CSS and layout, {@code renderMs} of rendering. */
    private static String slowPulsesLine(long renderMs) {
        long animationMs = 130 - renderMs;
        List<PulseClock.Pulse> pulses = new ArrayList<>();
        List<Long> rendered = new ArrayList<>();
        List<FxSampler.Sample> samples = new ArrayList<>();
        long at = 0;
        for (int i = 0; i < 10; i++) {
            for (long t = at; t < at + animationMs * MS; t += 10 * MS) {
                samples.add(new FxSampler.Sample(t, 10 * MS, new StackReading.Read(FxPhase.ANIMATION, SKIN_FRAME,
                        "ChartSkin.java", null, null, false), "com.acme.ChartSkin", -1));
            }
            long passes = at + animationMs * MS;
            pulses.add(new PulseClock.Pulse(passes, passes + 10 * MS, 10 * MS, 5));
            rendered.add(passes + 10 * MS + renderMs * MS);
            at += 200 * MS;
        }
        TraceAnalysis trace = new TraceAnalysis(0, at, pulses, rendered, samples);

        List<String> lines = Diagnosis.of(trace, List.of(), null, List.of());

        return lines.stream().filter(l -> l.startsWith("Pulses take")).findFirst().orElseThrow(() -> new AssertionError(lines));
    }
}
