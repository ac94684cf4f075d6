/**
 * Files of ours on the machine: folders under the shared temporary directory that only this user may enter,
 * checked again at every use.
 */
package io.github.mcpjavafx.debug.core.files;
