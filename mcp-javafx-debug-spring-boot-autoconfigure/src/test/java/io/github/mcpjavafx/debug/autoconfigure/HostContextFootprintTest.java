package io.github.mcpjavafx.debug.autoconfigure;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.beans.factory.annotation.AnnotatedBeanDefinition;
import org.springframework.beans.factory.config.BeanDefinition;
import org.springframework.beans.factory.config.ConfigurableListableBeanFactory;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.core.io.DefaultResourceLoader;
import org.springframework.util.ClassUtils;

import java.io.IOException;
import java.net.URL;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What adding the starter changes in a JavaFX application's own context and log: the same Spring
 * Boot application run with the starter (server off, then on) and without it, compared bean by
 * bean and log line by log line.
 */
@ExtendWith(OutputCaptureExtension.class)
class HostContextFootprintTest {

    /** What the web stack the starter brings adds to any context: JSON support, inert without a web server. */
    private static final Set<String> WEB_STACK_JSON = Set.of(
            "org.springframework.boot.jackson.autoconfigure",
            "org.springframework.boot.http.converter.autoconfigure");

    @SpringBootConfiguration
    @EnableAutoConfiguration
    static class DesktopApp {
    }

    @Test
    void withTheServerOffTheAppLogsExactlyWhatItLoggedWithoutTheStarter(CapturedOutput output) {
        Footprint without = Footprint.withoutStarter(output);
        Footprint off = Footprint.withStarter(output);

        assertThat(off.logLines()).containsExactlyElementsOf(without.logLines());
    }

    @Test
    void withTheServerOffTheAppHoldsNoBeanOfSpringAiOrTheDebugServer(CapturedOutput output) {
        Footprint without = Footprint.withoutStarter(output);
        Footprint off = Footprint.withStarter(output);

        assertThat(off.packagesOfBeansAddedTo(without)).isSubsetOf(WEB_STACK_JSON);
    }

    @Test
    void withTheServerOnTheAppGainsTheServerLifecycleAndNoWarning(CapturedOutput output) {
        Footprint without = Footprint.withoutStarter(output);
        Footprint on = Footprint.withStarter(output, "--mcp.ui.enabled=true");

        assertThat(on.beans()).containsKey("mcpJavafxDebugServer");
        assertThat(on.packagesOfBeansAddedTo(without)).isSubsetOf(union(WEB_STACK_JSON, Set.of(
                McpJavafxDebugAutoConfiguration.class.getPackageName())));
        assertThat(on.warnings()).containsExactlyElementsOf(without.warnings());
    }

    @Test
    void anAppThatServesMcpItselfKeepsSpringAisAnnotationScanner(CapturedOutput output) {
        Footprint mcpApp = Footprint.withStarter(output, "--spring.main.web-application-type=servlet", "--server.port=0",
                "--spring.ai.mcp.server.enabled=true", "--spring.ai.mcp.server.protocol=STATELESS");

        assertThat(mcpApp.beans()).containsKey("serverAnnotatedBeanRegistry");
    }

    private static Set<String> union(Set<String> a, Set<String> b) {
        Set<String> union = new TreeSet<>(a);
        union.addAll(b);
        return union;
    }

    /**
     * One run of {@link DesktopApp}: its beans (name to the package of the class that declares them)
     * and its log lines (level, logger and message, digits masked: times, ports and ids vary).
     */
    private record Footprint(Map<String, String> beans, List<String> logLines) {

        private static final Pattern LOG_LINE = Pattern.compile(
                "^\\S+\\s+(TRACE|DEBUG|INFO|WARN|ERROR)\\s+\\d+\\s+---\\s+(?:\\[[^\\]]*\\]\\s*)+(\\S+)\\s*:\\s?(.*)$");

        static Footprint withStarter(CapturedOutput output, String... args) {
            return run(new SpringApplication(DesktopApp.class), output, args);
        }

        /**
         * The application as it was before it added the starter: Spring Boot sees only the metadata
         * of Spring Framework's and Spring Boot's core jars, as in an application built on
         * {@code spring-boot-starter} alone. Its web application type is said outright: Boot deduces
         * it from classes, and the starter's servlet classes cannot be hidden from that deduction.
         */
        static Footprint withoutStarter(CapturedOutput output) {
            ClassLoader plainBoot = new WithoutStarterMetadata(HostContextFootprintTest.class.getClassLoader());
            SpringApplication app = new SpringApplication(new DefaultResourceLoader(plainBoot), DesktopApp.class);
            app.setWebApplicationType(WebApplicationType.NONE);
            return run(app, output);
        }

        private static Footprint run(SpringApplication app, CapturedOutput output, String... args) {
            int logStart = output.length();
            Map<String, String> beans = new TreeMap<>();
            try (ConfigurableApplicationContext context = app.run(args)) {
                ConfigurableListableBeanFactory factory = context.getBeanFactory();
                for (String name : factory.getBeanDefinitionNames()) {
                    beans.put(name, ClassUtils.getPackageName(declaringClass(factory, name)));
                }
            }
            List<String> lines = output.toString().substring(logStart).lines()
                    .map(LOG_LINE::matcher).filter(Matcher::matches)
                    .map(m -> m.group(1) + " " + m.group(2) + ": " + m.group(3).replaceAll("\\d+", "#"))
                    .toList();
            return new Footprint(beans, lines);
        }

        List<String> warnings() {
            return logLines.stream().filter(line -> line.startsWith("WARN") || line.startsWith("ERROR")).toList();
        }

        /** The packages that declare the beans this run has and {@code before} had not. */
        Set<String> packagesOfBeansAddedTo(Footprint before) {
            Set<String> packages = new TreeSet<>();
            beans.forEach((name, origin) -> {
                if (!before.beans.containsKey(name)) {
                    packages.add(origin);
                }
            });
            return packages;
        }

        /** The class whose {@code @Bean} method declares the bean, or the bean's own class. */
        private static String declaringClass(ConfigurableListableBeanFactory factory, String name) {
            BeanDefinition definition = factory.getBeanDefinition(name);
            if (definition.getFactoryBeanName() != null) {
                return declaringClass(factory, definition.getFactoryBeanName());
            }
            if (definition instanceof AnnotatedBeanDefinition annotated && annotated.getFactoryMethodMetadata() != null) {
                return annotated.getFactoryMethodMetadata().getDeclaringClassName();
            }
            return String.valueOf(definition.getBeanClassName());
        }
    }

    /**
     * Hides the Spring Boot metadata ({@code spring.factories}, auto-configuration imports) of every
     * jar but Spring Framework's and Spring Boot's core and test jars, found by their Maven
     * repository paths.
     */
    private static final class WithoutStarterMetadata extends ClassLoader {

        private static final Pattern PLAIN_BOOT_JAR = Pattern.compile(
                ".*/org/springframework/(spring-[^/]+|boot/spring-boot|boot/spring-boot-autoconfigure|boot/spring-boot-test[^/]*)/[^/]+/[^/]+\\.jar!/.*");

        WithoutStarterMetadata(ClassLoader parent) {
            super(parent);
        }

        @Override
        public Enumeration<URL> getResources(String name) throws IOException {
            List<URL> urls = Collections.list(super.getResources(name));
            if (name.startsWith("META-INF/spring")) {
                urls.removeIf(url -> !PLAIN_BOOT_JAR.matcher(url.toString()).matches());
            }
            return Collections.enumeration(urls);
        }
    }
}
