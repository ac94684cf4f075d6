package io.github.mcpjavafx.debug.core.support;

import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;
import org.junit.platform.launcher.listeners.TestExecutionSummary;

import java.io.PrintWriter;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

/**
 * Runs one test class with the JUnit Platform launcher and exits 0 when it passed, 1 otherwise:
 * the JVM of its own that an exported test needs, since it launches the app and may end the toolkit.
 */
public final class ExportedTestLauncher {

    private ExportedTestLauncher() {
    }

    public static void main(String[] args) {
        SummaryGeneratingListener listener = new SummaryGeneratingListener();
        LauncherFactory.create().execute(LauncherDiscoveryRequestBuilder.request().selectors(selectClass(args[0])).build(),
                listener);
        TestExecutionSummary summary = listener.getSummary();
        PrintWriter out = new PrintWriter(System.out, true);
        summary.printTo(out);
        summary.printFailuresTo(out, 30);
        out.flush();
        // exit, not return: the app or the toolkit may leave threads behind that would keep the JVM alive
        System.exit(summary.getTotalFailureCount() == 0 && summary.getTestsSucceededCount() > 0 ? 0 : 1);
    }
}
