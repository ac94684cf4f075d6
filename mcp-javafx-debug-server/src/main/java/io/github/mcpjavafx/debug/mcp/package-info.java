/**
 * The MCP layer over the engine: the tool catalog, argument checks against the published schemas, the envelope
 * of every call (audit, budget, new errors), and the transports' read-only filter.
 */
package io.github.mcpjavafx.debug.mcp;
