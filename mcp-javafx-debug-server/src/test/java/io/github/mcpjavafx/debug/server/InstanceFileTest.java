package io.github.mcpjavafx.debug.server;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Instance files as the stdio entry point reads them: written by a server, read back, trusted only in a private directory. */
class InstanceFileTest {

    @TempDir
    Path parent;

    @Test
    void whatAServerWritesIsReadBackWithItsMainClassAndWorkingDirectory() throws IOException {
        Path directory = parent.resolve("instances");
        ServerInstance written = ServerInstance.ofThisProcess("http://127.0.0.1:47321", "http://127.0.0.1:47321/mcp", "s3cret");
        InstanceFile file = InstanceFile.write(directory, written, 47321);
        Files.writeString(directory.resolve("half-written.json"), "{\"endpoint\": \"http://127.0.0.1:1");
        try {
            assertThat(InstanceFile.readAll(directory)).as("what is no instance file is left out").containsExactly(written);
            assertThat(written.workingDirectory()).isEqualTo(System.getProperty("user.dir"));
        } finally {
            file.delete();
        }
    }

    @Test
    @EnabledOnOs({OS.LINUX, OS.MAC})
    void aDirectoryOthersMayEnterIsNotTrusted() throws IOException {
        Path directory = Files.createDirectory(parent.resolve("open"),
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwxrwxrwx")));
        Files.setPosixFilePermissions(directory, PosixFilePermissions.fromString("rwxrwxrwx"));
        assertThatThrownBy(() -> InstanceFile.readAll(directory)).isInstanceOf(IOException.class)
                .hasMessageContaining("is not a directory that only");
    }

    @Test
    @EnabledOnOs(OS.LINUX)
    void onlyTheUsersOwnSmallRegularFilesAreRead() throws IOException {
        Path directory = parent.resolve("instances");
        ServerInstance written = ServerInstance.ofThisProcess("http://127.0.0.1:47321", "http://127.0.0.1:47321/mcp", "s3cret");
        InstanceFile file = InstanceFile.write(directory, written, 47321);
        try {
            Path elsewhere = Files.writeString(parent.resolve("elsewhere.json"), written.toJson().replace("47321", "47322"));
            Files.setPosixFilePermissions(elsewhere, PosixFilePermissions.fromString("rw-------"));
            Files.createSymbolicLink(directory.resolve("1-47322.json"), elsewhere);
            Path huge = directory.resolve("2-47323.json");
            Files.writeString(huge, written.toJson().replace("}", ",\"pad\":\"" + "x".repeat(InstanceFile.MAX_BYTES) + "\"}"));
            Files.setPosixFilePermissions(huge, PosixFilePermissions.fromString("rw-------"));
            Path readable = directory.resolve("3-47324.json");
            Files.writeString(readable, written.toJson().replace("47321", "47324"));
            Files.setPosixFilePermissions(readable, PosixFilePermissions.fromString("rw-r--r--"));

            assertThat(InstanceFile.readAll(directory)).as("a link, a file over the bound, one others may read")
                    .containsExactly(written);
        } finally {
            file.delete();
        }
    }

    @Test
    @EnabledOnOs(OS.LINUX)
    void aFileOfAnotherUserInTheDirectoryIsNotRead() throws IOException {
        Path directory = parent.resolve("instances");
        ServerInstance written = ServerInstance.ofThisProcess("http://127.0.0.1:47321", "http://127.0.0.1:47321/mcp", "s3cret");
        InstanceFile file = InstanceFile.write(directory, written, 47321);
        try {
            Path theirs = directory.resolve("4-47325.json");
            Files.writeString(theirs, written.toJson().replace("47321", "47325"));
            Files.setPosixFilePermissions(theirs, PosixFilePermissions.fromString("rw-------"));
            try {
                Files.setAttribute(theirs, "unix:uid", 65534);
            } catch (IOException notRoot) {
                Assumptions.abort("only root can give a file to another user here");
            }
            assertThat(InstanceFile.readAll(directory)).containsExactly(written);
        } finally {
            file.delete();
        }
    }

    @Test
    @EnabledOnOs(OS.LINUX)
    void aLinkInPlaceOfTheDirectoryIsRefused() throws IOException {
        Path real = Files.createDirectory(parent.resolve("real"),
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        Path link = Files.createSymbolicLink(parent.resolve("instances"), real);
        assertThatThrownBy(() -> InstanceFile.readAll(link)).isInstanceOf(IOException.class)
                .hasMessageContaining("is a symbolic link");
    }

    @Test
    void aReaderWithoutARuntimeDirectoryAlsoLooksWhereADesktopSessionsAppsWrite() {
        assertThat(InstanceFile.searched(Map.of("XDG_RUNTIME_DIR", "/run/user/1000")::get))
                .containsExactly(Path.of("/run/user/1000", "mcp-javafx-debug"));
        List<Path> withoutIt = InstanceFile.searched(name -> null);
        assertThat(withoutIt).last().isEqualTo(Path.of(System.getProperty("user.home"), ".mcp-javafx-debug"));
        assertThat(withoutIt.size() == 1 || withoutIt.get(0).startsWith("/run/user")).as(withoutIt.toString()).isTrue();
    }

    @Test
    void theSameAppIsTheSameMainClassInTheSameWorkingDirectory() {
        ServerInstance app = new ServerInstance("e", "u", "t1", 1, "com.acme.Main", "/work/a", null);
        assertThat(app.sameAppAs(new ServerInstance("e", "u", "t2", 2, "com.acme.Main", "/work/a", null))).isTrue();
        assertThat(app.sameAppAs(new ServerInstance("e", "u", "t2", 2, "com.acme.Main", "/work/b", null))).isFalse();
        assertThat(app.sameAppAs(new ServerInstance("e", "u", "t2", 2, "com.acme.Other", "/work/a", null))).isFalse();
        assertThat(new ServerInstance("e", "u", "t", 1, null, "/w", null).sameAppAs(new ServerInstance("e", "u", "t", 2, null, "/w", null)))
                .as("an unknown main class is no app to follow").isFalse();
        assertThat(app.toString()).doesNotContain("t1");
    }
}
