package io.github.mcpjavafx.debug.mcp;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A valid call of the {@code @McpTool} method it sits on, as JSON arguments. Every refusal of bad
 * input shows it, so the agent sees the right shape next to what it got wrong.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface ToolExample {

    String value();
}
