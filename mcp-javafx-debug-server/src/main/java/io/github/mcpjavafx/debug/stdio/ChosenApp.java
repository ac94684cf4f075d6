package io.github.mcpjavafx.debug.stdio;

import io.github.mcpjavafx.debug.core.model.ErrorCode;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.server.ServerInstance;
import io.modelcontextprotocol.json.McpJsonMapper;

import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The app the proxy's calls go to, and the link to its server. With one app running it is that one; with
 * several, the one {@link #select selected}. When the chosen app's process ends and a process of the same
 * app (same main class and working directory) serves again, the calls go to the new one: the agent's
 * client never notices the restart, except through the tools' list when the new process lists others.
 */
final class ChosenApp {

    private final RunningApps apps;
    private final McpJsonMapper json;
    private Consumer<AppLink> linked = link -> { };
    /** The app this proxy runs ({@code mcp -- COMMAND}), or null. */
    private AppProcess launched;
    /** The app named in the entry ({@code mcp --app NAME}), or null. */
    private AppChoice named;

    /** The app chosen, or the last process of it that served; null until one is. */
    private ServerInstance chosen;
    /** The link to {@link #chosen} while its process serves; null when it has ended. */
    private AppLink link;

    ChosenApp(RunningApps apps, McpJsonMapper json) {
        this.apps = apps;
        this.json = json;
    }

    /** {@code linked} is told of each new link (a first app, a restarted one, another selected), on the thread that made it. */
    synchronized void whenLinked(Consumer<AppLink> linked) {
        this.linked = linked;
    }

    /** The app this proxy runs: chosen as soon as it serves, and followed by its token across restarts. */
    synchronized void launched(AppProcess app) {
        this.launched = app;
    }

    /** The app named in the entry: chosen as soon as one of that name serves, in place of "the only one". */
    synchronized void named(AppChoice choice) {
        this.named = choice;
    }

    /** The chosen app's guide for agents while it serves, else null. */
    synchronized String instructions() {
        return link == null ? null : link.instructions();
    }

    /** The link to the chosen app's server as it runs now, following a restart. */
    synchronized AppLink link() {
        List<ServerInstance> running = apps.now();
        follow(running);
        if (link != null) {
            return link;
        }
        if (chosen != null) {
            throw new UiException(ErrorCode.MCP_UI_APP_RESTARTING, label(chosen) + " has ended and is not back yet: if it is"
                    + " restarting, call again in a few seconds; ui_apps lists the apps that run now.");
        }
        if (launched != null) {
            throw launched.running().isPresent()
                    ? new UiException(ErrorCode.MCP_UI_APP_RESTARTING, "the app this server started (pid " + launched.running().get().pid()
                            + ") does not serve yet: call again in a few seconds; ui_app_console shows its output.")
                    : new UiException(ErrorCode.MCP_UI_NO_APP, "the app this server started has ended (exit code "
                            + launched.exitCode().map(String::valueOf).orElse("?") + "): ui_app_console shows why,"
                            + " ui_app_restart starts it again.");
        }
        if (named != null) {
            throw new UiException(ErrorCode.MCP_UI_NO_APP, "no running app matches " + named + " (" + (running.isEmpty()
                    ? "none runs" : running.size() + " run: " + running.stream().map(ChosenApp::label).toList())
                    + "); start it, or name another in the server's configuration. ui_apps lists those that run.");
        }
        if (running.isEmpty()) {
            throw new UiException(ErrorCode.MCP_UI_NO_APP, apps.problem().map(problem -> "no app can be found: " + problem + ".")
                    .orElse("no JavaFX app with the debug server is running (looked in " + apps.directory() + "): start"
                            + " it with -javaagent:mcp-javafx-debug-agent.jar, the starter or McpJavafxDebug.install,"
                            + " then call again."));
        }
        throw new UiException(ErrorCode.MCP_UI_APP_NOT_CHOSEN, running.size() + " apps run: choose one with ui_apps {\"select\": PID}.");
    }

    /** Keeps the link in step with what runs: the chosen process, else a new process of the same app, else the only app. */
    synchronized void follow(List<ServerInstance> running) {
        if (link != null && running.contains(link.instance())) {
            return;
        }
        closeLink();
        Optional<ServerInstance> next = chosen != null
                ? running.stream().filter(this::isChosenApp).reduce((first, last) -> last)
                : launched != null ? running.stream().filter(launched::serves).reduce((first, last) -> last)
                : named != null ? running.stream().filter(named::matches).reduce((first, last) -> last)
                : running.size() == 1 ? Optional.of(running.get(0)) : Optional.empty();
        next.ifPresent(this::linkTo);
    }

    /**
     * A process of the chosen app: when it is the one this proxy runs, that one again (by its token: a copy of the
     * same app started elsewhere is another app); else the same process, or the same main class in the same directory.
     */
    private boolean isChosenApp(ServerInstance app) {
        if (launched != null && launched.serves(chosen)) {
            return launched.serves(app);
        }
        return app.equals(chosen) || app.sameAppAs(chosen);
    }

    /** Chooses the app with process id {@code pid}; changes nothing when none runs with it. */
    synchronized AppLink select(long pid) {
        List<ServerInstance> running = apps.now();
        ServerInstance app = running.stream().filter(a -> a.pid() == pid).findFirst()
                .orElseThrow(() -> new UiException(ErrorCode.MCP_UI_INVALID_ARGUMENT, "no running app has pid " + pid
                        + (running.isEmpty() ? "; none runs." : "; ui_apps lists those that run.")));
        if (link == null || !link.instance().equals(app)) {
            AppLink opened = AppLink.open(app, json); // before anything changes: a server that does not answer leaves the choice as it was
            closeLink();
            chosen = app;
            link = opened;
            linked.accept(opened);
        }
        return link;
    }

    /** The app chosen now or last, if any. */
    synchronized Optional<ServerInstance> chosen() {
        return Optional.ofNullable(chosen);
    }

    /** Forgets the link to a process that stopped answering, so that the next call looks again. */
    synchronized void dropped(AppLink gone) {
        if (link == gone) {
            closeLink();
        }
    }

    synchronized void close() {
        closeLink();
    }

    private void linkTo(ServerInstance app) {
        try {
            link = AppLink.open(app, json);
            chosen = app;
            linked.accept(link);
        } catch (RuntimeException notYet) {
            // its server wrote its file and does not answer yet, or ended: looked at again next time
            StdioProxy.log("no answer yet from " + label(app) + ": " + notYet.getMessage());
        }
    }

    private void closeLink() {
        if (link != null) {
            link.close();
            link = null;
        }
    }

    /** How results and errors name an app: {@code GreetingForm pid 4242}. */
    static String label(ServerInstance app) {
        return shortName(app) + " pid " + app.pid();
    }

    /** An app's main class without its package, or its jar's file name: {@code GreetingForm}, {@code desk-1.0.jar}. */
    static String shortName(ServerInstance app) {
        String main = app.mainClass() == null ? "the app" : app.mainClass();
        int slash = Math.max(main.lastIndexOf('/'), main.lastIndexOf('\\'));
        return main.endsWith(".jar") ? main.substring(slash + 1) : main.substring(main.lastIndexOf('.') + 1);
    }
}
