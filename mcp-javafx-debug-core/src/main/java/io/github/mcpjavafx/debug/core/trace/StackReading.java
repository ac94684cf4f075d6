package io.github.mcpjavafx.debug.core.trace;

import io.github.mcpjavafx.debug.core.fx.FxThreadActivity;
import io.github.mcpjavafx.debug.core.fxinternals.FxThreadFrames;

import java.util.List;

/**
 * Reads one stack sample of the FX thread: what kind of work it shows ({@link FxPhase}), the app's own
 * frame nearest the top, and what that frame waited on. Only class and method names are read; what JavaFX's own
 * frames mean is {@link FxThreadFrames}'s to say.
 */
final class StackReading {

    /** The library's own packages: its work on the FX thread is not the app's. */
    private static final List<String> OURS = List.of("core.", "mcp.", "security.", "server.", "spi.", "stdio.",
            "agent.", "autoconfigure.", "McpJavafx");
    private static final String OUR_ROOT = "io.github.mcpjavafx.debug.";
    private static final List<String> IO_CLASSES = List.of("java.io.File", "java.io.RandomAccessFile", "sun.nio.ch.",
            "sun.nio.fs.", "java.nio.file.Files", "java.nio.channels.", "java.net.", "sun.net.", "java.io.ObjectInputStream");

    private StackReading() {
    }

    /** What the FX thread waited on inside the app's frame. */
    enum Wait {
        SLEEP("sleep"), IO("I/O"), LOCK("lock");

        final String label;

        Wait(String label) {
            this.label = label;
        }
    }

    /**
     * One sample, read.
     *
     * @param phase     the kind of work
     * @param appFrame  the app's frame nearest the top, null when none is on the stack
     * @param file      that frame's {@code File.java:88}, null when none
     * @param waitedOn  what that frame waited on, null when it ran (or no app frame)
     * @param handler   for input: which handler ran ({@code a button's action handler}), else null
     * @param addsNodes whether the app was adding children to a parent
     */
    record Read(FxPhase phase, String appFrame, String file, Wait waitedOn, String handler, boolean addsNodes) {
        static final Read IDLE = new Read(FxPhase.IDLE, null, null, null, null, false);

        Read withHandler(String named) {
            return new Read(phase, appFrame, file, waitedOn, named, addsNodes);
        }
    }

    /** Reads {@code stack} (top first) of a thread in {@code state}. */
    static Read read(StackTraceElement[] stack, Thread.State state) {
        if (stack.length == 0 || idle(stack)) {
            return Read.IDLE;
        }
        FxPhase phase = phase(stack);
        int app = firstAppFrame(stack);
        if (app < 0) {
            return new Read(phase, null, null, null, handler(stack, phase), false);
        }
        StackTraceElement frame = stack[app];
        String file = frame.getFileName() == null ? null
                : frame.getLineNumber() >= 0 ? frame.getFileName() + ":" + frame.getLineNumber() : frame.getFileName();
        return new Read(phase, FxThreadActivity.frame(frame), file, waitAbove(stack, app, state), handler(stack, phase),
                addsNodes(stack, app));
    }

    /** In the event loop, waiting for work: the loop's own frame is on top, only the JDK's above it. */
    private static boolean idle(StackTraceElement[] stack) {
        for (StackTraceElement e : stack) {
            String cls = e.getClassName();
            if (cls.startsWith("java.") || cls.startsWith("jdk.") || cls.startsWith("sun.")) {
                continue;
            }
            return FxThreadFrames.waitsForWork(cls, e.getMethodName());
        }
        return false;
    }

