/**
 * The mcp.ui.* properties as Spring binds them, and their IDE metadata, both from core's Setting.
 */
package io.github.mcpjavafx.debug.autoconfigure.properties;
