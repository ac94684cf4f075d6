package io.github.mcpjavafx.debug.core.trace;

import io.github.mcpjavafx.debug.core.model.TraceResult;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * On a fast machine a dashboard's frames are mostly drawing, and its skins' code fills well under 1% of a trace: the
 * trace still says which skins cost most, as under 1%, instead of leaving the question unanswered.
 */
class SkinsUnderOnePercentTest {

    private static final long MS = 1_000_000;

    @Test
    void whenNoSkinReachesOnePercentTheMostSeenAreToldAsUnderOnePercent() {
        TraceResult result = traceWith(Map.of("com.acme.GaugeSkin", 3, "com.acme.ClockSkin", 1));

        assertThat(result.skins()).extracting(TraceResult.SkinShare::skin).containsExactly("com.acme.GaugeSkin", "com.acme.ClockSkin");
        assertThat(result.skins()).allMatch(skin -> skin.sharePct() == 0);
        assertThat(result.text()).contains("\n  <1% com.acme.GaugeSkin\n  <1% com.acme.ClockSkin");
    }

    @Test
    void skinsUnderOnePercentAreLeftOutBesideOneThatCosts() {
        TraceResult result = traceWith(Map.of("com.acme.GaugeSkin", 40, "com.acme.ClockSkin", 1));

        assertThat(result.skins()).extracting(TraceResult.SkinShare::skin).containsExactly("com.acme.GaugeSkin");
        assertThat(result.skins().get(0).sharePct()).isEqualTo(5);
        assertThat(result.text()).contains("  5% com.acme.GaugeSkin").doesNotContain("<1%").doesNotContain("ClockSkin");
    }

    /** A 4 s trace sampled every 5 ms, mostly rendering, with {@code skinSamples} samples of the app's skins' code. */
    private static TraceResult traceWith(Map<String, Integer> skinSamples) {
        List<FxSampler.Sample> samples = new ArrayList<>();
        long at = 0;
        for (Map.Entry<String, Integer> skin : skinSamples.entrySet()) {
            for (int i = 0; i < skin.getValue(); i++, at += 5 * MS) {
                samples.add(new FxSampler.Sample(at, 5 * MS, new StackReading.Read(FxPhase.ANIMATION,
                        skin.getKey() + ".update(Skin.java:1)", "Skin.java", null, null, false), skin.getKey(), -1));
            }
        }
        for (; at < 4_000 * MS; at += 5 * MS) {
            samples.add(new FxSampler.Sample(at, 5 * MS, new StackReading.Read(FxPhase.RENDER, null, null, null, null, false),
                    null, -1));
        }
        List<PulseClock.Pulse> pulses = new ArrayList<>();
        List<Long> rendered = new ArrayList<>();
        for (long pulse = 0; pulse < 4_000 * MS; pulse += 20 * MS) {
            pulses.add(new PulseClock.Pulse(pulse, pulse + MS, MS, 5));
            rendered.add(pulse + 15 * MS);
        }
        TraceAnalysis trace = new TraceAnalysis(0, 4_000 * MS, pulses, rendered, samples);
        return TraceSummary.of(trace, SkinOwners.NONE, Map.of(), Map.of(), Map.of(), "measured");
    }
}
