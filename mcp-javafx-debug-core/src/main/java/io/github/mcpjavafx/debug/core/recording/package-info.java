/**
 * ui_export_test: the session's recorded steps written as a TestFX test that extends mcp-javafx-debug-testfx's
 * RecordedAppTest, with locators that find each node and checks of what each step changed.
 */
package io.github.mcpjavafx.debug.core.recording;
