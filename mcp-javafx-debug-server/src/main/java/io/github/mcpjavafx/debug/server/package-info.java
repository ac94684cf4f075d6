/**
 * The debug server itself, a small Spring web context of its own on 127.0.0.1: its start and stop, its private
 * instance file, its lifecycle log, and what a client is told to connect.
 */
package io.github.mcpjavafx.debug.server;
