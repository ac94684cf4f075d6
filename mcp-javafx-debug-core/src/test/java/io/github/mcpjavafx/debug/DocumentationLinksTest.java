package io.github.mcpjavafx.debug;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** The README, the docs, the changelog and the examples' READMEs link to files and headings that exist, as GitHub renders them. */
class DocumentationLinksTest {

    private static final Path ROOT = Path.of("..");
    private static final Pattern FENCED = Pattern.compile("```.*?```", Pattern.DOTALL);
    private static final Pattern CODE = Pattern.compile("`[^`\n]*`");
    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");
    private static final Pattern HEADING = Pattern.compile("^#{1,6} (.+)$", Pattern.MULTILINE);

    @Test
    void everyRelativeLinkReachesAFileAndItsHeading() throws IOException {
        List<String> broken = new ArrayList<>();
        for (Path doc : documents()) {
            Matcher m = LINK.matcher(CODE.matcher(withoutCodeBlocks(Files.readString(doc))).replaceAll(""));
            while (m.find()) {
                String link = m.group(1);
                if (link.matches("[a-z]+:.*")) {
                    continue; // https:, mailto:
                }
                int hash = link.indexOf('#');
                String file = hash < 0 ? link : link.substring(0, hash);
                Path target = file.isEmpty() ? doc : doc.getParent().resolve(file).normalize();
                if (!Files.exists(target)) {
                    broken.add(ROOT.relativize(doc) + ": " + link + " (no such file)");
                } else if (hash >= 0 && target.toString().endsWith(".md")
                        && !anchors(Files.readString(target)).contains(link.substring(hash + 1))) {
                    broken.add(ROOT.relativize(doc) + ": " + link + " (no such heading)");
                }
            }
        }
        assertThat(broken).as("broken links").isEmpty();
    }

    @Test
    void anchorsAreMadeAsGitHubMakesThem() {
        assertThat(anchors("# A modular app (`module-info.java`)\n## 3. Keep it out of production builds\n## Tools\n## Tools\n"))
                .containsExactlyInAnyOrder("a-modular-app-module-infojava", "3-keep-it-out-of-production-builds", "tools", "tools-1");
    }

    private static List<Path> documents() throws IOException {
        List<Path> docs = new ArrayList<>(List.of(ROOT.resolve("README.md"), ROOT.resolve("CHANGELOG.md"),
                ROOT.resolve("demo-fx-spring/README.md")));
        try (Stream<Path> files = Files.list(ROOT.resolve("docs"))) {
            files.filter(f -> f.toString().endsWith(".md")).sorted().forEach(docs::add);
        }
        // examples/README.md and each example's own
        try (Stream<Path> files = Files.find(ROOT.resolve("examples"), 2, (f, attributes) -> f.endsWith("README.md"))) {
            files.sorted().forEach(docs::add);
        }
        return docs;
    }

    private static String withoutCodeBlocks(String markdown) {
        return FENCED.matcher(markdown).replaceAll("");
    }

    /** GitHub's heading ids: lower case, punctuation but {@code -} and {@code _} dropped, spaces as {@code -}, repeats numbered. */
    private static Set<String> anchors(String markdown) {
        Set<String> anchors = new HashSet<>();
        Map<String, Integer> seen = new HashMap<>();
        Matcher m = HEADING.matcher(withoutCodeBlocks(markdown));
        while (m.find()) {
            String id = m.group(1).strip().toLowerCase().replaceAll("[^\\p{L}\\p{N}_\\- ]", "").replace(' ', '-');
            int n = seen.merge(id, 1, Integer::sum) - 1;
            anchors.add(n == 0 ? id : id + "-" + n);
        }
        return anchors;
    }
}
