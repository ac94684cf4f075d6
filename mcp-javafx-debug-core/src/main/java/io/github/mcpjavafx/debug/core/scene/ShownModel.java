package io.github.mcpjavafx.debug.core.scene;

import javafx.scene.Node;
import javafx.scene.control.Control;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What a custom view stands for when it names nothing itself: the model object it shows (a calendar entry's view
 * holds its appointment in a {@code model}, {@code item} or {@code entry} property) read by its {@code title} and
 * its time span, as a person reads the item, not by the start time its skin writes first; or the day a view shows
 * ({@code date}), which names it better than the first of its items' times. Derived by rules, for controls nobody
 * declared (see {@link ShownControl}). FX thread only.
 *
 * @param title what the model object is called; nullable
 * @param time  its start and end as the skin writes them ({@code 9:00 AM–9:30 AM}), or as {@code HH:mm} when the
 *              skin writes neither; nullable
 */
record ShownModel(String title, String time) {

    /** Where views keep the object they show, in the order asked. */
    private static final String[] MODELS = {"model", "item", "entry", "event", "data", "value"};
    private static final String[] TITLES = {"title", "name", "label", "caption", "subject", "summary", "text"};
    private static final String[] STARTS = {"start", "startTime", "from", "begin"};
    private static final String[] ENDS = {"end", "endTime", "to", "until"};
    /** The properties a clock keeps its time in. */
    private static final String[] CLOCK_TIMES = {"time", "dateTime", "currentTime"};
    /** How a clock writes its time, seconds and all. */
    private static final List<DateTimeFormatter> CLOCK_FORMATS = List.of(
            DateTimeFormatter.ofPattern("HH:mm"), DateTimeFormatter.ofPattern("H:mm"),
            DateTimeFormatter.ofPattern("HH:mm:ss"), DateTimeFormatter.ofPattern("H:mm:ss"),
            DateTimeFormatter.ofPattern("h:mm a", Locale.US), DateTimeFormatter.ofPattern("h:mm:ss a", Locale.US));
    /** The properties a view keeps the day it shows in. */
    private static final String[] DAYS = {"date", "day"};
    /** How skins write a time: the one that writes the start as a skin text does is used for the end too. */
    private static final List<DateTimeFormatter> TIME_FORMATS = List.of(
            DateTimeFormatter.ofPattern("h:mm a", Locale.US),
            DateTimeFormatter.ofLocalizedTime(FormatStyle.SHORT),
            DateTimeFormatter.ofPattern("H:mm"),
            DateTimeFormatter.ofPattern("HH:mm"));

    /** What the model object the control shows stands for, or {@code null} when it holds none that says. */
    static ShownModel of(Control control, List<String> skinTexts) {
        for (String property : MODELS) {
            FxProperties.Found found = FxProperties.find(control, property);
            if (found != null && isModel(found.value())) {
                ShownModel read = read(found.value(), skinTexts);
                if (read != null) {
                    return read;
                }
            }
        }
        return null;
    }

    /**
     * The time a clock shows: its own {@code time} (or {@code dateTime}, {@code currentTime}) as a text of its skin writes
     * it ({@code 05:03}, {@code 5:03:12 AM}), or {@code null} when it keeps none or no text writes it.
     */
    static String clockTime(Control control, List<String> skinTexts) {
        for (String property : CLOCK_TIMES) {
            FxProperties.Found found = FxProperties.find(control, property);
            LocalTime time = found == null ? null : localTime(found.value());
            if (time == null) {
                continue;
            }
            for (DateTimeFormatter format : CLOCK_FORMATS) {
                String written = time.format(format);
                if (skinTexts.contains(written)) {
                    return written;
                }
            }
        }
        return null;
    }

    /** The day a view shows, {@code 2024-01-22}, or {@code null} when it keeps none. */
    static String day(Control control) {
        for (String property : DAYS) {
            FxProperties.Found found = FxProperties.find(control, property);
            if (found != null && found.value() instanceof LocalDate date) {
                return date.toString();
            }
        }
        return null;
    }

    private static ShownModel read(Object model, List<String> skinTexts) {
        String title = null;
        for (String accessor : TITLES) {
            if (FxProperties.accessorValue(model, accessor) instanceof String s && !s.isBlank()) {
                title = s.strip();
                break;
            }
        }
        LocalTime start = timeOf(model, STARTS);
        String time = start == null ? null : span(start, timeOf(model, ENDS), skinTexts);
        return title == null && time == null ? null : new ShownModel(title, time);
    }

    /** An application's own object: not a value, text, collection or node, which say what they are already. */
    private static boolean isModel(Object value) {
        if (value == null || value instanceof Node || value instanceof Collection<?> || value instanceof Map<?, ?>
                || value.getClass().isEnum() || value.getClass().isArray()) {
            return false;
        }
        String name = value.getClass().getName();
        return !name.startsWith("java.") && !name.startsWith("javafx.") && !name.startsWith("com.sun.");
    }

    private static LocalTime timeOf(Object model, String[] accessors) {
        for (String accessor : accessors) {
            LocalTime time = localTime(FxProperties.accessorValue(model, accessor));
            if (time != null) {
                return time;
            }
        }
        return null;
    }

    private static LocalTime localTime(Object value) {
        if (value instanceof LocalTime time) {
            return time;
        } else if (value instanceof LocalDateTime dateTime) {
            return dateTime.toLocalTime();
        } else if (value instanceof ZonedDateTime zoned) {
            return zoned.toLocalTime();
        } else if (value instanceof OffsetDateTime offset) {
            return offset.toLocalTime();
        }
        return null;
    }

    private static String span(LocalTime start, LocalTime end, List<String> skinTexts) {
        DateTimeFormatter format = TIME_FORMATS.get(TIME_FORMATS.size() - 1);
        for (DateTimeFormatter candidate : TIME_FORMATS) {
            String written = start.format(candidate);
            if (skinTexts.stream().anyMatch(text -> text.contains(written))) {
                format = candidate;
                break;
            }
        }
        return end == null ? start.format(format) : start.format(format) + "–" + end.format(format);
    }
}
