package io.github.mcpjavafx.debug.core.logs;

import io.github.mcpjavafx.debug.core.model.LogEntry;
import io.github.mcpjavafx.debug.core.model.LogLevel;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.application.Platform;
import javafx.scene.control.Button;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.core.config.Configurator;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.slf4j.LoggerFactory;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.Logger;

import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;

/** The capture against the real JavaFX toolkit, JUL, Logback and Log4j 2, as an application has them. */
@ExtendWith(HeadlessFxExtension.class)
class LogCaptureTest {

    private final List<Throwable> seenByTheAppsFxHandler = new CopyOnWriteArrayList<>();
    private final List<Throwable> seenByTheAppsDefaultHandler = new CopyOnWriteArrayList<>();
    private final Thread.UncaughtExceptionHandler appFxHandler = (thread, thrown) -> seenByTheAppsFxHandler.add(thrown);
    private final Thread.UncaughtExceptionHandler appDefaultHandler = (thread, thrown) -> seenByTheAppsDefaultHandler.add(thrown);

    private Thread.UncaughtExceptionHandler defaultBefore;
    private Thread fxThread;
    private final LogBuffer buffer = new LogBuffer();
    private LogCapture capture;

    @BeforeEach
    void rememberTheHandlers() {
        defaultBefore = Thread.getDefaultUncaughtExceptionHandler();
        fxThread = onFx(Thread::currentThread);
    }

    @AfterEach
    void restoreTheHandlers() {
        if (capture != null) {
            capture.close();
        }
        Thread.setDefaultUncaughtExceptionHandler(defaultBefore);
        fxThread.setUncaughtExceptionHandler(null);
    }

    @Test
    void aThrowingButtonHandlerIsRecordedAndTheAppsFxHandlerStillCalled() {
        fxThread.setUncaughtExceptionHandler(appFxHandler);
        capture = LogCapture.start(buffer);
        Button save = onFx(() -> {
            Button b = new Button("Save");
            b.setOnAction(e -> {
                throw new IllegalStateException("Stock is empty");
            });
            return b;
        });

        Platform.runLater(save::fire); // thrown out of an event handler, as a user's click would
        HeadlessFx.settle();

        assertThat(seenByTheAppsFxHandler).singleElement().isInstanceOf(IllegalStateException.class);
        assertThat(buffer.uncaughtSince(0)).singleElement().satisfies(entry -> {
            assertThat(entry.level()).isEqualTo(LogLevel.ERROR);
            assertThat(entry.thread()).isEqualTo(fxThread.getName());
            assertThat(entry.exception().type()).isEqualTo("java.lang.IllegalStateException");
            assertThat(entry.exception().message()).isEqualTo("Stock is empty");
            assertThat(entry.exception().frames().get(0)).startsWith(LogCaptureTest.class.getName() + ".lambda$");
        });
    }

    @Test
    void anotherThreadsExceptionIsRecordedAndTheAppsDefaultHandlerStillCalled() throws InterruptedException {
        Thread.setDefaultUncaughtExceptionHandler(appDefaultHandler);
        capture = LogCapture.start(buffer);

        Thread worker = new Thread(() -> {
            throw new IllegalArgumentException("bad order");
        }, "order-worker");
        worker.start();
        worker.join();

        assertThat(seenByTheAppsDefaultHandler).singleElement().isInstanceOf(IllegalArgumentException.class);
        assertThat(buffer.uncaughtSince(0)).singleElement().satisfies(entry -> {
            assertThat(entry.thread()).isEqualTo("order-worker");
            assertThat(entry.exception().message()).isEqualTo("bad order");
        });
    }

    @Test
    void anFxHandlerTheAppSetsAfterTheStartIsChainedOnTheNextCall() {
        capture = LogCapture.start(buffer);
        HeadlessFx.settle();
        fxThread.setUncaughtExceptionHandler(appFxHandler); // as Application.start() would, after the server started

        capture.keepHooked();
        Platform.runLater(() -> {
            throw new IllegalStateException("late");
        });
        HeadlessFx.settle();

        assertThat(seenByTheAppsFxHandler).hasSize(1);
        assertThat(buffer.uncaughtSince(0)).extracting(entry -> entry.exception().message()).containsExactly("late");
    }

