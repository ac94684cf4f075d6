/**
 * The public API an application calls: McpJavafxDebug.install and startFromSystemProperties, its configuration
 * (McpJavafxConfig, one Setting per option) and the handle of a running server.
 */
package io.github.mcpjavafx.debug;
