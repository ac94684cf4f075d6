/**
 * The tools' requests and results as records: what the published schemas are made from, and what the text and
 * structured channels are written from.
 */
package io.github.mcpjavafx.debug.core.model;
