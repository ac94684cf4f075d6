package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.ErrorCode;
import io.github.mcpjavafx.debug.core.model.PerformRequest;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import static io.github.mcpjavafx.debug.core.actions.PerformCalls.css;
import static io.github.mcpjavafx.debug.core.actions.PerformCalls.failure;
import static io.github.mcpjavafx.debug.core.actions.PerformCalls.perform;
import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The style action reads only CSS text, local files and class-path resources: a network URL as the stylesheet, in
 * an {@code @import} or in a {@code url(…)} of CSS text is refused as a bad argument before anything is fetched (a
 * listening socket on loopback is never connected to); a FIFO is refused at once instead of holding the call; a
 * missing file, a directory, a FIFO and an oversized file read alike, so the error tells nothing of what exists.
 */
@ExtendWith(HeadlessFxExtension.class)
class StyleReadsOnlyLocalFilesTest {

    private ServerSocket listener;
    private final AtomicInteger connections = new AtomicInteger();
    private Label status;

    @BeforeEach
    void listenOnLoopbackAndShowALabel() throws IOException {
        listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        Thread accepting = new Thread(() -> {
            while (!listener.isClosed()) {
                try (Socket ignored = listener.accept()) {
                    connections.incrementAndGet();
                } catch (IOException closed) {
                    return;
                }
            }
        }, "counts-connections");
        accepting.setDaemon(true);
        accepting.start();
        status = onFx(() -> {
            Label label = new Label("Overdue");
            label.setId("status");
            return label;
        });
        HeadlessFx.show("Styles", onFx(() -> new VBox(status)), 300, 200);
    }

    @AfterEach
    void stopListening() throws IOException {
        listener.close();
    }

    @Test
    void aStylesheetAtANetworkUrlIsRefusedAndNothingIsFetched() {
        String at = "127.0.0.1:" + listener.getLocalPort() + "/secret.css?exfil=1";
        for (String url : List.of("http://" + at, "https://" + at, "ftp://" + at, "HTTP://" + at,
                "jar:http://" + at + "!/x.css", "//" + at, "file://" + at)) {
            UiException refused = failure(ActionSpec.stylesheet(css("#status"), url));

            assertThat(refused.code()).as(url).isEqualTo(ErrorCode.MCP_UI_INVALID_ARGUMENT);
            assertThat(refused.getMessage()).as(url).contains("Action 0 (style) has stylesheet",
                    "the style action reads only CSS text, local files and class-path resources", "fetched nothing",
                    "Nothing was run.").doesNotContainIgnoringCase("refused").doesNotContainIgnoringCase("timed out");
            assertThat(refused.details()).containsEntry("argument", "actions[0].stylesheet");
        }
        assertThat(connections).as("connections to the listener").hasValue(0);
        assertThat(onFx(() -> status.getScene().getStylesheets())).isEmpty();
    }

    @Test
    void anImportInCssTextIsRefusedAndNothingIsFetched() {
        String port = String.valueOf(listener.getLocalPort());
        for (String css : List.of("@import url(http://127.0.0.1:" + port + "/a.css);\n.label { -fx-text-fill: red; }",
                "@import \"http://127.0.0.1:" + port + "/a.css\";\n.label { -fx-text-fill: red; }",
                "@IMPORT url(\"local.css\");\n.label { -fx-text-fill: red; }")) {
            UiException refused = failure(ActionSpec.stylesheet(css("#status"), css));

            assertThat(refused.code()).as(css).isEqualTo(ErrorCode.MCP_UI_INVALID_ARGUMENT);
            assertThat(refused.getMessage()).as(css).contains("has @import in its CSS text, which the style action does "
                    + "not follow");
        }
        assertThat(connections).hasValue(0);
        assertThat(onFx(() -> status.getScene().getStylesheets())).isEmpty();
    }

