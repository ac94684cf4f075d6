package io.github.mcpjavafx.debug.security;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;

/** Making, checking and showing bearer tokens. */
public final class BearerTokens {

    private static final SecureRandom RANDOM = new SecureRandom();

    private BearerTokens() {
    }

    /** A new token: 192 random bits, URL-safe Base64 (32 characters). */
    public static String generate() {
        byte[] bytes = new byte[24];
        RANDOM.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    /** Compares in time independent of where the strings differ, so the token cannot be guessed byte by byte. */
    public static boolean matches(String expected, String presented) {
        if (presented == null) {
            return false;
        }
        return MessageDigest.isEqual(expected.getBytes(StandardCharsets.UTF_8), presented.getBytes(StandardCharsets.UTF_8));
    }

    /** The first and last four characters, the rest starred: enough to tell tokens apart in a log. */
    public static String mask(String token) {
        if (token.length() <= 8) {
            return "*".repeat(token.length());
        }
        return token.substring(0, 4) + "*".repeat(token.length() - 8) + token.substring(token.length() - 4);
    }
}
