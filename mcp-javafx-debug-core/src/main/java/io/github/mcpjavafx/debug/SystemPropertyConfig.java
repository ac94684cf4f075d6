package io.github.mcpjavafx.debug;

import java.util.Locale;
import java.util.Properties;

import static io.github.mcpjavafx.debug.Setting.ALLOW_ACTIONS;
import static io.github.mcpjavafx.debug.Setting.APP_TOOLS;
import static io.github.mcpjavafx.debug.Setting.CAPTURE_CONSOLE;
import static io.github.mcpjavafx.debug.Setting.BIND_HOST;
import static io.github.mcpjavafx.debug.Setting.ENABLED;
import static io.github.mcpjavafx.debug.Setting.FX_TIMEOUT_MS;
import static io.github.mcpjavafx.debug.Setting.HIGHLIGHT_ACTIONS;
import static io.github.mcpjavafx.debug.Setting.LOG_TOKEN;
import static io.github.mcpjavafx.debug.Setting.MAX_RESULT_CHARS;
import static io.github.mcpjavafx.debug.Setting.PICK_MODIFIER;
import static io.github.mcpjavafx.debug.Setting.PORT;
import static io.github.mcpjavafx.debug.Setting.SERVER_SHUTDOWN_MS;
import static io.github.mcpjavafx.debug.Setting.SNAPSHOT_ACCESSIBILITY;
import static io.github.mcpjavafx.debug.Setting.SNAPSHOT_BOUNDS;
import static io.github.mcpjavafx.debug.Setting.SNAPSHOT_DEPTH;
import static io.github.mcpjavafx.debug.Setting.SNAPSHOT_INTERNALS;
import static io.github.mcpjavafx.debug.Setting.SNAPSHOT_LOCAL_TO_SCREEN;
import static io.github.mcpjavafx.debug.Setting.SNAPSHOT_PROPERTIES;
import static io.github.mcpjavafx.debug.Setting.SNAPSHOT_VIRTUALIZATION;
import static io.github.mcpjavafx.debug.Setting.TOKEN;
import static io.github.mcpjavafx.debug.Setting.TOKEN_FILE;
import static io.github.mcpjavafx.debug.Setting.TRANSPORT;

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
        SnapshotOptions snapshot = new SnapshotOptions(
                integer(p, SNAPSHOT_DEPTH),
                bool(p, SNAPSHOT_BOUNDS),
                bool(p, SNAPSHOT_LOCAL_TO_SCREEN),
                bool(p, SNAPSHOT_PROPERTIES),
                bool(p, SNAPSHOT_VIRTUALIZATION),
                bool(p, SNAPSHOT_ACCESSIBILITY),
                bool(p, SNAPSHOT_INTERNALS));
        return McpJavafxConfig.builder()
                .enabled(bool(p, ENABLED))
                .transport(Transport.parse(text(p, TRANSPORT)))
                .bindHost(text(p, BIND_HOST))
                .port(integer(p, PORT))
                .token(text(p, TOKEN))
                .tokenFile(text(p, TOKEN_FILE))
                .logToken(bool(p, LOG_TOKEN))
                .allowActions(bool(p, ALLOW_ACTIONS))
                .snapshotDefaults(snapshot)
                .fxTimeoutMs(integer(p, FX_TIMEOUT_MS))
                .maxResultChars(integer(p, MAX_RESULT_CHARS))
                .serverShutdownMs(integer(p, SERVER_SHUTDOWN_MS))
                .highlightActions(bool(p, HIGHLIGHT_ACTIONS))
                .pickModifier(text(p, PICK_MODIFIER))
                .appTools(bool(p, APP_TOOLS))
                .captureConsole(bool(p, CAPTURE_CONSOLE))
                .build();
    }

    /** The value as written; a blank one is passed on, for the record to treat as it treats any blank text. */
    private static String text(Properties p, Setting setting) {
        return p.getProperty(setting.systemKey(), setting.defaultValue());
    }

    private static String given(Properties p, Setting setting) {
        String v = p.getProperty(setting.systemKey());
        return v == null || v.isBlank() ? setting.defaultValue() : v;
    }

    private static boolean bool(Properties p, Setting setting) {
        String v = given(p, setting);
        return switch (v.trim().toLowerCase(Locale.ROOT)) {
            case "true", "yes", "on", "1" -> true;
            case "false", "no", "off", "0" -> false;
            default -> throw new IllegalArgumentException("System property " + setting.systemKey() + "=" + v + " is not true or false.");
        };
    }

    private static int integer(Properties p, Setting setting) {
        String v = given(p, setting);
        try {
            return Integer.parseInt(v.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("System property " + setting.systemKey() + "=" + v + " is not a whole number.", e);
        }
    }
}
