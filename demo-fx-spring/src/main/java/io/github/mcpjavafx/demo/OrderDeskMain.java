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

    private OrderDeskMain() {
    }

    public static void main(String[] args) {
        DisplayMode mode = DisplayMode.decide(List.of(args), systemProperties(), System.getenv());
        mode.applyBeforeToolkitStarts();
        LOG.info(mode.describe());
        Application.launch(OrderDeskApplication.class, args);
    }

    private static Map<String, String> systemProperties() {
        Map<String, String> properties = new HashMap<>();
        System.getProperties().forEach((key, value) -> properties.put(String.valueOf(key), String.valueOf(value)));
        return properties;
    }
}
