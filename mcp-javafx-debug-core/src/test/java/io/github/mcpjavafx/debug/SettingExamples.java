package io.github.mcpjavafx.debug;

import java.util.Map;

/** For each setting, a value other than its default, as configuration would write it. */
public final class SettingExamples {

    /** Settings whose values are neither flags nor numbers; a new one of them needs a line here. */
    private static final Map<Setting, String> TEXTS = Map.of(
            Setting.TRANSPORT, "sse",
            Setting.BIND_HOST, "::1",
            Setting.TOKEN, "an-example-token",
            Setting.TOKEN_FILE, "/run/secrets/mcp-ui-token",
            Setting.PICK_MODIFIER, "ctrl");

    private SettingExamples() {
    }

    public static String otherThanDefault(Setting setting) {
        String given = setting.defaultValue();
        if ("true".equals(given) || "false".equals(given)) {
            return String.valueOf(!Boolean.parseBoolean(given));
        }
        if (given != null && given.matches("\\d+")) {
            return String.valueOf(Integer.parseInt(given) + 1);
        }
        String text = TEXTS.get(setting);
        if (text == null) {
            throw new AssertionError("Add an example value for " + setting + " to SettingExamples.TEXTS");
        }
        return text;
    }
}
