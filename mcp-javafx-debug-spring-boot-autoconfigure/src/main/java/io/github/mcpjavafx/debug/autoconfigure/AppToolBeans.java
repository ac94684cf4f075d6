package io.github.mcpjavafx.debug.autoconfigure;

import org.springframework.ai.mcp.annotation.McpTool;
import org.springframework.beans.factory.ListableBeanFactory;
import org.springframework.util.ClassUtils;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;

/**
 * The application's own tools in its context: the beans whose class declares {@link McpTool}
 * methods, as Spring AI's annotation scanner finds them (the debug server runs in a context of its
 * own, so it is handed these beans rather than scanning for them).
 */
final class AppToolBeans {

    private AppToolBeans() {
    }

    /** The beans with {@code @McpTool} methods, in the order they were defined; created if need be. */
    static List<Object> in(ListableBeanFactory beans) {
        List<Object> tools = new ArrayList<>();
        for (String name : beans.getBeanDefinitionNames()) {
            Class<?> type = beans.getType(name, false); // a FactoryBean is not made just to ask
            if (type != null && declaresTools(ClassUtils.getUserClass(type))) {
                tools.add(beans.getBean(name));
            }
        }
        return tools;
    }

    private static boolean declaresTools(Class<?> type) {
        for (Method method : type.getDeclaredMethods()) {
            if (method.isAnnotationPresent(McpTool.class)) {
                return true;
            }
        }
        return false;
    }
}
