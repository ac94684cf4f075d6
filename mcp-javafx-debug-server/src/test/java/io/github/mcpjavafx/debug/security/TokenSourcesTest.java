package io.github.mcpjavafx.debug.security;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import org.junit.jupiter.api.Test;
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
    private static final UnaryOperator<String> ENVIRONMENT = Map.of(TokenSources.ENVIRONMENT_VARIABLE, " from-env ")::get;

    @TempDir
    Path dir;

    @Test
    void theConfiguredTokenComesFirstThenTheFileThenTheEnvironmentThenANewOne() throws IOException {
        Path file = tokenFile("from-file\n", "rw-------");

        assertThat(TokenSources.resolve(McpJavafxConfig.builder().token("given").tokenFile(file.toString()).build(), ENVIRONMENT))
                .isEqualTo(new TokenSources.Resolved("given", "from mcp.ui.token"));
        assertThat(TokenSources.resolve(McpJavafxConfig.builder().tokenFile(file.toString()).build(), ENVIRONMENT))
                .isEqualTo(new TokenSources.Resolved("from-file", "from the token file " + file));
        assertThat(TokenSources.resolve(McpJavafxConfig.defaults(), ENVIRONMENT))
                .isEqualTo(new TokenSources.Resolved("from-env", "from MCP_UI_TOKEN"));
        TokenSources.Resolved generated = TokenSources.resolve(McpJavafxConfig.defaults(), NO_ENVIRONMENT);
        assertThat(generated.generated()).isTrue();
        assertThat(generated.token()).hasSize(32);
    }

    @Test
    void aTokenFileOthersMayReadIsRefusedAndSaysHowToFixIt() throws IOException {
        for (String open : new String[] {"rw-r-----", "rw----r--", "rw-rw-rw-"}) {
            Path file = tokenFile("secret", open);
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

    private Path tokenFile(String content, String permissions) throws IOException {
        Path file = Files.createTempFile(dir, "token", "");
        Files.writeString(file, content);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString(permissions));
        return file;
    }
}