    @Test
    void aNetworkImageInCssIsRefusedAndNothingIsFetched(@TempDir Path dir) throws IOException {
        String at = "127.0.0.1:" + listener.getLocalPort() + "/i.png";
        Path file = Files.writeString(dir.resolve("fix.css"), ".label { -fx-background-image: url(http://" + at + "); }");
        List<ActionSpec> styles = List.of(
                ActionSpec.stylesheet(css("#status"), ".label { -fx-background-image: url(http://" + at + "); }"),
                ActionSpec.stylesheet(css("#status"), ".label { -fx-background-image: URL( 'https://" + at + "' ); }"),
                ActionSpec.stylesheet(css("#status"), ".label { -fx-background-image: url(\"//" + at + "\"); }"),
                ActionSpec.stylesheet(css("#status"), "@font-face { src: url(\"ftp://" + at + "\"); }\n.label { }"),
                ActionSpec.stylesheet(css("#status"), file.toUri().toString()),
                ActionSpec.inlineStyle(css("#status"), "-fx-background-image: url(http://" + at + ")"),
                ActionSpec.inlineStyle(css("#status"), "-fx-background-image: url(//" + at + ")"));
        for (ActionSpec style : styles) {
            UiException refused = failure(style);

            assertThat(refused.code()).as(style.toString()).isEqualTo(ErrorCode.MCP_UI_INVALID_ARGUMENT);
            assertThat(refused.getMessage()).as(style.toString()).contains("the style action reads only", "fetched nothing");
        }
        HeadlessFx.settle(); // an image JavaFX had been given would be loading by now
        assertThat(connections).hasValue(0);
        assertThat(onFx(() -> status.getScene().getStylesheets())).isEmpty();
        assertThat(onFx(status::getStyle)).isEmpty();
    }

    @Test
    void aFifoIsRefusedAtOnceInsteadOfHoldingTheCall(@TempDir Path dir) throws Exception {
        Path fifo = fifo(dir.resolve("pipe.css"));
        Path image = fifo(dir.resolve("pipe.png"));
        Path sheet = Files.writeString(dir.resolve("fix.css"), ".label { -fx-background-image: url(pipe.png); }");

        UiException refused = assertTimeoutPreemptively(Duration.ofSeconds(5),
                () -> failure(ActionSpec.stylesheet(css("#status"), fifo.toUri().toString())));
        UiException refusedImage = assertTimeoutPreemptively(Duration.ofSeconds(5),
                () -> failure(ActionSpec.stylesheet(css("#status"), sheet.toUri().toString())));
        UiException refusedInline = assertTimeoutPreemptively(Duration.ofSeconds(5),
                () -> failure(ActionSpec.inlineStyle(css("#status"), "-fx-background-image: url(" + image.toUri() + ")")));

        assertThat(List.of(refused, refusedImage, refusedInline)).extracting(UiException::code)
                .containsOnly(ErrorCode.MCP_UI_INVALID_ARGUMENT);
        assertThat(refused.getMessage()).contains("cannot be read as a local stylesheet");
        assertThat(refusedImage.getMessage()).contains("has url(pipe.png) in stylesheet", "cannot be read as a local file");
        assertThat(refusedInline.getMessage()).contains("cannot be read as a local file");
        assertThat(onFx(() -> status.getScene().getStylesheets())).isEmpty();
    }

    @Test
    void aMissingFileADirectoryAFifoAndAnOversizedFileGetOneText(@TempDir Path dir) throws Exception {
        Path missing = dir.resolve("missing.css");
        Path directory = Files.createDirectory(dir.resolve("folder.css"));
        Path oversized = Files.write(dir.resolve("big.css"), new byte[(1 << 20) + 1]);
        Path locked = Files.createDirectory(dir.resolve("locked"));
        Path inLocked = Files.writeString(locked.resolve("secret.css"), ".label { }");
        Files.setPosixFilePermissions(locked, java.util.Set.of()); // readable all the same when the tests run as root
        List<Path> paths = new java.util.ArrayList<>(List.of(missing, directory, oversized));
        if (isLinux()) {
            paths.add(fifo(dir.resolve("pipe.css")));
        }
        if (!Files.isReadable(inLocked)) {
            paths.add(inLocked);
        }

        List<String> texts = paths.stream().map(path -> {
            String url = path.toUri().toString();
            return failure(ActionSpec.stylesheet(css("#status"), url)).getMessage().replace(url, "URL");
        }).distinct().toList();

        assertThat(texts).singleElement().asString().contains("cannot be read as a local stylesheet")
                .doesNotContainIgnoringCase("no such file").doesNotContainIgnoringCase("denied")
                .doesNotContainIgnoringCase("directory").doesNotContain("bytes");
        Files.setPosixFilePermissions(locked, java.util.Set.of(java.nio.file.attribute.PosixFilePermission.OWNER_READ,
                java.nio.file.attribute.PosixFilePermission.OWNER_WRITE, java.nio.file.attribute.PosixFilePermission.OWNER_EXECUTE));
    }

