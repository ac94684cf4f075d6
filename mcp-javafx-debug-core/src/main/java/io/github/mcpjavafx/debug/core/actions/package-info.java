/**
 * ui_perform: checks a target before the robot touches it, dispatches each action type as a user would,
 * witnesses that the input arrived, awaits the animations it started, and writes the line of what happened.
 */
package io.github.mcpjavafx.debug.core.actions;
