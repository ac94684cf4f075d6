/**
 * The mcp.ui.* properties as Spring binds them.
 */
package io.github.mcpjavafx.debug.autoconfigure.properties;
