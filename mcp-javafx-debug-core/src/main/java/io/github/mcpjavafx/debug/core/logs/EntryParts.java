package io.github.mcpjavafx.debug.core.logs;

import io.github.mcpjavafx.debug.core.model.ExceptionSummary;

import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * Shapes what a logger or a dying thread hands over into the parts of a log entry: the time of
 * day, the message cut to size, and the exception reduced to its type, message and the
 * application's own first frames, which is where an agent must look. The whole stack trace stays
 * in the application's own log.
 */
final class EntryParts {

    /** Long enough for any one-line message, short enough that a thousand records stay small. */
    static final int MAX_MESSAGE = 300;
    static final int MAX_FRAMES = 3;

    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss.SSS").withZone(ZoneId.systemDefault());

    /** Frames of these packages are the platform's or a framework's, never where the app went wrong. */
    private static final List<String> NOT_THE_APP = List.of("java.", "javax.", "jdk.", "sun.", "com.sun.",
            "javafx.", "org.openjfx.", "org.springframework.", "org.apache.", "ch.qos.logback.", "org.slf4j.",
            "kotlin.", "scala.", "groovy.", "org.codehaus.groovy.", "org.junit.", "org.testfx.");

    private EntryParts() {
    }

    static String time(long epochMillis) {
        return TIME.format(Instant.ofEpochMilli(epochMillis));
    }

    /** The message, cut after {@value #MAX_MESSAGE} characters with {@code …}; null stays null. */
    static String message(String message) {
        if (message == null || message.length() <= MAX_MESSAGE) {
            return message;
        }
        int end = MAX_MESSAGE - 1;
        if (Character.isHighSurrogate(message.charAt(end - 1))) {
            end--;
        }
        return message.substring(0, end) + "…";
    }

    /** The exception with its root cause (when it has one); null for null. */
    static ExceptionSummary exception(Throwable thrown) {
        if (thrown == null) {
            return null;
        }
        Throwable root = rootCause(thrown);
        List<String> frames = appFrames(thrown);
        if (root == thrown) {
            return new ExceptionSummary(thrown.getClass().getName(), message(thrown.getMessage()), frames, null);
        }
        // A wrapper made where its cause was caught shares its frames: say them once.
        List<String> rootFrames = appFrames(root);
        return new ExceptionSummary(thrown.getClass().getName(), message(thrown.getMessage()), frames,
                new ExceptionSummary(root.getClass().getName(), message(root.getMessage()),
                        rootFrames.equals(frames) ? List.of() : rootFrames, null));
    }

    /** The deepest cause; a cycle of causes ends where it closes. */
    private static Throwable rootCause(Throwable thrown) {
        Set<Throwable> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        Throwable root = thrown;
        while (root.getCause() != null && seen.add(root)) {
            root = root.getCause();
        }
        return root;
    }

    /** Up to {@value #MAX_FRAMES} frames of the application, from the top; the top frame when none is the app's. */
    static List<String> appFrames(Throwable thrown) {
        StackTraceElement[] stack = thrown.getStackTrace();
        List<String> frames = new ArrayList<>(MAX_FRAMES);
        for (StackTraceElement frame : stack) {
            if (isApp(frame.getClassName())) {
                frames.add(frame(frame));
                if (frames.size() == MAX_FRAMES) {
                    break;
                }
            }
        }
        if (frames.isEmpty() && stack.length > 0) {
            frames.add(frame(stack[0]));
        }
        return frames;
    }

    static boolean isApp(String className) {
        for (String prefix : NOT_THE_APP) {
            if (className.startsWith(prefix)) {
                return false;
            }
        }
        return true;
    }

    /** {@code com.acme.OrderView.save(OrderView.java:42)}: as in a stack trace, without module or loader prefixes. */
    private static String frame(StackTraceElement frame) {
        String where = frame.isNativeMethod() ? "Native Method"
                : frame.getFileName() == null ? "Unknown Source"
                : frame.getLineNumber() >= 0 ? frame.getFileName() + ":" + frame.getLineNumber() : frame.getFileName();
        return frame.getClassName() + "." + frame.getMethodName() + "(" + where + ")";
    }
}
