/**
 * The engine behind the tools: UiEngine runs each tool call on the FX thread under a timeout, one call at a
 * time; the packages below it each do one part. JavaFX only, no Spring.
 */
package io.github.mcpjavafx.debug.core;
