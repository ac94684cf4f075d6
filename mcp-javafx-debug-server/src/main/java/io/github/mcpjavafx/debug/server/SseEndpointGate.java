package io.github.mcpjavafx.debug.server;

import jakarta.servlet.ServletException;
import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpMethod;
import org.springframework.http.HttpStatusCode;
import org.springframework.util.MultiValueMap;
import org.springframework.web.servlet.ModelAndView;
import org.springframework.web.servlet.function.HandlerFilterFunction;
import org.springframework.web.servlet.function.HandlerFunction;
import org.springframework.web.servlet.function.ServerRequest;
import org.springframework.web.servlet.function.ServerResponse;

import java.io.IOException;
import java.util.concurrent.TimeUnit;

/**
 * Keeps a session's first answer from being written into its endpoint event. The SSE transport
 * writes the event that names a session's message endpoint without the lock it takes for every
 * later event of the session, and the SSE builder empties its buffer only after flushing it. A
 * client on loopback posts {@code initialize} the moment it reads the endpoint; if the answer is
 * written before that buffer is emptied, the stream carries the endpoint event twice, and the
 * client gives up on it (then waits for an answer that never comes). So a message posted while an
 * endpoint event is being written waits until it is written, for a moment at most; streams that
 * open wait for nothing.
 */
final class SseEndpointGate implements HandlerFilterFunction<ServerResponse, ServerResponse> {

    /** Writing an endpoint event takes microseconds; past this a message goes ahead rather than hang. */
    private static final long MAX_WAIT_MS = 1_000;

    private final Object monitor = new Object();
    private final long maxWaitMs;
    private int endpointsBeingWritten;

    SseEndpointGate() {
        this(MAX_WAIT_MS);
    }

    /** A test holds the gate for as long as it likes, so that only the event it waits for lets a message on. */
    SseEndpointGate(long maxWaitMs) {
        this.maxWaitMs = maxWaitMs;
    }

    @Override
    public ServerResponse filter(ServerRequest request, HandlerFunction<ServerResponse> next) throws Exception {
        if (HttpMethod.GET.equals(request.method())) { // a stream opens: its response writes the endpoint event
            return new EndpointWrite(next.handle(request));
        }
        awaitEndpointsWritten();
        return next.handle(request);
    }

    private void awaitEndpointsWritten() throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(maxWaitMs);
        synchronized (monitor) {
            long left;
            while (endpointsBeingWritten > 0 && (left = deadline - System.nanoTime()) > 0) {
                TimeUnit.NANOSECONDS.timedWait(monitor, left);
            }
        }
    }

    /** The stream's response, counted as an endpoint event being written while it writes its start. */
    private final class EndpointWrite implements ServerResponse {
        private final ServerResponse stream;

        EndpointWrite(ServerResponse stream) {
            this.stream = stream;
        }

        @Override
        public ModelAndView writeTo(HttpServletRequest request, HttpServletResponse response, Context context)
                throws ServletException, IOException {
            synchronized (monitor) {
                endpointsBeingWritten++;
            }
            try {
                return stream.writeTo(request, response, context); // sends the endpoint event, then returns
            } finally {
                synchronized (monitor) {
                    endpointsBeingWritten--;
                    monitor.notifyAll();
                }
            }
        }

        @Override
        public HttpStatusCode statusCode() {
            return stream.statusCode();
        }

        @Override
        public HttpHeaders headers() {
            return stream.headers();
        }

        @Override
        public MultiValueMap<String, Cookie> cookies() {
            return stream.cookies();
        }
    }
}
