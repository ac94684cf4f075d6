package io.github.mcpjavafx.debug.core.query;

import io.github.mcpjavafx.debug.core.capture.NodeReader;
import io.github.mcpjavafx.debug.core.scene.FxProperties;
import io.github.mcpjavafx.debug.core.scene.LogicalChildren;
import io.github.mcpjavafx.debug.core.scene.NodePaths;
import io.github.mcpjavafx.debug.core.text.ContainerName;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.stage.Window;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The items of a custom view that a query by type left out: a calendar's day holds timed and all-day item views,
 * two classes of one kind, and a query for one class finds only those. Told as
 * {@code Matched 2 of the 3 ItemView items in DayView u-f "2024-01-22": also AllDayItemView u-h "Company offsite";
 * typeIs ["ItemView"] finds them all.} An item's kind is the most general class of its own (outside JavaFX) that
 * its view is not: {@code ItemView} for a {@code TimedItemView} in a {@code DayView}. Said only when the query
 * matched whole classes (every item of each class it matched) and a class of the same kind is missing, so a text
 * query that found one item among many says nothing. FX thread.
 */
final class ViewItems {

    private static final int MAX_VIEWS = 2;
    private static final int MAX_LISTED = 3;
    /** A view's items are looked for among this many of its nodes, no more. */
    private static final int MAX_WALK = 5_000;

    private ViewItems() {
    }

    /** What the matches leave out of the views they belong to, or {@code null} when they leave out nothing. */
    static String leftOut(List<Node> matched, NodeReader reader, List<Window> windows) {
        Set<Node> found = Collections.newSetFromMap(new IdentityHashMap<>());
        found.addAll(matched);
        Map<Node, Class<?>> kinds = new LinkedHashMap<>(); // view -> the kind of its matched items
        for (Node node : matched) {
            if (kinds.size() == MAX_VIEWS) {
                break;
            }
            Node view = viewOf(node);
            Class<?> kind = view == null ? null : kindOf(node.getClass(), view);
            if (kind != null) {
                kinds.putIfAbsent(view, kind);
            }
        }
        List<String> notes = new ArrayList<>();
        kinds.forEach((view, kind) -> {
            List<Node> items = itemsOf(view, kind);
            List<Node> missed = items.stream().filter(item -> !found.contains(item)).toList();
            if (!missed.isEmpty() && wholeClassesMatched(items, found)) {
                notes.add(note(view, kind, items.size() - missed.size(), items.size(), missed, reader, windows));
            }
        });
        return notes.isEmpty() ? null : String.join("\n", notes);
    }

    /** The nearest custom control above the node: the view it is an item of. */
    private static Node viewOf(Node node) {
        for (Parent p = node.getParent(); p != null; p = p.getParent()) {
            if (FxProperties.isControlFromOutside(p)) {
                return p;
            }
        }
        return null;
    }

    /** The most general class of the item's own that the view is not, or {@code null} for JavaFX's own nodes. */
    private static Class<?> kindOf(Class<?> type, Node view) {
        Class<?> kind = null;
        for (Class<?> c = type; c != null && !FxProperties.isJavaFx(c) && c != Object.class; c = c.getSuperclass()) {
            if (c.isInstance(view)) {
                break;
            }
            kind = c;
        }
        return kind;
    }

    private static List<Node> itemsOf(Node view, Class<?> kind) {
        List<Node> items = new ArrayList<>();
        Deque<Node> todo = new ArrayDeque<>(LogicalChildren.of(view));
        for (int seen = 0; !todo.isEmpty() && seen < MAX_WALK; seen++) {
            Node node = todo.pollFirst();
            if (kind.isInstance(node)) {
                items.add(node);
                continue;
            }
            List<Node> children = LogicalChildren.of(node);
            for (int i = children.size() - 1; i >= 0; i--) {
                todo.addFirst(children.get(i));
            }
        }
        return items;
    }

    /** Whether every item of each class the query matched is matched: a query by type, not one by text. */
    private static boolean wholeClassesMatched(List<Node> items, Set<Node> found) {
        Set<Class<?>> matchedClasses = new HashSet<>();
        for (Node item : items) {
            if (found.contains(item)) {
                matchedClasses.add(item.getClass());
            }
        }
        for (Node item : items) {
            if (matchedClasses.contains(item.getClass()) && !found.contains(item)) {
                return false;
            }
        }
        return true;
    }

    private static String note(Node view, Class<?> kind, int matched, int all, List<Node> missed, NodeReader reader,
                               List<Window> windows) {
        String kindName = NodePaths.typeName(kind);
        StringBuilder sb = new StringBuilder("Matched ").append(matched).append(" of the ").append(all).append(' ')
                .append(kindName).append(" items in ").append(ContainerName.name(reader.summary(view, windows)))
                .append(": also ");
        for (int i = 0; i < Math.min(MAX_LISTED, missed.size()); i++) {
            sb.append(i == 0 ? "" : ", ").append(ContainerName.name(reader.summary(missed.get(i), windows)));
        }
        if (missed.size() > MAX_LISTED) {
            sb.append(" and ").append(missed.size() - MAX_LISTED).append(" more");
        }
        return sb.append("; typeIs [\"").append(kindName).append("\"] finds them all.").toString();
    }
}
