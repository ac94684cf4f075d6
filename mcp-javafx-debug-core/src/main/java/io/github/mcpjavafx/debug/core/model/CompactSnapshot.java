package io.github.mcpjavafx.debug.core.model;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import java.util.ArrayList;
import java.util.List;

/**
 * The structured result of a compact snapshot (and of the interactive view): the same lines the
 * text block shows, per window, with the little a program needs around them. Not the node tree:
 * some clients hand their model this JSON instead of the text, so it must read as well and cost
 * about as much (the full {@link UiSnapshot} is for {@code mode=full}).
 *
 * @param windows   the selected windows in order
 * @param focus     the uid of the focused window's focus owner, nullable
 * @param truncated true when nodes were left out (depth limit or the result budget); the lines say where
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"windows", "focus", "truncated"})
public record CompactSnapshot(List<Window> windows, String focus, boolean truncated) {

    /** The compact form of {@code snapshot}, with {@code lines.get(i)} the lines of its window {@code i}. */
    public static CompactSnapshot of(UiSnapshot snapshot, List<String> lines) {
        List<Window> windows = new ArrayList<>(snapshot.stages().size());
        for (int i = 0; i < snapshot.stages().size(); i++) {
            UiWindow w = snapshot.stages().get(i);
            String modality = w.modality() == null || "NONE".equals(w.modality()) ? null : w.modality();
            windows.add(new Window(w.stageIndex(), w.kind(), w.title(), w.focused() ? Boolean.TRUE : null, modality,
                    w.owner(), w.scale(), lines.get(i)));
        }
        UiRef focus = snapshot.focus() == null ? null : snapshot.focus().node();
        return new CompactSnapshot(List.copyOf(windows), focus == null ? null : focus.uid(), snapshot.truncated());
    }

    /**
     * One window and its lines.
     *
     * @param index    the window's {@code stageIndex}
     * @param kind     {@code stage}, {@code dialog} or {@code popup}
     * @param title    nullable
     * @param focused  {@code true} for the focused window, otherwise null
     * @param modality {@code WINDOW_MODAL} or {@code APPLICATION_MODAL}, null when not modal
     * @param owner    the owner window's index, nullable
     * @param scale    the screen's output scale when it is not 1 (coordinates are logical units), else null
     * @param lines    the window's node lines as the text block shows them, one per line
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonPropertyOrder({"index", "kind", "title", "focused", "modality", "owner", "scale", "lines"})
    public record Window(int index, String kind, String title, Boolean focused, String modality, Integer owner,
                         Double scale, String lines) {
    }
}
