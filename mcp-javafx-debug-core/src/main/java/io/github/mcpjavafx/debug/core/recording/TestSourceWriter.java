package io.github.mcpjavafx.debug.core.recording;

import java.util.ArrayList;
import java.util.List;

/**
 * Writes a recorded session as the Java source of a JUnit 5 + TestFX test that launches the app,
 * replays the steps and checks what the session saw. The app is launched per test and closed
 * after it within a bounded time, also when its {@code stop()} ends the toolkit
 * ({@code Platform.exit()}) or closes a Spring context.
 */
public final class TestSourceWriter {

    private static final String INDENT = "        ";

    private TestSourceWriter() {
    }

    /**
     * @param packageName      the test's package; empty for the default package
     * @param applicationClass the binary name of the app's {@code Application} subclass
     * @return the source, and how many steps it could not replay
     */
    public static Written write(String packageName, String className, String applicationClass,
                                SessionRecording.Recorded recorded) {
        StepCode code = new StepCode();
        List<String> body = new ArrayList<>();
        if (recorded.dropped() > 0) {
            body.add("// " + recorded.dropped() + " older steps were dropped: the recording keeps the newest "
                    + SessionRecording.CAPACITY + ".");
        }
        if (recorded.steps().isEmpty()) {
            body.add("// nothing was recorded: act with ui_perform or wait with ui_wait, then export again");
        }
        for (RecordedStep step : recorded.steps()) {
            body.addAll(code.of(step));
        }
        StringBuilder sb = new StringBuilder(4096 + body.size() * 80);
        if (!packageName.isEmpty()) {
            sb.append("package ").append(packageName).append(";\n\n");
        }
        sb.append(IMPORTS);
        sb.append("/**\n * Replays a session recorded with mcp-javafx-debug ({@code ui_export_test}): ")
                .append(recorded.steps().size()).append(" steps.\n")
                .append(" * Headless: -Dtestfx.headless=true -Dprism.order=sw -Dglass.platform=Monocle -Dmonocle.platform=Headless\n */\n");
        sb.append("class ").append(className).append(" extends FxRobot {\n\n");
        sb.append(LIFECYCLE.replace("APP_CLASS", applicationClass.replace('$', '.') + ".class"));
        sb.append("    @Test\n    void replaysRecordedSession() throws Exception {\n");
        body.forEach(line -> sb.append(INDENT).append(line).append('\n'));
        sb.append("    }\n");
        for (StepCode.Helper helper : code.helpers()) {
            sb.append(switch (helper) {
                case SHOWN -> SHOWN;
                case SET_TEXT -> SET_TEXT;
                case SET_VALUE -> SET_VALUE;
                case SELECT -> SELECT;
                case EXPAND -> EXPAND;
            });
        }
        sb.append("}\n");
        return new Written(sb.toString(), code.notReplayed());
    }

    /** @param notReplayed steps written as a {@code // not replayed} comment */
    public record Written(String source, int notReplayed) {
    }

    /** Unused ones cost nothing; one fixed list keeps the writer simple. */
    private static final String IMPORTS = """
            import javafx.application.Application;
            import javafx.application.Platform;
            import javafx.geometry.HorizontalDirection;
            import javafx.geometry.Point2D;
            import javafx.geometry.VerticalDirection;
            import javafx.scene.Node;
            import javafx.scene.Parent;
            import javafx.scene.control.TextInputControl;
            import javafx.scene.input.KeyCode;
            import javafx.scene.input.MouseButton;
            import javafx.stage.Window;
            import org.junit.jupiter.api.AfterEach;
            import org.junit.jupiter.api.BeforeAll;
            import org.junit.jupiter.api.BeforeEach;
            import org.junit.jupiter.api.Test;
            import org.testfx.api.FxRobot;
            import org.testfx.api.FxToolkit;
            import org.testfx.matcher.control.LabeledMatchers;
            import org.testfx.matcher.control.TextInputControlMatchers;
            import org.testfx.matcher.control.TextMatchers;
            import org.testfx.util.WaitForAsyncUtils;

            import java.util.List;
            import java.util.Locale;
            import java.util.concurrent.TimeUnit;
            import java.util.function.Predicate;
            import java.util.regex.Pattern;

            import static org.junit.jupiter.api.Assertions.assertTrue;
            import static org.testfx.api.FxAssert.verifyThat;

            """;

    private static final String LIFECYCLE = """
                /** How long the app's stop() may take: enough to close a Spring context, short of a hang. */
                private static final long CLEANUP_SECONDS = 30;

                private Application app;

                @BeforeAll
                static void startToolkit() throws Exception {
                    FxToolkit.registerPrimaryStage();
                    // Closing the app's windows must not end the toolkit; only the app's own stop() may.
                    Platform.setImplicitExit(false);
                }

                @BeforeEach
                void launchApp() throws Exception {
                    app = FxToolkit.setupApplication(APP_CLASS);
                    WaitForAsyncUtils.waitForFxEvents();
                }

                // Not FxToolkit.cleanupApplication: it waits for FX events without a bound, forever once stop()
                // has ended the toolkit (Platform.exit()). Here every wait is bounded.
                @AfterEach
                void closeApp() throws Exception {
                    try {
                        FxToolkit.cleanupStages();
                    } finally {
                        if (app != null) {
                            WaitForAsyncUtils.asyncFx(() -> {
                                app.stop();
                                return null;
                            }).get(CLEANUP_SECONDS, TimeUnit.SECONDS);
                        }
                    }
                }

            """;

