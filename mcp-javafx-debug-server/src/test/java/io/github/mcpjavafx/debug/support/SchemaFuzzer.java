package io.github.mcpjavafx.debug.support;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Argument objects for one tool, drawn from its published input schema with a seeded
 * {@link Random}: valid ones (required keys, enum values, in-range numbers, plausible strings) and
 * ones that break them in one place (a wrong type, a number out of range, an unknown key, a missing
 * required key, a null, deep nesting, a huge or odd string). Each case says where it broke the
 * arguments and whether the schema alone must refuse it.
 *
 * <p>Only what the schema says is used, plus one reading of its descriptions that makes valid calls
 * reach the tools: objects described "One of ..." or "Exactly one of ..." get one of those keys. An
 * object of several kinds ({@code oneOf} by a constant {@code type}) is drawn as one of its kinds.
 * Waits are kept short.
 */
public final class SchemaFuzzer {

    /** One argument object; {@code path} is where it was broken ({@code ""}: the arguments themselves). */
    public record Case(Map<String, Object> arguments, String kind, String path, boolean breaksSchema) {
    }

    /** The longest wait a valid call asks for, so the run stays fast. */
    public static final int MAX_WAIT_MS = 200;
    /** The longest per-step FX timeout a valid ui_perform asks for. */
    public static final int MAX_STEP_TIMEOUT_MS = 1000;

    private static final Pattern ONE_OF = Pattern.compile("^(?:Exactly one|One) of ([^;.]+)");
    private static final List<String> ODD = List.of("\uD800", "x\uDC00y", "\u202Eevil\u202C", "\u05E9\u05DC\u05D5\u05DD",
            "\uD83D\uDCEC\uD83D\uDC4D\uD83C\uDFFD", "a\u0000b", "\u0000", "e\u0301\u0301\u0301", "\u200B", "\uFFFF\uFFFE",
            "\t\r\n", " ", "", "\\", "\"", "'; DROP", "%s%n", "${jndi:x}", "\u65E5\u672C");

    private final Map<String, Object> root;
    private final Map<String, Object> defs;
    private final Random random;
    private final StringPools strings;

    /** Plausible strings by argument name ({@code css}, {@code key}, ...); anything else gets a short word. */
    public interface StringPools {
        List<String> forName(String name);
    }

    /** The kinds a tool's description lists as {@code click(target, x, y, ...): ...}, with their fields. */
    private static final Pattern KIND = Pattern.compile("(\\w+)\\(([^)]*)\\):");

    private final Map<String, List<String>> kinds = new LinkedHashMap<>();

    /**
     * @param description the tool's description: an object with a {@code type} enum gets the fields the
     *                    description lists for the type drawn (as {@code ui_perform}'s action types)
     */
    public SchemaFuzzer(Map<String, Object> inputSchema, String description, Random random, StringPools strings) {
        this(inputSchema, random, strings);
        Matcher m = KIND.matcher(description == null ? "" : description);
        while (m.find()) {
            kinds.put(m.group(1), List.of(m.group(2).split(",\\s*"))); // "target*": required
        }
    }

    @SuppressWarnings("unchecked")
    public SchemaFuzzer(Map<String, Object> inputSchema, Random random, StringPools strings) {
        this.root = inputSchema;
        this.defs = (Map<String, Object>) inputSchema.getOrDefault("$defs", Map.of());
        this.random = random;
        this.strings = strings;
    }

    public Case valid() {
        return new Case(object(root, ""), "valid", "", false);
    }

    /** A valid object broken in one place. */
    public Case invalid() {
        Map<String, Object> arguments = object(root, "");
        List<Slot> slots = new ArrayList<>();
        collect(root, arguments, "", null, null, false, slots);
        Kind kind = Kind.values()[random.nextInt(Kind.values().length)];
        for (int attempt = 0; attempt < 20; attempt++) {
            Slot slot = slots.get(random.nextInt(slots.size()));
            Case broken = kind.apply(this, arguments, slot);
            if (broken != null) {
                return broken;
            }
        }
        return unknownKey(arguments, slots.get(0));
    }

