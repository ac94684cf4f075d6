package io.github.mcpjavafx.debug.security;

import io.github.mcpjavafx.debug.McpJavafxConfig;

import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
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

    /** The fewest characters a token may have. */
    public static final int MIN_LENGTH = 16;
    /** A token file is a line; anything much longer is some other file. */
    private static final int MAX_FILE_BYTES = 4096;

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
     * @throws IllegalStateException when the token file cannot be read, is empty, is a link, is another user's or
     *                               others may read it; or when the token is shorter than {@link #MIN_LENGTH}
     */
    static Resolved resolve(McpJavafxConfig config, UnaryOperator<String> environment) {
        if (config.token() != null) {
            return atLeastMinimal(new Resolved(config.token(), "from mcp.ui.token"));
        }
        if (config.tokenFile() != null) {
            Path file = Path.of(config.tokenFile()).toAbsolutePath();
            return atLeastMinimal(new Resolved(readPrivate(file), "from the token file " + file));
        }
        String fromEnvironment = environment.apply(ENVIRONMENT_VARIABLE);
        if (fromEnvironment != null && !fromEnvironment.isBlank()) {
            return atLeastMinimal(new Resolved(fromEnvironment.trim(), "from " + ENVIRONMENT_VARIABLE));
        }
        return new Resolved(BearerTokens.generate(), "generated");
    }

    private static String readPrivate(Path file) {
        String token;
        try {
            token = OwnFiles.read(file, MAX_FILE_BYTES).trim();
        } catch (NoSuchFileException e) {
            throw new IllegalStateException("The token file " + file + " cannot be read: it does not exist.", e);
        } catch (IOException e) {
            throw new IllegalStateException("The token file cannot be read: " + e.getMessage() + ".", e);
        }
        if (token.isEmpty()) {
            throw new IllegalStateException("The token file " + file + " is empty: write the token into it.");
        }
        return token;
    }

    /** A token anyone could guess in a few tries is no lock: refused wherever it comes from. */
    private static Resolved atLeastMinimal(Resolved resolved) {
        if (resolved.token().length() < MIN_LENGTH) {
            throw new IllegalStateException("The token " + resolved.source() + " has " + resolved.token().length()
                    + " characters; a token needs " + MIN_LENGTH + " or more (openssl rand -hex 24 makes one).");
        }
        return resolved;
    }
}
