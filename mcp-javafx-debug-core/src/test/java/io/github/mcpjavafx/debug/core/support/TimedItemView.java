package io.github.mcpjavafx.debug.core.support;

import java.time.format.DateTimeFormatter;
import java.util.Locale;

/** An appointment with a start and an end, its start time written first ("9:00 AM"). */
public class TimedItemView extends ItemView {

    public TimedItemView(Appointment appointment) {
        super(appointment);
    }

    @Override
    protected String timeText() {
        return getModel().start().format(DateTimeFormatter.ofPattern("h:mm a", Locale.US));
    }
}