    /**
     * Valid arguments with {@code text} in one string argument: one case for each place (its path,
     * list indexes left out) that {@code draws} valid draws reached and {@code where} accepts. When
     * the object holding that argument has a {@code match}, it is set to {@code match} (nullable:
     * then left as drawn), so a text selector reads {@code text} as a regex, for one.
     */
    public List<Case> withText(Predicate<String> where, String text, String match, int draws) {
        Map<String, Case> byPlace = new LinkedHashMap<>();
        for (int draw = 0; draw < draws; draw++) {
            Map<String, Object> drawn = object(root, "");
            List<Slot> slots = new ArrayList<>();
            collect(root, drawn, "", null, null, false, slots);
            for (Slot slot : slots) {
                String place = slot.path().replaceAll("\\[\\d+]", "[]");
                if (byPlace.containsKey(place) || !"string".equals(slot.schema().get("type"))
                        || slot.schema().containsKey("enum") || !where.test(slot.path())) {
                    continue;
                }
                @SuppressWarnings("unchecked")
                Map<String, Object> arguments = (Map<String, Object>) copy(drawn);
                List<Slot> copied = new ArrayList<>();
                collect(root, arguments, "", null, null, false, copied);
                for (Slot target : copied) {
                    if (target.path().equals(slot.path())) {
                        target.set(text);
                        if (match != null && target.parent() instanceof Map<?, ?> holder && takesMatch(holder, copied)) {
                            @SuppressWarnings("unchecked") Map<String, Object> m = (Map<String, Object>) holder;
                            m.put("match", match);
                        }
                    }
                }
                byPlace.put(place, new Case(arguments, "TEXT", slot.path(), false));
            }
        }
        return List.copyOf(byPlace.values());
    }

    /** The object {@code holder} (one of {@code slots}) has a {@code match} in its schema. */
    private static boolean takesMatch(Object holder, List<Slot> slots) {
        return slots.stream().anyMatch(slot -> slot.value() == holder
                && slot.schema().get("properties") instanceof Map<?, ?> properties && properties.containsKey("match"));
    }

    private enum Kind {
        WRONG_TYPE { Case apply(SchemaFuzzer f, Map<String, Object> a, Slot s) { return f.wrongType(a, s); } },
        OUT_OF_RANGE { Case apply(SchemaFuzzer f, Map<String, Object> a, Slot s) { return f.outOfRange(a, s); } },
        NOT_IN_ENUM { Case apply(SchemaFuzzer f, Map<String, Object> a, Slot s) { return f.notInEnum(a, s); } },
        UNKNOWN_KEY { Case apply(SchemaFuzzer f, Map<String, Object> a, Slot s) { return f.unknownKey(a, s); } },
        MISSING_REQUIRED { Case apply(SchemaFuzzer f, Map<String, Object> a, Slot s) { return f.missingRequired(a, s); } },
        NULL_VALUE { Case apply(SchemaFuzzer f, Map<String, Object> a, Slot s) { return f.nullValue(a, s); } },
        EMPTY { Case apply(SchemaFuzzer f, Map<String, Object> a, Slot s) { return f.empty(a, s); } },
        DEEP_NESTING { Case apply(SchemaFuzzer f, Map<String, Object> a, Slot s) { return f.deep(a, s); } },
        HUGE_STRING { Case apply(SchemaFuzzer f, Map<String, Object> a, Slot s) { return f.string(a, s, "HUGE_STRING", "\u00E9x".repeat(50_000)); } },
        ODD_UNICODE { Case apply(SchemaFuzzer f, Map<String, Object> a, Slot s) { return f.string(a, s, "ODD_UNICODE", f.pick(ODD)); } };

        abstract Case apply(SchemaFuzzer fuzzer, Map<String, Object> arguments, Slot slot);
    }

