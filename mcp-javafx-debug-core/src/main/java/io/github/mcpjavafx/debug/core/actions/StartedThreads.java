package io.github.mcpjavafx.debug.core.actions;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * The threads an action's handling started: an auto-complete field that fetches its suggestions on a thread of
 * its own and shows them from {@code Platform.runLater} (ControlsFX's {@code AutoCompletionBinding}). What such a
 * thread hands to the FX thread is the action's late effect; the result waits until the thread is done, so that
 * whether it is told does not depend on how busy the machine is. A thread that waits for work without a time limit
 * (a pool's worker, parked) is done for this purpose; one that sleeps or runs is not.
 */
final class StartedThreads {

    /** The threads noted, each once; made when the first one is. */
    private Set<Thread> started;

    /** The live threads now, to compare with after a dispatch. Any thread. */
    static Set<Thread> now() {
        ThreadGroup root = Thread.currentThread().getThreadGroup();
        while (root.getParent() != null) {
            root = root.getParent();
        }
        Thread[] threads = new Thread[root.activeCount() + 16];
        int count = root.enumerate(threads, true);
        Set<Thread> live = identitySet();
        live.addAll(Arrays.asList(threads).subList(0, count));
        return live;
    }

    /** Notes the threads that live now and did not {@code before}. */
    synchronized void noteSince(Set<Thread> before) {
        for (Thread thread : now()) {
            if (!before.contains(thread) && thread != Thread.currentThread()) {
                if (started == null) {
                    started = identitySet();
                }
                started.add(thread);
            }
        }
    }

    /** The noted threads still at work: alive, and running, blocked or sleeping. Any thread. */
    synchronized List<Thread> atWork() {
        if (started == null) {
            return List.of();
        }
        List<Thread> busy = new ArrayList<>();
        for (Thread thread : started) {
            if (atWork(thread)) {
                busy.add(thread);
            }
        }
        return busy;
    }

    private static boolean atWork(Thread thread) {
        return switch (thread.getState()) {
            case NEW, RUNNABLE, BLOCKED -> true;
            case TIMED_WAITING -> sleeps(thread); // a worker polling its queue with a keep-alive waits for work
            case WAITING, TERMINATED -> false;
        };
    }

    /** Whether a thread is in {@code Thread.sleep}: a task's delay before it does its work. */
    private static boolean sleeps(Thread thread) {
        for (StackTraceElement frame : thread.getStackTrace()) {
            if (frame.getClassName().equals(Thread.class.getName())) {
                if (frame.getMethodName().startsWith("sleep")) {
                    return true;
                }
            } else {
                return false; // the first frame outside Thread is where it waits from
            }
        }
        return false;
    }

    private static <T> Set<T> identitySet() {
        return Collections.newSetFromMap(new IdentityHashMap<>());
    }
}
