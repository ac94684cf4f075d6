package io.github.mcpjavafx.debug.core.fxinternals;

import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The classes of the {@code Application}s JavaFX's launcher started in this process. It registers each instance
 * with its parameters ({@code ParametersImpl.params}, which {@code Application.getParameters()} reads back): the only
 * place the toolkit remembers the app. Checked on JavaFX 17.0.13, 21.0.12 and 26.0.2. Where it is absent or not
 * opened to us (the module path without {@code --add-opens javafx.graphics/com.sun.javafx.application}) there are
 * none. Any thread.
 */
public final class LaunchedApplications {

    private static final Field PARAMS = Members.field(Members.type("com.sun.javafx.application.ParametersImpl"), "params");

    private LaunchedApplications() {
    }

    /** The launched applications' classes, in no particular order; empty when they cannot be read. */
    public static List<Class<?>> classes() {
        List<Class<?>> classes = new ArrayList<>();
        try {
            if (PARAMS != null && PARAMS.get(null) instanceof Map<?, ?> apps) {
                synchronized (apps) {
                    apps.keySet().forEach(app -> classes.add(app.getClass()));
                }
            }
        } catch (ReflectiveOperationException | RuntimeException unreadable) {
            classes.clear();
        }
        return classes;
    }
}