    /** A value in the arguments with its schema; {@code parent} is null for the arguments themselves. */
    private record Slot(String path, Map<String, Object> schema, Object value, Object parent, Object key, boolean optional) {
        void set(Object newValue) {
            if (parent instanceof Map<?, ?> map) {
                @SuppressWarnings("unchecked") Map<Object, Object> m = (Map<Object, Object>) map;
                m.put(key, newValue);
            } else {
                @SuppressWarnings("unchecked") List<Object> list = (List<Object>) parent;
                list.set((Integer) key, newValue);
            }
        }
    }

    private Case wrongType(Map<String, Object> arguments, Slot slot) {
        if (slot.parent() == null) {
            return null;
        }
        String type = (String) slot.schema().get("type");
        List<Object> others = new ArrayList<>(List.of("7", 1.5, 7, true, new LinkedHashMap<>(), new ArrayList<>()));
        others.removeIf(v -> type == null || matches(type, v));
        if (type == null || others.isEmpty()) {
            return null;
        }
        slot.set(pick(others));
        return new Case(arguments, "WRONG_TYPE", slot.path(), true);
    }

    private Case outOfRange(Map<String, Object> arguments, Slot slot) {
        Map<String, Object> s = slot.schema();
        if (slot.parent() != null && (s.containsKey("minimum") || s.containsKey("maximum"))) {
            List<Object> outside = new ArrayList<>();
            if (s.get("minimum") instanceof Number min) {
                outside.addAll(List.of(min.longValue() - 1, Long.MIN_VALUE, -1_000_000_000_000L));
            }
            if (s.get("maximum") instanceof Number max) {
                outside.addAll(List.of(max.longValue() + 1, Long.MAX_VALUE, 1_000_000_000_000L));
            }
            slot.set(pick(outside));
            return new Case(arguments, "OUT_OF_RANGE", slot.path(), true);
        }
        if (slot.value() instanceof List<?> list && !list.isEmpty() && s.get("maxItems") instanceof Number max) {
            List<Object> many = new ArrayList<>();
            for (int i = 0; i <= max.intValue(); i++) {
                many.add(copy(list.get(i % list.size())));
            }
            slot.set(many);
            return new Case(arguments, "OUT_OF_RANGE", slot.path(), true);
        }
        return null;
    }

    private Case notInEnum(Map<String, Object> arguments, Slot slot) {
        if (!(slot.schema().get("enum") instanceof List<?> values) || slot.parent() == null) {
            return null;
        }
        String value = String.valueOf(pick(values));
        slot.set(pick(List.of(value.toUpperCase() + "X", "x" + value, "nope", value + " ", "")));
        return new Case(arguments, "NOT_IN_ENUM", slot.path(), true);
    }

    @SuppressWarnings("unchecked")
    private Case unknownKey(Map<String, Object> arguments, Slot slot) {
        if (!(slot.value() instanceof Map<?, ?> object) || !Boolean.FALSE.equals(slot.schema().get("additionalProperties"))) {
            return null;
        }
        String key = pick(List.of("bogus", "ref", "Target", "__proto__", "", "\u202Ekey", "uid", "css ", "TYPE"));
        if (((Map<String, Object>) slot.schema().getOrDefault("properties", Map.of())).containsKey(key)) {
            return null;
        }
        ((Map<String, Object>) object).put(key, pick(List.of("x", 1, true)));
        return new Case(arguments, "UNKNOWN_KEY", slot.path(), true);
    }

    @SuppressWarnings("unchecked")
    private Case missingRequired(Map<String, Object> arguments, Slot slot) {
        if (!(slot.value() instanceof Map<?, ?> object) || !(slot.schema().get("required") instanceof List<?> required)
                || required.isEmpty()) {
            return null;
        }
        ((Map<String, Object>) object).remove(String.valueOf(pick(required)));
        return new Case(arguments, "MISSING_REQUIRED", slot.path(), true);
    }

