package io.github.mcpjavafx.debug.security;

import io.github.mcpjavafx.debug.McpJavafxConfig;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.util.EnumSet;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * Where the bearer token comes from, first found first: the configured token, the token file, the
 * environment variable {@value #ENVIRONMENT_VARIABLE}, else a new one. The file and the variable exist
 * so that a token never has to be on a command line, which every local user can read
 * ({@code /proc/PID/cmdline}, {@code ps}); for the same reason a token file others may read is refused.
 */
public final class TokenSources {

    /** The environment variable read when neither a token nor a token file is configured. */
    public static final String ENVIRONMENT_VARIABLE = "MCP_UI_TOKEN";

    private static final Set<PosixFilePermission> NOT_OWNER = EnumSet.of(PosixFilePermission.GROUP_READ,
            PosixFilePermission.GROUP_WRITE, PosixFilePermission.OTHERS_READ, PosixFilePermission.OTHERS_WRITE);

    /**
     * The token in force and where it came from, as the startup log names it.
     *
     * @param source {@code from mcp.ui.token}, {@code from the token file <path>}, {@code from MCP_UI_TOKEN} or
     *               {@code generated}
     */
    public record Resolved(String token, String source) {

        public boolean generated() {
            return source.equals("generated");
        }
    }

    private TokenSources() {
    }

    /** The token for {@code config}, reading the process's environment. */
    public static Resolved resolve(McpJavafxConfig config) {
        return resolve(config, System::getenv);
    }

    /**
     * @throws IllegalStateException when the token file cannot be read, is empty, or others may read it
     */
    static Resolved resolve(McpJavafxConfig config, UnaryOperator<String> environment) {
        if (config.token() != null) {
            return new Resolved(config.token(), "from mcp.ui.token");
        }
        if (config.tokenFile() != null) {
            Path file = Path.of(config.tokenFile()).toAbsolutePath();
            return new Resolved(readPrivate(file), "from the token file " + file);
        }
        String fromEnvironment = environment.apply(ENVIRONMENT_VARIABLE);
        if (fromEnvironment != null && !fromEnvironment.isBlank()) {
            return new Resolved(fromEnvironment.trim(), "from " + ENVIRONMENT_VARIABLE);
        }
        return new Resolved(BearerTokens.generate(), "generated");
    }

    private static String readPrivate(Path file) {
        try {
            PosixFileAttributeView posix = Files.getFileAttributeView(file, PosixFileAttributeView.class);
            if (posix != null) {
                Set<PosixFilePermission> open = EnumSet.copyOf(posix.readAttributes().permissions());
                open.retainAll(NOT_OWNER);
                if (!open.isEmpty()) {
                    throw new IllegalStateException("The token file " + file + " may be read or written by others ("
                            + open + "): anyone on the machine could take the token. Run chmod 600 " + file + ".");
                }
            }
            String token = Files.readString(file, StandardCharsets.UTF_8).trim();
            if (token.isEmpty()) {
                throw new IllegalStateException("The token file " + file + " is empty: write the token into it.");
            }
            return token;
        } catch (IOException e) {
            throw new IllegalStateException("The token file " + file + " cannot be read: " + e, e);
        }
    }
}
