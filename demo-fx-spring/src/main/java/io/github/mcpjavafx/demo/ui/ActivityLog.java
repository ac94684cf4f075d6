package io.github.mcpjavafx.demo.ui;

import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.springframework.stereotype.Component;

import java.time.Clock;
import java.time.LocalTime;
import java.time.format.DateTimeFormatter;

/**
 * What happened at the desk, newest first, and the one-line status the status bar shows.
 * FX thread only: the activity list and the status bar are bound to it.
 */
@Component
class ActivityLog {

    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss");

    private final Clock clock;
    private final ObservableList<String> entries = FXCollections.observableArrayList();
    private final ObservableList<String> readOnlyEntries = FXCollections.unmodifiableObservableList(entries);
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("Ready");

    ActivityLog(Clock clock) {
        this.clock = clock;
    }

    /** Adds {@code what} to the log and shows it in the status bar. */
    void record(String what) {
        entries.add(0, LocalTime.now(clock).format(TIME) + "  " + what);
        status.set(what);
    }

    /** Empties the log; the status bar says so. */
    void clear() {
        entries.clear();
        status.set("Activity log cleared");
    }

    ObservableList<String> entries() {
        return readOnlyEntries;
    }

    ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }
}
