package io.github.mcpjavafx.debug.core.model;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * The node a snapshot starts at: a {@code uid} written directly ({@code {"uid": "u-3f"}}, the form a
 * snapshot's own "more nodes" lines give), or, as any tool's target, a {@code css} selector or a
 * {@code text} that must match exactly one node. No {@code path}: every line an agent reads carries a
 * uid, and the published tool list has a budget.
 *
 * @param uid  nullable
 * @param css  nullable
 * @param text nullable: matched like a target's text (contains)
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"uid", "css", "text"})
public record SnapshotRoot(
        @JsonPropertyDescription("e.g. \"u-1f\"") String uid,
        String css,
        String text) {

    private static final String FORMS = "e.g. {\"uid\": \"u-3f\"}, {\"css\": \"#form\"} or {\"text\": \"Orders\"}.";

    public SnapshotRoot {
        uid = blankToNull(uid);
        css = blankToNull(css);
        text = text == null || text.isEmpty() ? null : text;
        int given = (uid != null ? 1 : 0) + (css != null ? 1 : 0) + (text != null ? 1 : 0);
        if (given != 1) {
            throw UiException.invalidArgument((given == 0 ? "root needs a uid, a css or a text, "
                    : "root takes a uid, a css or a text, one of them, ") + FORMS);
        }
    }

    /** The root at the node {@code ref}'s uid names; null stays null. */
    public static SnapshotRoot of(UiRef ref) {
        return ref == null ? null : new SnapshotRoot(ref.uid(), null, null);
    }

    /** The same node as a tool's target. */
    public Target target() {
        return uid != null ? Target.ref(UiRef.ofUid(uid)) : new Target(null, css, text);
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.trim();
    }
}
