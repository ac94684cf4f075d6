package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.changes.AppErrors;
import io.github.mcpjavafx.debug.core.changes.ChangeTracker;
import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.PerformResult;
import io.github.mcpjavafx.debug.core.model.WaitRequest;
import javafx.scene.Node;

/**
 * What {@link ActionRunner} tells about each {@code ui_perform} batch, to whoever keeps account of what
 * the actions did (the session recording, which exported tests are written from). The runner declares
 * what it tells and knows nothing of the listener: the recording depends on the actions, not the reverse.
 */
public interface ActionObserver {

    /** Tells nobody. */
    ActionObserver NONE = () -> () -> null;

    /** A batch starts; what it does is told to the returned listener, {@link Batch#ended} last. */
    Batch batchStarted();

    /** One batch's listener. Its calls come in the order the batch ran; the FX-thread ones are marked. */
    interface Batch {

        /**
         * FX thread, just before action {@code index} acts: the nodes it acts on, at hand while they are as the
         * action found them. Not told for an action without a target.
         *
         * @param to a drag's drop target, nullable
         */
        default void aboutToAct(int index, ActionSpec action, Node target, Node to) {
        }

        /** FX thread: the press of action {@code index} went to {@code part} of its target, not to its center. */
        default void pressed(int index, Node part) {
        }

        /**
         * Action {@code index} ran, or its input went in before the UI stopped answering (its handlers ran or
         * may run: it happened all the same).
         *
         * @param key    the name of the {@code KeyCode} a {@code press_key} pressed, nullable
         * @param window the title of the window a window action changed, nullable
         */
        default void acted(int index, ActionSpec action, String key, String window) {
        }

        /** A wait of the batch held. */
        default void waited(WaitRequest wait) {
        }

        /** FX thread, after every action of the batch ran: what they changed, its nodes at hand. */
        default void changed(ChangeTracker.Diff diff) {
        }

        /** After every action of the batch ran: what the app printed meanwhile. */
        default void printed(AppErrors.Printed printed) {
        }

        /**
         * The batch is over, all of it run, or stopped by a failure (what ran before it happened all the same).
         *
         * @return the numbers the listener gave the batch's steps (the agent may name them to
         *         {@code ui_export_test}), or {@code null} when it numbered none
         */
        PerformResult.Steps ended();
    }
}
