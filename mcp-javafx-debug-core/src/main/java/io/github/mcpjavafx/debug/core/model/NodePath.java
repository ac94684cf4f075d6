package io.github.mcpjavafx.debug.core.model;

import com.fasterxml.jackson.annotation.JsonValue;

/**
 * A canonical node path, built as a chain of segments so that capturing a large scene on the FX
 * thread costs one small object per node; the string is only assembled when it is read (off the
 * FX thread, when JSON is written).
 *
 * <p>Form: {@code /stages[i]/scene/root} for a window's root, then {@code /Type[n]} per level,
 * {@code n} being the index among the siblings of the same simple type.
 */
public final class NodePath {

    private final NodePath parent;
    private final String type;
    private final int index;
    private String text;

    private NodePath(NodePath parent, String type, int index, String text) {
        this.parent = parent;
        this.type = type;
        this.index = index;
        this.text = text;
    }

    /** The path of the root node of window {@code windowIndex}. */
    public static NodePath windowRoot(int windowIndex) {
        return new NodePath(null, null, windowIndex, "/stages[" + windowIndex + "]/scene/root");
    }

    /** The path of a child: {@code type} is its simple type, {@code index} its rank among same-type siblings. */
    public NodePath child(String childType, int childIndex) {
        return new NodePath(this, childType, childIndex, null);
    }

    @JsonValue
    @Override
    public String toString() {
        String s = text;
        if (s == null) {
            StringBuilder sb = new StringBuilder(96);
            appendTo(sb);
            s = sb.toString();
            text = s;
        }
        return s;
    }

    private void appendTo(StringBuilder sb) {
        if (text != null) {
            sb.append(text);
            return;
        }
        parent.appendTo(sb);
        sb.append('/').append(type).append('[').append(index).append(']');
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof NodePath other && toString().equals(other.toString());
    }

    @Override
    public int hashCode() {
        return toString().hashCode();
    }
}
