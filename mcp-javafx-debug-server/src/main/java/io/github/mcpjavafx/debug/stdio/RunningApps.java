package io.github.mcpjavafx.debug.stdio;

import io.github.mcpjavafx.debug.server.InstanceFile;
import io.github.mcpjavafx.debug.server.ServerInstance;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;

/**
 * The user's JavaFX apps whose debug server runs now: the instance files in the user's private directory
 * whose process is still alive (an app that was killed leaves its file behind).
 */
final class RunningApps {

    private final Path directory;

    RunningApps(Path directory) {
        this.directory = directory;
    }

    /** Where this user's servers write their instance files. */
    static RunningApps ofThisUser() {
        return new RunningApps(InstanceFile.directory(System::getenv));
    }

    Path directory() {
        return directory;
    }

    /** The live ones, the oldest first. */
    List<ServerInstance> now() {
        try {
            return InstanceFile.readAll(directory).stream().filter(RunningApps::alive).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e.getMessage(), e);
        }
    }

    private static boolean alive(ServerInstance instance) {
        return ProcessHandle.of(instance.pid()).map(ProcessHandle::isAlive).orElse(false);
    }
}
