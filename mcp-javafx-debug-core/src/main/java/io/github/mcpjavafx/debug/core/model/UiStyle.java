package io.github.mcpjavafx.debug.core.model;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * Where one of a node's CSS properties got its value, for {@code ui_get_node}'s {@code style} section.
 *
 * @param property   the CSS name as declared, {@code -fx-text-fill}, {@code -fx-background-color} (for a region's
 *                   background, one of its parts); JavaFX's own name where no declaration was found
 * @param value      the value in effect, when it reads briefly ({@code #d32f2f}, {@code 14.0}); nullable
 * @param origin     {@code stylesheet}, {@code inline}, {@code code} (set by the app through the property) or
 *                   {@code user agent} (JavaFX's own Modena, or a control library's stylesheet)
 * @param declared   the value as the stylesheet or inline style writes it, which may name a looked-up colour
 *                   ({@code -fx-accent}); nullable
 * @param stylesheet the stylesheet's file name, for {@code stylesheet} and {@code user agent}; nullable
 * @param url        the stylesheet's whole URL; nullable
 * @param line       the line of the declaration in that file; nullable when the source could not be read
 * @param selector   the selector of the rule that won, as written; nullable
 * @param on         the ancestor the value is inherited from, by its line, when not the node itself; nullable
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record UiStyle(String property, String value, String origin, String declared, String stylesheet, String url,
                      Integer line, String selector, String on) {
}
