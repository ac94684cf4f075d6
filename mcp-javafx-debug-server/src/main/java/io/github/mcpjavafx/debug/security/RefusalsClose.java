package io.github.mcpjavafx.debug.security;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpServletResponseWrapper;
import org.springframework.web.filter.OncePerRequestFilter;

import java.io.IOException;

/**
 * Says {@code Connection: close} on every refusal (status 400 and up), as the status is set, before anything of the
 * answer is sent: whoever writes it (our filters, Spring, the MCP SDK's transport, which sends a 403 or 421 at
 * once). {@link UnreadBodyValve} then closes the connection without reading what is left of the request, so a
 * client that keeps connections alive (a proxy, a browser) is told, and never finds its next request on a
 * connection that was dropped under it.
 */
public final class RefusalsClose extends OncePerRequestFilter {

    static final int FIRST_REFUSAL = 400;

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        chain.doFilter(request, new HttpServletResponseWrapper(response) {
            @Override
            public void setStatus(int status) {
                closing(status);
                super.setStatus(status);
            }

            @Override
            public void sendError(int status) throws IOException {
                closing(status);
                super.sendError(status);
            }

            @Override
            public void sendError(int status, String message) throws IOException {
                closing(status);
                super.sendError(status, message);
            }

            private void closing(int status) {
                if (status >= FIRST_REFUSAL && !isCommitted()) {
                    setHeader("Connection", "close");
                }
            }
        });
    }
}
