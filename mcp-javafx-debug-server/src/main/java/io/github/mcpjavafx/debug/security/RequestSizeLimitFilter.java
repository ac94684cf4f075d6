package io.github.mcpjavafx.debug.security;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.web.filter.OncePerRequestFilter;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;

/**
 * Refuses request bodies over the limit with 413 and closes the connection, never reading more than
 * one byte past the limit. A declared {@code Content-Length} over the limit is refused before a byte
 * is read. A chunked body, whose length nobody knows up front, is read here, at most to the limit
 * and one byte more, and handed on whole: the MCP transports answer any failure to read a body with
 * 400, so a body that is cut off on their side of this filter would never get its 413.
 * (Tomcat's own size limits only cover form posts.)
 */
public final class RequestSizeLimitFilter extends OncePerRequestFilter {

    /** 4 MiB: far above any real tool call, far below what could hurt the app's heap. */
    public static final long DEFAULT_MAX_BYTES = 4L * 1024 * 1024;

    private final int maxBytes;

    public RequestSizeLimitFilter(long maxBytes) {
        this.maxBytes = Math.toIntExact(maxBytes);
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        long declared = request.getContentLengthLong();
        if (declared > maxBytes) {
            tooLarge(response);
            return;
        }
        if (declared >= 0 || request.getHeader("Transfer-Encoding") == null) {
            chain.doFilter(request, response); // the container delivers no more than the declared length
            return;
        }
        byte[] body = readAtMost(request.getInputStream(), maxBytes + 1);
        if (body.length > maxBytes) {
            tooLarge(response);
            return;
        }
        chain.doFilter(new ReadBodyRequest(request, body), response);
    }

    /**
     * Up to {@code limit} bytes, fewer at the end of the stream. Not {@code InputStream.readNBytes}:
     * it ends with a read of length 0, and Tomcat blocks on that until more of the body arrives.
     */
    private static byte[] readAtMost(InputStream in, int limit) throws IOException {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        byte[] buffer = new byte[8192];
        for (int remaining = limit, n; remaining > 0; remaining -= n) {
            n = in.read(buffer, 0, Math.min(buffer.length, remaining));
            if (n < 0) {
                break;
            }
            body.write(buffer, 0, n);
        }
        return body.toByteArray();
    }

    private void tooLarge(HttpServletResponse response) throws IOException {
        response.setStatus(HttpServletResponse.SC_REQUEST_ENTITY_TOO_LARGE);
        response.setHeader("Connection", "close");
        ErrorBodies.write(response, "payload_too_large", "Request body over " + maxBytes + " bytes.");
    }

    /** A request whose body has been read already. */
    private static final class ReadBodyRequest extends HttpServletRequestWrapper {
        private final byte[] body;

        ReadBodyRequest(HttpServletRequest request, byte[] body) {
            super(request);
            this.body = body;
        }

        @Override
        public int getContentLength() {
            return body.length;
        }

        @Override
        public long getContentLengthLong() {
            return body.length;
        }

        @Override
        public ServletInputStream getInputStream() {
            ByteArrayInputStream in = new ByteArrayInputStream(body);
            return new ServletInputStream() {
                @Override
                public int read() {
                    return in.read();
                }

                @Override
                public int read(byte[] buffer, int off, int len) {
                    return in.read(buffer, off, len);
                }

                @Override
                public boolean isFinished() {
                    return in.available() == 0;
                }

                @Override
                public boolean isReady() {
                    return true;
                }

                @Override
                public void setReadListener(ReadListener listener) {
                    try {
                        listener.onDataAvailable();
                        listener.onAllDataRead();
                    } catch (IOException e) {
                        listener.onError(e);
                    }
                }
            };
        }

        @Override
        public BufferedReader getReader() throws IOException {
            String encoding = getCharacterEncoding() == null ? StandardCharsets.UTF_8.name() : getCharacterEncoding();
            return new BufferedReader(new InputStreamReader(getInputStream(), encoding));
        }
    }
}
