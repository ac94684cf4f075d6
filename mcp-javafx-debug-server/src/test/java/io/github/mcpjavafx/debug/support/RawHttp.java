package io.github.mcpjavafx.debug.support;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * Plain HTTP/1.1 over a socket, for the requests a well-behaved client library refuses to send
 * (a forged {@code Host}, a body larger than it would buffer, a chunked body that never ends).
 */
public final class RawHttp {

    private static final int CHUNK_BYTES = 64 * 1024;

    private RawHttp() {
    }

    /**
     * The response status, the response head and body as text, and whether the server ended the
     * connection with an orderly close (end of stream) rather than a reset.
     */
    public record Response(int status, String text, boolean closedCleanly) {
    }

    /** A POST with a {@code Content-Length} body. */
    public static Response post(int port, String path, Map<String, String> headers, byte[] body) throws IOException {
        return exchange(port, path, headers, "Content-Length: " + body.length, body);
    }

    /** Only the head of a POST that declares a body of {@code contentLength} bytes; the body never comes. */
    public static Response postHeadOnly(int port, String path, Map<String, String> headers, long contentLength)
            throws IOException {
        return exchange(port, path, headers, "Content-Length: " + contentLength, new byte[0]);
    }

    /**
     * A POST with a {@code Transfer-Encoding: chunked} body, in chunks of 64 KiB. Unless
     * {@code complete}, the last (empty) chunk is left off, as by a client that is still sending.
     */
    public static Response postChunked(int port, String path, Map<String, String> headers, byte[] body,
                                       boolean complete) throws IOException {
        ByteArrayOutputStream chunked = new ByteArrayOutputStream(body.length + body.length / 1000 + 16);
        for (int off = 0; off < body.length; off += CHUNK_BYTES) {
            int len = Math.min(CHUNK_BYTES, body.length - off);
            chunked.writeBytes((Integer.toHexString(len) + "\r\n").getBytes(StandardCharsets.US_ASCII));
            chunked.write(body, off, len);
            chunked.writeBytes("\r\n".getBytes(StandardCharsets.US_ASCII));
        }
        if (complete) {
            chunked.writeBytes("0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
        }
        return exchange(port, path, headers, "Transfer-Encoding: chunked", chunked.toByteArray());
    }

    private static Response exchange(int port, String path, Map<String, String> headers, String framing,
                                     byte[] payload) throws IOException {
        try (Socket socket = new Socket("127.0.0.1", port)) {
            socket.setSoTimeout(30_000);
            StringBuilder head = new StringBuilder("POST " + path + " HTTP/1.1\r\n");
            if (!headers.containsKey("Host")) {
                head.append("Host: 127.0.0.1:").append(port).append("\r\n");
            }
            headers.forEach((k, v) -> head.append(k).append(": ").append(v).append("\r\n"));
            head.append(framing).append("\r\nConnection: close\r\n\r\n");
            OutputStream out = socket.getOutputStream();
            out.write(head.toString().getBytes(StandardCharsets.US_ASCII));
            try {
                out.write(payload);
                out.flush();
            } catch (IOException serverClosedEarly) {
                // a server refusing a large body may close before reading it; the response is still there
            }
            return read(socket.getInputStream());
        }
    }

    private static Response read(InputStream in) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        byte[] buffer = new byte[8192];
        boolean clean = true;
        try {
            for (int n; (n = in.read(buffer)) > 0; ) {
                bytes.write(buffer, 0, n);
            }
        } catch (IOException resetAfterResponse) {
            clean = false; // the connection may be reset once the response is written
        }
        String text = bytes.toString(StandardCharsets.UTF_8);
        int status = text.startsWith("HTTP/1.1 ") ? Integer.parseInt(text.substring(9, 12)) : -1;
        return new Response(status, text, clean);
    }
}
