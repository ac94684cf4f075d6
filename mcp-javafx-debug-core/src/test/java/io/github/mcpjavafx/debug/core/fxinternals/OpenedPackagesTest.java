package io.github.mcpjavafx.debug.core.fxinternals;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The list of JavaFX packages the engine reads is the one the docs tell module-path apps to open, and it holds every
 * package this seam reaches by name: a reach added without its package would work on the class path and silently
 * degrade on the module path, with the agent too.
 */
class OpenedPackagesTest {

    private static final Path SEAM = Path.of("src/main/java/io/github/mcpjavafx/debug/core/fxinternals");
    private static final Pattern NAMED_CLASS = Pattern.compile("(?:Members\\.type|Class\\.forName)\\(\"([\\w.$]+)\"");
    private static final Pattern OPENS_LINE = Pattern.compile("--add-opens ([\\w.]+)/([\\w.]+)=io\\.github\\.mcpjavafx\\.debug");

    @Test
    void theDocsOpenExactlyThePackagesTheEngineReads() throws IOException {
        Set<String> documented = new TreeSet<>();
        Matcher opens = OPENS_LINE.matcher(Files.readString(Path.of("../docs/modular.md")));
        while (opens.find()) {
            documented.add(opens.group(1) + "/" + opens.group(2));
        }
        assertThat(documented).isEqualTo(listed());
    }

    @Test
    void everyClassTheSeamNamesLiesInAListedPackage() throws IOException {
        List<String> packagesNamed = new ArrayList<>();
        try (Stream<Path> sources = Files.list(SEAM)) {
            for (Path source : sources.toList()) {
                Matcher named = NAMED_CLASS.matcher(Files.readString(source));
                while (named.find()) {
                    String type = named.group(1);
                    packagesNamed.add(type.substring(0, type.lastIndexOf('.')));
                }
            }
        }
        Set<String> listed = new TreeSet<>();
        OpenedPackages.byModule().values().forEach(listed::addAll);
        assertThat(packagesNamed).isNotEmpty();
        assertThat(listed).containsAll(packagesNamed);
    }

    private static Set<String> listed() {
        Set<String> listed = new TreeSet<>();
        OpenedPackages.byModule().forEach((module, packages) -> packages.forEach(p -> listed.add(module + "/" + p)));
        return listed;
    }
}
