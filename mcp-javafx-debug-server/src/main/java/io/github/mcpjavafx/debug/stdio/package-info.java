/**
 * The stdio entry point (java -jar mcp-javafx-debug-agent.jar mcp): an MCP server over stdio that finds the
 * user's running apps through their instance files, forwards the chosen app's tools, follows it across restarts,
 * and can run the app itself. No Spring.
 */
package io.github.mcpjavafx.debug.stdio;
