/**
 * ui_trace: what fills the FX thread over a span the agent chooses (pulses and their phases, the app's hot
 * frames and what they waited on, nodes per window, one line of diagnosis, a timeline image). Nothing here
 * runs unless a trace does: its listeners and its sampling thread live exactly as long as the trace.
 */
package io.github.mcpjavafx.debug.core.trace;
