package io.github.mcpjavafx.debug.security;

import io.modelcontextprotocol.spec.ProtocolVersions;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.web.filter.OncePerRequestFilter;

import java.io.IOException;
import java.util.List;

/**
 * A request whose {@code MCP-Protocol-Version} header names a version this server does not speak gets
 * 400, as the MCP specification requires, instead of being served as if it spoke it. A request without
 * the header is served (clients of 2025-03-26 and older send none).
 */
public final class ProtocolVersionFilter extends OncePerRequestFilter {

    static final String HEADER = "MCP-Protocol-Version";
    /** The versions the MCP Java SDK in use implements. */
    static final List<String> SUPPORTED = List.of(ProtocolVersions.MCP_2024_11_05, ProtocolVersions.MCP_2025_03_26,
            ProtocolVersions.MCP_2025_06_18, ProtocolVersions.MCP_2025_11_25);

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String version = request.getHeader(HEADER);
        if (version != null && !SUPPORTED.contains(version.trim())) {
            response.setStatus(HttpServletResponse.SC_BAD_REQUEST);
            ErrorBodies.write(response, "unsupported_protocol_version", "MCP-Protocol-Version "
                    + (version.length() <= 40 ? version : version.substring(0, 40) + "…") + " is not supported; this server speaks "
                    + String.join(", ", SUPPORTED) + ".");
            return;
        }
        chain.doFilter(request, response);
    }
}