    private Case nullValue(Map<String, Object> arguments, Slot slot) {
        if (slot.parent() == null) {
            return new Case(null, "NULL_VALUE", "", false); // "arguments": null reads as no arguments
        }
        slot.set(null);
        // A null reads as absent: fine where the key is optional, "required" at the object that lacks it otherwise.
        return slot.parent() instanceof Map<?, ?>
                ? new Case(arguments, "NULL_VALUE", owner(slot.path()), !slot.optional())
                : new Case(arguments, "NULL_VALUE", slot.path(), true);
    }

    private Case empty(Map<String, Object> arguments, Slot slot) {
        if (slot.parent() == null) {
            return new Case(new LinkedHashMap<>(), "EMPTY", "", false);
        }
        String type = (String) slot.schema().get("type");
        if ("object".equals(type)) {
            slot.set(new LinkedHashMap<>());
        } else if ("array".equals(type)) {
            slot.set(new ArrayList<>());
        } else if ("string".equals(type) && !slot.schema().containsKey("enum")) {
            slot.set("");
        } else {
            return null;
        }
        return new Case(arguments, "EMPTY", slot.path(), false);
    }

    @SuppressWarnings("unchecked")
    private Case deep(Map<String, Object> arguments, Slot slot) {
        Object nested = "bottom";
        int depth = pick(List.of(20, 100, 300));
        boolean arrays = random.nextBoolean();
        for (int i = 0; i < depth; i++) {
            nested = arrays ? new ArrayList<>(List.of(nested)) : new LinkedHashMap<>(Map.of("a", nested));
        }
        if (slot.parent() == null) {
            ((Map<String, Object>) slot.value()).put("nested", nested);
            return new Case(arguments, "DEEP_NESTING", "", true);
        }
        String type = (String) slot.schema().get("type");
        if (type == null || (arrays ? "array" : "object").equals(type)) {
            return null; // a nested list of strings in a list of strings is still wrong, but elsewhere
        }
        slot.set(nested);
        return new Case(arguments, "DEEP_NESTING", slot.path(), true);
    }

    private Case string(Map<String, Object> arguments, Slot slot, String kind, String text) {
        if (slot.parent() == null) {
            return null;
        }
        Object type = slot.schema().get("type");
        // a slot without a type (setValue's value) takes any JSON value, a string among them
        boolean plainString = (type == null || "string".equals(type)) && !slot.schema().containsKey("enum");
        slot.set(text);
        return new Case(arguments, kind, slot.path(), !plainString);
    }

    // ---- valid values ----

    @SuppressWarnings("unchecked")
    private Map<String, Object> object(Map<String, Object> schema, String path) {
        Map<String, Object> properties = (Map<String, Object>) schema.getOrDefault("properties", Map.of());
        List<String> required = (List<String>) schema.getOrDefault("required", List.of());
        List<String> chosen = new ArrayList<>();
        List<String> oneOf = oneOf(schema, properties);
        String kind = kindOf(properties);
        if (kind != null) {
            chosen.add("type");
            chosen.addAll(kindFields(kind, required));
        } else if (!oneOf.isEmpty()) {
            String one = pick(oneOf);
            chosen.add(one);
            properties.keySet().stream().filter(k -> !oneOf.contains(k) && (one.equals("text") || !k.equals("match"))
                    && random.nextBoolean()).forEach(chosen::add);
        } else {
            for (String name : properties.keySet()) {
                if (required.contains(name) || name.equals("timeoutMs") || name.equals("durationMs") || random.nextInt(10) < 4) {
                    chosen.add(name);
                }
            }
        }
        if (chosen.isEmpty() && !path.isEmpty() && !properties.isEmpty()) {
            chosen.add(pick(new ArrayList<>(properties.keySet()))); // an empty object is a case of its own
        }
        Map<String, Object> object = new LinkedHashMap<>();
        if (kind != null) {
            object.put("type", kind);
            chosen.remove("type");
        }
        for (String name : properties.keySet()) {
            if (chosen.contains(name)) {
                object.put(name, value(name, resolve((Map<String, Object>) properties.get(name)), join(path, name)));
            }
        }
        return object;
    }

