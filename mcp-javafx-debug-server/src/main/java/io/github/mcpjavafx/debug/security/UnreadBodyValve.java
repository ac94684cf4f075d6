package io.github.mcpjavafx.debug.security;

import jakarta.servlet.ServletException;
import org.apache.catalina.connector.Request;
import org.apache.catalina.connector.Response;
import org.apache.catalina.valves.ValveBase;
import org.apache.coyote.ActionCode;

import java.io.IOException;

/**
 * Closes the connection after a response to a request whose body the server did not read to its end
 * (a refusal: 401 without the token, 404, 413, or {@code /health} sent a body), and after every refusal
 * (status 400 and up, which {@link RefusalsClose} says so in), without reading what is left. Tomcat would otherwise read on and discard the rest before closing:
 * up to 2 MiB, and for a body that arrives slowly or never, until the connection times out, holding
 * a request thread all that while; a client without the token could hold them all.
 */
public final class UnreadBodyValve extends ValveBase {

    public UnreadBodyValve() {
        super(true);
    }

    @Override
    public void invoke(Request request, Response response) throws IOException, ServletException {
        getNext().invoke(request, response);
        if (request.isAsync()) {
            return; // a stream (SSE) still being answered; it has no body to read
        }
        if (response.getStatus() >= RefusalsClose.FIRST_REFUSAL || !request.getCoyoteRequest().isFinished()) {
            if (!response.isCommitted()) {
                response.setHeader("Connection", "close");
                response.flushBuffer(); // sent as it is: Tomcat turns an uncommitted answer under 400 into 500 below
            }
            request.getCoyoteRequest().action(ActionCode.DISABLE_SWALLOW_INPUT, null);
        }
    }
}
