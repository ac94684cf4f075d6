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
 * @param fromStep         the first recorded step to export (a number ui_perform reported), nullable (the first)
 * @param toStep           the last recorded step to export, included, nullable (the last)
 * @param steps            several ranges of recorded steps to export, such as {@code "1-8,46-52"}, nullable (see
 *                         {@code fromStep}, {@code toStep}); not with them
 */
public record ExportTestRequest(
        @JsonProperty(required = true) @JsonPropertyDescription("e.g. \"OrderFlowTest\"") String className,
        @JsonProperty(required = true) @JsonPropertyDescription("e.g. \"com.acme.ui\"; \"\": none") String packageName,
        @JsonPropertyDescription("Default: detected.") String applicationClass,
        @JsonPropertyDescription("Then record anew.") Boolean reset,
        @JsonPropertyDescription("A step number ui_perform gave; toStep too, included.") @Range(min = 1) Long fromStep,
        @Range(min = 1) Long toStep,
        @JsonPropertyDescription("Several ranges instead, in the order recorded: e.g. \"1-8,46-52\".") String steps) {

    public ExportTestRequest(String className, String packageName, String applicationClass, Boolean reset, Long fromStep,
                             Long toStep) {
        this(className, packageName, applicationClass, reset, fromStep, toStep, null);
    }

    public ExportTestRequest {
        if (className == null || !SourceVersion.isIdentifier(className) || SourceVersion.isKeyword(className)) {
            throw UiException.invalidArgument("className must be a Java class name such as \"OrderFlowTest\"; was "
                    + (className == null ? "missing" : "\"" + className + "\"") + ".").naming("className");
        }
        packageName = packageName == null ? "" : packageName.trim();
        if (!packageName.isEmpty() && !SourceVersion.isName(packageName)) {
            throw UiException.invalidArgument("packageName must be a Java package such as \"com.acme.ui\" (or \"\"); "
                    + "was \"" + packageName + "\".").naming("packageName");
        }
        applicationClass = applicationClass == null || applicationClass.isBlank() ? null : applicationClass.trim();
        if (applicationClass != null && !SourceVersion.isName(applicationClass.replace('$', '.'))) {
            throw UiException.invalidArgument("applicationClass must be a fully qualified class name such as "
                    + "\"com.acme.OrdersApp\"; was \"" + applicationClass + "\".").naming("applicationClass");
        }
        reset = reset != null && reset;
        if (fromStep != null && fromStep < 1) {
            throw UiException.invalidArgument("fromStep must be a step number from 1, as ui_perform reported it; was "
                    + fromStep + ".").naming("fromStep");
        }
        if (toStep != null && toStep < 1) {
            throw UiException.invalidArgument("toStep must be a step number from 1, as ui_perform reported it; was "
                    + toStep + ".").naming("toStep");
        }
        steps = steps == null || steps.isBlank() ? null : steps.strip();
        if (steps != null && (fromStep != null || toStep != null)) {
            throw UiException.invalidArgument("steps names every range to export: give it alone (e.g. \"1-8,46-52\"), "
                    + "or fromStep and toStep without it.").naming("steps");
        }
        if (steps != null) {
            StepRanges.parse(steps, "steps");
        }
        if (fromStep != null && toStep != null && toStep < fromStep) {
            throw UiException.invalidArgument("toStep " + toStep + " is before fromStep " + fromStep + "; toStep is the "
                    + "last step exported, included: give toStep >= fromStep.").naming("toStep");
        }
    }

    /** The ranges {@code steps} names, in the order recorded; null when it is not given. */
    public StepRanges stepRanges() {
        return steps == null ? null : StepRanges.parse(steps, "steps");
    }
}
