/**
 * The bridge to the FX thread: calls under a timeout, what the thread is busy with, animations and pulses.
 */
package io.github.mcpjavafx.debug.core.fx;
