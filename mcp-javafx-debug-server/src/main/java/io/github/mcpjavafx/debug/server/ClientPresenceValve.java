package io.github.mcpjavafx.debug.server;

import io.github.mcpjavafx.debug.core.RequestThread;
import jakarta.servlet.ServletException;
import org.apache.catalina.connector.Request;
import org.apache.catalina.connector.Response;
import org.apache.catalina.valves.ValveBase;
import org.apache.coyote.ActionCode;

import java.io.IOException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;

/**
 * Tells the waits of a request's tool call ({@code ui_wait}, the {@code wait} action, {@code ui_pick})
 * whether its client is still connected ({@link RequestThread#watchingClient}), so that a client that goes away
 * ends them instead of holding one of the server's 16 threads until their timeouts.
 *
 * <p>Tomcat learns that a client has closed its connection only when it reads from it, and while a
 * request is handled nothing reads. So the probe tries a non-blocking read, at most every
 * {@value #PROBE_EVERY_MS} ms: a client waiting for its answer sends nothing, so whatever is read,
 * the end of the stream included (which Tomcat reports as a byte available), means it has gone. A
 * client that pipelines its next request would be taken for gone; MCP clients do not pipeline.
 */
final class ClientPresenceValve extends ValveBase {

    static final long PROBE_EVERY_MS = 250;

    ClientPresenceValve() {
        super(true);
    }

    @Override
    public void invoke(Request request, Response response) throws IOException, ServletException {
        try (RequestThread.Mark ignored = RequestThread.watchingClient(new Probe(request.getCoyoteRequest()))) {
            getNext().invoke(request, response);
        }
    }

    /** One request's probe, asked on the thread that handles it. */
    private static final class Probe implements BooleanSupplier {
        private final org.apache.coyote.Request request;
        private long nextProbe = System.nanoTime();
        private boolean gone;

        Probe(org.apache.coyote.Request request) {
            this.request = request;
        }

        @Override
        public boolean getAsBoolean() {
            long now = System.nanoTime();
            if (gone || now - nextProbe < 0) {
                return gone;
            }
            nextProbe = now + TimeUnit.MILLISECONDS.toNanos(PROBE_EVERY_MS);
            if (!request.isFinished()) {
                return false; // the body is still being read: nothing to tell the client's end from
            }
            AtomicBoolean error = new AtomicBoolean();
            request.action(ActionCode.IS_ERROR, error);
            request.action(ActionCode.AVAILABLE, Boolean.TRUE);
            gone = error.get() || request.getAvailable() > 0;
            return gone;
        }
    }
}
