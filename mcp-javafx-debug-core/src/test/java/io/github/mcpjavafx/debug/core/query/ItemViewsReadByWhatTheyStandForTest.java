package io.github.mcpjavafx.debug.core.query;

import io.github.mcpjavafx.debug.SnapshotOptions;
import io.github.mcpjavafx.debug.core.capture.NodeReader;
import io.github.mcpjavafx.debug.core.capture.SceneSnapshotter;
import io.github.mcpjavafx.debug.core.changes.ChangeTracker;
import io.github.mcpjavafx.debug.core.model.Changes;
import io.github.mcpjavafx.debug.core.model.QueryRequest;
import io.github.mcpjavafx.debug.core.model.QueryRequest.Predicate;
import io.github.mcpjavafx.debug.core.model.QueryRequest.Selector;
import io.github.mcpjavafx.debug.core.model.QueryResult;
import io.github.mcpjavafx.debug.core.model.SnapshotRequest;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.support.AllDayItemView;
import io.github.mcpjavafx.debug.core.support.Appointment;
import io.github.mcpjavafx.debug.core.support.DayView;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import io.github.mcpjavafx.debug.core.support.TimedItemView;
import javafx.scene.Node;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.time.LocalDate;
import java.time.LocalTime;
import java.util.List;

import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A calendar's day whose item views write a start time first and keep their title in the appointment they show,
 * in two types (timed and all-day): each item reads by its title and time, the day by its day, and the items are
 * found, by type or by title, in one query that says when it found only some of them.
 */
@ExtendWith(HeadlessFxExtension.class)
class ItemViewsReadByWhatTheyStandForTest {

    private final UidRegistry uids = UidRegistry.shared();
    private final SceneSnapshotter snapshotter = new SceneSnapshotter(uids, SnapshotOptions.defaults(), HeadlessFx.TIMEOUT_MS);
    private final QueryService queries = new QueryService(uids, HeadlessFx.TIMEOUT_MS);

    private TimedItemView standup;
    private TimedItemView review;
    private AllDayItemView holiday;
    private DayView day;

    @BeforeEach
    void showADay() {
        onFx(() -> {
            standup = new TimedItemView(new Appointment("Standup", LocalTime.of(9, 0), LocalTime.of(9, 30)));
            review = new TimedItemView(new Appointment("Design review", LocalTime.of(14, 0), LocalTime.of(15, 15)));
            holiday = new AllDayItemView(Appointment.allDay("Company offsite"));
            day = new DayView(LocalDate.of(2024, 1, 22), holiday, standup, review);
            return null;
        });
        HeadlessFx.show("Calendar", new VBox(day), 400, 600);
    }

    @Test
    void anItemReadsByTheTitleOfItsAppointmentAndItsTimeAsTheSkinWritesIt() {
        String text = snapshotter.snapshot(SnapshotRequest.compact()).text();

        assertThat(text).contains("TimedItemView " + uid(standup) + " \"Standup\" 9:00 AM–9:30 AM")
                .contains("TimedItemView " + uid(review) + " \"Design review\" 2:00 PM–3:15 PM")
                .contains("AllDayItemView " + uid(holiday) + " \"Company offsite\"")
                .doesNotContain("DayView " + uid(day) + " \"all-day\"");
    }

    @Test
    void theDayIsNamedByTheDayItShowsNotByAnItemsTime() {
        QueryResult result = queries.query(new QueryRequest(null, new Selector(null, null, null,
                new Predicate(List.of("TimedItemView"), null, null, null, null, null)), null));

        assertThat(result.matches()).first().extracting(QueryResult.Match::line).asString()
                .endsWith(" in DayView " + uid(day) + " \"2024-01-22\"");
    }

    @Test
    void aQueryForOneTypeOfItemSaysTheViewHasMoreAndHowToFindThemAll() {
        QueryResult timed = queries.query(new QueryRequest(null, new Selector(null, null, null,
                new Predicate(List.of("TimedItemView"), null, null, null, null, null)), null));
        QueryResult all = queries.query(new QueryRequest(null, new Selector(null, null, null,
                new Predicate(List.of("ItemView"), null, null, null, null, null)), null));

        assertThat(timed.total()).isEqualTo(2);
        assertThat(timed.hint()).isNotNull()
                .contains("2 of the 3 ItemView items in DayView " + uid(day))
                .contains("AllDayItemView " + uid(holiday) + " \"Company offsite\"")
                .contains("typeIs [\"ItemView\"]");
        assertThat(timed.text()).endsWith(timed.hint());
        assertThat(all.matches()).extracting(m -> m.ref().uid())
                .containsExactly(uid(holiday), uid(standup), uid(review));
        assertThat(all.hint()).as("every item found: nothing to add").isNull();
    }

    @Test
    void aTextQueryFindsAnItemByTheTitleItsLineShows() {
        QueryResult byPredicate = queries.query(new QueryRequest(null, new Selector(null, null, null,
                new Predicate(List.of("ItemView"), null, null, "offsite", null, null)), null));
        QueryResult byText = queries.query(new QueryRequest(null, new Selector(null, "Design review", null, null), null));

        assertThat(byPredicate.matches()).extracting(m -> m.ref().uid()).containsExactly(uid(holiday));
        assertThat(byText.matches()).extracting(m -> m.ref().uid()).contains(uid(review));
    }

    @Test
    void aRemovedItemReadsByItsTitle() {
        ChangeTracker tracker = new ChangeTracker(new NodeReader(uids));
        String uid = uid(standup);
        ChangeTracker.Before before = onFx(tracker::before);
        onFx(() -> { // as an action's own call: what it changes is the action's
            tracker.causes().actionBegins();
            try {
                return day.getItemViews().remove(standup);
            } finally {
                tracker.causes().actionEnds();
            }
        });
        HeadlessFx.settle();
        Changes changes = onFx(() -> tracker.after(before, List.of()));

        assertThat(changes.removedLines()).as(changes.text())
                .contains("TimedItemView " + uid + " \"Standup\" 9:00 AM–9:30 AM");
    }

    private String uid(Node node) {
        return onFx(() -> uids.uidOf(node));
    }
}
