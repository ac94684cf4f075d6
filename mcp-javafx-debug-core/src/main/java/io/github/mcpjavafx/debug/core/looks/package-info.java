/**
 * How a node looks to a person: why it cannot be seen (Sight) and where each of its CSS values comes from
 * (StyleOrigins), from JavaFX's public CSS API and the stylesheets' sources.
 */
package io.github.mcpjavafx.debug.core.looks;
