package io.github.mcpjavafx.debug;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.io.IOException;
import java.lang.reflect.RecordComponent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

/** Each setting's one declaration against the places that cannot be derived from it. */
class SettingTest {

    private static final Path CONFIGURATION_DOC = Path.of("..", "docs", "configuration.md");
    /** {@code | `mcp.ui.x` | `mcp.x` | default | meaning |} */
    private static final Pattern ROW = Pattern.compile("^\\| `(mcp\\.ui\\.[^`]+)` \\| `([^`]+)` \\| ([^|]+) \\| (.+) \\|$",
            Pattern.MULTILINE);

    @ParameterizedTest
    @EnumSource(Setting.class)
    void everySettingSaysWhatItDoes(Setting setting) {
        assertThat(setting.description()).as(setting + "'s description").isNotBlank().matches("[A-Z].*\\.");
    }

    @Test
    void everySpellingBelongsToOneSetting() {
        assertThat(Arrays.stream(Setting.values()).map(Setting::springKey)).doesNotHaveDuplicates()
                .allMatch(key -> key.matches("mcp\\.ui\\.[a-z.-]+"));
        assertThat(Arrays.stream(Setting.values()).map(Setting::systemKey)).doesNotHaveDuplicates()
                .allMatch(key -> key.matches("mcp\\.[A-Za-z.]+"));
    }

    @ParameterizedTest
    @EnumSource(value = Setting.class, names = "ENABLED", mode = EnumSource.Mode.EXCLUDE)
    void theDeclaredDefaultIsTheCoreDefault(Setting setting) {
        assertThat(setting.valueIn(SystemPropertyConfig.read(new Properties())))
                .as(setting + " declares " + setting.defaultValue())
                .isEqualTo(setting.valueIn(McpJavafxConfig.defaults()));
    }

    @Test
    void theServerIsOffUnlessConfiguredButOnWhenInstalledInCode() {
        assertThat(Setting.ENABLED.defaultValue()).isEqualTo("false");
        assertThat(SystemPropertyConfig.read(new Properties()).enabled()).isFalse();
        assertThat(McpJavafxConfig.defaults().enabled()).as("install(defaults()) is asking for a server").isTrue();
    }

    @ParameterizedTest
    @EnumSource(Setting.class)
    void everySettingIsReadFromItsSystemProperty(Setting setting) {
        Properties p = new Properties();
        p.setProperty(setting.systemKey(), SettingExamples.otherThanDefault(setting));

        assertThat(setting.valueIn(SystemPropertyConfig.read(p)))
                .as(setting.systemKey() + "=" + p.getProperty(setting.systemKey()))
                .isNotEqualTo(setting.valueIn(SystemPropertyConfig.read(new Properties())));
    }

    @Test
    void aConfigurationCopiedToABuilderKeepsEverySetting() {
        Properties p = new Properties();
        for (Setting setting : Setting.values()) {
            p.setProperty(setting.systemKey(), SettingExamples.otherThanDefault(setting));
        }
        McpJavafxConfig config = SystemPropertyConfig.read(p);

        assertThat(config.toBuilder().build()).isEqualTo(config);
    }

    @Test
    void aValueOfAnotherTypeThanTheSettingsIsRefusedNamingIt() {
        assertThatIllegalArgumentException().isThrownBy(() -> McpJavafxConfig.builder().set(Setting.PORT, "47321"))
                .withMessageContaining("mcp.ui.port").withMessageContaining("java.lang.Integer");
    }

    /** A field added to the configuration records without a declaration here is never set from configuration. */
    @Test
    void everyConfigurationFieldHasASetting() throws ReflectiveOperationException {
        Map<String, String> unset = fields(SystemPropertyConfig.read(new Properties()));
        Set<String> set = new TreeSet<>();
        for (Setting setting : Setting.values()) {
            Properties p = new Properties();
            p.setProperty(setting.systemKey(), SettingExamples.otherThanDefault(setting));
            fields(SystemPropertyConfig.read(p)).forEach((name, value) -> {
                if (!value.equals(unset.get(name))) {
                    set.add(name);
                }
            });
        }
        assertThat(set).as("the fields some setting sets").isEqualTo(new TreeSet<>(unset.keySet()));
    }

    /** The record's fields as text by name, the snapshot defaults' among them as {@code snapshotDefaults.depth}. */
    private static Map<String, String> fields(McpJavafxConfig config) throws ReflectiveOperationException {
        Map<String, String> fields = new LinkedHashMap<>();
        for (RecordComponent c : McpJavafxConfig.class.getRecordComponents()) {
            fields.put(c.getName(), String.valueOf(c.getAccessor().invoke(config)));
        }
        fields.remove("snapshotDefaults");
        for (RecordComponent c : SnapshotOptions.class.getRecordComponents()) {
            fields.put("snapshotDefaults." + c.getName(), String.valueOf(c.getAccessor().invoke(config.snapshotDefaults())));
        }
        return fields;
    }

    @Test
    void configurationDocHasOneRowPerSettingAsDeclared() throws IOException {
        Map<String, String[]> rows = new LinkedHashMap<>(); // spring key -> system key, default, meaning
        Matcher m = ROW.matcher(Files.readString(CONFIGURATION_DOC));
        while (m.find()) {
            rows.put(m.group(1), new String[] {m.group(2), m.group(3).trim(), m.group(4)});
        }
        assertThat(rows.keySet()).as("docs/configuration.md's rows")
                .containsExactly(Arrays.stream(Setting.values()).map(Setting::springKey).toArray(String[]::new));
        for (Setting setting : Setting.values()) {
            String[] row = rows.get(setting.springKey());
            assertThat(row[0]).as(setting + "'s system property in docs/configuration.md").isEqualTo(setting.systemKey());
            String shownDefault = row[1];
            if (setting.defaultValue() == null) {
                assertThat(shownDefault).as(setting + " has no default value; docs/configuration.md says what unset means")
                        .doesNotContain("`");
            } else {
                assertThat(shownDefault).as(setting + "'s default in docs/configuration.md").isEqualTo("`" + setting.defaultValue() + "`");
            }
            assertThat(row[2].replace("`", "")).as(setting + "'s meaning in docs/configuration.md")
                    .isEqualTo(setting.description());
        }
    }
}
