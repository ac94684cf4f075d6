package io.github.mcpjavafx.debug.security;

import io.modelcontextprotocol.server.transport.DefaultServerTransportSecurityValidator;
import io.modelcontextprotocol.server.transport.ServerTransportSecurityException;
import io.modelcontextprotocol.server.transport.ServerTransportSecurityValidator;

import java.util.List;
import java.util.Map;
import java.util.function.IntSupplier;

/**
 * DNS-rebinding protection with the SDK's {@link DefaultServerTransportSecurityValidator}: a
 * browser page may only reach the server from a loopback origin (403 otherwise), and the
 * {@code Host} header must name the bound loopback address and port (421 otherwise).
 *
 * <p>The port is only known once Tomcat has bound it ({@code mcp.ui.port: 0}), after the
 * transport was built; so the SDK validator is created on first use.
 */
public final class LoopbackSecurityValidator implements ServerTransportSecurityValidator {

    private static final List<String> LOOPBACK_ORIGINS = List.of(
            "http://127.0.0.1:*", "http://localhost:*", "http://[::1]:*",
            "https://127.0.0.1:*", "https://localhost:*", "https://[::1]:*");

    private final String urlHost;
    private final IntSupplier boundPort;
    private volatile DefaultServerTransportSecurityValidator delegate;

    /**
     * @param urlHost   the bound address as it appears in a URL ({@code 127.0.0.1}, {@code [::1]})
     * @param boundPort the port Tomcat bound, asked for on first request
     */
    public LoopbackSecurityValidator(String urlHost, IntSupplier boundPort) {
        this.urlHost = urlHost;
        this.boundPort = boundPort;
    }

    @Override
    public void validateHeaders(Map<String, List<String>> headers) throws ServerTransportSecurityException {
        DefaultServerTransportSecurityValidator validator = delegate;
        if (validator == null) {
            int port = boundPort.getAsInt();
            validator = DefaultServerTransportSecurityValidator.builder()
                    .allowedOrigins(LOOPBACK_ORIGINS)
                    .allowedHost(urlHost + ":" + port)
                    .allowedHost("localhost:" + port)
                    .build();
            delegate = validator;
        }
        validator.validateHeaders(headers);
    }
}
