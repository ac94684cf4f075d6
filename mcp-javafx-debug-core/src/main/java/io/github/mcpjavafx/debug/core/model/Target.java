package io.github.mcpjavafx.debug.core.model;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * What an action or a node read is about: exactly one of a {@code ref}, a {@code css} selector or
 * a {@code text}. A css or text target must match exactly one node.
 *
 * @param ref  nullable
 * @param css  nullable
 * @param text nullable: matched like a query's {@code contains} text
 */
@JsonClassDescription("One of ref, css, text; must match one node.")
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"ref", "css", "text"})
public record Target(
        UiRef ref,
        @JsonPropertyDescription("e.g. \"#save\"") String css,
        @JsonPropertyDescription("Visible text it contains.") String text) {

    public Target {
        css = css == null || css.isBlank() ? null : css.trim();
        text = text == null || text.isEmpty() ? null : text;
        int given = (ref != null ? 1 : 0) + (css != null ? 1 : 0) + (text != null ? 1 : 0);
        if (given != 1) {
            throw UiException.invalidArgument("A target needs exactly one of ref {\"uid\": \"u-1f\"}, css \"#save\" "
                    + "or text \"Save\"; " + (given == 0 ? "none was given." : given + " were given."));
        }
    }

    public static Target ref(UiRef ref) {
        return new Target(ref, null, null);
    }

    public static Target css(String css) {
        return new Target(null, css, null);
    }

    public static Target text(String text) {
        return new Target(null, null, text);
    }

    /** A short form for messages: {@code u-1f}, {@code css #save} or {@code text "Save"}. */
    public String display() {
        if (ref != null) {
            return ref.display();
        }
        return css != null ? "css " + css : "text \"" + text + "\"";
    }
}
