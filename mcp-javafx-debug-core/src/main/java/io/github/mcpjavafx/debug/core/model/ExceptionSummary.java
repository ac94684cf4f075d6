package io.github.mcpjavafx.debug.core.model;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import java.util.List;

/**
 * A thrown exception as an agent needs it: what it was, what it said, and where in the
 * application it came from, not the whole stack trace.
 *
 * @param type    the exception's class name, {@code java.lang.IllegalStateException}
 * @param message its message, cut; nullable
 * @param frames  a few frames, the application's own first ({@code com.acme.OrderView.save(OrderView.java:42)}),
 *                skipping JDK, JavaFX and framework frames; the top frame when none is the app's
 * @param cause   the root cause when there is one (its own {@code cause} is null; its {@code frames} are
 *                empty when they are the same as these), nullable
 */
@JsonInclude(JsonInclude.Include.NON_EMPTY)
@JsonPropertyOrder({"type", "message", "frames", "cause"})
public record ExceptionSummary(String type, String message, List<String> frames, ExceptionSummary cause) {

    public ExceptionSummary {
        frames = frames == null ? List.of() : List.copyOf(frames);
    }
}
