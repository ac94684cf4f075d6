package io.github.mcpjavafx.debug.stdio;

import io.modelcontextprotocol.json.schema.JsonSchemaValidator;

import java.util.Map;

/**
 * The proxy's schema checks: none. The app's server checks arguments and results against its own
 * schemas; the proxy passes both on as they are, so that a call answers alike through it and directly
 * (and no schema library loads while the proxy starts).
 */
final class AppsOwnChecks implements JsonSchemaValidator {

    @Override
    public ValidationResponse validate(Map<String, Object> schema, Object structuredContent) {
        return ValidationResponse.asValid(null);
    }
}
