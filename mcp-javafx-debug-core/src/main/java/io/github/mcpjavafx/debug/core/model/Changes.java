package io.github.mcpjavafx.debug.core.model;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * What a {@code ui_perform} batch changed, so that the agent need not take a snapshot to find out.
 * Every list holds node or window lines as snapshots show them.
 *
 * @param opened      windows, popups and dialogs that opened
 * @param shown       what they show: the lines of their nodes with a text or a value (a menu's items, a dialog's
 *                    message and buttons), in order, a few
 * @param moreShown   how many more of those than are listed
 * @param closed      those that closed
 * @param focus       the line of the node that has focus now, when focus moved; nullable
 * @param changed     nodes whose text, value, selection, checked, disabled or visible state changed (a few)
 * @param moreChanged how many more changed than are listed
 * @param added       nodes added per window ({@code Stage[0]}), windows that opened not counted
 * @param removed     nodes removed per window
 * @param addedLines  the lines of added nodes (a few)
 * @param moreAdded   how many of the nodes counted in {@code added} have no line in {@code addedLines} (beyond the few
 *                    listed, or showing neither text, value nor a control to act on: a layout, a shape)
 * @param exceptions  uncaught exceptions the app raised meanwhile: class, message, first frame of the app
 * @param printed     the first lines the app printed to its console meanwhile ({@code out: …}, {@code err: …})
 * @param morePrinted how many more lines it printed than are listed
 * @param onTheirOwn  what changed meanwhile on its own (an animation, a timer), not by the action; nullable
 * @param removedLines the lines of removed nodes with a text or a value (a few), as they read before they went
 */
@JsonInclude(JsonInclude.Include.NON_EMPTY)
@JsonPropertyOrder({"closed", "opened", "shown", "moreShown", "focus", "changed", "moreChanged", "added", "removed",
        "addedLines", "moreAdded", "removedLines", "noVisibleChange", "onTheirOwn", "exceptions", "printed", "morePrinted"})
