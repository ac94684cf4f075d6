package io.github.mcpjavafx.debug.mcp;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * The published JSON schemas, kept as files beside the code ({@value #LOCATION}) so that they read
 * like the contract. Two shared shapes are written once and put in by placeholder: {@code "@ref"}
 * (a node ref) and {@code "@target"} (ref, css or text).
 */
final class ToolSchemas {

    static final String LOCATION = "/META-INF/mcp-javafx-debug/schemas/";

    private final String ref = read("ref.json");
    private final String target = read("target.json").replace("\"@ref\"", ref);

    String input(String tool) {
        return expand(read(tool + ".input.json"));
    }

    String output(String tool) {
        return expand(read(tool + ".output.json"));
    }

    private String expand(String schema) {
        return schema.replace("\"@target\"", target).replace("\"@ref\"", ref);
    }

    private static String read(String name) {
        try (InputStream in = ToolSchemas.class.getResourceAsStream(LOCATION + name)) {
            if (in == null) {
                throw new IllegalStateException("Missing schema " + LOCATION + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
