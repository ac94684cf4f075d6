package io.github.mcpjavafx.debug.stdio;

import io.github.mcpjavafx.debug.server.InstanceFile;
import io.github.mcpjavafx.debug.server.ServerInstance;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The user's JavaFX apps whose debug server runs now: the instance files in the user's private directory
 * whose process still runs (see {@link ServerInstance#processRuns()}); an app that was killed leaves its file
 * behind, which is removed here.
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

    /** The live ones, the oldest first; the files of the others are removed. */
    List<ServerInstance> now() {
        List<ServerInstance> running = new ArrayList<>();
        try {
            for (ServerInstance instance : InstanceFile.readAll(directory)) {
                if (instance.processRuns()) {
                    running.add(instance);
                } else {
                    InstanceFile.forget(directory, instance);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e.getMessage(), e);
        }
        return running;
    }
}
