package io.github.mcpjavafx.debug.core.model;

import java.util.List;
import java.util.Set;

/**
 * Input of {@code ui_get_node}.
 *
 * @param target          the node
 * @param includeChildren list the node's children (one level) as well
 * @param fields          which sections to return, nullable (all): {@value #FIELD_NAMES}
 * @param properties      which {@code fx.properties} keys to return, nullable (all)
 */
public record NodeRequest(Target target, boolean includeChildren, List<String> fields, List<String> properties) {

    public static final String FIELD_NAMES = "text, value, layout, accessibility, properties, virtualization";
    public static final Set<String> FIELDS = Set.of("text", "value", "layout", "accessibility", "properties", "virtualization");

    public NodeRequest {
        if (target == null) {
            throw UiException.invalidArgument("ui_get_node needs a target: {\"ref\": {\"uid\": \"u-1f\"}}, "
                    + "{\"css\": \"#save\"} or {\"text\": \"Save\"}.");
        }
        if (fields != null) {
            for (String field : fields) {
                if (!FIELDS.contains(field)) {
                    throw UiException.invalidArgument("Unknown field \"" + field + "\"; fields are " + FIELD_NAMES + ".");
                }
            }
        }
    }

    public boolean wants(String field) {
        return fields == null || fields.contains(field);
    }
}
