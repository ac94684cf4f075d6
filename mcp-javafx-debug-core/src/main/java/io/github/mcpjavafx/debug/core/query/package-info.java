/**
 * Finding nodes: CSS selectors, visible text and predicates (ui_query), resolving an action's target, and the
 * near misses named when nothing matched.
 */
package io.github.mcpjavafx.debug.core.query;
