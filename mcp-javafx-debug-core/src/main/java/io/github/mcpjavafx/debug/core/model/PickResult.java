package io.github.mcpjavafx.debug.core.model;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * Output of {@code ui_pick}: the node the person picked, as a snapshot lists it.
 *
 * @param uid      the node's uid, to use as a ref
 * @param path     the node's path
 * @param line     the node's one line ({@code Button#save u-9 "Save"})
 * @param waitedMs how long the pick took
 */
@JsonPropertyOrder({"uid", "path", "line", "waitedMs"})
public record PickResult(String uid, String path, String line, long waitedMs) implements ToolOutput {

    /** {@code picked after 2310 ms: Button#save u-9 "Save"}, then the path on a line of its own. */
    @Override
    @JsonIgnore
    public String text() {
        return "picked after " + waitedMs + " ms: " + line + "\npath " + path;
    }

    @Override
    public Object structured() {
        return this;
    }
}