    @SuppressWarnings("unchecked")
    private Object value(String name, Map<String, Object> schema, String path) {
        if (schema.get("enum") instanceof List<?> values) {
            return pick(values);
        }
        if (schema.containsKey("const")) {
            return schema.get("const");
        }
        if (schema.get("oneOf") instanceof List<?> kinds) {
            return object(resolve((Map<String, Object>) pick(kinds)), path);
        }
        String type = (String) schema.getOrDefault("type", "string");
        return switch (type) {
            case "object" -> object(schema, path);
            case "array" -> {
                int min = schema.get("minItems") instanceof Number n ? n.intValue() : 0;
                int count = min + random.nextInt(3);
                List<Object> list = new ArrayList<>();
                for (int i = 0; i < count; i++) {
                    list.add(value(name, resolve((Map<String, Object>) schema.get("items")), path + "[" + i + "]"));
                }
                yield list;
            }
            case "integer" -> integer(name, schema, path);
            case "number" -> Math.round(random.nextDouble() * 900 * 10) / 10.0;
            case "boolean" -> random.nextBoolean();
            default -> random.nextInt(12) == 0 ? pick(ODD) : pick(strings.forName(name));
        };
    }

    private long integer(String name, Map<String, Object> schema, String path) {
        long min = schema.get("minimum") instanceof Number n ? n.longValue() : -5;
        long max = schema.get("maximum") instanceof Number n ? n.longValue() : min + 300;
        if (name.equals("timeoutMs")) {
            max = Math.min(max, path.equals("timeoutMs") && min == 1 && max > 60_000 ? MAX_STEP_TIMEOUT_MS : MAX_WAIT_MS);
        }
        max = Math.min(max, min + (name.startsWith("delta") ? 10 : 300));
        if (random.nextInt(5) == 0) {
            return random.nextBoolean() ? min : max; // the bounds themselves are allowed
        }
        return min + (long) (random.nextDouble() * (max - min + 1));
    }

    // ---- schema reading ----

    @SuppressWarnings("unchecked")
    private void collect(Map<String, Object> schema, Object value, String path, Object parent, Object key, boolean optional,
                         List<Slot> slots) {
        schema = kindOf(schema, value);
        slots.add(new Slot(path, schema, value, parent, key, optional));
        if (value instanceof Map<?, ?> object) {
            Map<String, Object> properties = (Map<String, Object>) schema.getOrDefault("properties", Map.of());
            List<String> required = (List<String>) schema.getOrDefault("required", List.of());
            for (Map.Entry<?, ?> entry : new ArrayList<>(object.entrySet())) {
                Map<String, Object> property = (Map<String, Object>) properties.get(entry.getKey());
                if (property != null) {
                    collect(resolve(property), entry.getValue(), join(path, (String) entry.getKey()), object, entry.getKey(),
                            !required.contains(entry.getKey()), slots);
                }
            }
        } else if (value instanceof List<?> list && schema.get("items") instanceof Map<?, ?> items) {
            for (int i = 0; i < list.size(); i++) {
                collect(resolve((Map<String, Object>) items), list.get(i), path + "[" + i + "]", list, i, false, slots);
            }
        }
    }

    /** The schema with {@code $ref} followed and {@code allOf} merged. */
    @SuppressWarnings("unchecked")
    private Map<String, Object> resolve(Map<String, Object> schema) {
        if (schema.get("$ref") instanceof String ref) {
            return resolve((Map<String, Object>) defs.get(ref.substring(ref.lastIndexOf('/') + 1)));
        }
        if (schema.get("allOf") instanceof List<?> parts) {
            Map<String, Object> merged = new LinkedHashMap<>();
            for (Object part : parts) {
                resolve((Map<String, Object>) part).forEach(merged::putIfAbsent);
            }
            return merged;
        }
        return schema;
    }

