package io.github.mcpjavafx.debug.mcp;

import io.github.mcpjavafx.debug.core.model.UiError;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;
import tools.jackson.databind.node.StringNode;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Keeps an error under {@value #MAX_CHARS} characters in both channels a model may read: the text
 * block {@code CODE: message} and {@code JSON.stringify({"error": {code, message, details}})}.
 * Clients cut longer errors themselves, wherever they like (Claude Code at about 11,000), and an
 * error is read in full before the agent's next step, so it must be short.
 *
 * <p>The details are bounded first: a text in them keeps {@value #MAX_DETAIL_TEXT} characters, a
 * list {@value #MAX_DETAIL_ITEMS} items and a {@code "… N more"}; when they are still over
 * {@value #MAX_DETAILS_CHARS} characters their large entries are left out from the last one (the
 * context a batch adds after the failure's own facts), and {@code details.cut} names them. Then the
 * message gets the rest: a longer one keeps its start and its end (the next step) around a marker
 * that says how much was cut. No cut splits a surrogate pair.
 */
final class ErrorBudget {

    /** The most characters an error takes in either channel. */
    static final int MAX_CHARS = 8_000;

    /** Room left for the new-errors line and field that may close any result. */
    private static final int NEW_ERRORS_ROOM = 150;
    private static final int MAX_DETAILS_CHARS = 4_000;
    private static final int MAX_DETAIL_TEXT = 300;
    private static final int MAX_DETAIL_ITEMS = 10;
    /** A details entry at most this long in JSON (a reason, an index) is kept while larger ones are left out. */
    private static final int SMALL_ENTRY_CHARS = 100;

    private ErrorBudget() {
    }

    /** {@code error} itself when it fits, otherwise one that does, with the same code. */
    static UiError fit(UiError error, JsonMapper json) {
        int limit = MAX_CHARS - NEW_ERRORS_ROOM;
        if (length(error, json) <= limit) {
            return error;
        }
        ObjectNode details = json.valueToTree(error.details() == null ? Map.of() : error.details());
        bound(details);
        shrink(details, json);
        @SuppressWarnings("unchecked")
        Map<String, Object> boundedDetails = json.treeToValue(details, Map.class);
        String message = error.message() == null ? "" : error.message();
        int room = limit - length(new UiError(error.code(), "", boundedDetails), json);
        while (true) {
            UiError fitted = new UiError(error.code(), cut(message, room), boundedDetails);
            int over = length(fitted, json) - limit;
            if (over <= 0 || room <= 0) {
                return fitted;
            }
            room = Math.max(0, room - over); // escapes made the message longer in JSON than in text: cut more
        }
    }

    /** Texts and lists in {@code node} cut to their bounds, in place. */
    private static void bound(JsonNode node) {
        if (node instanceof ObjectNode object) {
            for (String name : new ArrayList<>(object.propertyNames())) {
                JsonNode value = object.get(name);
                if (value.isString() && value.asString().length() > MAX_DETAIL_TEXT) {
                    object.put(name, clip(value.asString()));
                } else {
                    bound(value);
                }
            }
        } else if (node instanceof ArrayNode array) {
            int more = array.size() - MAX_DETAIL_ITEMS;
            while (array.size() > MAX_DETAIL_ITEMS) {
                array.remove(array.size() - 1);
            }
            for (int i = 0; i < array.size(); i++) {
                JsonNode value = array.get(i);
                if (value.isString() && value.asString().length() > MAX_DETAIL_TEXT) {
                    array.set(i, StringNode.valueOf(clip(value.asString())));
                } else {
                    bound(value);
                }
            }
            if (more > 0) {
                array.add("… " + String.format(Locale.ROOT, "%,d", more) + " more");
            }
        }
    }

    /** Leaves out large entries of {@code details}, the last first, until it fits; {@code cut} names them. */
    private static void shrink(ObjectNode details, JsonMapper json) {
        List<String> left = new ArrayList<>();
        while (json.writeValueAsString(details).length() > MAX_DETAILS_CHARS) {
            String largest = null;
            for (String name : details.propertyNames()) {
                if (json.writeValueAsString(details.get(name)).length() > SMALL_ENTRY_CHARS) {
                    largest = name;
                }
            }
            if (largest == null) {
                break; // only small entries are left: a few of them fit, as MAX_DETAILS_CHARS allows
            }
            details.remove(largest);
            left.add(0, largest);
        }
        if (!left.isEmpty()) {
            ArrayNode cut = details.putArray("cut");
            left.forEach(cut::add);
        }
    }

    /**
     * {@code text} when it has at most {@code max} characters; otherwise its start (two thirds) and
     * its end around {@code … (N characters cut; details in structuredContent.error.details) …}.
     */
    static String cut(String text, int max) {
        if (text.length() <= max) {
            return text;
        }
        int keep = Math.max(0, max - marker(text.length()).length());
        int head = keep * 2 / 3;
        int tail = text.length() - (keep - head);
        if (head > 0 && Character.isHighSurrogate(text.charAt(head - 1))) {
            head--;
        }
        if (tail < text.length() && Character.isLowSurrogate(text.charAt(tail))) {
            tail++;
        }
        return text.substring(0, head) + marker(tail - head) + text.substring(tail);
    }

    /** A detail's text cut to {@value #MAX_DETAIL_TEXT} characters, the last one {@code …}. */
    private static String clip(String text) {
        int end = MAX_DETAIL_TEXT - 1;
        if (Character.isHighSurrogate(text.charAt(end - 1))) {
            end--;
        }
        return text.substring(0, end) + "…";
    }

    private static String marker(int cut) {
        return " … (" + String.format(Locale.ROOT, "%,d", cut) + " characters cut; details in "
                + "structuredContent.error.details) … ";
    }

    private static int length(UiError error, JsonMapper json) {
        return json.writeValueAsString(Map.of("error", error)).length();
    }
}
