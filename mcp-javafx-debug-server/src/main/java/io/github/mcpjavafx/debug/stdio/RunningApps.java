package io.github.mcpjavafx.debug.stdio;

import io.github.mcpjavafx.debug.server.InstanceFile;
import io.github.mcpjavafx.debug.server.ServerInstance;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The user's JavaFX apps whose debug server runs now: the instance files in the user's private directories whose
 * server is the process that wrote them ({@link WriterCheck}). A killed app leaves its file behind, which is
 * removed here; a directory that cannot be trusted or read is reported ({@link #problem()}), never fatal.
 */
final class RunningApps {

    private final List<Path> directories;
    private volatile String problem;

    RunningApps(Path directory) {
        this(List.of(directory));
    }

    private RunningApps(List<Path> directories) {
        this.directories = List.copyOf(directories);
    }

    /** Wherever this user's servers may write their instance files ({@link InstanceFile#searched}). */
    static RunningApps ofThisUser() {
        return new RunningApps(InstanceFile.searched(System::getenv));
    }

    /** Where it looks, as messages name it: {@code /run/user/1000/mcp-javafx-debug and /home/me/.mcp-javafx-debug}. */
    String directory() {
        return directories.stream().map(Path::toString).collect(Collectors.joining(" and "));
    }

    /** Why the last look could not read a directory's files; empty when it read them all. */
    Optional<String> problem() {
        return Optional.ofNullable(problem);
    }

    /** The live ones, the oldest first in each directory; the files of the others are removed. */
    List<ServerInstance> now() {
        List<String> problems = new ArrayList<>();
        List<ServerInstance> running = new ArrayList<>();
        for (Path directory : directories) {
            List<ServerInstance> files;
            try {
                files = InstanceFile.readAll(directory);
            } catch (IOException e) {
                problems.add(e.getMessage());
                continue;
            }
            for (ServerInstance instance : files) {
                switch (WriterCheck.of(instance)) {
                    case SERVES -> running.add(instance);
                    case ENDED -> InstanceFile.forget(directory, instance);
                    case UNPROVEN -> {
                        // its process runs and does not serve there (yet): no request goes to that endpoint
                    }
                }
            }
        }
        String now = problems.isEmpty() ? null : String.join("; ", problems);
        if (now != null && !now.equals(problem)) {
            StdioProxy.log("instance files not read: " + now);
        }
        problem = now;
        return running;
    }
}
