/**
 * Which nodes get a numbered mark in a marked screenshot, and where each mark may go.
 */
package io.github.mcpjavafx.debug.core.marks;
