package io.github.mcpjavafx.debug.core.model;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * Names one node: its {@code uid} ({@code u-1f}, stable for the node's life) and its canonical
 * {@code path} ({@code /stages[0]/scene/root/VBox[0]/Button[1]}). Either alone is enough to find
 * the node; when both are given and both resolve, the uid wins.
 *
 * @param uid  nullable
 * @param path nullable
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"uid", "path"})
public record UiRef(
        @JsonPropertyDescription("e.g. \"u-1f\"") String uid,
        @JsonPropertyDescription("e.g. \"/stages[0]/scene/root/VBox[0]\"") String path) {

    public UiRef {
        uid = uid == null || uid.isBlank() ? null : uid.trim();
        path = path == null || path.isBlank() ? null : path.trim();
        if (uid == null && path == null) {
            throw UiException.invalidArgument("A ref needs a uid (\"u-1f\") or a path (\"/stages[0]/scene/root/...\").");
        }
    }

    public static UiRef ofUid(String uid) {
        return new UiRef(uid, null);
    }

    /** The shortest form for a message: the uid if there is one, else the path. */
    public String display() {
        return uid != null ? uid : path;
    }
}
