package io.github.mcpjavafx.debug.mcp;

import com.github.victools.jsonschema.generator.FieldScope;
import com.github.victools.jsonschema.generator.Option;
import com.github.victools.jsonschema.generator.OptionPreset;
import com.github.victools.jsonschema.generator.SchemaGenerator;
import com.github.victools.jsonschema.generator.SchemaGeneratorConfigBuilder;
import com.github.victools.jsonschema.generator.SchemaVersion;
import com.github.victools.jsonschema.module.jackson.JacksonOption;
import com.github.victools.jsonschema.module.jackson.JacksonSchemaModule;
import io.github.mcpjavafx.debug.core.model.Range;
import tools.jackson.databind.node.ObjectNode;

import java.math.BigDecimal;
import java.util.function.Function;

/**
 * Generates a tool's published input schema from its argument record, with the generator Spring
 * AI's MCP annotations use (victools and its Jackson module): component names and types, enum
 * values as they are written in JSON, descriptions from {@code @JsonPropertyDescription} and
 * {@code @JsonClassDescription}, required arguments from {@code @JsonProperty(required = true)},
 * bounds from {@link Range}. Unknown keys are not allowed. The record is the one source: what it
 * declares is what is published, what a call is checked against, and what it is bound to.
 */
final class ToolInputSchemas {

    private static final SchemaGenerator GENERATOR = generator();

    private ToolInputSchemas() {
    }

    /** The input schema of a tool whose arguments are {@code argumentType}. */
    static ObjectNode of(Class<?> argumentType) {
        return GENERATOR.generateSchema(argumentType);
    }

    private static SchemaGenerator generator() {
        SchemaGeneratorConfigBuilder builder = new SchemaGeneratorConfigBuilder(SchemaVersion.DRAFT_2020_12,
                OptionPreset.PLAIN_JSON)
                .with(new JacksonSchemaModule(JacksonOption.FLATTENED_ENUMS_FROM_JSONVALUE,
                        JacksonOption.RESPECT_JSONPROPERTY_REQUIRED))
                .with(Option.FORBIDDEN_ADDITIONAL_PROPERTIES_BY_DEFAULT, Option.PLAIN_DEFINITION_KEYS)
                .without(Option.SCHEMA_VERSION_INDICATOR);
        // Declaration order: a record lists its arguments in the order that reads best.
        builder.forTypesInGeneral().withPropertySorter((a, b) -> 0);
        builder.forFields()
                .withNumberInclusiveMinimumResolver(field -> number(field, Range::min, Long.MIN_VALUE))
                .withNumberInclusiveMaximumResolver(field -> number(field, Range::max, Long.MAX_VALUE))
                .withArrayMinItemsResolver(field -> size(field, Range::min, Long.MIN_VALUE))
                .withArrayMaxItemsResolver(field -> size(field, Range::max, Long.MAX_VALUE));
        return new SchemaGenerator(builder.build());
    }

    private static BigDecimal number(FieldScope field, Function<Range, Long> side, long unset) {
        Long bound = bound(field, side, unset);
        return bound == null || field.isContainerType() ? null : BigDecimal.valueOf(bound);
    }

    private static Integer size(FieldScope field, Function<Range, Long> side, long unset) {
        Long bound = bound(field, side, unset);
        return bound == null || !field.isContainerType() ? null : bound.intValue();
    }

    private static Long bound(FieldScope field, Function<Range, Long> side, long unset) {
        if (field.isFakeContainerItemScope()) {
            return null; // the bounds belong to the list or the number itself, not to each item
        }
        Range range = field.getAnnotationConsideringFieldAndGetter(Range.class);
        Long value = range == null ? null : side.apply(range);
        return value == null || value == unset ? null : value;
    }
}
