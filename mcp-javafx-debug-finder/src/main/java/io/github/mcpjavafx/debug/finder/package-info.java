/**
 * How a node is found as a person names it ({@link io.github.mcpjavafx.debug.finder.NodeFinder},
 * {@link io.github.mcpjavafx.debug.finder.RowFinder}) and how the rows, items and values of JavaFX's controls are read
 * ({@link io.github.mcpjavafx.debug.finder.ShownItems}, {@link io.github.mcpjavafx.debug.finder.CellText},
 * {@link io.github.mcpjavafx.debug.finder.ShownValue}): one code for record and replay. The recorder in
 * mcp-javafx-debug-core resolves each locator it writes with these finders while the node acted on shows, and reads
 * the rows and values it checks with these readers; the exported tests find and read with the same classes through
 * mcp-javafx-debug-testfx. Two readers that must agree would not.
 *
 * <p>Why a module of its own: core ships inside apps and must not bring TestFX or JUnit, and the test support must
 * not bring the engine (its server discovery, its logging capture) onto a test's class path; both need JavaFX only
 * for this. So it depends on JavaFX alone (provided: the app's version wins), holds no state, starts nothing, and
 * answers {@code null} where a test fails a step: waiting for the UI and failing are the test support's. FX thread only.
 */
package io.github.mcpjavafx.debug.finder;
