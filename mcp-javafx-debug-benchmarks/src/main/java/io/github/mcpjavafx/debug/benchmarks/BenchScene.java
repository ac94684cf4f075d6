package io.github.mcpjavafx.debug.benchmarks;

import javafx.stage.Stage;

/**
 * A scene shown for measuring, and what to look for in it.
 *
 * @param stage       the showing window
 * @param stageIndex  its index in the engine's window list
 * @param nodeCount   nodes reachable through {@code getChildrenUnmodifiable}, skins included
 * @param idSelector  a {@code #id} selector matching exactly one node, deep in the tree
 * @param uniqueText  a text shown by exactly one node, deep in the tree
 */
record BenchScene(Stage stage, int stageIndex, int nodeCount, String idSelector, String uniqueText) {
}
