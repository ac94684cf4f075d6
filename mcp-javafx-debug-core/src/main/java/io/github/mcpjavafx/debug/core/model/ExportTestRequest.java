package io.github.mcpjavafx.debug.core.model;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;

import javax.lang.model.SourceVersion;

/**
 * Input of {@code ui_export_test}.
 *
 * @param className        the test class's simple name
 * @param packageName      its package; empty for the default package
 * @param applicationClass the app's {@code Application} subclass, nullable (detected)
 * @param reset            start a new recording after this export, nullable (false)
 * @param steps            the recorded steps to export, as the numbers ui_perform reported: ranges and numbers such as
 *                         {@code "1-8,46-52"}, {@code "12-"} from step 12 on; nullable (all)
 */
public record ExportTestRequest(
        @JsonProperty(required = true) @JsonPropertyDescription("e.g. \"OrderFlowTest\"") String className,
        @JsonProperty(required = true) @JsonPropertyDescription("e.g. \"com.acme.ui\"; \"\": none") String packageName,
        @JsonPropertyDescription("Default: detected.") String applicationClass,
        @JsonPropertyDescription("Then record anew.") Boolean reset,
        @JsonPropertyDescription("Step numbers ui_perform gave: e.g. \"1-8,46-52\", \"12-\". Default: all.") String steps) {

    public ExportTestRequest {
        if (className == null || !isName(className) || className.contains(".") || SourceVersion.isKeyword(className)) {
            throw UiException.invalidArgument("className must be a Java class name such as \"OrderFlowTest\"; was "
                    + (className == null ? "missing" : printable(className)) + ".").naming("className");
        }
        packageName = packageName == null ? "" : packageName.trim();
        if (!packageName.isEmpty() && !isName(packageName)) {
            throw UiException.invalidArgument("packageName must be a Java package such as \"com.acme.ui\" (or \"\"); "
                    + "was " + printable(packageName) + ".").naming("packageName");
        }
        applicationClass = applicationClass == null || applicationClass.isBlank() ? null : applicationClass.trim();
        if (applicationClass != null && !isName(applicationClass.replace('$', '.'))) {
            throw UiException.invalidArgument("applicationClass must be a fully qualified class name such as "
                    + "\"com.acme.OrdersApp\"; was " + printable(applicationClass) + ".").naming("applicationClass");
        }
        reset = reset != null && reset;
        steps = steps == null || steps.isBlank() ? null : steps.strip();
        if (steps != null) {
            StepRanges.parse(steps, "steps");
        }
    }

    /** The ranges {@code steps} names, in the order recorded; all steps when it is not given. */
    public StepRanges stepRanges() {
        return steps == null ? StepRanges.ALL : StepRanges.parse(steps, "steps");
    }

    /**
     * A Java name that is also a file name: the compiler takes characters it ignores (NUL, other controls) as part of
     * an identifier, but no file system does.
     */
    private static boolean isName(String name) {
        return SourceVersion.isName(name) && name.codePoints().noneMatch(Character::isIdentifierIgnorable);
    }

    /** A name as an error quotes it: a character that does not print is written as {@code \\u0000}. */
    private static String printable(String name) {
        StringBuilder quoted = new StringBuilder("\"");
        name.codePoints().forEach(c -> quoted.append(Character.isISOControl(c) || Character.isIdentifierIgnorable(c)
                ? String.format("\\u%04x", c) : Character.toString(c)));
        return quoted.append('"').toString();
    }
}