    /** The keys of an object described "One of ref, css, text; ..." or "Exactly one of css, text (with match) or predicate." */
    private static List<String> oneOf(Map<String, Object> schema, Map<String, Object> properties) {
        Matcher m = ONE_OF.matcher(String.valueOf(schema.getOrDefault("description", "")));
        if (!m.find()) {
            return List.of();
        }
        return List.of(m.group(1).replaceAll("\\([^)]*\\)", "").split("[^a-zA-Z]+")).stream()
                .filter(properties::containsKey).toList();
    }

    /** A kind the description lists, when this object's {@code type} is an enum of them; else null. */
    private String kindOf(Map<String, Object> properties) {
        if (kinds.isEmpty() || !(properties.get("type") instanceof Map<?, ?> type) || !(type.get("enum") instanceof List<?> names)) {
            return null;
        }
        List<String> listed = names.stream().map(String::valueOf).filter(kinds::containsKey).toList();
        return listed.isEmpty() ? null : pick(listed);
    }

    /**
     * The fields of a valid action of {@code kind}: the ones it requires and some of the others. A
     * description lists fields, not which exclude each other, so this knows the pairs the actions'
     * checks refuse together: a target or drop target, or a screen point; an item or an index; and
     * a wait's selector, which visible and hidden need.
     */
    private List<String> kindFields(String kind, List<String> required) {
        List<String> fields = kinds.get(kind);
        List<String> chosen = new ArrayList<>();
        boolean point = fields.contains("x") && random.nextBoolean();
        boolean targetRequired = fields.contains("target*");
        for (String listed : fields) {
            String field = listed.replace("*", "");
            boolean take = listed.endsWith("*") || switch (field) {
                case "x", "y" -> point;
                case "target" -> !point && fields.contains("x") || random.nextInt(10) < 8;
                case "to" -> !point || !targetRequired;
                case "index" -> !chosen.contains("item");
                case "item" -> random.nextBoolean();
                case "deltaY" -> true;
                case "selector", "timeoutMs" -> true;
                default -> required.contains(field) || random.nextInt(10) < 8;
            };
            if (take) {
                chosen.add(field);
            }
        }
        return chosen;
    }

    /** For an object of several kinds, the kind its {@code type} names; else the schema itself. */
    @SuppressWarnings("unchecked")
    private Map<String, Object> kindOf(Map<String, Object> schema, Object value) {
        if (schema.get("oneOf") instanceof List<?> kinds && value instanceof Map<?, ?> object) {
            for (Object kind : kinds) {
                Map<String, Object> resolved = resolve((Map<String, Object>) kind);
                Object type = ((Map<String, Object>) resolved.getOrDefault("properties", Map.of())).get("type");
                if (type instanceof Map<?, ?> constant && constant.get("const") != null
                        && constant.get("const").equals(object.get("type"))) {
                    return resolved;
                }
            }
        }
        return schema;
    }

    private static boolean matches(String type, Object value) {
        return switch (type) {
            case "string" -> value instanceof String;
            case "integer" -> value instanceof Integer;
            case "number" -> value instanceof Number;
            case "boolean" -> value instanceof Boolean;
            case "object" -> value instanceof Map;
            case "array" -> value instanceof List;
            default -> false;
        };
    }

    /** {@code actions[0]} for {@code actions[0].target}, {@code ""} for {@code target}. */
    private static String owner(String path) {
        int cut = Math.max(path.lastIndexOf('.'), path.lastIndexOf('['));
        return cut < 0 ? "" : path.substring(0, cut);
    }

    private static String join(String path, String name) {
        return path.isEmpty() ? name : path + "." + name;
    }

    @SuppressWarnings("unchecked")
    private static Object copy(Object value) {
        if (value instanceof Map<?, ?> map) {
            Map<String, Object> copy = new LinkedHashMap<>();
            ((Map<String, Object>) map).forEach((k, v) -> copy.put(k, copy(v)));
            return copy;
        }
        if (value instanceof List<?> list) {
            return new ArrayList<>(list.stream().map(SchemaFuzzer::copy).toList());
        }
        return value;
    }

    private <T> T pick(List<T> values) {
        return values.get(random.nextInt(values.size()));
    }
}
