package io.github.mcpjavafx.debug;

import java.util.Locale;
import java.util.Properties;

/**
 * Reads {@link McpJavafxConfig} from {@code mcp.*} system properties (or any {@link Properties}):
 * each {@link Setting}'s {@link Setting#systemKey() system key}, falling back to its
 * {@link Setting#defaultValue() default}. Every key is optional; an unparsable value fails with a
 * message naming the key.
 */
public final class SystemPropertyConfig {

    private SystemPropertyConfig() {
    }

    public static McpJavafxConfig read(Properties p) {
        McpJavafxConfig.Builder config = McpJavafxConfig.builder();
        for (Setting setting : Setting.values()) {
            config.set(setting, value(setting, p.getProperty(setting.systemKey())));
        }
        return config.build();
    }

    /**
     * The value of {@link Setting#type()} written as {@code v}, {@code null} for the default. A blank
     * text is passed on, for the record to treat as it treats any blank text.
     */
    private static Object value(Setting setting, String v) {
        if (setting.type() == String.class) {
            return v;
        }
        if (v == null || v.isBlank()) {
            return null;
        }
        return setting.type() == Boolean.class ? bool(setting, v) : integer(setting, v);
    }

    private static boolean bool(Setting setting, String v) {
        return switch (v.trim().toLowerCase(Locale.ROOT)) {
            case "true", "yes", "on", "1" -> true;
            case "false", "no", "off", "0" -> false;
            default -> throw new IllegalArgumentException("System property " + setting.systemKey() + "=" + v + " is not true or false.");
        };
    }

    private static int integer(Setting setting, String v) {
        try {
            return Integer.parseInt(v.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("System property " + setting.systemKey() + "=" + v + " is not a whole number.", e);
        }
    }
}
