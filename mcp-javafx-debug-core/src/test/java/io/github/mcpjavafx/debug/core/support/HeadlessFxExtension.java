package io.github.mcpjavafx.debug.core.support;

import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * For test classes that show windows: starts the headless toolkit before the class and closes
 * every window after each test, so tests sharing the JVM never see each other's windows.
 */
public final class HeadlessFxExtension implements BeforeAllCallback, AfterEachCallback {

    @Override
    public void beforeAll(ExtensionContext context) {
        HeadlessFx.start();
    }

    @Override
    public void afterEach(ExtensionContext context) {
        HeadlessFx.closeAllWindows();
    }
}
