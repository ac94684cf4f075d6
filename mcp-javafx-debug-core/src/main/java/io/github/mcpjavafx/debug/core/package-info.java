/**
 * The engine behind the tools: UiEngine runs each tool call on the FX thread under a timeout, one call at a
 * time; the packages below it each do one part. JavaFX only, no Spring. This package is the engine's entry:
 * the server calls UiEngine, hands it the app's log (AppLog) and tells it about its request threads
 * (RequestThread), and reaches nothing below.
 */
package io.github.mcpjavafx.debug.core;
