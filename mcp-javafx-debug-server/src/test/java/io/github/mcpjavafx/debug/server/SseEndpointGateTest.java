package io.github.mcpjavafx.debug.server;

import io.github.mcpjavafx.debug.testsupport.Await;
import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.junit.jupiter.api.Test;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.HttpStatusCode;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;
import org.springframework.util.LinkedMultiValueMap;
import org.springframework.util.MultiValueMap;
import org.springframework.web.servlet.ModelAndView;
import org.springframework.web.servlet.function.ServerRequest;
import org.springframework.web.servlet.function.ServerResponse;

import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** A message posted while a stream writes its endpoint event is handled after that event, not into it. */
class SseEndpointGateTest {

    /** Longer than any test runs: a message gets past the gate only when the endpoint event is written. */
    private final SseEndpointGate gate = new SseEndpointGate(TimeUnit.MINUTES.toMillis(10));
    private final List<String> events = new CopyOnWriteArrayList<>();

    @Test
    void aMessagePostedWhileAnEndpointEventIsWrittenWaitsForIt() throws Exception {
        CountDownLatch writing = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        ServerResponse stream = gate.filter(request("GET", "/sse"), req -> new SlowStream(writing, release));
        CompletableFuture<Void> opened = CompletableFuture.runAsync(() -> write(stream));
        assertThat(writing.await(5, TimeUnit.SECONDS)).isTrue();

        CompletableFuture<ServerResponse> posted = new CompletableFuture<>();
        Thread poster = new Thread(() -> posted.complete(post(gate)), "poster");
        poster.start();
        awaitHeldByTheGate(poster, posted);
        assertThat(events).containsExactly("endpoint event writing");
        release.countDown();

        opened.get(5, TimeUnit.SECONDS);
        assertThat(posted.get(5, TimeUnit.SECONDS).statusCode()).isEqualTo(HttpStatus.ACCEPTED);
        assertThat(events).containsExactly("endpoint event writing", "endpoint event written", "message handled");
    }

    /** Returns once {@code poster} waits inside the gate; fails if its message got through instead. */
    private static void awaitHeldByTheGate(Thread poster, CompletableFuture<?> posted) {
        Await.await("the poster to reach the gate", Duration.ofSeconds(10), () -> {
            boolean held = poster.getState() == Thread.State.TIMED_WAITING && Arrays.stream(poster.getStackTrace())
                    .anyMatch(frame -> frame.getMethodName().equals("awaitEndpointsWritten"));
            if (!held) {
                assertThat(posted).as("the message went past the gate while the endpoint event was being written").isNotDone();
            }
            return held;
        });
    }

    @Test
    void aMessageWithNoStreamOpeningGoesStraightThrough() throws Exception {
        ServerResponse answer = post(gate);

        assertThat(answer.statusCode()).isEqualTo(HttpStatus.ACCEPTED);
        assertThat(events).containsExactly("message handled");
    }

    private ServerResponse post(SseEndpointGate through) {
        try {
            return through.filter(request("POST", "/mcp/message"), req -> {
                events.add("message handled");
                return ServerResponse.accepted().build();
            });
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private static void write(ServerResponse response) {
        try {
            response.writeTo(new MockHttpServletRequest(), new MockHttpServletResponse(), null);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private static ServerRequest request(String method, String path) {
        return ServerRequest.create(new MockHttpServletRequest(method, path), List.of());
    }

    /** A stream whose endpoint event takes until {@code release} to write. */
    private final class SlowStream implements ServerResponse {
        private final CountDownLatch writing;
        private final CountDownLatch release;

        SlowStream(CountDownLatch writing, CountDownLatch release) {
            this.writing = writing;
            this.release = release;
        }

        @Override
        public ModelAndView writeTo(HttpServletRequest request, HttpServletResponse response, Context context) {
            events.add("endpoint event writing");
            writing.countDown();
            try {
                release.await(5, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            events.add("endpoint event written");
            return null;
        }

        @Override
        public HttpStatusCode statusCode() {
            return HttpStatus.OK;
        }

        @Override
        public HttpHeaders headers() {
            return new HttpHeaders();
        }

        @Override
        public MultiValueMap<String, Cookie> cookies() {
            return new LinkedMultiValueMap<>();
        }
    }
}
