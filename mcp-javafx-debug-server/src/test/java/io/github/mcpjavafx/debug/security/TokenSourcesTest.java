package io.github.mcpjavafx.debug.security;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import java.util.function.UnaryOperator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class TokenSourcesTest {

    private static final UnaryOperator<String> NO_ENVIRONMENT = name -> null;
    private static final UnaryOperator<String> ENVIRONMENT = Map.of(TokenSources.ENVIRONMENT_VARIABLE, " from-the-environment-0123 ")::get;

    @TempDir
    Path dir;

    @Test
    void theConfiguredTokenComesFirstThenTheFileThenTheEnvironmentThenANewOne() throws IOException {
        Path file = tokenFile("from-the-file-0123456\n", "rw-------");

        assertThat(TokenSources.resolve(McpJavafxConfig.builder().token("given-in-the-config").tokenFile(file.toString()).build(), ENVIRONMENT))
                .isEqualTo(new TokenSources.Resolved("given-in-the-config", "from mcp.ui.token"));
        assertThat(TokenSources.resolve(McpJavafxConfig.builder().tokenFile(file.toString()).build(), ENVIRONMENT))
                .isEqualTo(new TokenSources.Resolved("from-the-file-0123456", "from the token file " + file));
        assertThat(TokenSources.resolve(McpJavafxConfig.defaults(), ENVIRONMENT))
                .isEqualTo(new TokenSources.Resolved("from-the-environment-0123", "from MCP_UI_TOKEN"));
        TokenSources.Resolved generated = TokenSources.resolve(McpJavafxConfig.defaults(), NO_ENVIRONMENT);
        assertThat(generated.generated()).isTrue();
        assertThat(generated.token()).hasSize(32);
    }

    @Test
    void aTokenFileOthersMayReadIsRefusedAndSaysHowToFixIt() throws IOException {
        for (String open : new String[] {"rw-r-----", "rw----r--", "rw-rw-rw-"}) {
            Path file = tokenFile("secret-0123456789abcdef", open);
            assertThatThrownBy(() -> TokenSources.resolve(McpJavafxConfig.builder().tokenFile(file.toString()).build(), NO_ENVIRONMENT))
                    .as(open).isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("may be read or written by others").hasMessageContaining("chmod 600 " + file)
                    .hasMessageNotContaining("secret");
        }
    }

    @Test
    void aMissingOrEmptyTokenFileIsRefused() throws IOException {
        Path empty = tokenFile(" \n", "rw-------");
        assertThatThrownBy(() -> TokenSources.resolve(McpJavafxConfig.builder().tokenFile(empty.toString()).build(), ENVIRONMENT))
                .hasMessageContaining("is empty");
        assertThatThrownBy(() -> TokenSources.resolve(McpJavafxConfig.builder().tokenFile(dir.resolve("none").toString()).build(),
                ENVIRONMENT)).hasMessageContaining("cannot be read");
    }

    @Test
    @EnabledOnOs(OS.LINUX)
    void aTokenFileThatIsALinkIsRefusedWhereverItPoints() throws IOException {
        // another user's link, in a directory they may write, to a file whose content they know
        Path link = Files.createSymbolicLink(dir.resolve("token"), Path.of("/proc/self/personality"));
        assertThatThrownBy(() -> TokenSources.resolve(McpJavafxConfig.builder().tokenFile(link.toString()).build(), ENVIRONMENT))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("is a symbolic link");
        Path target = tokenFile("linked-token-0123456789", "rw-------");
        Path toOwn = Files.createSymbolicLink(dir.resolve("own-link"), target);
        assertThatThrownBy(() -> TokenSources.resolve(McpJavafxConfig.builder().tokenFile(toOwn.toString()).build(), ENVIRONMENT))
                .as("even to a private file of the user's").hasMessageContaining("is a symbolic link");
    }

    @Test
    @EnabledOnOs(OS.LINUX)
    void aTokenFileOfAnotherUserIsRefusedEvenWhenThisUserMayReadIt() throws IOException {
        Path file = tokenFile("another-users-token-0123", "rw-------");
        try {
            Files.setAttribute(file, "unix:uid", 65534);
        } catch (IOException notRoot) {
            Assumptions.abort("only root can give a file to another user here: " + notRoot);
        }
        assertThatThrownBy(() -> TokenSources.resolve(McpJavafxConfig.builder().tokenFile(file.toString()).build(), ENVIRONMENT))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("belongs to")
                .hasMessageContaining("not to " + System.getProperty("user.name"));
    }

    @Test
    void aShortTokenIsRefusedWhereverItComesFrom() throws IOException {
        Path file = tokenFile("00000000\n", "rw-------");
        assertThatThrownBy(() -> TokenSources.resolve(McpJavafxConfig.builder().tokenFile(file.toString()).build(), ENVIRONMENT))
                .hasMessageContaining("has 8 characters; a token needs 16 or more").hasMessageNotContaining("00000000");
        assertThatThrownBy(() -> TokenSources.resolve(McpJavafxConfig.defaults(), Map.of(TokenSources.ENVIRONMENT_VARIABLE, "abc")::get))
                .hasMessageContaining("The token from MCP_UI_TOKEN has 3 characters");
        assertThatThrownBy(() -> TokenSources.resolve(McpJavafxConfig.builder().token("short").build(), ENVIRONMENT))
                .hasMessageContaining("The token from mcp.ui.token has 5 characters");
    }

    @Test
    void aTokenFileThatIsNoSmallRegularFileIsRefusedUnread() throws IOException {
        Path big = tokenFile("x".repeat(5000), "rw-------");
        assertThatThrownBy(() -> TokenSources.resolve(McpJavafxConfig.builder().tokenFile(big.toString()).build(), ENVIRONMENT))
                .hasMessageContaining("over the 4096 it may");
        assertThatThrownBy(() -> TokenSources.resolve(McpJavafxConfig.builder().tokenFile(dir.toString()).build(), ENVIRONMENT))
                .hasMessageContaining("is not a regular file");
    }

    private Path tokenFile(String content, String permissions) throws IOException {
        Path file = Files.createTempFile(dir, "token", "");
        Files.writeString(file, content);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString(permissions));
        return file;
    }
}
