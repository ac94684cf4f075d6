/**
 * ui_get_node: one node in depth, with how it looks (why it is unseen, a cut text, the origins of its styles).
 */
package io.github.mcpjavafx.debug.core.inspect;
