package io.github.mcpjavafx.debug.security;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.http.HttpHeaders;
import org.springframework.web.filter.OncePerRequestFilter;

import java.io.IOException;

/**
 * {@code Authorization: Bearer <token>} on every request it is mapped to; anything else gets
 * 401 with {@code WWW-Authenticate: Bearer} and never reaches the MCP server.
 */
public final class BearerTokenFilter extends OncePerRequestFilter {

    private static final String PREFIX = "Bearer ";

    private final String token;

    public BearerTokenFilter(String token) {
        this.token = token;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String header = request.getHeader(HttpHeaders.AUTHORIZATION);
        if (header == null || !header.regionMatches(true, 0, PREFIX, 0, PREFIX.length())) {
            reject(response, "Bearer realm=\"mcp-javafx-debug\"",
                    "Missing bearer token: send 'Authorization: Bearer <token>' (the token is in the instance file the application log names).");
            return;
        }
        if (!BearerTokens.matches(token, header.substring(PREFIX.length()).trim())) {
            reject(response, "Bearer realm=\"mcp-javafx-debug\", error=\"invalid_token\"",
                    "Wrong bearer token: use the token from the instance file the application log names (it changes on every start unless MCP_UI_TOKEN or mcp.ui.token-file is set).");
            return;
        }
        chain.doFilter(request, response);
    }

    private static void reject(HttpServletResponse response, String challenge, String message) throws IOException {
        response.setStatus(HttpServletResponse.SC_UNAUTHORIZED);
        response.setHeader(HttpHeaders.WWW_AUTHENTICATE, challenge);
        ErrorBodies.write(response, "unauthorized", message);
    }
}
