package io.github.mcpjavafx.debug.stdio;

import io.github.mcpjavafx.debug.server.ServerInstance;

import java.util.Locale;

/**
 * The app named in the entry itself ({@code mcp --app NAME}), for clients that cannot keep a choice made with
 * {@code ui_apps} (a stateless client's every call is a new session) and for one-line configurations: a pid, a
 * main class ({@code com.acme.OrderDesk}, {@code module/com.acme.OrderDesk}), its simple name ({@code OrderDesk})
 * or a jar's name ({@code order-desk-1.0.jar}, with or without {@code .jar}), compared without case.
 */
record AppChoice(String name) {

    /** Whether {@code app} is the one named. */
    boolean matches(ServerInstance app) {
        if (name.chars().allMatch(Character::isDigit)) {
            return Long.toString(app.pid()).equals(name);
        }
        String main = app.mainClass();
        if (main == null) {
            return false;
        }
        String wanted = name.toLowerCase(Locale.ROOT);
        String given = main.toLowerCase(Locale.ROOT);
        String file = given.substring(Math.max(given.lastIndexOf('/'), given.lastIndexOf('\\')) + 1);
        return given.equals(wanted) || file.equals(wanted) || file.equals(wanted + ".jar")
                || given.endsWith("." + wanted) || given.endsWith("/" + wanted);
    }

    @Override
    public String toString() {
        return "--app " + name;
    }
}