    @Test
    void aLocalImageNextToAStylesheetIsHandedToJavaFxAsTheFileChecked(@TempDir Path dir) throws Exception {
        Path image = Files.write(dir.resolve("dot.png"), new byte[] {1});
        Path sheet = Files.writeString(dir.resolve("fix.css"), ".label { -fx-background-image: url(dot.png); }\n");

        perform(ActionSpec.stylesheet(css("#status"), sheet.toUri().toString()));

        String copy = onFx(() -> status.getScene().getStylesheets().get(0));
        assertThat(Files.readString(Path.of(java.net.URI.create(copy))))
                .contains("url(\"" + image.toUri().toURL().toExternalForm() + "\")");
    }

    @Test
    void aBatchWithOneNetworkStylesheetChangesNothing() {
        UiException refused = failure(ActionSpec.stylesheet(css("#status"), ".label { -fx-text-fill: red; }"),
                ActionSpec.stylesheet(css("#status"), "http://127.0.0.1:" + listener.getLocalPort() + "/x.css"));

        assertThat(refused.details()).containsEntry("actionIndex", 1);
        assertThat(onFx(() -> status.getScene().getStylesheets())).isEmpty();
        assertThat(connections).hasValue(0);
    }

    @Test
    void aStylesFolderReMadeAsALinkIsRefusedAndNothingIsWrittenThroughIt(@TempDir Path home) throws IOException {
        perform(ActionSpec.stylesheet(css("#status"), ".label { -fx-text-fill: red; }"));
        Path copy = Path.of(java.net.URI.create(onFx(() -> status.getScene().getStylesheets().get(0))));
        Path folder = copy.getParent();
        assertThat(java.nio.file.attribute.PosixFilePermissions.toString(Files.getPosixFilePermissions(folder)))
                .isEqualTo("rwx------");
        assertThat(java.nio.file.attribute.PosixFilePermissions.toString(Files.getPosixFilePermissions(copy)))
                .isEqualTo("rw-------");
        try (var files = Files.list(folder)) {
            for (Path file : files.toList()) {
                Files.delete(file);
            }
        }
        Files.delete(folder);
        Files.createSymbolicLink(folder, home);

        Throwable refused = org.assertj.core.api.Assertions.catchThrowable(() -> PerformCalls.RUNNER.perform(
                PerformRequest.of(ActionSpec.stylesheet(css("#status"), ".label { -fx-text-fill: blue; }"))));

        assertThat(refused).isInstanceOf(UiException.class).hasMessageContaining(folder + " is not private to this "
                + "user any more (it is a symbolic link)").hasMessageContaining("Nothing was run");
        try (var files = Files.list(home)) {
            assertThat(files).isEmpty();
        }
        assertThat(onFx(() -> status.getScene().getStylesheets())).hasSize(1);
        Files.delete(folder);
    }

    private static boolean isLinux() {
        return System.getProperty("os.name", "").toLowerCase(Locale.ROOT).contains("linux");
    }

    private static Path fifo(Path path) throws Exception {
        assumeTrue(isLinux(), "mkfifo: Linux only");
        Process made = new ProcessBuilder("mkfifo", path.toString()).inheritIO().start();
        assertThat(made.waitFor(10, TimeUnit.SECONDS)).isTrue();
        assertThat(made.exitValue()).isZero();
        return path;
    }
}
