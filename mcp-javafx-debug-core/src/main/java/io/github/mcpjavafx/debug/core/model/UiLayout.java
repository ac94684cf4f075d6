package io.github.mcpjavafx.debug.core.model;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * Where a node is. Each part is present only when asked for.
 *
 * @param boundsInParent nullable
 * @param boundsInScene  nullable
 * @param localToScreen  nullable: screen coordinates, where a click on the node lands
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"boundsInParent", "boundsInScene", "localToScreen"})
public record UiLayout(UiBounds boundsInParent, UiBounds boundsInScene, UiBounds localToScreen) {
}
