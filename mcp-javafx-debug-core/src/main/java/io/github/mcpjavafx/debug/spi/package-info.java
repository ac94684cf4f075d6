/**
 * How the public API finds the server without depending on it: a DebugServerStarter found as a service.
 */
package io.github.mcpjavafx.debug.spi;
