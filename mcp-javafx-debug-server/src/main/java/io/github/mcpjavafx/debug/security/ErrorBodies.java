package io.github.mcpjavafx.debug.security;

import jakarta.servlet.http.HttpServletResponse;
import tools.jackson.databind.json.JsonMapper;

import java.io.IOException;

/** The small JSON body of an HTTP-level refusal: {@code {"error": "...", "message": "..."}}. */
final class ErrorBodies {

    private ErrorBodies() {
    }

    static void write(HttpServletResponse response, String error, String message) throws IOException {
        response.setContentType("application/json");
        response.setCharacterEncoding("UTF-8");
        response.getWriter().write("{\"error\":\"" + error + "\",\"message\":" + JsonMapper.shared().writeValueAsString(message) + "}");
    }
}
