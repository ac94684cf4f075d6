/**
 * One class per ui_* tool: its name, description, annotations and example, calling the engine.
 */
package io.github.mcpjavafx.debug.mcp.tools;
