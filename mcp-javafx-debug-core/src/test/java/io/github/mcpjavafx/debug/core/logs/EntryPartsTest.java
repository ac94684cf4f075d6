package io.github.mcpjavafx.debug.core.logs;

import io.github.mcpjavafx.debug.core.model.ExceptionSummary;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class EntryPartsTest {

    @Test
    void theAppsFirstFrameComesFirstAndPlatformFramesAreSkipped() {
        IllegalStateException thrown = new IllegalStateException("Stock is empty");
        thrown.setStackTrace(new StackTraceElement[]{
                frame("java.util.Objects", "requireNonNull", "Objects.java", 233),
                frame("com.acme.orders.Stock", "take", "Stock.java", 17),
                frame("javafx.scene.Node", "fireEvent", "Node.java", 10_000),
                frame("com.sun.javafx.event.EventUtil", "fireEvent", "EventUtil.java", 52),
                frame("com.acme.orders.OrderView", "lambda$new$0", "OrderView.java", 42),
                frame("org.springframework.aop.Proxy", "invoke", "Proxy.java", 1),
                frame("com.acme.orders.Main", "main", "Main.java", 9),
                frame("com.acme.orders.Extra", "never", "Extra.java", 1),
        });

        ExceptionSummary summary = EntryParts.exception(thrown);

        assertThat(summary.type()).isEqualTo("java.lang.IllegalStateException");
        assertThat(summary.message()).isEqualTo("Stock is empty");
        assertThat(summary.frames()).containsExactly("com.acme.orders.Stock.take(Stock.java:17)",
                "com.acme.orders.OrderView.lambda$new$0(OrderView.java:42)", "com.acme.orders.Main.main(Main.java:9)");
        assertThat(summary.cause()).isNull();
    }

    @Test
    void withoutAnyAppFrameTheTopFrameIsShown() {
        RuntimeException thrown = new RuntimeException();
        thrown.setStackTrace(new StackTraceElement[]{
                frame("javafx.scene.Scene", "processMouseEvent", null, -1),
                frame("java.lang.Thread", "run", "Thread.java", 833),
        });

        assertThat(EntryParts.exception(thrown).frames()).containsExactly("javafx.scene.Scene.processMouseEvent(Unknown Source)");
    }

    @Test
    void theRootCauseIsKeptBesideTheWrapper() {
        StackTraceElement[] sameCatchSite = {frame("com.acme.orders.OrderView", "save", "OrderView.java", 42)};
        IllegalArgumentException root = new IllegalArgumentException("quantity must be positive");
        root.setStackTrace(sameCatchSite);
        RuntimeException wrapper = new RuntimeException("java.lang.reflect.InvocationTargetException",
                new java.lang.reflect.InvocationTargetException(root));
        wrapper.setStackTrace(sameCatchSite);

        ExceptionSummary summary = EntryParts.exception(wrapper);

        assertThat(summary.cause().type()).isEqualTo("java.lang.IllegalArgumentException");
        assertThat(summary.cause().message()).isEqualTo("quantity must be positive");
        assertThat(summary.cause().frames()).as("made on the same line as the wrapper: said once").isEmpty();
    }

    @Test
    void aRootCauseThrownElsewhereKeepsItsOwnFrames() {
        IllegalArgumentException root = new IllegalArgumentException("quantity must be positive");
        root.setStackTrace(new StackTraceElement[]{frame("com.acme.orders.Quantity", "check", "Quantity.java", 8)});

        ExceptionSummary summary = EntryParts.exception(new RuntimeException("Save failed", root));

        assertThat(summary.frames()).first().asString().startsWith(EntryPartsTest.class.getName() + ".");
        assertThat(summary.cause().frames()).containsExactly("com.acme.orders.Quantity.check(Quantity.java:8)");
    }

    @Test
    void aCycleOfCausesEnds() {
        RuntimeException a = new RuntimeException("a");
        RuntimeException b = new RuntimeException("b", a);
        a.initCause(b);

        assertThat(EntryParts.exception(a).message()).isEqualTo("a");
    }

    private static StackTraceElement frame(String type, String method, String file, int line) {
        return new StackTraceElement(type, method, file, line);
    }
}
