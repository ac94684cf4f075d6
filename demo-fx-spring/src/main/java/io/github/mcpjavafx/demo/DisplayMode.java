package io.github.mcpjavafx.demo;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Whether the Order desk shows a window or runs headless on Monocle, and why. Decided once, before
 * the JavaFX toolkit starts, because the toolkit reads its glass platform only when it starts.
 *
 * <p>In order: the argument {@code --headless} / {@code --headless=true|false}, then the system
 * property {@code -Ddemo.headless=true|false}, then the machine: a Linux or other Unix box without
 * {@code DISPLAY} and {@code WAYLAND_DISPLAY} has nothing to show a window on.
 *
 * @param headless true to run on Monocle's headless screen
 * @param reason   why, for the log
 */
record DisplayMode(boolean headless, String reason) {

    /** The program argument that forces the mode. */
    static final String ARGUMENT = "--headless";
    /** The system property that forces the mode. */
    static final String SYSTEM_PROPERTY = "demo.headless";

    /**
     * Monocle's headless screen with the software renderer; {@code java.awt.headless} keeps AWT
     * (ImageIO for screenshots) from looking for a display as well.
     */
    static final Map<String, String> MONOCLE_PROPERTIES = Map.of(
            "glass.platform", "Monocle",
            "monocle.platform", "Headless",
            "prism.order", "sw",
            "java.awt.headless", "true");

    /** Decides from the program arguments, the system properties and the environment. */
    static DisplayMode decide(List<String> args, Map<String, String> systemProperties, Map<String, String> env) {
        for (String arg : args) {
            if (arg.equals(ARGUMENT)) {
                return new DisplayMode(true, "forced by " + ARGUMENT);
            }
            if (arg.startsWith(ARGUMENT + "=")) {
                boolean headless = parse(arg.substring(ARGUMENT.length() + 1), ARGUMENT);
                return new DisplayMode(headless, "forced by " + arg);
            }
        }
        String property = systemProperties.get(SYSTEM_PROPERTY);
        if (property != null && !property.isBlank()) {
            boolean headless = parse(property, "-D" + SYSTEM_PROPERTY);
            return new DisplayMode(headless, "forced by -D" + SYSTEM_PROPERTY + "=" + property);
        }
        if ("Monocle".equals(systemProperties.get("glass.platform"))) {
            return new DisplayMode(true, "-Dglass.platform=Monocle is set");
        }
        String os = systemProperties.getOrDefault("os.name", "").toLowerCase(Locale.ROOT);
        boolean unixDesktop = !os.startsWith("windows") && !os.startsWith("mac");
        if (unixDesktop && isBlank(env.get("DISPLAY")) && isBlank(env.get("WAYLAND_DISPLAY"))) {
            return new DisplayMode(true, "no display: neither DISPLAY nor WAYLAND_DISPLAY is set");
        }
        return new DisplayMode(false, "a display is available");
    }

    /** Sets Monocle's system properties when headless; must run before the toolkit starts. */
    void applyBeforeToolkitStarts() {
        if (headless) {
            MONOCLE_PROPERTIES.forEach(System::setProperty);
        }
    }

    /** One line for the log, with how to switch. */
    String describe() {
        return headless
                ? "Running headless on Monocle (" + reason + "); agents see and drive the UI through MCP. "
                        + "Use " + ARGUMENT + "=false to show the window."
                : "Showing the window (" + reason + "). Use " + ARGUMENT + " to run without one.";
    }

    private static boolean parse(String value, String source) {
        return switch (value.trim().toLowerCase(Locale.ROOT)) {
            case "true", "yes", "1", "" -> true;
            case "false", "no", "0" -> false;
            default -> throw new IllegalArgumentException(source + " takes true or false, not \"" + value + "\"");
        };
    }

    private static boolean isBlank(String value) {
        return value == null || value.isBlank();
    }
}
