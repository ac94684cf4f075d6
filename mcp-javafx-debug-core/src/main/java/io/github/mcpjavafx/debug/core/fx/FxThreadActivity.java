package io.github.mcpjavafx.debug.core.fx;

import io.github.mcpjavafx.debug.core.fxinternals.ToolkitFrames;
import javafx.stage.Modality;
import javafx.stage.Stage;
import javafx.stage.Window;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * What the FX thread is doing when it does not answer in time, read from its stack: the app's
 * top frames ({@code busy in com.acme.ReportView.recompute(ReportView.java:88)}), skipping the
 * JDK's and JavaFX's own, or the modal dialog whose nested event loop ({@code showAndWait}) it
 * waits in. Long work on the FX thread is the most common JavaFX bug; this tells the agent where
 * to look in the app's code. Bounded: a few frames, a short title.
 */
public record FxThreadActivity(String summary, Map<String, Object> details) {

    static final int MAX_FRAMES = 3;
    private static final int MAX_TITLE = 80;
    private static final String FX_THREAD_NAME = "JavaFX Application Thread";
    private static final List<String> PLATFORM_PACKAGES = List.of(
            "java.", "javax.", "jdk.", "sun.", "com.sun.", "javafx.", "com.oracle.");

    /** The FX thread as last seen running our work; found by name until then. */
    private static volatile Thread fxThread;

    /** Called on the FX thread, so that a later description need not search for it. */
    static void remember(Thread thread) {
        fxThread = thread;
    }

    /**
     * What the FX thread does right now, or null when it cannot be told (no FX thread found,
     * or no stack to read). Never waits on the FX thread longer than a moment.
     */
    public static FxThreadActivity now() {
        Thread thread = thread();
        if (thread == null) {
            return null;
        }
        StackTraceElement[] stack = thread.getStackTrace();
        return stack.length == 0 ? null : of(stack, thread.getState(), FxThreadActivity::modalTitle);
    }

    /** The FX thread, or null when none was found. */
    static Thread thread() {
        Thread thread = fxThread;
        if (thread == null) {
            thread = findByName();
            fxThread = thread;
        }
        return thread;
    }

    /** Whether {@code stack} (top first) waits in a nested event loop (a modal dialog's {@code showAndWait}). */
    static boolean inNestedLoop(StackTraceElement[] stack) {
        for (StackTraceElement e : stack) {
            if (entersNestedLoop(e)) {
                return true;
            }
        }
        return false;
    }

    /** Reads {@code stack} (top first); {@code dialogTitle} names the modal dialog of a nested loop, or gives null. */
    static FxThreadActivity of(StackTraceElement[] stack, Thread.State state, Supplier<String> dialogTitle) {
        int firstApp = -1;
        int nestedLoop = -1;
        for (int i = 0; i < stack.length; i++) {
            if (firstApp < 0 && !platformFrame(stack[i])) {
                firstApp = i;
            }
            if (nestedLoop < 0 && entersNestedLoop(stack[i])) {
                nestedLoop = i;
            }
        }
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("threadState", state.name());
        if (nestedLoop >= 0 && (firstApp < 0 || firstApp > nestedLoop)) {
            String title = dialogTitle.get();
            List<String> caller = appFrames(stack, nestedLoop);
            String summary = "waiting in a nested event loop for the modal dialog "
                    + (title == null ? "(untitled)" : "\"" + title + "\"")
                    + (caller.isEmpty() ? "" : " (showAndWait called from " + caller.get(0) + ")")
                    + "; answer or close that dialog";
            details.put("doing", "NESTED_EVENT_LOOP");
            if (title != null) {
                details.put("modalDialog", title);
            }
            details.put("frames", caller);
            return new FxThreadActivity(summary, details);
        }
        if (firstApp < 0) {
            return null; // only the toolkit's own frames: nothing of the app to name
        }
        List<String> frames = appFrames(stack, firstApp);
        StringBuilder summary = new StringBuilder("busy in ").append(frames.get(0));
        if (frames.size() > 1) {
            summary.append(", called from ").append(String.join(" < ", frames.subList(1, frames.size())));
        }
        if (firstApp > 0) {
            StackTraceElement top = stack[0];
            summary.append(" (now in ").append(top.getClassName()).append('.').append(top.getMethodName()).append(')');
        }
        details.put("doing", "BUSY");
        details.put("frames", frames);
        return new FxThreadActivity(summary.toString(), details);
    }

    /** Up to {@link #MAX_FRAMES} app frames from index {@code from} on, the JDK's and JavaFX's left out. */
    private static List<String> appFrames(StackTraceElement[] stack, int from) {
        List<String> frames = new ArrayList<>();
        for (int i = from; i < stack.length && frames.size() < MAX_FRAMES; i++) {
            if (!platformFrame(stack[i])) {
                frames.add(frame(stack[i]));
            }
        }
        return frames;
    }

    /** {@code com.acme.View.load(View.java:88)}: a frame as results name it. */
    public static String frame(StackTraceElement e) {
        String file = e.getFileName() == null ? "Unknown Source"
                : e.getLineNumber() >= 0 ? e.getFileName() + ":" + e.getLineNumber() : e.getFileName();
        return e.getClassName() + "." + e.getMethodName() + "(" + file + ")";
    }

    /** Whether {@code e} belongs to the JDK, JavaFX or our FX-thread bridge rather than to the app. */
    public static boolean platformFrame(StackTraceElement e) {
        String name = e.getClassName();
        for (String prefix : PLATFORM_PACKAGES) {
            if (name.startsWith(prefix)) {
                return true;
            }
        }
        // our own bridge is how work reaches the FX thread, never what keeps it busy
        return name.equals(FxThread.class.getName()) || name.startsWith(FxThread.class.getName() + "$");
    }

    private static boolean entersNestedLoop(StackTraceElement e) {
        return ToolkitFrames.entersNestedLoop(e.getClassName(), e.getMethodName());
    }

    /** A nested event loop still handles queued work, so the dialog's title can be asked for, briefly. */
    private static String modalTitle() {
        try {
            return FxThread.callQuietly(() -> {
                String title = null;
                for (Window window : Window.getWindows()) {
                    if (window instanceof Stage stage && stage.isShowing() && stage.getModality() != Modality.NONE) {
                        title = stage.getTitle(); // the last one shown is on top
                    }
                }
                return title == null ? null
                        : title.length() <= MAX_TITLE ? title : title.substring(0, MAX_TITLE - 1) + "…";
            }, 250);
        } catch (RuntimeException notInTime) {
            return null;
        }
    }

    private static Thread findByName() {
        for (Thread thread : Thread.getAllStackTraces().keySet()) {
            if (FX_THREAD_NAME.equals(thread.getName())) {
                return thread;
            }
        }
        return null;
    }
}
