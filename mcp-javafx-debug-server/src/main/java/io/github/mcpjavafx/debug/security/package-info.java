/**
 * What stands before the tools: loopback only, Host and Origin checks, the bearer token (where it comes from,
 * checked first, compared in constant time), size limits, the protocol version, and a rate-limited audit of
 * refusals.
 */
package io.github.mcpjavafx.debug.security;
