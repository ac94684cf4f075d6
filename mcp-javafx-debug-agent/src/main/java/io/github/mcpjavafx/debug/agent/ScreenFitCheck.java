package io.github.mcpjavafx.debug.agent;

import java.lang.reflect.Method;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.WeakHashMap;

/**
 * With {@code headless=true}: Monocle's virtual screen is made once, when the toolkit starts, before any window of
 * the app is known. So the agent makes it large, and once the app shows a window that does not fit, says so in one
 * line with the {@code screen=} that would hold it: parts of a window off the screen cannot be clicked. Reads
 * JavaFX's public API by reflection (the agent is not compiled against JavaFX) on the FX thread.
 */
final class ScreenFitCheck {

    /** Windows come and grow while the app runs; a look every two seconds costs the FX thread next to nothing. */
    private static final long LOOK_MILLIS = 2000;

    /** The windows already reported, so that each is told once. */
    private final Set<Object> told = Collections.newSetFromMap(new WeakHashMap<>());

    private ScreenFitCheck() {
    }

    /** Once the toolkit runs: looks at the windows until the toolkit ends; blocks the calling (daemon) thread. */
    static void lookWhileRunning(ClassLoader javafx) {
        new ScreenFitCheck().run(javafx);
    }

    private void run(ClassLoader javafx) {
        try {
            Method runLater = Class.forName("javafx.application.Platform", true, javafx).getMethod("runLater", Runnable.class);
            JavafxWindows windows = new JavafxWindows(javafx);
            while (true) {
                runLater.invoke(null, (Runnable) () -> look(windows));
                Thread.sleep(LOOK_MILLIS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ReflectiveOperationException | RuntimeException e) {
            // the toolkit has ended (runLater refuses), or JavaFX is not what it was: nothing left to check
        }
    }

    private void look(JavafxWindows windows) {
        try {
            double[] screen = windows.screenSize();
            for (Object window : windows.showing()) {
                double[] size = windows.size(window);
                if ((size[0] > screen[0] || size[1] > screen[1]) && told.add(window)) {
                    DebugAgent.log(message(windows.title(window), size, screen));
                }
            }
        } catch (ReflectiveOperationException | RuntimeException e) {
            DebugAgent.log("headless: cannot compare the windows with the virtual screen: " + e);
        }
    }

    static String message(String title, double[] size, double[] screen) {
        int width = (int) Math.ceil(Math.max(size[0], screen[0]));
        int height = (int) Math.ceil(Math.max(size[1], screen[1]));
        return "headless: the window " + (title == null ? "" : "\"" + title + "\" ") + "is " + (int) Math.ceil(size[0]) + "x"
                + (int) Math.ceil(size[1]) + ", larger than the virtual screen " + (int) screen[0] + "x" + (int) screen[1]
                + ": what lies outside cannot be seen or clicked. Start with the agent option screen=" + width + "x" + height;
    }

    /** JavaFX's windows and screen through its public API. */
    private static final class JavafxWindows {

        private final Method getWindows;
        private final Method isShowing;
        private final Method getWidth;
        private final Method getHeight;
        private final Class<?> stage;
        private final Method getTitle;
        private final Method getPrimary;
        private final Method getBounds;
        private final Method boundsWidth;
        private final Method boundsHeight;

        JavafxWindows(ClassLoader javafx) throws ReflectiveOperationException {
            Class<?> window = Class.forName("javafx.stage.Window", false, javafx);
            getWindows = window.getMethod("getWindows");
            isShowing = window.getMethod("isShowing");
            getWidth = window.getMethod("getWidth");
            getHeight = window.getMethod("getHeight");
            stage = Class.forName("javafx.stage.Stage", false, javafx);
            getTitle = stage.getMethod("getTitle");
            Class<?> screen = Class.forName("javafx.stage.Screen", false, javafx);
            getPrimary = screen.getMethod("getPrimary");
            getBounds = screen.getMethod("getBounds");
            Class<?> rectangle = Class.forName("javafx.geometry.Rectangle2D", false, javafx);
            boundsWidth = rectangle.getMethod("getWidth");
            boundsHeight = rectangle.getMethod("getHeight");
        }

        List<?> showing() throws ReflectiveOperationException {
            List<?> all = List.copyOf((List<?>) getWindows.invoke(null));
            return all.stream().filter(this::isShowing).toList();
        }

        private boolean isShowing(Object window) {
            try {
                return (Boolean) isShowing.invoke(window);
            } catch (ReflectiveOperationException e) {
                return false;
            }
        }

        double[] size(Object window) throws ReflectiveOperationException {
            return new double[] {(Double) getWidth.invoke(window), (Double) getHeight.invoke(window)};
        }

        String title(Object window) throws ReflectiveOperationException {
            return stage.isInstance(window) ? (String) getTitle.invoke(window) : null;
        }

        double[] screenSize() throws ReflectiveOperationException {
            Object bounds = getBounds.invoke(getPrimary.invoke(null));
            return new double[] {(Double) boundsWidth.invoke(bounds), (Double) boundsHeight.invoke(bounds)};
        }
    }
}
