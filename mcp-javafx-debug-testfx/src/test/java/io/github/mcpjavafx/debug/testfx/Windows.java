package io.github.mcpjavafx.debug.testfx;

import javafx.application.Platform;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

import java.util.ArrayList;
import java.util.concurrent.TimeoutException;

/**
 * Real windows on Monocle's headless screen for the helpers' tests: as an extension, starts the toolkit (once per
 * JVM) before the class and closes every window after each test.
 */
final class Windows implements BeforeAllCallback, AfterEachCallback {

    @Override
    public void beforeAll(ExtensionContext context) throws TimeoutException {
        startToolkit();
    }

    @Override
    public void afterEach(ExtensionContext context) {
        closeAll();
    }

    static void startToolkit() throws TimeoutException {
        FxToolkit.registerPrimaryStage();
        Platform.setImplicitExit(false);
    }

    static Stage show(String title, Parent root) {
        Stage stage = OnFx.read(() -> {
            Stage s = new Stage();
            s.setTitle(title);
            s.setScene(new Scene(root, 400, 300));
            s.show();
            return s;
        });
        WaitForAsyncUtils.waitForFxEvents();
        return stage;
    }

    static void closeAll() {
        OnFx.change(() -> new ArrayList<>(Window.getWindows()).forEach(Window::hide));
    }
}
