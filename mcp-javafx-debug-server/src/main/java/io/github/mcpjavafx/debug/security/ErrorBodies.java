package io.github.mcpjavafx.debug.security;

import io.github.mcpjavafx.debug.core.text.StringEscapes;
import jakarta.servlet.http.HttpServletResponse;

import java.io.IOException;

/** The small JSON body of an HTTP-level refusal: {@code {"error": "...", "message": "..."}}. */
final class ErrorBodies {

    private ErrorBodies() {
    }

    static void write(HttpServletResponse response, String error, String message) throws IOException {
        response.setContentType("application/json");
        response.setCharacterEncoding("UTF-8");
        response.getWriter().write("{\"error\":\"" + error + "\",\"message\":" + StringEscapes.literal(message) + "}");
    }
}
