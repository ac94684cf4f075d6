package io.github.mcpjavafx.debug.security;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.web.filter.OncePerRequestFilter;

import java.io.IOException;

/**
 * Refuses request bodies over the limit with 413 without reading them whole: a declared
 * {@code Content-Length} over the limit is refused before a byte is read; a body of unknown length
 * is counted as it is read and cut off at the limit. (Tomcat's own size limits only cover form posts.)
 */
public final class RequestSizeLimitFilter extends OncePerRequestFilter {

    /** 4 MiB: far above any real tool call, far below what could hurt the app's heap. */
    public static final long DEFAULT_MAX_BYTES = 4L * 1024 * 1024;

    private final long maxBytes;

    public RequestSizeLimitFilter(long maxBytes) {
        this.maxBytes = maxBytes;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        if (request.getContentLengthLong() > maxBytes) {
            tooLarge(response);
            return;
        }
        LimitedRequest limited = new LimitedRequest(request, maxBytes);
        try {
            chain.doFilter(limited, response);
        } catch (IOException | RuntimeException | ServletException e) {
            if (!limited.exceeded) {
                throw e;
            }
        }
        if (limited.exceeded && !response.isCommitted()) {
            response.reset();
            tooLarge(response);
        }
    }

    private void tooLarge(HttpServletResponse response) throws IOException {
        response.setStatus(HttpServletResponse.SC_REQUEST_ENTITY_TOO_LARGE);
        response.setHeader("Connection", "close");
        ErrorBodies.write(response, "payload_too_large", "Request body over " + maxBytes + " bytes.");
    }

    private static final class LimitedRequest extends HttpServletRequestWrapper {
        private final long maxBytes;
        private ServletInputStream stream;
        volatile boolean exceeded;

        LimitedRequest(HttpServletRequest request, long maxBytes) {
            super(request);
            this.maxBytes = maxBytes;
        }

        @Override
        public ServletInputStream getInputStream() throws IOException {
            if (stream == null) {
                stream = new CountingStream(super.getInputStream());
            }
            return stream;
        }

        @Override
        public java.io.BufferedReader getReader() throws IOException {
            String encoding = getCharacterEncoding() == null ? "UTF-8" : getCharacterEncoding();
            return new java.io.BufferedReader(new java.io.InputStreamReader(getInputStream(), encoding));
        }

        private final class CountingStream extends ServletInputStream {
            private final ServletInputStream in;
            private long count;

            CountingStream(ServletInputStream in) {
                this.in = in;
            }

            @Override
            public int read() throws IOException {
                int b = in.read();
                if (b >= 0) {
                    add(1);
                }
                return b;
            }

            @Override
            public int read(byte[] buffer, int off, int len) throws IOException {
                int n = in.read(buffer, off, len);
                if (n > 0) {
                    add(n);
                }
                return n;
            }

            private void add(long n) throws IOException {
                count += n;
                if (count > maxBytes) {
                    exceeded = true;
                    throw new IOException("Request body over " + maxBytes + " bytes");
                }
            }

            @Override
            public boolean isFinished() {
                return in.isFinished();
            }

            @Override
            public boolean isReady() {
                return in.isReady();
            }

            @Override
            public void setReadListener(ReadListener listener) {
                in.setReadListener(listener);
            }
        }
    }
}
