/**
 * The benchmark commands ({@code -Pbenchmark}): what the engine costs the FX thread on form scenes of growing
 * size ({@link io.github.mcpjavafx.debug.benchmarks.CoreBenchmark}), what the server adds end to end, clicks on a
 * still and a moving scene included ({@link io.github.mcpjavafx.debug.benchmarks.ServerBenchmark}), and how long an
 * app takes to start with the server ({@link io.github.mcpjavafx.debug.benchmarks.StartupBenchmark}). Figures are
 * printed, never asserted: see docs/benchmarks.md.
 */
package io.github.mcpjavafx.debug.benchmarks;
