package io.github.mcpjavafx.debug.server;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.McpJavafxDebug;
import io.github.mcpjavafx.debug.McpJavafxHandle;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A keep-alive client (a proxy, a browser, the MCP conformance suite's) sends a refused request and then a valid one on
 * the same connection: the server either serves the second, or said {@code Connection: close} with the refusal and
 * closed; it never drops a connection it did not say it would close.
 */
class KeptAliveConnectionsTest {

    private static final String TOKEN = "kept-alive-token-0123456789";
    private static final String LIST_TOOLS = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}";

    private static McpJavafxHandle server;
    private static int port;

    @BeforeAll
    static void start() {
        server = McpJavafxDebug.install(McpJavafxConfig.builder().token(TOKEN).build());
        port = URI.create(server.endpoint()).getPort();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "no token        | 401 | /mcp     | ",
            "wrong token     | 401 | /mcp     | Authorization: Bearer wrong-token-0123456789",
            "foreign origin  | 403 | /mcp     | Authorization: Bearer " + TOKEN + "; Origin: http://evil.example",
            "foreign host    | 421 | /mcp     | Authorization: Bearer " + TOKEN + "; Host: evil.example",
            "unknown path    | 404 | /nothing | Authorization: Bearer " + TOKEN,
            "unknown version | 400 | /mcp     | Authorization: Bearer " + TOKEN + "; MCP-Protocol-Version: 1999-01-01",
    })
    void aRefusalEitherSaysItClosesOrLeavesTheConnectionServing(String what, int status, String path, String headers)
            throws IOException {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
            socket.setSoTimeout(10_000);
            // the headers of a row are separated by "; "
            Response refused = exchange(socket, path, headers == null ? "" : headers.strip().replace("; ", "\r\n"));
            assertThat(refused.status()).as(what).isEqualTo(status);
            if ("close".equalsIgnoreCase(refused.headers().get("connection"))) {
                int next = socket.getInputStream().read();
                assertThat(next).as(what + ": said close, and closed; " + refused).isEqualTo(-1);
            } else {
                Response served = exchange(socket, "/mcp", "Authorization: Bearer " + TOKEN);
                assertThat(served.status()).as(what + ": the next request on the connection kept alive").isEqualTo(200);
            }
        }
    }

    private record Response(int status, Map<String, String> headers) {
    }

    private static Response exchange(Socket socket, String path, String headers) throws IOException {
        byte[] body = LIST_TOOLS.getBytes(StandardCharsets.UTF_8);
        String host = headers.contains("Host:") ? "" : "Host: 127.0.0.1:" + port + "\r\n";
        String head = "POST " + path + " HTTP/1.1\r\n" + host
                + "Content-Type: application/json\r\nAccept: application/json, text/event-stream\r\n"
                + "Connection: keep-alive\r\nContent-Length: " + body.length + "\r\n"
                + (headers.isEmpty() ? "" : headers + "\r\n") + "\r\n";
        OutputStream out = socket.getOutputStream();
        out.write(head.getBytes(StandardCharsets.ISO_8859_1));
        out.write(body);
        out.flush();
        return read(socket.getInputStream());
    }

    /** One response: its status and headers, its body read to its end (by length, chunks, or the connection's end). */
    private static Response read(InputStream in) throws IOException {
        String statusLine = line(in);
        int status = Integer.parseInt(statusLine.split(" ")[1]);
        Map<String, String> headers = new LinkedHashMap<>();
        for (String line = line(in); !line.isEmpty(); line = line(in)) {
            int colon = line.indexOf(':');
            headers.put(line.substring(0, colon).trim().toLowerCase(Locale.ROOT), line.substring(colon + 1).trim());
        }
        if (headers.containsKey("content-length")) {
            in.readNBytes(Integer.parseInt(headers.get("content-length")));
        } else if ("chunked".equalsIgnoreCase(headers.get("transfer-encoding"))) {
            for (int size = Integer.parseInt(line(in).split(";")[0].trim(), 16); size > 0;
                 size = Integer.parseInt(line(in).split(";")[0].trim(), 16)) {
                in.readNBytes(size);
                line(in);
            }
            line(in);
        } else {
            in.readAllBytes(); // a body that ends where the connection does
        }
        return new Response(status, headers);
    }

    private static String line(InputStream in) throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        for (int b = in.read(); b != '\n'; b = in.read()) {
            if (b < 0) {
                throw new SocketTimeoutException("the connection ended within a response's head");
            }
            if (b != '\r') {
                line.write(b);
            }
        }
        return line.toString(StandardCharsets.ISO_8859_1);
    }
}
