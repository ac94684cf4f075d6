package io.github.mcpjavafx.debug.core.text;

import com.fasterxml.jackson.annotation.JsonValue;

/**
 * A trait's value that a line writes as it is, not quoted as a text: a range ({@code range=0..100}), points on screen
 * ({@code track=@620,245..880,245}). The structured result carries the same text.
 */
public record Unquoted(String text) {

    @JsonValue
    @Override
    public String toString() {
        return text;
    }
}
