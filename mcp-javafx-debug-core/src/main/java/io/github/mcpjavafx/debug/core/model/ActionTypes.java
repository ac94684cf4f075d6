package io.github.mcpjavafx.debug.core.model;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeName;

import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The action types of {@code ui_perform} as {@link ActionSpec} declares them, read from its
 * annotations, for whatever describes them to an agent: the tool's description, the agent
 * instructions, the docs.
 */
public final class ActionTypes {

    /** Every type, in the order {@link ActionSpec} lists them. */
    public static final List<Declared> ALL = Arrays.stream(ActionSpec.class.getAnnotation(JsonSubTypes.class).value())
            .map(type -> Declared.of(type.value())).toList();

    private ActionTypes() {
    }

    /** The wire names of every type: {@code click, focus, typeText, ...}. */
    public static List<String> names() {
        return ALL.stream().map(Declared::name).toList();
    }

    /** {@code click(target, x, y, ...): Clicks ...; focus(target*): ...}: each type with its fields (* required) and what it does. */
    public static String summary() {
        return ALL.stream().map(Declared::summary).collect(Collectors.joining(" "));
    }

    static String nameOf(Class<?> type) {
        return type.getAnnotation(JsonTypeName.class).value();
    }

    /**
     * One action type.
     *
     * @param name        its {@code type} in JSON
     * @param description what it does
     * @param fields      its fields in declaration order
     */
    public record Declared(String name, String description, List<Field> fields) {

        static Declared of(Class<?> type) {
            return new Declared(nameOf(type), type.getAnnotation(JsonClassDescription.class).value(),
                    Arrays.stream(type.getRecordComponents()).map(Field::of).toList());
        }

        /** {@code setText(target*, text*): Replaces ...} */
        public String summary() {
            return name + "(" + fields.stream().map(f -> f.name() + (f.required() ? "*" : ""))
                    .collect(Collectors.joining(", ")) + "): " + description;
        }
    }

    /** A field of an action type; required ones must be given. */
    public record Field(String name, boolean required) {

        static Field of(RecordComponent component) {
            // Jackson's annotations do not target record components: the compiler puts them on the field.
            JsonProperty property;
            try {
                property = component.getDeclaringRecord().getDeclaredField(component.getName())
                        .getAnnotation(JsonProperty.class);
            } catch (NoSuchFieldException e) {
                throw new IllegalStateException(e);
            }
            return new Field(component.getName(), property != null && property.required());
        }
    }
}
