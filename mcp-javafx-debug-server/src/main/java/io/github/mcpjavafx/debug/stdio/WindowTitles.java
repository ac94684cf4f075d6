package io.github.mcpjavafx.debug.stdio;

import io.github.mcpjavafx.debug.server.ServerInstance;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.spec.McpSchema;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The titles of an app's showing windows, read with a one-level compact snapshot of all its windows. */
final class WindowTitles implements Function<ServerInstance, List<String>> {

    private static final Map<String, Object> ALL_WINDOWS_SHALLOW = Map.of("stage", "all", "depth", 1);
    /** A window line's kind and index, a popup's type, then its quoted title: {@code Stage[0] "Orders"}. */
    private static final Pattern QUOTED_TITLE = Pattern.compile("\\w+\\[\\d+](?: [\\w$.]+)? \"((?:[^\"\\\\]|\\\\.)*)\"");
    private static final Pattern ESCAPE = Pattern.compile("\\\\(.)");

    private final McpJsonMapper json;

    WindowTitles(McpJsonMapper json) {
        this.json = json;
    }

    /**
     * A window's title, read from its line in a compact snapshot ({@code Stage[0] "Orders" focused 1024x768}, the title
     * as the line quotes it: escaped, cut at 80 characters), or from the {@code title} field that apps on earlier
     * versions of the library give; null for a window without one.
     */
    static String title(Map<?, ?> window) {
        if (window.get("title") instanceof String title) {
            return title;
        }
        if (window.get("window") instanceof String line) {
            Matcher quoted = QUOTED_TITLE.matcher(line);
            if (quoted.lookingAt()) {
                return ESCAPE.matcher(quoted.group(1)).replaceAll(escape -> switch (escape.group(1)) {
                    case "n" -> "\n";
                    case "r" -> "\r";
                    case "t" -> "\t";
                    default -> Matcher.quoteReplacement(escape.group(1));
                });
            }
        }
        return null;
    }

    /** Empty when the app does not answer or shows no window: the listing still names it. */
    @Override
    public List<String> apply(ServerInstance app) {
        try (AppLink link = AppLink.open(app, json)) {
            McpSchema.CallToolResult snapshot = link.call(McpSchema.CallToolRequest.builder("ui_get_snapshot")
                    .arguments(ALL_WINDOWS_SHALLOW).build());
            List<String> titles = new ArrayList<>();
            if (!Boolean.TRUE.equals(snapshot.isError()) && snapshot.structuredContent() instanceof Map<?, ?> structured
                    && structured.get("windows") instanceof List<?> windows) {
                for (Object each : windows) {
                    String title = each instanceof Map<?, ?> window ? title(window) : null;
                    if (title != null) {
                        titles.add(title);
                    }
                }
            }
            return titles;
        } catch (RuntimeException noAnswer) {
            return List.of();
        }
    }
}
