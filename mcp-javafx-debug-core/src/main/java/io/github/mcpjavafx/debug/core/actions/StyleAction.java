package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.looks.LocalStylesheet;
import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.text.TextFormat;

import java.util.ArrayList;
import java.util.List;

/** {@code style}: tries a look live on the target: an inline style, a style class, a stylesheet for its scene. */
final class StyleAction extends ActionKind<ActionSpec.Style> {

    @Override
    void check(ActionSpec.Style style, ActionChecks checks) {
        checks.require("target", style.target());
        if (style.style() == null && style.addClass() == null && style.removeClass() == null && style.stylesheet() == null) {
            throw checks.invalid(null, "needs style (an inline style, \"\" clears it), addClass, removeClass or "
                    + "stylesheet (a URL, or CSS text).");
        }
        String problem = LiveStyles.problem(style);
        if (problem != null) {
            throw checks.invalid(null, problem);
        }
        if (style.stylesheet() != null) {
            try {
                checks.stage(LiveStyles.sheet(style));
            } catch (LocalStylesheet.Refused refused) {
                throw checks.invalid("stylesheet", refused.getMessage());
            }
        }
    }

    @Override
    RobotActions.Acted run(ActionSpec.Style style, Step step) {
        LiveStyles styles = step.hands().styles();
        LiveStyles.Tried tried = styles.apply(step.target(), style);
        // told once the app had its turn: a skin that sets the value in code when it redraws undoes the style
        return new RobotActions.Acted(step.target(), () -> {
            LiveStyles.Applied applied = styles.told(tried);
            return new RobotActions.Acted(tried.node(), null, applied.said(), null, applied.changed());
        }, null, null, List.of());
    }

    @Override
    String given(ActionSpec.Style style) {
        List<String> given = new ArrayList<>();
        if (style.stylesheet() != null) {
            given.add("stylesheet " + (style.stylesheetIsCss() ? "(CSS text)" : style.stylesheet()));
        }
        if (style.removeClass() != null) {
            given.add("-" + style.removeClass());
        }
        if (style.addClass() != null) {
            given.add("+" + style.addClass());
        }
        if (style.style() != null) {
            given.add(TextFormat.quoted(style.style()));
        }
        return String.join(" ", given);
    }

    @Override
    public List<String> replay(ActionSpec.Style style, Replay replay) {
        String node = replay.node();
        List<String> lines = new ArrayList<>();
        if (style.stylesheet() != null) {
            lines.add((style.stylesheetIsCss() ? "addCss(" : "addStylesheet(") + node + ", "
                    + replay.literal(style.stylesheet()) + ");");
        }
        if (style.removeClass() != null) {
            lines.add("removeStyleClass(" + node + ", " + replay.literal(style.removeClass()) + ");");
        }
        if (style.addClass() != null) {
            lines.add("addStyleClass(" + node + ", " + replay.literal(style.addClass()) + ");");
        }
        if (style.style() != null) {
            lines.add("setStyle(" + node + ", " + replay.literal(style.style()) + ");");
        }
        return lines;
    }
}
