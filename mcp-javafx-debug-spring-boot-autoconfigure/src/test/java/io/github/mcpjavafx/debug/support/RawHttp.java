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
 * (a forged {@code Host}, a body larger than it would buffer).
 */
public final class RawHttp {

    private RawHttp() {
    }

    /** The response status and the response head and body as text. */
    public record Response(int status, String text) {
    }

    public static Response post(int port, String path, Map<String, String> headers, byte[] body) throws IOException {
        try (Socket socket = new Socket("127.0.0.1", port)) {
            socket.setSoTimeout(30_000);
            StringBuilder head = new StringBuilder("POST " + path + " HTTP/1.1\r\n");
            if (!headers.containsKey("Host")) {
                head.append("Host: 127.0.0.1:").append(port).append("\r\n");
            }
            headers.forEach((k, v) -> head.append(k).append(": ").append(v).append("\r\n"));
            head.append("Content-Length: ").append(body.length).append("\r\nConnection: close\r\n\r\n");
            OutputStream out = socket.getOutputStream();
            out.write(head.toString().getBytes(StandardCharsets.US_ASCII));
            try {
                out.write(body);
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
        try {
            for (int n; (n = in.read(buffer)) > 0; ) {
                bytes.write(buffer, 0, n);
            }
        } catch (IOException resetAfterResponse) {
            // the connection may be reset once the response is written
        }
        String text = bytes.toString(StandardCharsets.UTF_8);
        int status = text.startsWith("HTTP/1.1 ") ? Integer.parseInt(text.substring(9, 12)) : -1;
        return new Response(status, text);
    }
}
