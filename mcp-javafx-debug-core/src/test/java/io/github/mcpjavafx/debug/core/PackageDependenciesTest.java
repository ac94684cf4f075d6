package io.github.mcpjavafx.debug.core;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** Core's packages point one way, as their sources name each other (imports and qualified names alike). */
class PackageDependenciesTest {

    private static final Path CORE = Path.of("src/main/java/io/github/mcpjavafx/debug/core");
    private static final Pattern CORE_PACKAGE = Pattern.compile("io\\.github\\.mcpjavafx\\.debug\\.core\\.([a-z]+)\\.");

    /** The runner tells an observer it declares ({@code ActionObserver}); the recording is one. */
    @Test
    void theActionsDoNotKnowTheRecording() throws IOException {
        assertThat(uses().get("actions")).as("the packages core.actions names").isNotEmpty().doesNotContain("recording");
    }

    @Test
    void noPackageDependsOnItselfThroughOthers() throws IOException {
        Map<String, Set<String>> uses = uses();
        for (String start : uses.keySet()) {
            assertThat(pathBack(start, start, uses, new TreeSet<>())).as("a cycle through core." + start).isNull();
        }
    }

    /** The packages from {@code from} to {@code to} along {@code uses}, or {@code null} when there is no way. */
    private static List<String> pathBack(String from, String to, Map<String, Set<String>> uses, Set<String> seen) {
        for (String next : uses.getOrDefault(from, Set.of())) {
            if (next.equals(to)) {
                return new ArrayList<>(List.of(from, to));
            }
            if (seen.add(next)) {
                List<String> rest = pathBack(next, to, uses, seen);
                if (rest != null) {
                    rest.add(0, from);
                    return rest;
                }
            }
        }
        return null;
    }

    /** For each package under core, the other packages under core its sources name. */
    private static Map<String, Set<String>> uses() throws IOException {
        Map<String, Set<String>> uses = new TreeMap<>();
        try (Stream<Path> files = Files.walk(CORE)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                Path relative = CORE.relativize(file);
                if (relative.getNameCount() < 2) {
                    continue; // the engine that wires the packages together
                }
                String own = relative.getName(0).toString();
                Set<String> named = uses.computeIfAbsent(own, p -> new TreeSet<>());
                Matcher m = CORE_PACKAGE.matcher(Files.readString(file));
                while (m.find()) {
                    if (!m.group(1).equals(own)) {
                        named.add(m.group(1));
                    }
                }
            }
        }
        return uses;
    }
}
