package io.github.mcpjavafx.debug.consumers;

import java.util.LinkedHashMap;
import java.util.Map;

/** The {@code ui_perform} actions the FXSampler tests send, as an agent writes them. */
final class UiActions {

    private UiActions() {
    }

    /** An action of {@code type} on the node {@code uid}, with its other fields as name, value pairs. */
    static Map<String, Object> act(String type, String uid, Object... more) {
        Map<String, Object> action = new LinkedHashMap<>(Map.of("type", type, "target", Map.of("ref", Map.of("uid", uid))));
        for (int i = 0; i < more.length; i += 2) {
            action.put((String) more[i], more[i + 1]);
        }
        return action;
    }
}
