package io.github.mcpjavafx.debug.stdio;

import io.github.mcpjavafx.debug.core.model.ToolOutput;

/** What one of the stdio entry point's own tools answers: a text for the agent, the same as {@code structuredContent}. */
record ProxyAnswer(String text, Object structured) implements ToolOutput {
}