    @Test
    void anExceptionPassingThroughBothOfOurHooksIsRecordedOnce() {
        Thread.setDefaultUncaughtExceptionHandler(appDefaultHandler);
        // An app FX handler that hands on to the default handler, which is then ours too.
        fxThread.setUncaughtExceptionHandler((thread, thrown) -> Thread.getDefaultUncaughtExceptionHandler()
                .uncaughtException(thread, thrown));
        capture = LogCapture.start(buffer);
        HeadlessFx.settle();

        Platform.runLater(() -> {
            throw new IllegalStateException("once");
        });
        HeadlessFx.settle();

        assertThat(seenByTheAppsDefaultHandler).hasSize(1);
        assertThat(buffer.uncaughtSince(0)).hasSize(1);
    }

    @Test
    void closeRestoresExactlyTheHandlersTheAppHad() {
        Thread.setDefaultUncaughtExceptionHandler(appDefaultHandler);
        fxThread.setUncaughtExceptionHandler(appFxHandler);
        capture = LogCapture.start(buffer);
        HeadlessFx.settle();
        assertThat(Thread.getDefaultUncaughtExceptionHandler()).isNotSameAs(appDefaultHandler);
        assertThat(fxThread.getUncaughtExceptionHandler()).isNotSameAs(appFxHandler);

        capture.close();

        assertThat(Thread.getDefaultUncaughtExceptionHandler()).isSameAs(appDefaultHandler);
        assertThat(fxThread.getUncaughtExceptionHandler()).isSameAs(appFxHandler);
        assertThat(Logger.getLogger("").getHandlers()).noneMatch(LogCaptureTest::isOurs);
        assertThat(logbackRoot().getAppender(LogCapture.HOOK_NAME)).isNull();
        assertThat(log4jRootAppenders()).doesNotContain(LogCapture.HOOK_NAME);
    }

    @Test
    void aHookTheAppWrappedStaysInPlaceButRecordsNothingAfterClose() {
        capture = LogCapture.start(buffer);
        Thread.UncaughtExceptionHandler ours = Thread.getDefaultUncaughtExceptionHandler();
        Thread.setDefaultUncaughtExceptionHandler((thread, thrown) -> ours.uncaughtException(thread, thrown));
        Thread.UncaughtExceptionHandler appWrapper = Thread.getDefaultUncaughtExceptionHandler();

        capture.close();
        ours.uncaughtException(Thread.currentThread(), new IllegalStateException("after close"));

        assertThat(Thread.getDefaultUncaughtExceptionHandler()).isSameAs(appWrapper);
        assertThat(buffer.lastSeq()).isZero();
    }

    @Test
    void withNoHandlerTheJdksOwnReportIsStillPrinted() throws InterruptedException {
        Thread.setDefaultUncaughtExceptionHandler(null);
        capture = LogCapture.start(buffer);
        java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
        java.io.PrintStream original = System.err;
        System.setErr(new java.io.PrintStream(err, true));
        try {
            Thread worker = new Thread(() -> {
                throw new IllegalStateException("printed");
            }, "printer");
            worker.start();
            worker.join();
        } finally {
            System.setErr(original);
        }

        assertThat(err.toString()).startsWith("Exception in thread \"printer\" java.lang.IllegalStateException: printed");
        assertThat(buffer.lastSeq()).isEqualTo(1);
    }

