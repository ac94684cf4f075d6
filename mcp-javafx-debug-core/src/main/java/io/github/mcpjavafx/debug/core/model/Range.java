package io.github.mcpjavafx.debug.core.model;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Inclusive bounds of a numeric tool argument. The MCP layer publishes them in the tool's input
 * schema ({@code minimum}/{@code maximum}) and refuses a value outside them before the tool runs, so
 * the bound is written once, here, next to the argument.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.RECORD_COMPONENT, ElementType.METHOD, ElementType.PARAMETER})
public @interface Range {

    long min() default Long.MIN_VALUE;

    long max() default Long.MAX_VALUE;
}
