#!/usr/bin/env bash
# Runs the app with the debug server on the port MCP_UI_PORT names (unset: a free one, which the log names): the API's
# jar and JavaFX on the module path, the rest of the server's jars on the class path (its MCP SDK's module names are not
# valid Java names), as docs/modular.md explains.
# ./run.sh              with a window
# ./run.sh --headless   without a display, on Monocle, which as a named module needs the flags below
# MCP_UI_PORT=47321 ./run.sh   a fixed port
set -euo pipefail
cd "$(dirname "$0")"
MVN=${MVN:-mvn}   # the Maven command, options allowed: MVN="../../mvnw -o"
ON_MODULE_PATH='/org/openjfx/|/mcp-javafx-debug-core-'
PROFILE=() FLAGS=()
if [[ ${1:-} == --headless ]]; then
    PROFILE=(-Pheadless) ON_MODULE_PATH="$ON_MODULE_PATH|/org/testfx/"
    FLAGS=(-Dglass.platform=Monocle -Dmonocle.platform=Headless -Dprism.order=sw
           --add-modules org.testfx.monocle --add-opens javafx.graphics/com.sun.glass.ui=org.testfx.monocle)
    for pkg in javafx.graphics/com.sun.glass.ui javafx.graphics/com.sun.glass.ui.delegate javafx.graphics/com.sun.javafx.util \
               javafx.base/com.sun.javafx.logging javafx.graphics/com.sun.javafx.application; do
        FLAGS+=(--add-exports "$pkg=org.testfx.monocle")
    done
fi
echo "Building and resolving the paths (Maven, quiet: about 20 s the first time)…" >&2
$MVN -q "${PROFILE[@]}" compile org.apache.maven.plugins:maven-dependency-plugin:3.9.0:build-classpath \
    -Dmdep.outputFile=target/cp.txt -Dmdep.includeScope=runtime
MP=$(tr ':' '\n' < target/cp.txt | grep -E  "$ON_MODULE_PATH" | paste -sd:)
CP=$(tr ':' '\n' < target/cp.txt | grep -vE "$ON_MODULE_PATH" | paste -sd:)
exec java "${FLAGS[@]}" --module-path "target/classes:$MP" --class-path "$CP" --add-modules java.instrument \
    -Dmcp.ui=true -Dmcp.port="${MCP_UI_PORT:-0}" -m com.example.modular/com.example.modular.ModularGreeterApp
