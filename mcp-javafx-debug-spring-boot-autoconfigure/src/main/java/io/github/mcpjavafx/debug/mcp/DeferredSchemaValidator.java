package io.github.mcpjavafx.debug.mcp;

import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.json.schema.JsonSchemaValidator;

import java.util.Map;

/**
 * The MCP SDK's own JSON schema validator, created when the SDK first needs it (an application tool's
 * structured result checked against its output schema) instead of when the server is built: the SDK's
 * default loads a few hundred classes, and our own tools never use it (their arguments are checked by
 * {@link ArgumentCheck}, and they declare no output schema).
 */
final class DeferredSchemaValidator implements JsonSchemaValidator {

    private volatile JsonSchemaValidator validator;

    @Override
    public ValidationResponse validate(Map<String, Object> schema, Object structuredContent) {
        return validator().validate(schema, structuredContent);
    }

    @Override
    public ValidationResponse validateSchema(Map<String, Object> schema) {
        return validator().validateSchema(schema);
    }

    private JsonSchemaValidator validator() {
        JsonSchemaValidator created = validator;
        if (created == null) {
            created = McpJsonDefaults.getSchemaValidator();
            validator = created;
        }
        return created;
    }
}
