package io.github.mcpjavafx.debug.core.recording;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.github.mcpjavafx.debug.core.actions.ActionKind;
import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.ActionTypes;
import io.github.mcpjavafx.debug.core.model.QueryRequest;
import io.github.mcpjavafx.debug.core.model.Target;
import io.github.mcpjavafx.debug.core.model.WaitRequest;
import javafx.geometry.Point2D;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The recipe "adding an action type" in {@code docs/development.md} holds: every type is its record and its
 * declaration, its replay calls what an exported test has, and no other main file names a type.
 */
class ActionTypeRecipeTest {

    private static final Path ROOT = Path.of("..");
    private static final Pattern RECIPE = Pattern.compile("<!-- action-type-files -->(.*?)<!-- /action-type-files -->",
            Pattern.DOTALL);
    private static final Pattern LISTED = Pattern.compile("^\\| `([^`]+)`", Pattern.MULTILINE);
    private static final Pattern CALL = Pattern.compile("^(\\w+)\\(");

    private static final List<Class<?>> TYPES = List.of(ActionSpec.class.getPermittedSubclasses());

    @Test
    void everyActionTypeIsPublishedAndHasItsDeclaration() {
        assertThat(TYPES).hasSize(ActionTypes.ALL.size());
        for (Class<?> type : TYPES) {
            ActionSpec sample = sample(type, true, true);
            assertThat(ActionTypes.names()).as("published types").contains(sample.type());
            ActionKind<ActionSpec> kind = ActionKind.of(sample);
            assertThat(kind.getClass().getSimpleName()).isEqualTo(type.getSimpleName() + "Action");
        }
    }

    @Test
    void everyReplayCallsWhatAnExportedTestHas() throws Exception {
        Set<String> callable = callableInExportedTests();
        Map<String, Set<String>> unknown = new TreeMap<>();
        int calls = 0;
        for (Class<?> type : TYPES) {
            for (ActionSpec action : samples(type)) {
                for (String line : replay(action)) {
                    Matcher call = CALL.matcher(line);
                    if (call.find()) {
                        calls++;
                        if (!callable.contains(call.group(1))) {
                            unknown.computeIfAbsent(type.getSimpleName(), t -> new TreeSet<>()).add(call.group(1));
                        }
                    }
                }
            }
        }
        assertThat(calls).as("calls the replays write").isGreaterThan(TYPES.size());
        assertThat(unknown).as("replay calls no exported test can make, by action type").isEmpty();
    }

