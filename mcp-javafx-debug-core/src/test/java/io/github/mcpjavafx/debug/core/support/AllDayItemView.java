package io.github.mcpjavafx.debug.core.support;

/** An appointment that lasts the day, written under "all-day". */
public class AllDayItemView extends ItemView {

    public AllDayItemView(Appointment appointment) {
        super(appointment);
    }

    @Override
    protected String timeText() {
        return "all-day";
    }
}
