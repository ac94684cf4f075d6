package io.github.mcpjavafx.debug.support;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * A client that sends a request's head and then its body slowly or never, on a thread of its own, as
 * a local process would that wants to hold the server's threads. It records what the server answered
 * and whether, and how soon after the head, the server closed the connection.
 */
public final class SlowClient implements AutoCloseable {

    /** How the body (or the head) is sent. */
    public enum Pace {
        /** {@code Transfer-Encoding: chunked}, one 1 KiB chunk a second, never the last chunk. */
        TRICKLED_CHUNKS,
        /** {@code Content-Length: 4000000} (under the size limit), and not one byte of it. */
        DECLARED_NEVER_SENT,
        /** Half of the head, and then nothing. */
        HEAD_UNFINISHED
    }

    /**
     * @param response     what the server sent, empty when nothing
     * @param closedAfterMs how long after the head was sent the server closed the connection; -1 when it
     *                      did not before the client gave up
     * @param bodyBytesSent the body's bytes the client got to send
     */
    public record Outcome(String response, long closedAfterMs, int bodyBytesSent) {
        public int status() {
            return response.startsWith("HTTP/1.1 ") ? Integer.parseInt(response.substring(9, 12)) : -1;
        }
    }

    private static final long GIVE_UP_MS = 60_000;
    private static final byte[] CHUNK = chunk(1024);

    private final Socket socket;
    private final CompletableFuture<Void> headSent = new CompletableFuture<>();
    private final CompletableFuture<Outcome> outcome = new CompletableFuture<>();

    private SlowClient(Socket socket) {
        this.socket = socket;
    }

    /** Connects and starts sending on a thread of its own. */
    public static SlowClient start(int port, String method, String path, Map<String, String> headers, Pace pace)
            throws IOException {
        SlowClient client = new SlowClient(new Socket("127.0.0.1", port));
        Thread thread = new Thread(() -> client.run(port, method, path, headers, pace), "slow-client");
        thread.setDaemon(true);
        thread.start();
        return client;
    }

    /** Returns once the head (or its half) is on the wire. */
    public void awaitHeadSent() throws Exception {
        headSent.get(30, TimeUnit.SECONDS);
    }

    /** What became of the request: waits until the server closed the connection, at most {@code seconds}. */
    public Outcome outcome(long seconds) throws Exception {
        return outcome.get(seconds, TimeUnit.SECONDS);
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }

    private void run(int port, String method, String path, Map<String, String> headers, Pace pace) {
        ByteArrayOutputStream received = new ByteArrayOutputStream();
        int sent = 0;
        long start = System.nanoTime();
        try {
            StringBuilder head = new StringBuilder(method + " " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\n");
            headers.forEach((k, v) -> head.append(k).append(": ").append(v).append("\r\n"));
            head.append(pace == Pace.TRICKLED_CHUNKS ? "Transfer-Encoding: chunked" : "Content-Length: 4000000").append("\r\n\r\n");
            byte[] bytes = head.toString().getBytes(StandardCharsets.US_ASCII);
            OutputStream out = socket.getOutputStream();
            out.write(pace == Pace.HEAD_UNFINISHED ? Arrays.copyOf(bytes, bytes.length / 2) : bytes);
            out.flush();
            start = System.nanoTime();
            headSent.complete(null);
            // The read's timeout paces the trickle: a chunk each second in which the server says nothing.
            socket.setSoTimeout(1000);
            InputStream in = socket.getInputStream();
            byte[] buffer = new byte[8192];
            while (System.nanoTime() - start < TimeUnit.MILLISECONDS.toNanos(GIVE_UP_MS)) {
                try {
                    int n = in.read(buffer);
                    if (n < 0) {
                        break; // the server closed the connection
                    }
                    received.write(buffer, 0, n);
                } catch (SocketTimeoutException quiet) {
                    if (pace == Pace.TRICKLED_CHUNKS) {
                        out.write(CHUNK);
                        out.flush();
                        sent += 1024;
                    }
                }
            }
            if (System.nanoTime() - start >= TimeUnit.MILLISECONDS.toNanos(GIVE_UP_MS)) {
                outcome.complete(new Outcome(received.toString(StandardCharsets.UTF_8), -1, sent));
                return;
            }
        } catch (IOException closedOrReset) {
            // a write into, or a read from, a connection the server has closed
        } finally {
            headSent.complete(null);
        }
        outcome.complete(new Outcome(received.toString(StandardCharsets.UTF_8),
                TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start), sent));
    }

    private static byte[] chunk(int size) {
        byte[] data = new byte[size];
        Arrays.fill(data, (byte) ' ');
        ByteArrayOutputStream chunk = new ByteArrayOutputStream();
        chunk.writeBytes((Integer.toHexString(size) + "\r\n").getBytes(StandardCharsets.US_ASCII));
        chunk.writeBytes(data);
        chunk.writeBytes("\r\n".getBytes(StandardCharsets.US_ASCII));
        return chunk.toByteArray();
    }
}
