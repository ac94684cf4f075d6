package io.github.mcpjavafx.debug.stdio;

import io.github.mcpjavafx.debug.server.InstanceFile;
import io.github.mcpjavafx.debug.server.ServerInstance;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The user's JavaFX apps whose debug server runs now: the instance files in the user's private directory whose
 * server is the process that wrote them ({@link WriterCheck}). A killed app leaves its file behind, which is
 * removed here; a directory that cannot be trusted or read is reported ({@link #problem()}), never fatal.
 */
final class RunningApps {

    private final Path directory;
    private volatile String problem;

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

    /** Why the last look found no file to read, when the directory was the reason; empty when it was read. */
    Optional<String> problem() {
        return Optional.ofNullable(problem);
    }

    /** The live ones, the oldest first; the files of the others are removed. */
    List<ServerInstance> now() {
        List<ServerInstance> files;
        try {
            files = InstanceFile.readAll(directory);
        } catch (IOException e) {
            if (!e.getMessage().equals(problem)) {
                StdioProxy.log("no app is looked for: " + e.getMessage());
            }
            problem = e.getMessage();
            return List.of();
        }
        problem = null;
        List<ServerInstance> running = new ArrayList<>();
        for (ServerInstance instance : files) {
            switch (WriterCheck.of(instance)) {
                case SERVES -> running.add(instance);
                case ENDED -> InstanceFile.forget(directory, instance);
                case UNPROVEN -> {
                    // its process runs and does not serve there (yet): no request goes to that endpoint
                }
            }
        }
        return running;
    }
}
