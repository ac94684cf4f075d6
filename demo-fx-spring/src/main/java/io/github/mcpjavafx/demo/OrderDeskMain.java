package io.github.mcpjavafx.demo;

import javafx.application.Application;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Starts the Order desk. A plain class rather than the {@link Application} itself: with JavaFX on
 * the class path, a main class that extends {@code Application} fails with "JavaFX runtime
 * components are missing". It also gets to choose the display before the toolkit starts.
 */
public final class OrderDeskMain {

    private static final Log LOG = LogFactory.getLog(OrderDeskMain.class);
    /** Set by the demo's Maven profile: end with the Maven process that forked it. */
    private static final String EXIT_WITH_PARENT = "demo.exitWithParent";

    private OrderDeskMain() {
    }

    public static void main(String[] args) {
        DisplayMode mode = DisplayMode.decide(List.of(args), systemProperties(), System.getenv());
        mode.applyBeforeToolkitStarts();
        LOG.info(mode.describe());
        if (Boolean.getBoolean(EXIT_WITH_PARENT)) {
            exitWithParent();
        }
        Application.launch(OrderDeskApplication.class, args);
    }

    /**
     * Ends the demo when the process that started it ends. Maven's exec plugin forks the demo; a Maven
     * process that is killed (not interrupted with Ctrl+C, which reaches both) would leave the demo
     * serving on its fixed port, and the next start would find the port taken.
     */
    private static void exitWithParent() {
        ProcessHandle.current().parent().ifPresent(parent -> parent.onExit().thenRun(() -> {
            LOG.info("The process that started the demo ended; the demo ends too.");
            System.exit(0);
        }));
    }

    private static Map<String, String> systemProperties() {
        Map<String, String> properties = new HashMap<>();
        System.getProperties().forEach((key, value) -> properties.put(String.valueOf(key), String.valueOf(value)));
        return properties;
    }
}
