package io.github.mcpjavafx.debug.core.capture;

import io.github.mcpjavafx.debug.core.model.NodePath;
import io.github.mcpjavafx.debug.core.model.UiBounds;
import io.github.mcpjavafx.debug.core.model.UiLayout;
import io.github.mcpjavafx.debug.core.model.UiNode;
import io.github.mcpjavafx.debug.core.model.UiVirtualization;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class UiNodeJsonTest {

    private final JsonMapper json = JsonMapper.builder().build();

    @Test
    void nodeJsonKeepsContractKeyOrderAndOmitsAbsentFields() {
        NodePath rootPath = NodePath.windowRoot(0);
        UiNode button = new UiNode("u-2", rootPath.child("Button", 0), "Button", "save", List.of("button"),
                true, true, false, Boolean.TRUE, null, "Save", null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null,
                new UiLayout(null, new UiBounds(10, 20, 80, 25), null), null, null, null, null, null, null, null, List.of());
        UiNode root = new UiNode("u-1", rootPath, "VBox", null, List.of(), true, true, false, null, null,
                null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, 3, null, null, null, List.of(button));

        String written = json.writeValueAsString(root);

        assertThat(written).isEqualTo("{\"ref\":{\"uid\":\"u-1\",\"path\":\"/stages[0]/scene/root\"},"
                + "\"type\":\"VBox\",\"styleClass\":[],\"visible\":true,\"managed\":true,\"disabled\":false,"
                + "\"hiddenChildren\":3,\"children\":[{\"ref\":{\"uid\":\"u-2\",\"path\":\"/stages[0]/scene/root/Button[0]\"},"
                + "\"type\":\"Button\",\"id\":\"save\",\"styleClass\":[\"button\"],\"visible\":true,\"managed\":true,"
                + "\"disabled\":false,\"focused\":true,\"text\":\"Save\","
                + "\"layout\":{\"boundsInScene\":{\"x\":10.0,\"y\":20.0,\"width\":80.0,\"height\":25.0}},"
                + "\"children\":[]}]}");
    }

    @Test
    void sectionsAreWrittenUnderTheirContractNames() {
        Map<String, Object> properties = new LinkedHashMap<>();
        properties.put("opacity", 1.0);
        properties.put("editable", true);
        UiNode table = new UiNode("u-3", NodePath.windowRoot(1), "TableView", null, List.of(), true, true, false,
                null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, new UiNode.Fx(properties, null),
                new UiVirtualization(1000, new UiVirtualization.Range(0, 24), List.of(3), 3, List.of("Name"),
                        List.of(new UiVirtualization.Row(0, List.of("Ann")))), null, null, null, null, List.of());

        String written = json.writeValueAsString(table);

        assertThat(written).contains("\"fx\":{\"properties\":{\"opacity\":1.0,\"editable\":true}}")
                .contains("\"virtualization\":{\"itemsCount\":1000,\"visibleRange\":{\"first\":0,\"last\":24},"
                        + "\"selectedIndices\":[3],\"focusedIndex\":3,\"columns\":[\"Name\"],"
                        + "\"visibleCells\":[{\"index\":0,\"cells\":[\"Ann\"]}]}");
        @SuppressWarnings("unchecked")
        Map<String, Object> keys = json.readValue(written, Map.class);
        assertThat(keys.keySet()).containsExactly("ref", "type", "styleClass", "visible", "managed", "disabled",
                "fx", "virtualization", "children");
    }
}