    /**
     * The outermost kind of work on the stack (what started it), read from the bottom up; a nested event loop
     * (a dialog's {@code showAndWait}) starts the reading again, since what runs in it is its own work.
     */
    private static FxPhase phase(StackTraceElement[] stack) {
        FxPhase entry = FxPhase.OTHER;
        FxPhase inPulse = null;
        for (int i = stack.length - 1; i >= 0; i--) {
            String cls = stack[i].getClassName();
            String method = stack[i].getMethodName();
            if (method.contains("NestedEventLoop")) {
                entry = FxPhase.OTHER;
                inPulse = null;
                continue;
            }
            if (entry == FxPhase.OTHER) {
                if (FxThreadFrames.runsPulse(cls, method)) {
                    entry = FxPhase.RENDER; // a pulse; its phase is read next
                } else if (FxThreadFrames.deliversInput(cls, method)) {
                    entry = FxPhase.INPUT;
                } else if (FxThreadFrames.runsLaterTask(cls, method)) {
                    entry = FxPhase.RUN_LATER;
                }
            } else if (entry == FxPhase.RENDER && inPulse == null) {
                inPulse = pulsePhase(cls, method);
            }
            if (isOurs(cls) && entry != FxPhase.INPUT) {
                return FxPhase.SERVER;
            }
        }
        return entry == FxPhase.RENDER && inPulse != null ? inPulse : entry;
    }

    private static FxPhase pulsePhase(String cls, String method) {
        if (FxThreadFrames.playsAnimations(cls)) {
            return FxPhase.ANIMATION;
        }
        if (FxThreadFrames.isCssPass(cls, method)) {
            return FxPhase.CSS;
        }
        if (FxThreadFrames.isLayoutPass(cls, method)) {
            return FxPhase.LAYOUT;
        }
        return null;
    }

    private static int firstAppFrame(StackTraceElement[] stack) {
        for (int i = 0; i < stack.length; i++) {
            String cls = stack[i].getClassName();
            // a lambda's generated class has no source: the method it calls is the frame to name
            if (!FxThreadActivity.platformFrame(stack[i]) && !isOurs(cls) && !cls.contains("$$Lambda")) {
                return i;
            }
        }
        return -1;
    }

    static boolean isOurs(String cls) {
        if (!cls.startsWith(OUR_ROOT)) {
            return false;
        }
        String rest = cls.substring(OUR_ROOT.length());
        for (String ours : OURS) {
            if (rest.startsWith(ours)) {
                return true;
            }
        }
        return false;
    }

    /** What the frames above the app's (the JDK's) show it waited on. */
    private static Wait waitAbove(StackTraceElement[] stack, int app, Thread.State state) {
        if (state == Thread.State.BLOCKED) {
            return Wait.LOCK;
        }
        for (int i = 0; i < app; i++) {
            String cls = stack[i].getClassName();
            if (cls.equals("java.lang.Thread") && stack[i].getMethodName().startsWith("sleep")) {
                return Wait.SLEEP;
            }
            for (String io : IO_CLASSES) {
                if (cls.startsWith(io)) {
                    return Wait.IO;
                }
            }
        }
        return state == Thread.State.WAITING || state == Thread.State.TIMED_WAITING ? Wait.LOCK : null;
    }

    private static String handler(StackTraceElement[] stack, FxPhase phase) {
        if (phase != FxPhase.INPUT) {
            return null;
        }
        for (StackTraceElement e : stack) {
            String cls = e.getClassName();
            if (cls.startsWith("javafx.scene.control.") && e.getMethodName().equals("fire")) {
                return cls.contains("MenuItem") ? "a menu item's action handler" : ActionTargets.BUTTON_HANDLER;
            }
        }
        for (StackTraceElement e : stack) {
            if (FxThreadFrames.isKeyHandler(e.getClassName())) {
                return "a key handler";
            }
            if (FxThreadFrames.isMouseHandler(e.getClassName())) {
                return "a mouse handler";
            }
        }
        return "an input handler";
    }

    /** Whether the app's frame was adding to a parent's children (the list JavaFX decorates for them). */
    private static boolean addsNodes(StackTraceElement[] stack, int app) {
        for (int i = 0; i < app; i++) {
            if (FxThreadFrames.addsChildren(stack[i].getClassName())) {
                return true;
            }
        }
        return false;
    }
}