    private static final String SHOWN = """

                /** Whether a node that {@code matches} is showing: in a showing window, it and its parents visible. */
                private boolean shown(Predicate<Node> matches) throws Exception {
                    return WaitForAsyncUtils.asyncFx(() -> Window.getWindows().stream()
                            .filter(w -> w.isShowing() && w.getScene() != null)
                            .anyMatch(w -> anyShown(w.getScene().getRoot(), matches))).get(5, TimeUnit.SECONDS);
                }

                private static boolean anyShown(Node node, Predicate<Node> matches) {
                    if (!node.isVisible()) {
                        return false;
                    }
                    if (matches.test(node)) {
                        return true;
                    }
                    return node instanceof Parent p && p.getChildrenUnmodifiable().stream().anyMatch(c -> anyShown(c, matches));
                }

                /** The nodes a JavaFX CSS selector matches, as a predicate. */
                private static Predicate<Node> css(String selector) {
                    return n -> n.getScene() != null && n.getScene().getRoot().lookupAll(selector).contains(n);
                }

                private static String textOf(Node n) {
                    String text = n instanceof javafx.scene.control.Labeled l ? l.getText()
                            : n instanceof TextInputControl t ? t.getText()
                            : n instanceof javafx.scene.text.Text x ? x.getText() : null;
                    return text == null ? "" : text;
                }
            """;

    private static final String SET_TEXT = """

                /** Replaces a text input's text, or an editable Spinner's, ComboBox's or DatePicker's value, as the recorded setText did. */
                @SuppressWarnings({"unchecked", "rawtypes"})
                private void setText(Node node, String text) {
                    interact(() -> {
                        if (node instanceof javafx.scene.control.Spinner<?> spinner) {
                            javafx.scene.control.SpinnerValueFactory factory = spinner.getValueFactory();
                            factory.setValue(factory.getConverter().fromString(text));
                        } else if (node instanceof javafx.scene.control.ComboBox combo) {
                            combo.setValue(combo.getConverter().fromString(text));
                        } else if (node instanceof javafx.scene.control.DatePicker picker) {
                            picker.setValue(picker.getConverter().fromString(text));
                        } else {
                            TextInputControl input = (TextInputControl) node;
                            input.setText(text);
                            input.positionCaret(text.length());
                        }
                    });
                }
            """;

    private static final String SET_VALUE = """

                /** Sets a property of the node by name, through its xxxProperty(), as the recorded setValue did. */
                @SuppressWarnings({"unchecked", "rawtypes"})
                private void setValue(Node node, String property, Object value) {
                    interact(() -> {
                        try {
                            Object p = node.getClass().getMethod(property + "Property").invoke(node);
                            if (p instanceof javafx.beans.value.WritableDoubleValue d) {
                                d.set(((Number) value).doubleValue());
                            } else if (p instanceof javafx.beans.value.WritableIntegerValue i) {
                                i.set(((Number) value).intValue());
                            } else if (p instanceof javafx.beans.value.WritableLongValue l) {
                                l.set(((Number) value).longValue());
                            } else if (p instanceof javafx.beans.value.WritableFloatValue f) {
                                f.set(((Number) value).floatValue());
                            } else {
                                javafx.beans.value.WritableValue w = (javafx.beans.value.WritableValue) p;
                                Object current = w.getValue();
                                w.setValue(current instanceof Enum<?> e ? Enum.valueOf((Class) e.getDeclaringClass(), (String) value) : value);
                            }
                        } catch (ReflectiveOperationException e) {
                            throw new AssertionError("No property " + property + " on " + node, e);
                        }
                    });
                }
            """;

    private static final String SELECT = """

                /** Selects the item shown as {@code item}, or at {@code index}, as the recorded select did. */
                private void select(Node control, String item, int index) {
                    interact(() -> {
                        if (control instanceof javafx.scene.control.TabPane tabs) {
                            tabs.getSelectionModel().select(item == null ? tabs.getTabs().get(index)
                                    : tabs.getTabs().stream().filter(t -> item.equals(t.getText())).findFirst().orElseThrow());
                            return;
                        }
                        javafx.scene.control.SelectionModel<?> model = control instanceof javafx.scene.control.ComboBox<?> c1
                                ? c1.getSelectionModel() : control instanceof javafx.scene.control.ChoiceBox<?> c2
                                ? c2.getSelectionModel() : control instanceof javafx.scene.control.ListView<?> c3
                                ? c3.getSelectionModel() : control instanceof javafx.scene.control.TableView<?> c4
                                ? c4.getSelectionModel() : ((javafx.scene.control.TreeView<?>) control).getSelectionModel();
                        if (item == null) {
                            model.select(index);
                            return;
                        }
                        List<?> items = control instanceof javafx.scene.control.ComboBox<?> c1 ? c1.getItems()
                                : control instanceof javafx.scene.control.ChoiceBox<?> c2 ? c2.getItems()
                                : control instanceof javafx.scene.control.ListView<?> c3 ? c3.getItems()
                                : ((javafx.scene.control.TableView<?>) control).getItems();
                        for (int i = 0; i < items.size(); i++) {
                            if (item.equals(String.valueOf(items.get(i)))) {
                                model.select(i);
                                return;
                            }
                        }
                        throw new AssertionError("No item \\"" + item + "\\" in " + control);
                    });
                }
            """;

    private static final String EXPAND = """

                /** Expands or collapses a TitledPane or a tree row, as the recorded action did. */
                private void expand(Node node, boolean expanded) {
                    interact(() -> {
                        if (node instanceof javafx.scene.control.TitledPane pane) {
                            pane.setExpanded(expanded);
                        } else if (node instanceof javafx.scene.control.TreeCell<?> cell) {
                            cell.getTreeItem().setExpanded(expanded);
                        } else {
                            ((javafx.scene.control.TreeTableRow<?>) node).getTreeItem().setExpanded(expanded);
                        }
                    });
                }
            """;
}