    @Test
    void julInfoAndAboveAreRecordedWithTheirLevelLoggerAndThread() {
        capture = LogCapture.start(buffer);
        Logger orders = Logger.getLogger("com.example.orders");

        orders.fine("not kept");
        orders.info("Order 7 placed");
        orders.warning("Stock low for SKU-1");
        orders.log(Level.SEVERE, "Save failed for {0}", new Object[]{"order 7"});

        assertThat(buffer.since(0, LogLevel.INFO)).extracting(LogEntry::level, LogEntry::logger, LogEntry::thread, LogEntry::message)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple(LogLevel.INFO, "com.example.orders", Thread.currentThread().getName(), "Order 7 placed"),
                        org.assertj.core.groups.Tuple.tuple(LogLevel.WARN, "com.example.orders", Thread.currentThread().getName(), "Stock low for SKU-1"),
                        org.assertj.core.groups.Tuple.tuple(LogLevel.ERROR, "com.example.orders", Thread.currentThread().getName(), "Save failed for order 7"));
    }

    @Test
    void printedLinesAreKeptWithTheirStreamAndTheConsoleGetsThemUnchanged() {
        java.io.PrintStream appOut = System.out;
        java.io.PrintStream appErr = System.err;
        java.io.ByteArrayOutputStream console = new java.io.ByteArrayOutputStream();
        java.io.PrintStream consoleOut = new java.io.PrintStream(console, true, java.nio.charset.StandardCharsets.UTF_8);
        java.io.PrintStream consoleErr = new java.io.PrintStream(console, true, java.nio.charset.StandardCharsets.UTF_8);
        System.setOut(consoleOut);
        System.setErr(consoleErr);
        try {
            capture = LogCapture.start(buffer);
            assertThat(capture.sources()).contains("console");

            System.out.println("Rating = 4.0");
            System.out.print("Result ");
            System.out.print("is alice=s3cret é");
            System.out.println();
            System.err.println("Disk almost full");
            capture.close();
            System.out.println("after the close");

            assertThat(console.toString(java.nio.charset.StandardCharsets.UTF_8)).as("the console, unchanged")
                    .isEqualTo(String.join(System.lineSeparator(), "Rating = 4.0", "Result is alice=s3cret é",
                            "Disk almost full", "after the close", ""));
            assertThat(System.out).as("the app's stream is back").isSameAs(consoleOut);
            assertThat(System.err).isSameAs(consoleErr);
            assertThat(buffer.since(0, LogLevel.INFO)).extracting(LogEntry::level, LogEntry::stream, LogEntry::message)
                    .containsExactly(
                            org.assertj.core.groups.Tuple.tuple(LogLevel.INFO, "out", "Rating = 4.0"),
                            org.assertj.core.groups.Tuple.tuple(LogLevel.INFO, "out", "Result is alice=s3cret é"),
                            org.assertj.core.groups.Tuple.tuple(LogLevel.WARN, "err", "Disk almost full"));
        } finally {
            System.setOut(appOut);
            System.setErr(appErr);
        }
    }

    @Test
    void logRecordsTheFrameworksWriteToTheConsoleAreNotTakenForPrintedLines() {
        capture = LogCapture.start(buffer);
        java.util.logging.ConsoleHandler julConsole = new java.util.logging.ConsoleHandler(); // writes to System.err now
        Logger julLogger = Logger.getLogger("com.example.console");
        julLogger.setUseParentHandlers(false);
        julLogger.addHandler(julConsole);
        try {
            julLogger.warning("through JUL's console handler");
            julConsole.flush();
            LoggerFactory.getLogger("com.example.console").info("through Logback's console appender");
        } finally {
            julLogger.removeHandler(julConsole);
            julLogger.setUseParentHandlers(true);
        }

        assertThat(buffer.since(0, LogLevel.INFO)).noneMatch(entry -> entry.stream() != null);
        assertThat(buffer.since(0, LogLevel.INFO)).extracting(LogEntry::message)
                .as("kept once, as Logback's record").containsOnlyOnce("through Logback's console appender");
    }

    @Test
    void withoutTheConsoleTheStreamsAreLeftAlone() {
        java.io.PrintStream out = System.out;
        capture = LogCapture.start(buffer, false);

        System.out.println("not kept");

        assertThat(System.out).isSameAs(out);
        assertThat(capture.sources()).doesNotContain("console");
        assertThat(buffer.lastSeq()).isZero();
    }

    @Test
    void ourOwnLoggersAreLeftOut() {
        capture = LogCapture.start(buffer);

        Logger.getLogger("io.github.mcpjavafx.debug.mcp.ToolCall").severe("a tool failed");

        assertThat(buffer.lastSeq()).isZero();
    }

    @Test
    void julHandlerComesBackAfterTheAppResetsJul() throws Exception {
        capture = LogCapture.start(buffer);
        java.util.logging.LogManager.getLogManager().readConfiguration(); // drops every root handler

        capture.keepHooked();
        Logger.getLogger("com.example.orders").warning("after reset");

        assertThat(buffer.since(0, LogLevel.WARN)).extracting(LogEntry::message).containsExactly("after reset");
    }

    @Test
    void logbackInfoAndWarningsThroughSlf4jAreRecorded() {
        capture = LogCapture.start(buffer);
        assertThat(capture.sources()).contains("logback");

        LoggerFactory.getLogger("com.example.billing").debug("not kept");
        LoggerFactory.getLogger("com.example.billing").info("Invoice {} sent", 12);
        LoggerFactory.getLogger("com.example.billing").warn("Invoice {} is late", 12, new IllegalStateException("overdue"));

        assertThat(buffer.since(0, LogLevel.INFO)).extracting(LogEntry::level, LogEntry::message)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(LogLevel.INFO, "Invoice 12 sent"),
                        org.assertj.core.groups.Tuple.tuple(LogLevel.WARN, "Invoice 12 is late"));

        assertThat(buffer.since(0, LogLevel.WARN)).singleElement().satisfies(entry -> {
            assertThat(entry.logger()).isEqualTo("com.example.billing");
            assertThat(entry.message()).isEqualTo("Invoice 12 is late");
            assertThat(entry.exception().message()).isEqualTo("overdue");
        });
    }

    @Test
    void theServersLibrariesInfoRecordsAreLeftOutAndTheirWarningsKept() {
        capture = LogCapture.start(buffer);

        LoggerFactory.getLogger("io.modelcontextprotocol.server.McpStatelessAsyncServer").info("Client initialize request");
        LoggerFactory.getLogger("org.springframework.boot.tomcat.TomcatWebServer").info("Tomcat started on port 47321");
        LoggerFactory.getLogger("org.apache.catalina.core.StandardService").warn("Connector failed");
        LoggerFactory.getLogger("com.example.springfield").info("the app's own INFO, a name that only looks alike");

        assertThat(buffer.since(0, LogLevel.INFO)).extracting(LogEntry::level, LogEntry::message).containsExactly(
                org.assertj.core.groups.Tuple.tuple(LogLevel.WARN, "Connector failed"),
                org.assertj.core.groups.Tuple.tuple(LogLevel.INFO, "the app's own INFO, a name that only looks alike"));
    }

    @Test
    void log4jInfoAndWarningsAreRecorded() {
        Configurator.setRootLevel(org.apache.logging.log4j.Level.INFO); // the default configuration keeps ERROR only
        capture = LogCapture.start(buffer);
        assertThat(capture.sources()).contains("log4j");

        LogManager.getLogger("com.example.shipping").debug("not kept");
        LogManager.getLogger("com.example.shipping").info("Parcel {} handed over", 7);
        LogManager.getLogger("com.example.shipping").warn("Carrier {} slow", "ACME");
        LogManager.getLogger("com.example.shipping").fatal("Carrier down");

        assertThat(buffer.since(0, LogLevel.INFO)).extracting(LogEntry::level, LogEntry::message).containsExactly(
                org.assertj.core.groups.Tuple.tuple(LogLevel.INFO, "Parcel 7 handed over"),
                org.assertj.core.groups.Tuple.tuple(LogLevel.WARN, "Carrier ACME slow"),
                org.assertj.core.groups.Tuple.tuple(LogLevel.ERROR, "Carrier down"));
    }

    @Test
    void sourcesNameEverythingCaptured() {
        capture = LogCapture.start(buffer);

        assertThat(capture.sources()).containsExactly("uncaught", "jul", "logback", "log4j", "console");
    }

    private static boolean isOurs(Handler handler) {
        return handler.getClass().getName().startsWith(LogCapture.class.getPackageName());
    }

    private static ch.qos.logback.classic.Logger logbackRoot() {
        return (ch.qos.logback.classic.Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
    }

    private static java.util.Set<String> log4jRootAppenders() {
        var context = (org.apache.logging.log4j.core.LoggerContext) LogManager.getContext(false);
        return context.getConfiguration().getRootLogger().getAppenders().keySet();
    }
}
