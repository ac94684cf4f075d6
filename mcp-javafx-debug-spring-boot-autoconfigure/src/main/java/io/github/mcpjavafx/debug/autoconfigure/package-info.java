/**
 * The Spring Boot auto-configuration: starts the debug server beside an application's own context when
 * mcp.ui.enabled is true, and nothing otherwise.
 */
package io.github.mcpjavafx.debug.autoconfigure;
