package io.github.mcpjavafx.debug.security;

import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletResponse;
import org.apache.catalina.connector.Request;
import org.apache.catalina.connector.Response;
import org.apache.catalina.valves.ValveBase;
import org.apache.coyote.ActionCode;

import java.io.IOException;

/**
 * Closes the connection after a {@code 413} without reading what is left of the refused body.
 * Tomcat would otherwise read on and discard it before closing: up to 2 MiB, and for a chunked body
 * that stops arriving, until the connection times out, holding a request thread all that while.
 * Pairs with {@link RequestSizeLimitFilter}, which refuses the body.
 */
public final class RefusedBodyValve extends ValveBase {

    public RefusedBodyValve() {
        super(true);
    }

    @Override
    public void invoke(Request request, Response response) throws IOException, ServletException {
        getNext().invoke(request, response);
        if (response.getStatus() == HttpServletResponse.SC_REQUEST_ENTITY_TOO_LARGE) {
            request.getCoyoteRequest().action(ActionCode.DISABLE_SWALLOW_INPUT, null);
        }
    }
}
