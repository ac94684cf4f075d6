/**
 * The text channel: each node's line, the indented tree, the interactive view, and the formats every tool
 * shares.
 */
package io.github.mcpjavafx.debug.core.text;
