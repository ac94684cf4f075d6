package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.SnapshotOptions;
import io.github.mcpjavafx.debug.core.capture.SceneSnapshotter;
import io.github.mcpjavafx.debug.core.changes.AppErrors;
import io.github.mcpjavafx.debug.core.highlight.Highlighter;
import io.github.mcpjavafx.debug.core.marks.InteractiveMarks;
import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.PerformRequest;
import io.github.mcpjavafx.debug.core.model.PerformResult;
import io.github.mcpjavafx.debug.core.model.Target;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.model.UiRef;
import io.github.mcpjavafx.debug.core.query.NodeQueries;
import io.github.mcpjavafx.debug.core.query.TargetResolver;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.wait.UiWaiter;
import javafx.scene.Node;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

/** Runs {@code ui_perform} batches the way the engine will, from the test thread. */
final class PerformCalls {

    private static final TargetResolver TARGETS = new TargetResolver(UidRegistry.shared(), new NodeQueries());

    static final ActionRunner RUNNER = newRunner();

    private PerformCalls() {
    }

    /** A runner that has seen nothing yet, as a server's first one after the app launched. */
    static ActionRunner newRunner() {
        return new ActionRunner(TARGETS, UidRegistry.shared(),
                new UiWaiter(UidRegistry.shared()), AppErrors.NONE, new Highlighter(TARGETS, new InteractiveMarks(
                        new SceneSnapshotter(UidRegistry.shared(), SnapshotOptions.defaults(), HeadlessFx.TIMEOUT_MS),
                        UidRegistry.shared()), UidRegistry.shared(), true, HeadlessFx.TIMEOUT_MS), ActionObserver.NONE,
                HeadlessFx.TIMEOUT_MS);
    }

    static PerformResult perform(ActionSpec... actions) {
        PerformResult result = RUNNER.perform(PerformRequest.of(actions));
        HeadlessFx.settle();
        return result;
    }

    /** The failure of a batch that must fail. */
    static UiException failure(ActionSpec... actions) {
        Throwable thrown = catchThrowable(() -> RUNNER.perform(PerformRequest.of(actions)));
        HeadlessFx.settle();
        assertThat(thrown).as("the batch must fail").isInstanceOf(UiException.class);
        return (UiException) thrown;
    }

    static Target css(String selector) {
        return Target.css(selector);
    }

    /** A target by uid, as an agent gets it from a snapshot. */
    static Target ref(Node node) {
        return Target.ref(UiRef.ofUid(HeadlessFx.onFx(() -> UidRegistry.shared().uidOf(node))));
    }
}