public record Changes(List<String> opened, List<String> shown, @JsonInclude(JsonInclude.Include.NON_DEFAULT) int moreShown,
                      List<String> closed, String focus, List<String> changed,
                      @JsonInclude(JsonInclude.Include.NON_DEFAULT) int moreChanged,
                      Map<String, Integer> added, Map<String, Integer> removed, List<String> addedLines,
                      @JsonInclude(JsonInclude.Include.NON_DEFAULT) int moreAdded, List<String> exceptions, List<String> printed,
                      @JsonInclude(JsonInclude.Include.NON_DEFAULT) int morePrinted,
                      @JsonInclude(JsonInclude.Include.NON_NULL) OnTheirOwn onTheirOwn, List<String> removedLines) {

    /** A line's type (with its id) and uid, as every node's line begins. */
    private static final Pattern HANDLE = Pattern.compile("\\S+ u-\\w+");

    /**
     * What changed on its own while an action ran, apart from what the action changed.
     *
     * @param nodes  how many nodes changed, came or went on their own
     * @param in     the containers they are in, as {@code Tile u-2 "Gauge Tile"}, a few
     * @param moreIn how many more containers than are named
     */
    @JsonPropertyOrder({"nodes", "in", "moreIn"})
    public record OnTheirOwn(int nodes, List<String> in, @JsonInclude(JsonInclude.Include.NON_DEFAULT) int moreIn) {
    }

    /** Changes to assemble, every list empty until set. */
    public static Builder builder() {
        return new Builder();
    }

    /** These changes with the first {@code lines} the app printed meanwhile, and how many {@code more}. */
    public Changes withPrinted(List<String> lines, int more) {
        return toBuilder().printed(lines, more).build();
    }

    /**
     * These changes with {@code lines} listed first among the changed: what the actions themselves said they changed
     * and the watch does not read (a style's values, how far a scroll moved the content). Such a line is its node's
     * line with what the action adds: the watch's own line of the same node goes, so that each node is told once.
     */
    public Changes withChangedFirst(List<String> lines) {
        List<String> all = new ArrayList<>(lines);
        Set<String> told = lines.stream().map(Changes::handle).filter(Objects::nonNull).collect(Collectors.toSet());
        changed.stream().filter(line -> !told.contains(handle(line))).forEach(all::add);
        return toBuilder().changed(all, moreChanged).build();
    }

    /** {@code ListView#items u-2}: the node a line is of, or null when it names none. */
    private static String handle(String line) {
        Matcher handle = HANDLE.matcher(line);
        return handle.lookingAt() ? handle.group() : null;
    }

    private Builder toBuilder() {
        return builder().windows(opened, closed).shown(shown, moreShown).focus(focus).changed(changed, moreChanged)
                .added(added, addedLines).removed(removed, removedLines).exceptions(exceptions)
                .printed(printed, morePrinted).onTheirOwn(onTheirOwn);
    }

    /**
     * The one place changes are assembled: each part set by its name, the lists copied (the counts per window kept as
     * given, in the windows' order), and how many added nodes have no line ({@code moreAdded}) worked out from the
     * counts and the lines, so that the two never disagree.
     */
    public static final class Builder {
        private List<String> opened = List.of();
        private List<String> shown = List.of();
        private int moreShown;
        private List<String> closed = List.of();
        private String focus;
        private List<String> changed = List.of();
        private int moreChanged;
        private Map<String, Integer> added = Map.of();
        private List<String> addedLines = List.of();
        private Map<String, Integer> removed = Map.of();
        private List<String> removedLines = List.of();
        private List<String> exceptions = List.of();
        private List<String> printed = List.of();
        private int morePrinted;
        private OnTheirOwn onTheirOwn;

        private Builder() {
        }

        public Builder shown(List<String> lines, int more) {
            shown = List.copyOf(lines);
            moreShown = more;
            return this;
        }

        public Builder windows(List<String> opened, List<String> closed) {
            this.opened = List.copyOf(opened);
            this.closed = List.copyOf(closed);
            return this;
        }

        public Builder focus(String line) {
            focus = line;
            return this;
        }

        public Builder changed(List<String> lines, int more) {
            changed = List.copyOf(lines);
            moreChanged = more;
            return this;
        }

        public Builder added(Map<String, Integer> perWindow, List<String> lines) {
            added = perWindow;
            addedLines = List.copyOf(lines);
            return this;
        }

        public Builder removed(Map<String, Integer> perWindow, List<String> lines) {
            removed = perWindow;
            removedLines = List.copyOf(lines);
            return this;
        }

        public Builder exceptions(List<String> lines) {
            exceptions = List.copyOf(lines);
            return this;
        }

        public Builder printed(List<String> lines, int more) {
            printed = List.copyOf(lines);
            morePrinted = more;
            return this;
        }

        public Builder onTheirOwn(OnTheirOwn motion) {
            onTheirOwn = motion;
            return this;
        }

        public Changes build() {
            int moreAdded = Math.max(0, added.values().stream().mapToInt(Integer::intValue).sum() - addedLines.size());
            return new Changes(opened, shown, moreShown, closed, focus, changed, moreChanged, added, removed, addedLines,
                    moreAdded, exceptions, printed, morePrinted, onTheirOwn, removedLines);
        }
    }

    /**
     * {@code true} when the action changed nothing an agent would see, so that the structured result says so
     * in words of its own, as the text does ({@code no visible change}); absent otherwise.
     */
    @JsonProperty("noVisibleChange")
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public Boolean noVisibleChange() {
        return isEmpty() ? Boolean.TRUE : null;
    }

    /** Nothing changed that an agent would see (printing is no change to the UI). */
    @JsonIgnore
    public boolean isEmpty() {
        return opened.isEmpty() && closed.isEmpty() && focus == null && changed.isEmpty() && added.isEmpty()
                && removed.isEmpty() && exceptions.isEmpty();
    }

    /** The lines the text block ends with, one fact a line. */
    public String text() {
        StringBuilder sb = new StringBuilder();
        if (isEmpty()) {
            sb.append("no visible change\n");
        }
        // closed first: a popup that replaced another has the same name, Popup[1] closed, then Popup[1] opened
        closed.forEach(window -> sb.append("closed ").append(window).append('\n'));
        opened.forEach(window -> sb.append("opened ").append(window).append('\n'));
        shown.forEach(line -> sb.append("shows ").append(line).append('\n'));
        if (moreShown > 0) {
            sb.append("… ").append(moreShown).append(" more in what opened: ui_get_snapshot\n");
        }
        if (focus != null) {
            sb.append("focus ").append(focus).append('\n');
        }
        changed.forEach(line -> sb.append("changed ").append(line).append('\n'));
        if (moreChanged > 0) {
            sb.append("… ").append(moreChanged).append(" more changed: ui_get_snapshot\n");
        }
        added.forEach((window, count) -> sb.append(window).append(": +").append(count).append(" nodes")
                .append(removed.containsKey(window) ? ", -" + removed.get(window) : "").append('\n'));
        removed.forEach((window, count) -> {
            if (!added.containsKey(window)) {
                sb.append(window).append(": -").append(count).append(" nodes\n");
            }
        });
        addedLines.forEach(line -> sb.append("added ").append(line).append('\n'));
        if (moreAdded > 0) {
            sb.append("… ").append(moreAdded).append(" more added, not listed: ui_get_snapshot\n");
        }
        removedLines.forEach(line -> sb.append("removed ").append(line).append('\n'));
        if (onTheirOwn != null) {
            sb.append("also changing on their own, not by this action: ").append(onTheirOwn.nodes())
                    .append(onTheirOwn.nodes() == 1 ? " node" : " nodes");
            if (!onTheirOwn.in().isEmpty()) {
                sb.append(" in ").append(String.join(", ", onTheirOwn.in()));
            }
            if (onTheirOwn.moreIn() > 0) {
                sb.append(" and ").append(onTheirOwn.moreIn()).append(" more");
            }
            sb.append('\n');
        }
        exceptions.forEach(line -> sb.append("exception ").append(line).append('\n'));
        printed.forEach(line -> sb.append("printed ").append(line).append('\n'));
        if (morePrinted > 0) {
            sb.append("… ").append(morePrinted).append(" more printed: ui_get_logs\n");
        }
        return sb.toString().stripTrailing();
    }
}
