package io.github.mcpjavafx.debug.server;

import io.github.mcpjavafx.debug.core.UiEngine;
import io.github.mcpjavafx.debug.core.model.UiSnapshot;
import io.github.mcpjavafx.debug.mcp.StatelessToolTransport;
import io.github.mcpjavafx.debug.mcp.McpToolSpecifications;
import io.github.mcpjavafx.debug.security.BearerTokenFilter;
import io.github.mcpjavafx.debug.security.LoopbackAddresses;
import io.github.mcpjavafx.debug.security.LoopbackSecurityValidator;
import io.github.mcpjavafx.debug.security.RequestSizeLimitFilter;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.json.jackson3.JacksonMcpJsonMapper;
import io.modelcontextprotocol.server.McpServerFeatures;
import io.modelcontextprotocol.server.McpStatelessServerFeatures;
import io.modelcontextprotocol.server.transport.ServerTransportSecurityException;
import io.modelcontextprotocol.spec.McpStatelessServerTransport;
import org.springframework.ai.mcp.server.webmvc.transport.WebMvcSseServerTransportProvider;
import org.springframework.ai.mcp.server.webmvc.transport.WebMvcStatelessServerTransport;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.boot.autoconfigure.ImportAutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.ApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Primary;
import org.springframework.web.servlet.function.RouterFunction;
import org.springframework.web.servlet.function.RouterFunctions;
import org.springframework.web.servlet.function.ServerResponse;
import tools.jackson.databind.json.JsonMapper;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The debug server's own application context: Tomcat on loopback, Spring AI's MCP server with our
 * tools, the token and size filters, DNS-rebinding protection and {@code /health}. It only ever
 * runs in the context {@link DebugServer} starts (the condition keeps a host application's
 * component scan from picking it up).
 */
@Configuration(proxyBeanMethods = false)
@ConditionalOnBean(DebugServerSettings.class)
@ImportAutoConfiguration({
        org.springframework.boot.autoconfigure.context.PropertyPlaceholderAutoConfiguration.class,
        org.springframework.boot.autoconfigure.context.ConfigurationPropertiesAutoConfiguration.class,
        org.springframework.boot.autoconfigure.context.LifecycleAutoConfiguration.class,
        org.springframework.boot.tomcat.autoconfigure.servlet.TomcatServletWebServerAutoConfiguration.class,
        org.springframework.boot.webmvc.autoconfigure.DispatcherServletAutoConfiguration.class,
        org.springframework.boot.webmvc.autoconfigure.WebMvcAutoConfiguration.class,
        org.springframework.boot.http.converter.autoconfigure.HttpMessageConvertersAutoConfiguration.class,
        org.springframework.boot.jackson.autoconfigure.JacksonAutoConfiguration.class,
        org.springframework.ai.mcp.server.common.autoconfigure.McpServerJsonMapperAutoConfiguration.class,
        org.springframework.ai.mcp.server.common.autoconfigure.McpServerAutoConfiguration.class,
        org.springframework.ai.mcp.server.common.autoconfigure.McpServerStatelessAutoConfiguration.class,
        org.springframework.ai.mcp.server.webmvc.autoconfigure.McpServerStreamableHttpWebMvcAutoConfiguration.class,
        org.springframework.ai.mcp.server.webmvc.autoconfigure.McpServerStatelessWebMvcAutoConfiguration.class,
        org.springframework.ai.mcp.server.webmvc.autoconfigure.McpServerSseWebMvcAutoConfiguration.class
})
class DebugServerConfiguration {

    static final String MCP_ENDPOINT = "/mcp";
    static final String SSE_ENDPOINT = "/sse";
    static final String SSE_MESSAGE_ENDPOINT = "/mcp/message";
    static final String HEALTH_ENDPOINT = "/health";

    @Bean
    UiEngine uiEngine(DebugServerSettings settings) {
        return new UiEngine(settings.config());
    }

    @Bean
    McpToolSpecifications mcpToolSpecifications(UiEngine engine,
                                                 @Qualifier("mcpServerJsonMapper") JsonMapper jsonMapper) {
        return new McpToolSpecifications(engine, new JacksonMcpJsonMapper(jsonMapper));
    }

    @Bean
    List<McpStatelessServerFeatures.SyncToolSpecification> uiStatelessTools(McpToolSpecifications tools) {
        return tools.forStateless();
    }

    @Bean
    List<McpServerFeatures.SyncToolSpecification> uiSessionTools(McpToolSpecifications tools) {
        return tools.forSessions();
    }

