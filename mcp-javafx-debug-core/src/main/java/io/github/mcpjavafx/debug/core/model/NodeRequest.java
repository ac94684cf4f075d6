package io.github.mcpjavafx.debug.core.model;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import com.fasterxml.jackson.annotation.JsonValue;

import java.util.List;
import java.util.Locale;

/**
 * Input of {@code ui_get_node}, and the published shape of its arguments.
 *
 * @param target          the node
 * @param includeChildren list the node's children (one level) as well, nullable (false)
 * @param fields          which sections to return, nullable (all but {@code style}, which is long); text and value
 *                        always are: the node's line names it
 * @param properties      which {@code fx.properties} keys to return, nullable (all)
 */
public record NodeRequest(
        @JsonProperty(required = true) Target target,
        @JsonPropertyDescription("Also the node's children, one level.") Boolean includeChildren,
        @JsonPropertyDescription("Sections (default all but style).") List<Field> fields,
        @JsonPropertyDescription("Any property by name (default: a few), e.g. [\"rating\"].")
        List<String> properties) {

    /** The sections of a node read. */
    public enum Field {
        TEXT,
        VALUE,
        LAYOUT,
        ACCESSIBILITY,
        PROPERTIES,
        VIRTUALIZATION,
        /** Where each CSS property's value comes from; only when asked for by name. */
        STYLE;

        /** The name in JSON. */
        @JsonValue
        public String wireName() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    public NodeRequest {
        if (target == null) {
            throw UiException.invalidArgument("ui_get_node needs a target: {\"ref\": {\"uid\": \"u-1f\"}}, "
                    + "{\"css\": \"#save\"} or {\"text\": \"Save\"}.");
        }
        includeChildren = Boolean.TRUE.equals(includeChildren);
        fields = fields == null ? null : List.copyOf(fields);
    }

    public boolean wants(Field field) {
        return fields == null ? field != Field.STYLE : fields.contains(field);
    }
}
