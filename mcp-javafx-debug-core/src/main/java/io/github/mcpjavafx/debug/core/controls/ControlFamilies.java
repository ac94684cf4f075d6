package io.github.mcpjavafx.debug.core.controls;

import io.github.mcpjavafx.debug.core.scene.ShownControl;
import javafx.scene.Node;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The one lookup of a node's {@link ControlFamily}: the family that declares its class, else the one that
 * declares the closest superclass (or an interface of it, nearest first). A node no family declares gets
 * {@link #UNDECLARED}, which knows nothing; a control from outside JavaFX is read by the rules of
 * {@link ShownControl} instead ({@link #shown}). Some knowledge goes by rules across families, whatever a
 * control's class: the items a control with a check model has checked (ControlsFX's CheckComboBox, CheckListView;
 * {@link CheckedItems}) and a custom control's own value-like properties (a Rating's rating, a RangeSlider's
 * low value; {@code OwnProperties.of}). Looked up once per class. FX thread only.
 */
public final class ControlFamilies {

    /** Every family. A class is declared by one family only: a second declaration fails the lookup's start. */
    static final List<ControlFamily> ALL = List.of(new Labels(), new Buttons(), new TextInputs(), new Choices(),
            new Pickers(), new Ranges(), new Panes(), new Lists(), new Containers());

    /** The family of a node nobody declared: every answer is "nothing of the kind". */
    public static final ControlFamily UNDECLARED = List::of;

    private static final Map<Class<?>, ControlFamily> DECLARED = declarations();

    private static final ClassValue<ControlFamily> FAMILIES = new ClassValue<>() {
        @Override
        protected ControlFamily computeValue(Class<?> type) {
            for (Class<?> c = type; c != null; c = c.getSuperclass()) {
                ControlFamily family = DECLARED.get(c);
                if (family != null) {
                    return family;
                }
                for (Class<?> declaredInterface : c.getInterfaces()) {
                    family = DECLARED.get(declaredInterface);
                    if (family != null) {
                        return family;
                    }
                }
            }
            return UNDECLARED;
        }
    };

    private ControlFamilies() {
    }

    /** The node's family; {@link #UNDECLARED} for a node no family declares. */
    public static ControlFamily of(Node node) {
        return FAMILIES.get(node.getClass());
    }

    /**
     * What a control from outside JavaFX shows, read by rules ({@link ShownControl}); {@code null} for
     * JavaFX's own nodes. A control with a text of its own (a labeled one, a field) keeps that as its title.
     */
    public static ShownControl shown(Node node) {
        return ShownControl.of(node, of(node).textRole(node) != null);
    }

    private static Map<Class<?>, ControlFamily> declarations() {
        Map<Class<?>, ControlFamily> declared = new HashMap<>();
        for (ControlFamily family : ALL) {
            for (Class<?> type : family.declared()) {
                if (declared.put(type, family) != null) {
                    throw new IllegalStateException(type.getName() + " is declared by two families");
                }
            }
        }
        return declared;
    }
}
