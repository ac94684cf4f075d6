/**
 * What exported tests extend and call: RecordedAppTest (the app's lifecycle, never green by accident), finders,
 * reads, edits and checks, on TestFX. Test scope; no Spring.
 */
package io.github.mcpjavafx.debug.testfx;
