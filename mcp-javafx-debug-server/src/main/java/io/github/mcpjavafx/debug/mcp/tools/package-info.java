/**
 * The ui_* tools, each declared once ({@link io.github.mcpjavafx.debug.mcp.tools.UiTools}), calling the engine.
 */
package io.github.mcpjavafx.debug.mcp.tools;
