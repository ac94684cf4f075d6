package io.github.mcpjavafx.debug.agent;

import io.github.mcpjavafx.debug.testsupport.LaunchedApp;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The fixture apps these tests launch: a fixture main class in a JVM of its own, with the packaged agent jar as
 * {@code -javaagent:} (its token in the environment, as docs/configuration.md says) and nothing of the server on its
 * class path (JavaFX, Monocle and the fixture classes only). Their logs go to {@code target/launched-apps}.
 */
final class FixtureApps {

    /** The JDK the tests run on. */
    static final Path THIS_JDK = Path.of(System.getProperty("java.home"));
    private static final List<String> HEADLESS = List.of("-Dtestfx.headless=true", "-Dprism.order=sw",
            "-Dglass.platform=Monocle", "-Dmonocle.platform=Headless", "-Djava.awt.headless=true");
    private static final AtomicInteger LAUNCHED = new AtomicInteger();

    private FixtureApps() {
    }

    static LaunchedApp start(Class<?> mainClass, List<Path> extraClassPath) {
        return launch(mainClass.getSimpleName(), javaCommand(mainClass.getName(), extraClassPath, true), true, Map.of());
    }

    /** With the agent, and {@code environment} added to the inherited one. */
    static LaunchedApp start(Class<?> mainClass, Map<String, String> environment) {
        return launch(mainClass.getSimpleName(), javaCommand(mainClass.getName(), List.of(), true), true, environment);
    }

    /** The app alone, for an agent attached later. */
    static LaunchedApp startWithoutAgent(Class<?> mainClass) {
        return launch(mainClass.getSimpleName(), javaCommand(mainClass.getName(), List.of(), false), false, Map.of());
    }

    /**
     * {@code java} of {@code javaHome} with the agent and its {@code options}, then {@code launch} (module path, class
     * path, main class) and no flag of the headless platform: the options choose it or not. {@code environment} is
     * added to the inherited one.
     */
    static LaunchedApp startWithAgentOptions(Path javaHome, String options, List<String> launch, Map<String, String> environment) {
        List<String> command = java(javaHome, "-javaagent:" + agentJar() + (options.isEmpty() ? "" : "=" + options));
        command.addAll(launch);
        return launch("with-agent-options", command, true, environment);
    }

    /** The command that runs the fixture headless: JavaFX, Monocle and the fixture classes on the class path. */
    static List<String> javaCommand(String mainClass, List<Path> extraClassPath, boolean withAgent) {
        List<String> classPath = new ArrayList<>();
        classPath.add(System.getProperty("fixture.test.classes"));
        classPath.addAll(fixtureJars());
        extraClassPath.forEach(p -> classPath.add(p.toString()));
        List<String> command = java(THIS_JDK, withAgent ? "-javaagent:" + agentJar() : null);
        command.addAll(HEADLESS);
        command.add("-cp");
        command.add(String.join(File.pathSeparator, classPath));
        command.add(mainClass);
        return command;
    }

    /** JavaFX's jars and Monocle's, as the build listed them. */
    static List<String> fixtureJars() {
        try {
            return List.of(Files.readString(Path.of(System.getProperty("fixture.classpath.file"))).trim().split(File.pathSeparator));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static LaunchedApp launch(String name, List<String> command, boolean withAgent, Map<String, String> environment) {
        String token = UUID.randomUUID().toString();
        Map<String, String> env = new HashMap<>();
        if (withAgent) {
            env.put("MCP_UI_TOKEN", token);
        }
        env.putAll(environment);
        LaunchedApp.Launch launch = new LaunchedApp.Launch(name + "-" + LAUNCHED.incrementAndGet(), command, env, token, null);
        return LaunchedApp.start(launch, agentJar().resolveSibling("launched-apps"));
    }

    /** {@code java} of {@code javaHome}, the agent option if not null, and a temporary directory of the test's own. */
    private static List<String> java(Path javaHome, String agent) {
        Path tmp = agentJar().resolveSibling("launched-tmp");
        try {
            Files.createDirectories(tmp);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<String> command = new ArrayList<>();
        command.add(javaHome.resolve("bin").resolve("java").toString());
        if (agent != null) {
            command.add(agent);
        }
        command.add("-Djava.io.tmpdir=" + tmp);
        return command;
    }

    private static Path agentJar() {
        return Path.of(System.getProperty("agent.jar"));
    }
}
