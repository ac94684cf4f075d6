package io.github.mcpjavafx.debug.core.support;

import java.time.LocalTime;

/** What an item of a {@link DayView} stands for; an all-day appointment has neither start nor end. */
public record Appointment(String title, LocalTime start, LocalTime end) {

    public static Appointment allDay(String title) {
        return new Appointment(title, null, null);
    }
}
