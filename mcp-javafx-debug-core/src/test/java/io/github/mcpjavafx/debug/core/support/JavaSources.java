package io.github.mcpjavafx.debug.core.support;

import javax.tools.DiagnosticCollector;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Compiles a Java source held in a string, as an exported test is compiled in a developer's build. */
public final class JavaSources {

    private JavaSources() {
    }

    /** The test JVM's class path: surefire hands the real one over in a property; {@code java.class.path} may be its manifest-only jar. */
    public static String testClasspath() {
        return System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
    }

    /**
     * Compiles {@code source}, the class {@code qualifiedName}, for Java 17 against {@code classpath} into a new
     * directory, and returns it; fails with javac's messages and the source when it does not compile.
     */
    public static Path compile(String qualifiedName, String source, String classpath) throws IOException {
        Path out = Files.createTempDirectory("compiled-source");
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        JavaFileObject file = new SimpleJavaFileObject(URI.create("string:///" + qualifiedName.replace('.', '/')
                + JavaFileObject.Kind.SOURCE.extension), JavaFileObject.Kind.SOURCE) {
            @Override
            public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                return source;
            }
        };
        boolean compiled = ToolProvider.getSystemJavaCompiler().getTask(null, null, diagnostics,
                List.of("--release", "17", "-proc:none", "-classpath", classpath, "-d", out.toString()), null,
                List.of(file)).call();
        if (!compiled) {
            throw new AssertionError(qualifiedName + " does not compile:\n" + diagnostics.getDiagnostics() + "\n" + source);
        }
        return out;
    }
}
