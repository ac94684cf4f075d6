package io.github.mcpjavafx.debug.core.model;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Recorded steps to export, as an agent names them: {@code "1-8,46-52"}, {@code "3, 5, 9..12"} (the numbers
 * ui_perform reported, both ends included), {@code "12-"} (from step 12 to the last). Kept in the order recorded, whatever order they were given in; ranges
 * that overlap, run backwards or are not numbers are refused ({@code MCP_UI_INVALID_ARGUMENT}).
 *
 * @param ranges at least one, in the order recorded, none overlapping
 */
public record StepRanges(List<Range> ranges) {

    /** Every step recorded. */
    public static final StepRanges ALL = new StepRanges(List.of(new Range(1, Range.LAST)));
    private static final Pattern ONE = Pattern.compile("\\s*(\\d{1,18})\\s*(?:(-|\\.\\.)\\s*(\\d{1,18})?\\s*)?");

    public StepRanges {
        ranges = List.copyOf(ranges);
    }

    /** The ranges {@code text} names; refused with what is wrong in it, {@code argument} named. */
    public static StepRanges parse(String text, String argument) {
        List<Range> ranges = new ArrayList<>();
        for (String item : text.split(",", -1)) {
            Matcher m = ONE.matcher(item);
            if (!m.matches()) {
                throw refused(argument, text, "\"" + item.strip() + "\" is not a step number nor a range such as 46-52");
            }
            long first = Long.parseLong(m.group(1));
            long last = m.group(2) == null ? first : m.group(3) == null ? Range.LAST : Long.parseLong(m.group(3));
            if (first < 1) {
                throw refused(argument, text, "step numbers start at 1");
            }
            if (last < first) {
                throw refused(argument, text, first + "-" + last + " runs backwards: give " + last + "-" + first);
            }
            ranges.add(new Range(first, last));
        }
        ranges.sort(Comparator.comparingLong(Range::first));
        for (int i = 1; i < ranges.size(); i++) {
            if (ranges.get(i).first() <= ranges.get(i - 1).last()) {
                throw refused(argument, text, ranges.get(i - 1) + " and " + ranges.get(i) + " overlap: name each step once");
            }
        }
        return new StepRanges(ranges);
    }

    private static UiException refused(String argument, String text, String why) {
        return UiException.invalidArgument(argument + " \"" + text + "\": " + why + ". Give the step numbers ui_perform "
                + "reported, as ranges and numbers separated by commas, e.g. \"1-8,46-52\".").naming(argument);
    }

    @Override
    public String toString() {
        return String.join(", ", ranges.stream().map(Range::toString).toList());
    }

    /** Steps {@code first} to {@code last}, both included; {@link #LAST}: to the last recorded. */
    public record Range(long first, long last) {

        public static final long LAST = Long.MAX_VALUE;

        @Override
        public String toString() {
            return first == last ? String.valueOf(first) : first + "-" + (last == LAST ? "" : String.valueOf(last));
        }
    }
}
