package io.github.mcpjavafx.debug.core.trace;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class RunLaterPostersTest {

    @Test
    void aThreadInsideRunLaterIsNamedWithTheAppFrameThatPosted() {
        StackTraceElement[] stack = {
                frame("com.sun.glass.ui.monocle.RunnableProcessor", "invokeLater"),
                frame("com.sun.javafx.application.PlatformImpl", "runLater"),
                frame("javafx.application.Platform", "runLater"),
                new StackTraceElement("com.acme.Feed", "lambda$start$1", "Feed.java", 41),
                frame("java.lang.Thread", "run")};

        assertThat(RunLaterPosters.poster("pool-3-thread-1", stack))
                .isEqualTo("thread pool-3-thread-1 at com.acme.Feed.lambda$start$1(Feed.java:41)");
    }

    @Test
    void aThreadOutsideRunLaterOrThisLibrarysOwnBridgeIsNoPoster() {
        StackTraceElement[] working = {new StackTraceElement("com.acme.Feed", "fetch", "Feed.java", 30)};
        StackTraceElement[] bridge = {
                frame("javafx.application.Platform", "runLater"),
                new StackTraceElement("io.github.mcpjavafx.debug.core.fx.FxThread", "call", "FxThread.java", 70)};

        assertThat(RunLaterPosters.poster("worker", working)).isNull();
        assertThat(RunLaterPosters.poster("http-nio-1", bridge)).isNull();
    }

    private static StackTraceElement frame(String type, String method) {
        return new StackTraceElement(type, method, null, -1);
    }
}