    @Bean
    LoopbackSecurityValidator loopbackSecurityValidator(DebugServerSettings settings, ApplicationContext context) {
        return new LoopbackSecurityValidator(LoopbackAddresses.urlHost(settings.address()),
                () -> ((WebServerApplicationContext) context).getWebServer().getPort());
    }

    /** Streamable HTTP, stateless: replaces Spring AI's transport bean so that the security validator is set. */
    @Bean
    @ConditionalOnProperty(name = "spring.ai.mcp.server.protocol", havingValue = "STATELESS")
    WebMvcStatelessServerTransport webMvcStatelessServerTransport(
            @Qualifier("mcpServerJsonMapper") JsonMapper jsonMapper, LoopbackSecurityValidator validator) {
        return WebMvcStatelessServerTransport.builder()
                .jsonMapper(new JacksonMcpJsonMapper(jsonMapper))
                .messageEndpoint(MCP_ENDPOINT)
                .securityValidator(validator)
                .build();
    }

    /** What the stateless server talks to; see {@link StatelessToolTransport} for what it adds. */
    @Bean
    @Primary
    @ConditionalOnProperty(name = "spring.ai.mcp.server.protocol", havingValue = "STATELESS")
    McpStatelessServerTransport uiStatelessTransport(WebMvcStatelessServerTransport transport, DebugServerSettings settings) {
        return new StatelessToolTransport(transport, settings.config().allowActions());
    }

    /** The older HTTP+SSE transport, with the same validator and a keep-alive that finds vanished clients. */
    @Bean
    @ConditionalOnProperty(name = "spring.ai.mcp.server.protocol", havingValue = "SSE")
    @SuppressWarnings("removal")
    WebMvcSseServerTransportProvider webMvcSseServerTransportProvider(
            @Qualifier("mcpServerJsonMapper") JsonMapper jsonMapper, LoopbackSecurityValidator validator) {
        return WebMvcSseServerTransportProvider.builder()
                .jsonMapper(new JacksonMcpJsonMapper(jsonMapper))
                .sseEndpoint(SSE_ENDPOINT)
                .messageEndpoint(SSE_MESSAGE_ENDPOINT)
                .keepAliveInterval(Duration.ofSeconds(15))
                .securityValidator(validator)
                .build();
    }

    /**
     * Spring AI's SSE auto-configuration backs off entirely once a transport provider bean exists
     * (ours, for the validator), router included; so the routes are declared here.
     */
    @Bean
    @ConditionalOnProperty(name = "spring.ai.mcp.server.protocol", havingValue = "SSE")
    @SuppressWarnings("removal")
    RouterFunction<ServerResponse> sseRoutes(WebMvcSseServerTransportProvider transport) {
        return transport.getRouterFunction();
    }

    @Bean
    FilterRegistrationBean<RequestSizeLimitFilter> requestSizeLimitFilter(DebugServerSettings settings) {
        FilterRegistrationBean<RequestSizeLimitFilter> registration =
                new FilterRegistrationBean<>(new RequestSizeLimitFilter(settings.maxRequestBytes()));
        registration.setOrder(1);
        return registration;
    }

    @Bean
    FilterRegistrationBean<BearerTokenFilter> bearerTokenFilter(DebugServerSettings settings) {
        FilterRegistrationBean<BearerTokenFilter> registration =
                new FilterRegistrationBean<>(new BearerTokenFilter(settings.token()));
        registration.addUrlPatterns(MCP_ENDPOINT, MCP_ENDPOINT + "/*", SSE_ENDPOINT);
        registration.setOrder(2);
        return registration;
    }

    /**
     * {@code GET /health}: open without a token (it tells nothing secret), but behind the same
     * Origin/Host checks as the MCP endpoint.
     */
    @Bean
    RouterFunction<ServerResponse> healthRoute(McpToolSpecifications tools, LoopbackSecurityValidator validator) {
        return RouterFunctions.route().GET(HEALTH_ENDPOINT, request -> {
            Map<String, List<String>> headers = new LinkedHashMap<>();
            request.headers().asHttpHeaders().forEach((name, values) -> headers.put(name, values));
            try {
                validator.validateHeaders(headers);
            } catch (ServerTransportSecurityException e) {
                return ServerResponse.status(e.getStatusCode()).body(e.getMessage());
            }
            Map<String, Object> body = new LinkedHashMap<>();
            body.put("ok", true);
            body.put("schema", UiSnapshot.SCHEMA);
            body.put("tools", tools.names());
            return ServerResponse.ok().body(body);
        }).build();
    }
}
