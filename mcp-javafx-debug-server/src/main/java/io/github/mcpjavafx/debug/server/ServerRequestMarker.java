package io.github.mcpjavafx.debug.server;

import io.github.mcpjavafx.debug.core.RequestThread;
import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;

import java.io.IOException;

/**
 * The first filter of every request: marks the thread as the server's while the request is handled,
 * before the token or the route are checked, so that what Spring and Tomcat log about a refused or
 * unknown request stays out of {@code ui_get_logs} (see {@link RequestThread#serving}).
 */
final class ServerRequestMarker implements Filter {

    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain) throws IOException, ServletException {
        try (RequestThread.Mark ignored = RequestThread.serving()) {
            chain.doFilter(request, response);
        }
    }
}
