package io.github.mcpjavafx.debug.core.model;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import java.util.ArrayList;
import java.util.List;

/**
 * The structured result of a compact snapshot (and of the interactive view): the same lines the
 * text block shows, per window, with the little a program needs around them. Not the node tree:
 * some clients hand their model this JSON instead of the text, so it must read as well and cost
 * about as much (the full {@link UiSnapshot} is for {@code mode=full}): each fact once, as the text says it.
 *
 * @param windows   the selected windows in order (the node that has focus says {@code focused} on its line)
 * @param truncated true when nodes were left out (depth limit or the result budget), the lines say where; left out
 *                  when false
 */
@JsonPropertyOrder({"windows", "truncated"})
public record CompactSnapshot(List<Window> windows, @JsonInclude(JsonInclude.Include.NON_DEFAULT) boolean truncated) {

    /**
     * The compact form of {@code snapshot}, with {@code heads.get(i)} the line of its window {@code i} and
     * {@code lines.get(i)} that window's node lines.
     */
    public static CompactSnapshot of(UiSnapshot snapshot, List<String> heads, List<String> lines) {
        List<Window> windows = new ArrayList<>(heads.size());
        for (int i = 0; i < heads.size(); i++) {
            windows.add(new Window(heads.get(i), lines.get(i)));
        }
        return new CompactSnapshot(List.copyOf(windows), snapshot.truncated());
    }

    /**
     * One window and its lines.
     *
     * @param window the window's line as the text block shows it: its kind and index, title, owner, whether it is modal
     *               and focused, its size and a screen scale other than 1, {@code Stage[0] "Orders" focused 1024x768}
     * @param lines  the window's node lines as the text block shows them, one per line
     */
    @JsonPropertyOrder({"window", "lines"})
    public record Window(String window, String lines) {
    }
}
