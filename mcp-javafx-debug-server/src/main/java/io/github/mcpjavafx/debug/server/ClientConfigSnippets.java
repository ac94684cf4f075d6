package io.github.mcpjavafx.debug.server;

/** Ready-to-paste client configuration for the startup log. */
final class ClientConfigSnippets {

    static final String SERVER_NAME = "javafx-debug";

    private ClientConfigSnippets() {
    }

    /** {@code claude mcp add --transport http javafx-debug <url> --header "Authorization: Bearer <token>"}. */
    static String claudeCode(String url, String token, boolean sse) {
        return "claude mcp add --transport " + (sse ? "sse" : "http") + " " + SERVER_NAME + " " + url
                + " --header \"Authorization: Bearer " + token + "\"";
    }

    /** The {@code mcpServers} JSON that Cursor, VS Code (as {@code servers}) and others take. */
    static String json(String url, String token, boolean sse) {
        return "{\"mcpServers\": {\"" + SERVER_NAME + "\": {\"type\": \"" + (sse ? "sse" : "http") + "\", \"url\": \""
                + url + "\", \"headers\": {\"Authorization\": \"Bearer " + token + "\"}}}}";
    }
}
