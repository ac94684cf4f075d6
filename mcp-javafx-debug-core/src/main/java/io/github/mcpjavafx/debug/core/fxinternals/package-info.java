/**
 * The one place the engine reaches into JavaFX's private API: members and class names JavaFX does not publish,
 * one class per thing. Each says in which JavaFX versions it was checked and what it degrades to where the member
 * is absent or not opened to us (JavaFX on the module path without {@code --add-opens}); none throws for that.
 * Nothing else reaches there ({@code ModuleLayersTest}); {@code FxInternalsContractTest} checks each on JavaFX 17,
 * 21 and 26.
 */
package io.github.mcpjavafx.debug.core.fxinternals;
