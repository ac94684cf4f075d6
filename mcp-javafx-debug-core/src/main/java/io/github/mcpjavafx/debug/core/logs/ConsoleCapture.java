package io.github.mcpjavafx.debug.core.logs;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.Charset;
import java.util.List;

/**
 * The lines the app prints to {@code System.out} and {@code System.err}: both are replaced by a tee
 * that hands every byte to the original stream at once, unchanged, and keeps each whole line. The
 * originals come back on {@link #close()}.
 *
 * <p>Lines written by a logging framework (Logback's or Log4j's console appender, JUL's console
 * handler: our own server's log among them) are not kept: they are log records, which the
 * framework's own source captures at INFO and above, and the server's own lines are no app output.
 * Nothing this class does while keeping a line prints, and a write made while keeping one passes
 * straight through, so the capture can never feed itself.
 */
final class ConsoleCapture implements LogSource {

    /** Longer lines are cut; the rest of the line still reaches the console. */
    static final int MAX_LINE_BYTES = 4096;

    /** Frames of these packages on the writing thread's stack mean a log record, not a printed line. */
    private static final List<String> LOGGING = List.of("java.util.logging.", "sun.util.logging.",
            "jdk.internal.logger.", "ch.qos.logback.", "org.apache.logging.log4j.", "org.slf4j.",
            "org.apache.commons.logging.", "org.jboss.logging.", "io.github.mcpjavafx.debug.agent.");

    private static final StackWalker STACK = StackWalker.getInstance();

    private final PrintStream originalOut;
    private final PrintStream originalErr;
    private final LineTee outTee;
    private final LineTee errTee;
    private final PrintStream out;
    private final PrintStream err;

    private ConsoleCapture(LogSink sink) {
        originalOut = System.out;
        originalErr = System.err;
        Charset outCharset = charsetOf(originalOut, "stdout.encoding", "sun.stdout.encoding");
        Charset errCharset = charsetOf(originalErr, "stderr.encoding", "sun.stderr.encoding");
        outTee = new LineTee(originalOut, outCharset, "out", sink);
        errTee = new LineTee(originalErr, errCharset, "err", sink);
        out = new PrintStream(outTee, true, outCharset);
        err = new PrintStream(errTee, true, errCharset);
    }

    static ConsoleCapture start(LogSink sink) {
        ConsoleCapture capture = new ConsoleCapture(sink);
        System.setOut(capture.out);
        System.setErr(capture.err);
        return capture;
    }

    @Override
    public String name() {
        return "console";
    }

    /** A stream the app set itself after the start is the app's choice: left alone. */
    @Override
    public void keepHooked() {
    }

    /** Stops keeping lines and puts the original streams back, unless the app has set streams of its own since. */
    @Override
    public void close() {
        outTee.stop();
        errTee.stop();
        out.flush();
        err.flush();
        if (System.out == out) {
            System.setOut(originalOut);
        }
        if (System.err == err) {
            System.setErr(originalErr);
        }
    }

    /**
     * The charset the original stream encodes with (Java 18+ tells it; before, the properties the JDK
     * reads for it), so that the bytes reaching the console are those the app's own stream would write.
     */
    private static Charset charsetOf(PrintStream original, String property, String legacyProperty) {
        try {
            return (Charset) PrintStream.class.getMethod("charset").invoke(original);
        } catch (ReflectiveOperationException | RuntimeException olderJdk) {
            String name = System.getProperty(property, System.getProperty(legacyProperty));
            try {
                return name == null ? Charset.defaultCharset() : Charset.forName(name);
            } catch (RuntimeException unknown) {
                return Charset.defaultCharset();
            }
        }
    }

    /** Passes bytes on at once; gathers them per writing thread into lines, so threads' lines never mix. */
    private static final class LineTee extends OutputStream {

        private final PrintStream original;
        private final String stream;
        private final LogSink sink;
        private final Charset charset;
        private final ThreadLocal<ByteArrayOutputStream> pending = ThreadLocal.withInitial(ByteArrayOutputStream::new);
        private final ThreadLocal<Boolean> keeping = ThreadLocal.withInitial(() -> false);
        private volatile boolean stopped;

        /** {@code charset}: the one the tee's PrintStream encodes with, so its lines decode as written. */
        LineTee(PrintStream original, Charset charset, String stream, LogSink sink) {
            this.original = original;
            this.charset = charset;
            this.stream = stream;
            this.sink = sink;
        }

        void stop() {
            stopped = true;
        }

        @Override
        public void write(int b) {
            original.write(b);
            gather(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] b, int off, int len) {
            original.write(b, off, len);
            gather(b, off, len);
        }

        @Override
        public void flush() {
            original.flush();
        }

        private void gather(byte[] b, int off, int len) {
            if (stopped || keeping.get()) {
                return;
            }
            ByteArrayOutputStream line = pending.get();
            int start = off;
            for (int i = off; i < off + len; i++) {
                if (b[i] == '\n') {
                    append(line, b, start, i - start);
                    keep(line);
                    start = i + 1;
                }
            }
            append(line, b, start, off + len - start);
        }

        private static void append(ByteArrayOutputStream line, byte[] b, int off, int len) {
            int room = MAX_LINE_BYTES - line.size();
            if (room > 0 && len > 0) {
                line.write(b, off, Math.min(room, len));
            }
        }

        private void keep(ByteArrayOutputStream bytes) {
            String line = bytes.toString(charset);
            bytes.reset();
            if (line.endsWith("\r")) {
                line = line.substring(0, line.length() - 1);
            }
            if (line.isEmpty() || fromLogging()) {
                return;
            }
            keeping.set(true);
            try {
                sink.printed(stream, line);
            } catch (RuntimeException e) {
                // keeping a line must never break the app's printing
            } finally {
                keeping.set(false);
            }
        }

        /** A log record, or the JDK printing an uncaught exception: both are captured as records already. */
        private static boolean fromLogging() {
            return STACK.walk(frames -> frames.anyMatch(frame -> {
                String name = frame.getClassName();
                if (name.equals("java.lang.ThreadGroup") && frame.getMethodName().equals("uncaughtException")) {
                    return true;
                }
                for (String prefix : LOGGING) {
                    if (name.startsWith(prefix)) {
                        return true;
                    }
                }
                return false;
            }));
        }
    }
}