    @Test
    void noMainFileButTheRecipesNamesAnActionType() throws IOException {
        String doc = Files.readString(ROOT.resolve("docs/development.md"));
        Matcher block = RECIPE.matcher(doc);
        assertThat(block.find()).as("the recipe's file list in docs/development.md").isTrue();
        List<String> listed = LISTED.matcher(block.group(1)).results().map(m -> m.group(1)).toList();
        assertThat(listed).hasSize(4);
        Set<Path> allowed = new TreeSet<>();
        for (Class<?> type : TYPES) {
            for (String file : listed) {
                Path path = ROOT.resolve(file.replace("<Type>", type.getSimpleName()));
                if (file.contains("/src/main/") && !file.contains("<Helper>")) {
                    assertThat(path).as("a file of " + type.getSimpleName()).exists();
                    allowed.add(path.normalize());
                }
            }
        }
        Pattern named = Pattern.compile("ActionSpec\\.(" + TYPES.stream().map(Class::getSimpleName)
                .collect(Collectors.joining("|")) + ")\\b");
        Map<String, Set<String>> naming = new TreeMap<>();
        try (Stream<Path> modules = Files.list(ROOT)) {
            for (Path sources : modules.map(m -> m.resolve("src/main/java")).filter(Files::isDirectory).toList()) {
                try (Stream<Path> files = Files.walk(sources)) {
                    for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                        if (allowed.contains(file.normalize())) {
                            continue;
                        }
                        Set<String> types = named.matcher(Files.readString(file)).results().map(m -> m.group(1))
                                .collect(Collectors.toCollection(TreeSet::new));
                        if (!types.isEmpty()) {
                            naming.put(file.getFileName().toString().replace(".java", ""), types);
                        }
                    }
                }
            }
        }
        // A type's own class (style's LiveStyles) names that type alone, and only that type's declaration uses it.
        Map<String, Set<String>> shared = new TreeMap<>();
        for (Map.Entry<String, Set<String>> file : naming.entrySet()) {
            String type = file.getValue().iterator().next();
            if (file.getValue().size() > 1 || !usedByTheDeclarationOnly(file.getKey(), type)) {
                shared.put(file.getKey(), file.getValue());
            }
        }
        assertThat(shared).as("main files outside the recipe that name action types").isEmpty();
    }

    private static List<ActionSpec> samples(Class<?> type) {
        List<ActionSpec> samples = new ArrayList<>(List.of(sample(type, true, true), sample(type, true, false)));
        samples.add(sample(type, false, false));
        return samples;
    }

    /** The replay of a sample; none for a sample of required fields only that is no action the checks let run. */
    private static List<String> replay(ActionSpec action) {
        boolean allSet = Arrays.stream(action.getClass().getRecordComponents()).allMatch(c -> {
            try {
                return c.getAccessor().invoke(action) != null;
            } catch (ReflectiveOperationException e) {
                throw new AssertionError(e);
            }
        });
        try {
            return ActionKind.of(action).replay(action, new SampleReplay());
        } catch (RuntimeException refused) {
            if (allSet) {
                throw refused;
            }
            return List.of();
        }
    }

    /** Whether no action declaration but {@code type}'s names {@code className}. */
    private static boolean usedByTheDeclarationOnly(String className, String type) throws IOException {
        Path actions = ROOT.resolve("mcp-javafx-debug-core/src/main/java/io/github/mcpjavafx/debug/core/actions");
        Pattern word = Pattern.compile("\\b" + className + "\\b");
        try (Stream<Path> files = Files.list(actions)) {
            for (Path file : files.filter(f -> f.getFileName().toString().endsWith("Action.java")).toList()) {
                boolean own = file.getFileName().toString().equals(type + "Action.java");
                if (!own && word.matcher(Files.readString(file)).find()) {
                    return false;
                }
            }
        }
        return word.matcher(Files.readString(actions.resolve(type + "Action.java"))).find();
    }

    /** What an exported test calls without a qualifier: its base class's methods, the helpers' and JUnit's assertions. */
    private static Set<String> callableInExportedTests() throws ClassNotFoundException {
        List<Class<?>> classes = new ArrayList<>();
        classes.add(Class.forName(TestSourceWriter.TESTFX_PACKAGE + ".RecordedAppTest"));
        classes.add(Assertions.class);
        for (String helper : TestSourceWriter.HELPERS) {
            classes.add(Class.forName(TestSourceWriter.TESTFX_PACKAGE + "." + helper));
        }
        Set<String> names = new TreeSet<>();
        for (Class<?> c = classes.get(0); c != null; c = c.getSuperclass()) { // the test's own: public or protected
            for (Method method : c.getDeclaredMethods()) {
                if (Modifier.isPublic(method.getModifiers()) || Modifier.isProtected(method.getModifiers())) {
                    names.add(method.getName());
                }
            }
        }
        for (Class<?> c : classes.subList(1, classes.size())) {
            for (Method method : c.getMethods()) {
                if (Modifier.isStatic(method.getModifiers())) {
                    names.add(method.getName());
                }
            }
        }
        return names;
    }

    /**
     * An action of {@code type} with its fields set: all of them or the required ones only; flags true or false.
     */
    private static ActionSpec sample(Class<?> type, boolean all, boolean flags) {
        RecordComponent[] components = type.getRecordComponents();
        Object[] values = new Object[components.length];
        for (int i = 0; i < components.length; i++) {
            JsonProperty property = components[i].getAnnotation(JsonProperty.class);
            boolean required = property != null && property.required();
            values[i] = all || required ? value(components[i], flags) : null;
        }
        try {
            return (ActionSpec) type.getDeclaredConstructor(Arrays.stream(components).map(RecordComponent::getType)
                    .toArray(Class<?>[]::new)).newInstance(values);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    private static Object value(RecordComponent component, boolean flags) {
        Class<?> kind = component.getType();
        if (kind == Target.class) {
            return Target.css("#sample");
        } else if (kind == String.class) {
            return component.getName().equals("key") ? "ENTER" : "sample";
        } else if (kind == Integer.class) {
            return 2;
        } else if (kind == Double.class) {
            return 10.5;
        } else if (kind == Boolean.class) {
            return flags;
        } else if (kind == Object.class) {
            return 3;
        } else if (kind == QueryRequest.Selector.class) {
            return new QueryRequest.Selector("#sample", null, null, null);
        } else if (kind.isEnum()) {
            return kind.getEnumConstants()[kind.getEnumConstants().length - 1];
        } else if (kind == List.class) {
            Class<?> element = (Class<?>) ((ParameterizedType) component.getGenericType()).getActualTypeArguments()[0];
            return List.of(element.getEnumConstants()[0]);
        }
        return null;
    }

    /** A replay whose nodes were all found when the action ran. */
    private static final class SampleReplay implements ActionKind.Replay {
        @Override
        public String node() {
            return "lookup(\"#sample\")";
        }

        @Override
        public String to() {
            return "lookup(\"#drop\")";
        }

        @Override
        public Point2D offset() {
            return new Point2D(5, 5);
        }

        @Override
        public String window() {
            return "Sample";
        }

        @Override
        public String key() {
            return "ENTER";
        }

        @Override
        public List<String> waitFor(WaitRequest wait) {
            return new StepCode(List.of()).of(new RecordedStep.Wait(wait));
        }

        @Override
        public List<String> skipped(String why) {
            return List.of(StepCode.NOT_REPLAYED + why);
        }

        @Override
        public String literal(String text) {
            return JavaText.literal(text);
        }

        @Override
        public String number(double value) {
            return JavaText.number(value);
        }
    }
}
