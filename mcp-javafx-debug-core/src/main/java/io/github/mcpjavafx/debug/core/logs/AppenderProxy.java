package io.github.mcpjavafx.debug.core.logs;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;

/**
 * Our appender in the application's own logging framework, as a proxy of that framework's {@code Appender}
 * interface (its classes are not the server's under the Java agent): named {@link LogCapture#HOOK_NAME}, always
 * started; the framework's other methods are each kind's own.
 */
abstract class AppenderProxy implements InvocationHandler {

    /** A proxy of {@code appenderType} that this handler answers for. */
    final Object newAppender(Class<?> appenderType) {
        return Proxy.newProxyInstance(appenderType.getClassLoader(), new Class<?>[] {appenderType}, this);
    }

    @Override
    public final Object invoke(Object proxy, Method method, Object[] args) {
        return switch (method.getName()) {
            case "getName" -> LogCapture.HOOK_NAME;
            case "isStarted" -> true;
            case "equals" -> proxy == args[0];
            case "hashCode" -> System.identityHashCode(proxy);
            case "toString" -> LogCapture.HOOK_NAME + " appender";
            default -> answer(method, args);
        };
    }

    /** The framework's own methods: appending one record, and what it asks of an appender's state. */
    abstract Object answer(Method method, Object[] args);

    /** The answer of a method that has nothing to do here: false, or null. */
    static Object nothing(Method method) {
        return method.getReturnType() == boolean.class ? false : null;
    }
}
