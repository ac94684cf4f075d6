package io.github.mcpjavafx.debug.core.trace;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One pulse or one stretch of work between pulses, as the timeline and the answer show it.
 *
 * @param gap     true for a stretch between pulses
 * @param nanos   its start ({@link System#nanoTime})
 * @param phases  ms per kind of work, in the order drawn ({@code css+layout} measured, the rest sampled)
 * @param frame   the app frame most seen in it, nullable
 */
record TracedPulse(boolean gap, long nanos, Map<String, Double> phases, String frame) {

    static final String CSS_LAYOUT = "css+layout";

    TracedPulse {
        phases = new LinkedHashMap<>(phases);
    }

    /** Its length in ms. */
    double ms() {
        return phases.values().stream().mapToDouble(Double::doubleValue).sum();
    }
}
