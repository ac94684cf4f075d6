/**
 * The agent jar: -javaagent and attach start the debug server in an app with no code change, from nested, hash-
 * verified jars in a class loader of their own; mcp serves stdio.
 */
package io.github.mcpjavafx.debug.agent;
