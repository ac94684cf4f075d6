/**
 * What exported tests extend and call: RecordedAppTest (the app's lifecycle, never green by accident), finders,
 * reads, edits and checks, on TestFX. The finders' rules and the readers of rows, items and values are those of
 * mcp-javafx-debug-finder, which the recorder resolved each locator with: here they wait for the UI and fail the step.
 * Test scope; no Spring.
 */
package io.github.mcpjavafx.debug.testfx;
