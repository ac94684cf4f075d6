package io.github.mcpjavafx.debug.agent;

import io.github.mcpjavafx.debug.agent.fixture.GreetingForm;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;

import static org.assertj.core.api.Assertions.assertThat;

/** The server's loader over one jar that holds a class and a resource the test class path holds too. */
class ServerClassLoaderTest {

    private static final String FACTORIES = "META-INF/spring.factories";

    @TempDir
    Path dir;

    @Test
    void aClassInBothComesFromOurJar() throws Exception {
        try (ServerClassLoader loader = loaderOver(ourJar())) {
            assertThat(loader.loadClass(GreetingForm.class.getName()).getClassLoader()).isSameAs(loader);
        }
    }

    @Test
    void theJdkAndJavafxComeFromTheApplication() throws Exception {
        try (ServerClassLoader loader = loaderOver(ourJar())) {
            assertThat(loader.loadClass("javafx.scene.control.Button")).isSameAs(javafx.scene.control.Button.class);
            assertThat(loader.loadClass("java.net.http.HttpClient")).isSameAs(java.net.http.HttpClient.class);
            assertThat(loader.loadClass("org.w3c.dom.Document")).isSameAs(org.w3c.dom.Document.class);
        }
    }

    @Test
    void aClassWeLackComesFromTheApplication() throws Exception {
        try (ServerClassLoader loader = loaderOver(ourJar())) {
            assertThat(loader.loadClass(AgentOptionsTest.class.getName())).isSameAs(AgentOptionsTest.class);
        }
    }

    @Test
    void resourcesWeHaveHideTheApplicationsOnes() throws Exception {
        assertThat(Collections.list(getClass().getClassLoader().getResources(FACTORIES))).hasSizeGreaterThan(1);
        try (ServerClassLoader loader = loaderOver(ourJar())) {
            List<URL> factories = Collections.list(loader.getResources(FACTORIES));
            assertThat(factories).singleElement().satisfies(url -> assertThat(url.toString()).contains("ours.jar"));
            assertThat(loader.getResource(FACTORIES).toString()).contains("ours.jar");
        }
    }

    @Test
    void resourcesWeLackComeFromTheApplication() throws Exception {
        try (ServerClassLoader loader = loaderOver(ourJar())) {
            assertThat(Collections.list(loader.getResources("META-INF/MANIFEST.MF"))).isNotEmpty()
                    .isEqualTo(Collections.list(getClass().getClassLoader().getResources("META-INF/MANIFEST.MF")));
            assertThat(loader.getResource("javafx/scene/control/Button.class")).isNotNull();
        }
    }

    private ServerClassLoader loaderOver(Path jar) {
        return new ServerClassLoader(List.of(jar), getClass().getClassLoader());
    }

    private Path ourJar() throws IOException {
        Path jar = dir.resolve("ours.jar");
        String classFile = GreetingForm.class.getName().replace('.', '/') + ".class";
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            out.putNextEntry(new JarEntry(classFile));
            try (InputStream in = GreetingForm.class.getClassLoader().getResourceAsStream(classFile)) {
                in.transferTo(out);
            }
            out.putNextEntry(new JarEntry(FACTORIES));
            out.write("# ours\n".getBytes(java.nio.charset.StandardCharsets.UTF_8));
        }
        return jar;
    }
}
