package io.github.mcpjavafx.debug.core.recording;

import io.github.mcpjavafx.debug.core.model.ActionSpec;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

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
        StepCode code = new StepCode(typed(recorded.steps()));
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
                case FINDERS -> FINDERS;
                case VALUES -> VALUES;
                case PRINTED -> PRINTED;
                case MATCHES -> MATCHES;
                case SET_TEXT -> SET_TEXT;
                case SET_VALUE -> SET_VALUE;
                case SELECT -> ItemTextHelpers.SELECT;
                case ITEM_TEXTS -> ItemTextHelpers.ITEM_TEXTS;
                case EXPAND -> EXPAND;
                case CONTEXT_CLICK -> CONTEXT_CLICK;
            });
        }
        sb.append("}\n");
        Map<String, Integer> located = new LinkedHashMap<>();
        code.located().forEach((how, count) -> located.put(how.name().toLowerCase(Locale.ROOT), count));
        return new Written(sb.toString(), code.notReplayed(), code.notChecked(), located);
    }

    /** The texts the session typed, set or chose, as its actions gave them. */
    private static List<String> typed(List<RecordedStep> steps) {
        List<String> typed = new ArrayList<>();
        for (RecordedStep step : steps) {
            ActionSpec action = step instanceof RecordedStep.Act act ? act.action() : null;
            if (action instanceof ActionSpec.TypeText type) {
                typed.add(type.text());
            } else if (action instanceof ActionSpec.SetText set) {
                typed.add(set.text());
            } else if (action instanceof ActionSpec.SetValue set) {
                typed.add(String.valueOf(set.value()));
            } else if (action instanceof ActionSpec.Select select) {
                typed.add(select.item());
            }
        }
        return typed;
    }

    /**
     * @param notReplayed steps written as a {@code // not replayed} comment
     * @param notChecked  checks left out because a step before them was not replayed
     * @param located     how the replayed actions find their nodes: {@code id}, {@code text}, {@code label},
     *                    {@code row}, {@code position}..., with how many of each
     */
    public record Written(String source, int notReplayed, int notChecked, Map<String, Integer> located) {
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

            import java.util.ArrayList;
            import java.util.Collections;
            import java.util.List;
            import java.util.Locale;
            import java.util.concurrent.Callable;
            import java.util.concurrent.TimeUnit;
            import java.util.function.Predicate;
            import java.util.regex.Pattern;

            import static org.junit.jupiter.api.Assertions.assertEquals;
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

            """;

    private static final String FINDERS = """

                // How the steps find their nodes, as a person would: by what a node shows or what names it.

                /** The first showing node that matches, in the newest window first (a dialog before its owner). */
                private Node find(Predicate<Window> inWindow, Predicate<Node> matches, String what) {
                    WaitForAsyncUtils.waitForFxEvents();
                    Node found = onFx(() -> {
                        List<Window> windows = new ArrayList<>(Window.getWindows());
                        Collections.reverse(windows);
                        for (Window w : windows) {
                            if (w.isShowing() && w.getScene() != null && inWindow.test(w)) {
                                Node n = first(w.getScene().getRoot(), matches);
                                if (n != null) {
                                    return n;
                                }
                            }
                        }
                        return null;
                    });
                    if (found == null) {
                        throw new AssertionError("Nothing on screen is " + what);
                    }
                    return found;
                }

                private static Node first(Node node, Predicate<Node> matches) {
                    if (!node.isVisible()) {
                        return null;
                    }
                    if (matches.test(node)) {
                        return node;
                    }
                    if (node instanceof Parent p) {
                        for (Node child : p.getChildrenUnmodifiable()) {
                            Node found = first(child, matches);
                            if (found != null) {
                                return found;
                            }
                        }
                    }
                    return null;
                }

                /** Reads the UI on the FX thread, also when called there (a predicate of find). */
                private static <T> T onFx(Callable<T> read) {
                    try {
                        if (Platform.isFxApplicationThread()) {
                            return read.call();
                        }
                        return WaitForAsyncUtils.asyncFx(read).get(5, TimeUnit.SECONDS);
                    } catch (Exception e) {
                        throw new AssertionError("The UI did not answer", e);
                    }
                }

                private static boolean isType(Node n, String type) {
                    return "*".equals(type) || type.equals(n.getTypeSelector());
                }

                /** A node of this type (its CSS type selector) showing exactly this text: a button, a label, a check box. */
                private Node named(String type, String text) {
                    return find(w -> true, n -> isType(n, type) && text.equals(textOf(n)), type + " \\"" + text + "\\"");
                }

                /** An item of an open popup (a menu, a combo box's list) showing this text. */
                private Node popupItem(String text) {
                    return find(w -> w instanceof javafx.stage.PopupWindow, n -> n instanceof javafx.scene.control.Labeled
                            && text.equals(textOf(n)), "a popup item \\"" + text + "\\"");
                }

                /** The node of this type that a label names: its labelFor, else the next cell of its grid row, else the node after it. */
                private Node labelled(String label, String type) {
                    Node named = find(w -> true, n -> n instanceof javafx.scene.control.Label l && label.equals(l.getText())
                            && labelledBy(l, type) != null, "a " + type + " labelled \\"" + label + "\\"");
                    return onFx(() -> labelledBy((javafx.scene.control.Label) named, type));
                }

                private static Node labelledBy(javafx.scene.control.Label label, String type) {
                    Node field = label.getLabelFor();
                    Parent parent = label.getParent();
                    if (field == null && parent instanceof javafx.scene.layout.GridPane) {
                        int row = cell(javafx.scene.layout.GridPane.getRowIndex(label));
                        int column = cell(javafx.scene.layout.GridPane.getColumnIndex(label));
                        int nearest = Integer.MAX_VALUE;
                        for (Node n : parent.getChildrenUnmodifiable()) {
                            int c = cell(javafx.scene.layout.GridPane.getColumnIndex(n));
                            if (cell(javafx.scene.layout.GridPane.getRowIndex(n)) == row && c > column && c < nearest) {
                                nearest = c;
                                field = n;
                            }
                        }
                    } else if (field == null && parent != null) {
                        List<Node> siblings = parent.getChildrenUnmodifiable();
                        int at = siblings.indexOf(label);
                        field = at + 1 < siblings.size() ? siblings.get(at + 1) : null;
                    }
                    return field == null ? null : first(field, n -> isType(n, type));
                }

                private static int cell(Integer index) {
                    return index == null ? 0 : index;
                }

                /** A control of a library's or the app's own type, the first on screen (newest window first). */
                private Node ofType(String type) {
                    return find(w -> true, n -> isType(n, type), "a " + type);
                }

                /** A text input showing this prompt. */
                private Node prompted(String prompt) {
                    return find(w -> true, n -> n instanceof TextInputControl t && prompt.equals(t.getPromptText()),
                            "a field with the prompt \\"" + prompt + "\\"");
                }

                /** A control of this type with this tooltip: an icon-only button. */
                private Node withTooltip(String tooltip, String type) {
                    return find(w -> true, n -> n instanceof javafx.scene.control.Control c && isType(n, type)
                            && c.getTooltip() != null && tooltip.equals(c.getTooltip().getText()), "a " + type + " with the tooltip \\"" + tooltip + "\\"");
                }

                /**
                 * The row of a list, tree or table ({@code #id} or type) that shows {@code item}, scrolled into view
                 * through the control; the row at {@code index} when it shows no text.
                 */
                private Node row(String control, String item, int index) {
                    Predicate<Node> isControl = control.startsWith("#") ? n -> control.substring(1).equals(n.getId()) : n -> isType(n, control);
                    Node list = find(w -> true, n -> isControl.test(n) && (item == null || onFxHasItem(n, item)),
                            control + (item == null ? "" : " with a row \\"" + item + "\\""));
                    Node row = onFx(() -> shownRow(list, item, index));
                    if (row == null) {
                        int at = onFx(() -> indexOf(list, item, index));
                        interact(() -> {
                            if (list instanceof javafx.scene.control.ListView<?> l) {
                                l.scrollTo(at);
                            } else if (list instanceof javafx.scene.control.TreeView<?> t) {
                                t.scrollTo(at);
                            } else if (list instanceof javafx.scene.control.TableView<?> t) {
                                t.scrollTo(at);
                            } else if (list instanceof javafx.scene.control.TreeTableView<?> t) {
                                t.scrollTo(at);
                            }
                        });
                        row = onFx(() -> shownRow(list, item, at));
                    }
                    if (row == null) {
                        throw new AssertionError("No row " + (item == null ? "#" + index : "\\"" + item + "\\"") + " in " + list);
                    }
                    return row;
                }

                private static boolean onFxHasItem(Node control, String item) {
                    return shownRow(control, item, -1) != null || indexOf(control, item, -1) >= 0;
                }

                /** The shown row with this text, the one at {@code index} first (a tree may show a text twice); the row at {@code index} when there is no text. */
                private static Node shownRow(Node control, String item, int index) {
                    Node at = first(control, n -> n instanceof javafx.scene.control.IndexedCell<?> c && !c.isEmpty()
                            && c.getIndex() == index && (item == null || item.equals(rowText(c))));
                    return at != null || item == null ? at : first(control, n -> n instanceof javafx.scene.control.IndexedCell<?> c
                            && !c.isEmpty() && item.equals(rowText(c)));
                }

                private static String rowText(javafx.scene.control.IndexedCell<?> cell) {
                    String text = cell.getText();
                    return text != null && !text.isBlank() ? text : String.valueOf(cell.getItem());
                }

                /** Where the item is among the control's rows, by its text; else {@code fallback}. */
                private static int indexOf(Node control, String item, int fallback) {
                    if (item != null) {
                        List<?> items = control instanceof javafx.scene.control.ListView<?> l ? l.getItems()
                                : control instanceof javafx.scene.control.TableView<?> t ? t.getItems() : List.of();
                        for (int i = 0; i < items.size(); i++) {
                            if (item.equals(String.valueOf(items.get(i)))) {
                                return i;
                            }
                        }
                        if (control instanceof javafx.scene.control.TreeView<?> tree) {
                            for (int i = 0; i < tree.getExpandedItemCount(); i++) {
                                if (item.equals(String.valueOf(tree.getTreeItem(i).getValue()))) {
                                    return i;
                                }
                            }
                        }
                    }
                    return fallback;
                }

                /** The node of this type inside a row (its check box), else the row. */
                private Node inside(Node row, String type) {
                    Node found = onFx(() -> first(row, n -> n != row && isType(n, type)));
                    return found == null ? row : found;
                }

                /** A part of a control's skin: the node at {@code path} below it when it has this style class, else the first that has. */
                private Node part(Node control, String styleClass, int... path) {
                    Node found = onFx(() -> {
                        Node n = control;
                        for (int i : path) {
                            List<Node> children = n instanceof Parent p ? p.getChildrenUnmodifiable() : List.of();
                            if (i >= children.size()) {
                                n = null;
                                break;
                            }
                            n = children.get(i);
                        }
                        return n != null && n.getStyleClass().contains(styleClass.substring(1)) ? n
                                : first(control, c -> c.getStyleClass().contains(styleClass.substring(1)));
                    });
                    if (found == null) {
                        throw new AssertionError("No " + styleClass + " in " + control);
                    }
                    return found;
                }

                /** The node at this position below a window's root (a stage by its title, or a popup): the last resort. */
                private Node at(String title, boolean popup, int... path) {
                    WaitForAsyncUtils.waitForFxEvents();
                    Node found = onFx(() -> {
                        Node root = latestRoot(title, popup, path);
                        return root == null ? null : walk(root, path);
                    });
                    if (found == null) {
                        throw new AssertionError("No node at " + java.util.Arrays.toString(path) + " below "
                                + (popup ? "a popup's root" : title == null ? "a window's root" : "the root of \\"" + title + "\\""));
                    }
                    return found;
                }

                private static Node latestRoot(String title, boolean popup, int... path) {
                    List<Window> windows = new ArrayList<>(Window.getWindows());
                    Collections.reverse(windows);
                    for (Window w : windows) {
                        if (w.isShowing() && w.getScene() != null && (w instanceof javafx.stage.PopupWindow) == popup
                                && (title == null || w instanceof javafx.stage.Stage s && title.equals(s.getTitle()))
                                && walk(w.getScene().getRoot(), path) != null) {
                            return w.getScene().getRoot();
                        }
                    }
                    return null;
                }

                private static Node walk(Node root, int... path) {
                    Node n = root;
                    for (int i : path) {
                        List<Node> children = n instanceof Parent p ? p.getChildrenUnmodifiable() : List.of();
                        if (i >= children.size()) {
                            return null;
                        }
                        n = children.get(i);
                    }
                    return n;
                }

                /** Focuses the node in its window, and the window itself: keys go to the focused window. */
                private void focus(Node node) {
                    interact(() -> {
                        node.getScene().getWindow().requestFocus();
                        node.requestFocus();
                    });
                }

                private static String textOf(Node n) {
                    String text = onFx(() -> n instanceof javafx.scene.control.Labeled l ? l.getText()
                            : n instanceof TextInputControl t ? t.getText()
                            : n instanceof javafx.scene.text.Text x ? x.getText() : null);
                    return text == null ? "" : text;
                }

                private static double numberIn(Node n) {
                    return Double.parseDouble(textOf(n).trim());
                }

                /** A list's items as their text. */
                private static List<String> itemsOf(Node list) {
                    return onFx(() -> ((javafx.scene.control.ListView<?>) list).getItems().stream().map(String::valueOf).toList());
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

                /**
                 * Sets a property of the node by name, through its xxxProperty(), as the recorded setValue did; a
                 * spinner's value through its value factory, as its arrows set it.
                 */
                @SuppressWarnings({"unchecked", "rawtypes"})
                private void setValue(Node node, String property, Object value) {
                    interact(() -> {
                        if (node instanceof javafx.scene.control.Spinner<?> spinner && property.equals("value")) {
                            javafx.scene.control.SpinnerValueFactory factory = spinner.getValueFactory();
                            Object current = factory.getValue();
                            factory.setValue(current instanceof Double ? ((Number) value).doubleValue()
                                    : current instanceof Integer ? ((Number) value).intValue() : value);
                            return;
                        }
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

    private static final String MATCHES = """

                /** A text with a date or a time of day from the app's clock: the recorded text's shape, whatever the day. */
                private static void assertMatches(String pattern, String text) {
                    assertTrue(text != null && text.matches(pattern), () -> "expected a text like <" + pattern + "> but was: <" + text + ">");
                }
            """;

    private static final String CONTEXT_CLICK = """

                /**
                 * A secondary click, and the context-menu request a platform makes of it: headless Monocle makes
                 * none for robot input, so the request is sent as the platform would when none came.
                 */
                private void contextClickOn(Node node) {
                    boolean[] requested = {false};
                    javafx.event.EventHandler<javafx.scene.input.ContextMenuEvent> seen = e -> requested[0] = true;
                    javafx.scene.Scene scene = onFx(node::getScene);
                    interact(() -> scene.addEventFilter(javafx.scene.input.ContextMenuEvent.CONTEXT_MENU_REQUESTED, seen));
                    clickOn(node, MouseButton.SECONDARY);
                    interact(() -> {
                        scene.removeEventFilter(javafx.scene.input.ContextMenuEvent.CONTEXT_MENU_REQUESTED, seen);
                        if (!requested[0]) {
                            javafx.geometry.Bounds b = node.localToScene(node.getBoundsInLocal());
                            Point2D screen = node.localToScreen(node.getBoundsInLocal().getCenterX(), node.getBoundsInLocal().getCenterY());
                            javafx.event.Event.fireEvent(node, new javafx.scene.input.ContextMenuEvent(
                                    javafx.scene.input.ContextMenuEvent.CONTEXT_MENU_REQUESTED, b.getCenterX(), b.getCenterY(),
                                    screen.getX(), screen.getY(), false, new javafx.scene.input.PickResult(node, b.getCenterX(), b.getCenterY())));
                        }
                    });
                }
            """;

    private static final String VALUES = """

                /** A number a control holds, read through its property: a slider's value, a rating, a range's low value. */
                private static double numberIn(Node n, String property) {
                    return onFx(() -> {
                        try {
                            Object p = n.getClass().getMethod(property + "Property").invoke(n);
                            return ((Number) ((javafx.beans.value.ObservableValue<?>) p).getValue()).doubleValue();
                        } catch (ReflectiveOperationException e) {
                            throw new AssertionError("No property " + property + " on " + n, e);
                        }
                    });
                }

                /** A control's value as it shows it: a choice's item, a check box's state, a spinner's value. */
                @SuppressWarnings({"unchecked", "rawtypes"})
                private static String valueOf(Node n) {
                    return onFx(() -> {
                        if (n instanceof javafx.scene.control.CheckBox box) {
                            return box.isIndeterminate() ? "indeterminate" : Boolean.toString(box.isSelected());
                        }
                        if (n instanceof javafx.scene.control.ToggleButton toggle) {
                            return Boolean.toString(toggle.isSelected());
                        }
                        if (n instanceof javafx.scene.control.Spinner<?> spinner) {
                            return String.valueOf(spinner.getValue());
                        }
                        Object value = n instanceof javafx.scene.control.ComboBoxBase<?> combo ? combo.getValue()
                                : ((javafx.scene.control.ChoiceBox<?>) n).getValue();
                        javafx.util.StringConverter converter = n instanceof javafx.scene.control.ComboBox<?> c ? c.getConverter()
                                : n instanceof javafx.scene.control.DatePicker d ? d.getConverter()
                                : n instanceof javafx.scene.control.ChoiceBox<?> c ? c.getConverter() : null;
                        return value == null ? null : converter != null ? converter.toString(value) : String.valueOf(value);
                    });
                }

                /** The items a control with a check model (a CheckComboBox) has checked, as their text. */
                private static List<String> checkedIn(Node n) {
                    return onFx(() -> {
                        try {
                            java.lang.reflect.Method model = n.getClass().getMethod("getCheckModel");
                            // through the declared model type: the model's own class need not be public
                            java.lang.reflect.Method checked = model.getReturnType().getMethod("getCheckedItems");
                            return ((List<?>) checked.invoke(model.invoke(n))).stream().map(String::valueOf).toList();
                        } catch (ReflectiveOperationException e) {
                            throw new AssertionError(n + " has no check model", e);
                        }
                    });
                }

                /** The items a list or tree has selected, as their rows show them; the rows a table has selected, by their first cell. */
                private static List<String> selectedIn(Node n) {
                    return onFx(() -> {
                        if (n instanceof javafx.scene.control.ListView<?> list) {
                            return list.getSelectionModel().getSelectedIndices().stream().map(i -> itemText(n, i, true)).toList();
                        }
                        if (n instanceof javafx.scene.control.TableView<?> table) {
                            javafx.scene.control.TableColumn<?, ?> first = table.getVisibleLeafColumn(0);
                            return table.getSelectionModel().getSelectedIndices().stream()
                                    .map(row -> String.valueOf(first.getCellData(row))).toList();
                        }
                        return ((javafx.scene.control.TreeView<?>) n).getSelectionModel().getSelectedIndices().stream()
                                .map(i -> itemText(n, i, true)).toList();
                    });
                }
            """;

    private static final String PRINTED = """

                /** What the app prints to System.out from the time the test class loads: still shown, and kept to check. */
                private static final java.io.ByteArrayOutputStream PRINTED = printedFromNowOn();
                /** How many printed lines the checks so far went through. */
                private static int printedChecked;

                private static java.io.ByteArrayOutputStream printedFromNowOn() {
                    java.io.ByteArrayOutputStream kept = new java.io.ByteArrayOutputStream();
                    java.io.PrintStream shown = System.out;
                    System.setOut(new java.io.PrintStream(new java.io.OutputStream() {
                        @Override
                        public void write(int b) {
                            shown.write(b);
                            synchronized (kept) {
                                kept.write(b);
                            }
                        }

                        @Override
                        public void write(byte[] b, int off, int len) {
                            shown.write(b, off, len);
                            synchronized (kept) {
                                kept.write(b, off, len);
                            }
                        }
                    }, true));
                    return kept;
                }

                /** The app printed this line after the lines the checks before went through. */
                private static void assertPrinted(String line) {
                    WaitForAsyncUtils.waitForFxEvents();
                    List<String> lines;
                    synchronized (PRINTED) {
                        lines = PRINTED.toString().lines().toList();
                    }
                    for (int i = printedChecked; i < lines.size(); i++) {
                        if (lines.get(i).equals(line)) {
                            printedChecked = i + 1;
                            return;
                        }
                    }
                    throw new AssertionError("The app did not print \\"" + line + "\\"; it printed:\\n"
                            + String.join("\\n", lines.subList(printedChecked, lines.size())));
                }
            """;
}
