package io.github.mcpjavafx.debug.server;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.github.mcpjavafx.debug.core.AppLog;
import io.github.mcpjavafx.debug.core.UiEngine;
import io.github.mcpjavafx.debug.core.model.UiSnapshot;
import io.github.mcpjavafx.debug.mcp.McpServers;
import io.github.mcpjavafx.debug.mcp.ToolCatalog;
import io.github.mcpjavafx.debug.mcp.ToolDeclaration;
import io.github.mcpjavafx.debug.mcp.tools.UiTools;
import io.github.mcpjavafx.debug.security.BearerTokenFilter;
import io.github.mcpjavafx.debug.security.ProtocolVersionFilter;
import io.github.mcpjavafx.debug.security.RefusalAudit;
import io.github.mcpjavafx.debug.security.LoopbackAddresses;
import io.github.mcpjavafx.debug.security.LoopbackSecurityValidator;
import io.github.mcpjavafx.debug.security.RefusalsClose;
import io.github.mcpjavafx.debug.security.RequestSizeLimitFilter;
import io.github.mcpjavafx.debug.security.UnreadBodyValve;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.json.jackson3.JacksonMcpJsonMapper;
import io.modelcontextprotocol.server.McpStatelessSyncServer;
import io.modelcontextprotocol.server.McpSyncServer;
import io.modelcontextprotocol.server.transport.ServerTransportSecurityException;
import io.modelcontextprotocol.spec.McpSchema;
import org.apache.catalina.LifecycleListener;
import org.apache.catalina.valves.ErrorReportValve;
import org.apache.coyote.AbstractProtocol;
import org.springframework.ai.mcp.server.webmvc.transport.WebMvcSseServerTransportProvider;
import org.springframework.ai.mcp.server.webmvc.transport.WebMvcStatelessServerTransport;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.tomcat.servlet.TomcatServletWebServerFactory;
import org.springframework.boot.web.server.Shutdown;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.boot.web.servlet.ServletRegistrationBean;
import org.springframework.context.ApplicationContext;
import org.springframework.context.MessageSource;
import org.springframework.context.annotation.Bean;
import org.springframework.context.support.AbstractApplicationContext;
import org.springframework.context.support.DefaultLifecycleProcessor;
import org.springframework.http.converter.StringHttpMessageConverter;
import org.springframework.http.converter.json.JacksonJsonHttpMessageConverter;
import org.springframework.web.servlet.DispatcherServlet;
import org.springframework.web.servlet.function.RequestPredicates;
import org.springframework.web.servlet.function.RouterFunction;
import org.springframework.web.servlet.function.RouterFunctions;
import org.springframework.web.servlet.function.ServerResponse;
import org.springframework.web.servlet.function.support.HandlerFunctionAdapter;
import org.springframework.web.servlet.function.support.RouterFunctionMapping;
import org.springframework.web.servlet.mvc.annotation.ResponseStatusExceptionResolver;
import org.springframework.web.servlet.mvc.support.DefaultHandlerExceptionResolver;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The debug server's own application context: Tomcat on loopback, the MCP server with our tools
 * over the configured transport ({@link Streamable} or {@link Sse}), the token and size filters,
 * DNS-rebinding protection and {@code /health}.
 *
 * <p>Every part is declared here rather than imported from Spring Boot's auto-configurations: the
 * server needs a handful of beans, and auto-configuration (its condition checks, property binding and
 * the MVC infrastructure our functional routes never use) more than doubled the time the server took
 * to start. Nothing is read from the environment either, so the host's properties cannot reconfigure
 * the server. The classes carry no {@code @Configuration}: {@link DebugServer} registers them in its
 * context, and a host application's component scan can never pick them up.
 */
class DebugServerConfiguration {

    static final String MCP_ENDPOINT = "/mcp";
    static final String SSE_ENDPOINT = "/sse";
    static final String SSE_MESSAGE_ENDPOINT = "/mcp/message";
    static final String HEALTH_ENDPOINT = "/health";
    /** The paths that take the token, and the only ones whose request bodies are read. */
    private static final String[] MCP_ENDPOINTS = {MCP_ENDPOINT, MCP_ENDPOINT + "/*", SSE_ENDPOINT};
    /** The longest a client may leave a request's head or body unsent before its connection is cut. */
    static final int READ_TIMEOUT_MS = 10_000;
    /** The longest an idle kept-alive connection stays open (Tomcat's own default). */
    static final int KEEP_ALIVE_TIMEOUT_MS = 60_000;

    @Bean
    UiEngine uiEngine(DebugServerSettings settings, AppLog appLog) {
        return new UiEngine(settings.config(), appLog);
    }

    /** Binds tool arguments and writes what the MCP server sends: absent fields are left out. */
    @Bean
    McpJsonMapper mcpJsonMapper() {
        return new JacksonMcpJsonMapper(JsonMapper.builder()
                .disable(SerializationFeature.FAIL_ON_EMPTY_BEANS)
                .changeDefaultPropertyInclusion(include -> JsonInclude.Value.construct(
                        JsonInclude.Include.NON_NULL, JsonInclude.Include.NON_NULL))
                .build());
    }

    /**
     * The app's recent exceptions, warnings and console lines, for {@code ui_get_logs} and action results: hooked
     * into the app's handlers and logging with this context, and out again when it closes.
     */
    @Bean(destroyMethod = "close")
    AppLog appLog(DebugServerSettings settings) {
        return AppLog.capture(settings.config().captureConsole());
    }

    /** Every tool, in the order {@code tools/list} shows them: ours, then the application's. */
    @Bean
    ToolCatalog toolCatalog(UiEngine engine, McpJsonMapper json, AppLog appLog, DebugServerSettings settings) {
        return new ToolCatalog(ToolDeclaration.servedBy(engine, UiTools.ALL), settings.appTools(),
                settings.config().allowActions(), ((JacksonMcpJsonMapper) json).getJsonMapper(), json, appLog);
    }

    @Bean
    McpSchema.Implementation mcpServerInfo() {
        return ServerIdentity.implementation();
    }

    @Bean
    LoopbackSecurityValidator loopbackSecurityValidator(DebugServerSettings settings, ApplicationContext context) {
        return new LoopbackSecurityValidator(LoopbackAddresses.urlHost(settings.address()),
                () -> ((WebServerApplicationContext) context).getWebServer().getPort());
    }

    /** Streamable HTTP, stateless, at {@value #MCP_ENDPOINT}. */
    static class Streamable {

        @Bean
        WebMvcStatelessServerTransport statelessTransport(McpJsonMapper json, LoopbackSecurityValidator validator) {
            return WebMvcStatelessServerTransport.builder()
                    .jsonMapper(json)
                    .messageEndpoint(MCP_ENDPOINT)
                    .securityValidator(validator)
                    .build();
        }

        @Bean
        RouterFunction<ServerResponse> mcpRoutes(WebMvcStatelessServerTransport transport) {
            return transport.getRouterFunction();
        }

        @Bean(destroyMethod = "close")
        McpStatelessSyncServer mcpServer(WebMvcStatelessServerTransport transport, ToolCatalog tools,
                                         McpSchema.Implementation info, DebugServerSettings settings) {
            return McpServers.stateless(transport, tools, info, settings.config().allowActions());
        }
    }

    /** The older HTTP+SSE transport at {@value #SSE_ENDPOINT}, with a keep-alive that finds vanished clients. */
    @SuppressWarnings("removal")
    static class Sse {

        @Bean
        WebMvcSseServerTransportProvider sseTransport(McpJsonMapper json, LoopbackSecurityValidator validator) {
            return WebMvcSseServerTransportProvider.builder()
                    .jsonMapper(json)
                    .sseEndpoint(SSE_ENDPOINT)
                    .messageEndpoint(SSE_MESSAGE_ENDPOINT)
                    .keepAliveInterval(Duration.ofSeconds(15))
                    .securityValidator(validator)
                    .build();
        }

        @Bean
        RouterFunction<ServerResponse> sseRoutes(WebMvcSseServerTransportProvider transport) {
            return transport.getRouterFunction().filter(new SseEndpointGate());
        }

        @Bean(destroyMethod = "closeGracefully")
        McpSyncServer mcpServer(WebMvcSseServerTransportProvider transport, ToolCatalog tools,
                                McpSchema.Implementation info, DebugServerSettings settings) {
            return McpServers.sessions(transport, tools, info, settings.config().allowActions());
        }
    }

    /** After the token: a body is read (a chunked one, to its size limit) only for a client that has it. */
    @Bean
    FilterRegistrationBean<RequestSizeLimitFilter> requestSizeLimitFilter(DebugServerSettings settings) {
        FilterRegistrationBean<RequestSizeLimitFilter> registration =
                new FilterRegistrationBean<>(new RequestSizeLimitFilter(settings.maxRequestBytes()));
        registration.addUrlPatterns(MCP_ENDPOINTS);
        registration.setOrder(2);
        return registration;
    }

    /** Destroyed after Tomcat has stopped, which needs it until then. */
    @Bean(destroyMethod = "close")
    TomcatDirectory tomcatDirectory() throws IOException {
        return new TomcatDirectory();
    }

    /**
     * Tomcat on the loopback address, in a private directory that goes with it ({@link TomcatDirectory}),
     * as a guest in the application's heap: at most 16 request threads, a body the server did not read
     * (a refusal's) is not read on, and the buffers of closed connections are not kept for reuse (Tomcat would keep up to 1/32 of the heap for them, filled by
     * clients that come and go). A client that stops sending its head or body for
     * {@value #READ_TIMEOUT_MS} ms is cut ({@code connectionTimeout}); a real client on the same machine
     * sends a request in milliseconds. An idle kept-alive connection holds no thread and stays open
     * longer, so that clients which reuse one rarely race its close. Closing stops it at once; the
     * lifecycle processor bounds the rest of the shutdown. Error pages carry the status only: no
     * report, no server name and version.
     */
    @Bean
    TomcatServletWebServerFactory webServerFactory(DebugServerSettings settings, TomcatDirectory directory) throws IOException {
        TomcatServletWebServerFactory factory = new TomcatServletWebServerFactory();
        factory.setBaseDirectory(directory.base());
        factory.setDocumentRoot(directory.documentRoot());
        factory.setAddress(settings.address());
        factory.setPort(settings.config().port());
        factory.setShutdown(Shutdown.IMMEDIATE);
        factory.setDisableMBeanRegistry(true);
        factory.addContextValves(new UnreadBodyValve(), new ClientPresenceValve());
        factory.addContextCustomizers(context -> {
            ErrorReportValve errors = new ErrorReportValve();
            errors.setShowReport(false);
            errors.setShowServerInfo(false);
            context.getParent().getPipeline().addValve(errors);
            // Boot's listener that serves static resources from jars opens every jar of the class path as
            // the server starts, to look for META-INF/resources; the server serves no static resources.
            for (LifecycleListener listener : context.findLifecycleListeners()) {
                if (listener.getClass().getName().endsWith("$StaticResourceConfigurer")) {
                    context.removeLifecycleListener(listener);
                }
            }
        });
        factory.addConnectorCustomizers(connector -> connector.setProperty("socket.bufferPool", "0"));
        factory.addProtocolHandlerCustomizers(protocol -> {
            if (protocol instanceof AbstractProtocol<?> threads) {
                threads.setMaxThreads(16);
                threads.setMinSpareThreads(1);
                threads.setConnectionTimeout(READ_TIMEOUT_MS);
                threads.setKeepAliveTimeout(KEEP_ALIVE_TIMEOUT_MS);
            }
        });
        return factory;
    }

    @Bean(AbstractApplicationContext.MESSAGE_SOURCE_BEAN_NAME)
    MessageSource messageSource() {
        return new NoMessages();
    }

    @Bean(AbstractApplicationContext.LIFECYCLE_PROCESSOR_BEAN_NAME)
    DefaultLifecycleProcessor lifecycleProcessor(DebugServerSettings settings) {
        DefaultLifecycleProcessor processor = new DefaultLifecycleProcessor();
        processor.setTimeoutPerShutdownPhase(settings.config().serverShutdownMs());
        return processor;
    }

    /** A bean, so that it serves this context (rather than looking for one of its own). */
    @Bean
    DispatcherServlet dispatcherServlet() {
        DispatcherServlet servlet = new DispatcherServlet();
        servlet.setDispatchOptionsRequest(true);
        return servlet;
    }

    /** Started with Tomcat, so that the first request does not pay for its start. */
    @Bean
    ServletRegistrationBean<DispatcherServlet> dispatcherServletRegistration(DispatcherServlet servlet) {
        ServletRegistrationBean<DispatcherServlet> registration = new ServletRegistrationBean<>(servlet, "/");
        registration.setName("dispatcherServlet");
        registration.setLoadOnStartup(1);
        return registration;
    }

    /**
     * Routes requests to the transport's and {@code /health}'s functions, and any other path to a quiet
     * 404 (Spring MVC would log each at WARN where the app logs: anyone may send them; {@link RefusalAudit}
     * counts them instead). Bodies are read and written as UTF-8 text (the transports hand over JSON they
     * wrote themselves) or as JSON objects; a refusal's {@code McpError} as the JSON-RPC error it stands
     * for ({@link McpErrorBodies}).
     */
    @Bean
    RouterFunctionMapping routerFunctionMapping(McpJsonMapper json, ObjectProvider<RouterFunction<?>> routes) {
        RouterFunctionMapping mapping = new RouterFunctionMapping();
        RouterFunction<?> served = null;
        for (RouterFunction<?> route : routes.orderedStream().toList()) {
            served = served == null ? route : served.andOther(route);
        }
        RouterFunction<?> notFound = RouterFunctions.route(RequestPredicates.all(), request -> ServerResponse.notFound().build());
        mapping.setRouterFunction(served == null ? notFound : served.andOther(notFound));
        JsonMapper bodies = ((JacksonMcpJsonMapper) json).getJsonMapper().rebuild()
                .addModule(McpErrorBodies.module()).build();
        mapping.setMessageConverters(List.of(new StringHttpMessageConverter(StandardCharsets.UTF_8),
                new JacksonJsonHttpMessageConverter(bodies)));
        return mapping;
    }

    @Bean
    HandlerFunctionAdapter handlerFunctionAdapter() {
        return new HandlerFunctionAdapter();
    }

    /**
     * Spring MVC's exceptions as their HTTP statuses (a body that cannot be read: 400, say). Declared, so
     * that the dispatcher does not make its default resolvers, of which the one for {@code @ExceptionHandler}
     * methods (there are none here) builds a set of message converters of its own at every start.
     */
    @Bean
    DefaultHandlerExceptionResolver handlerExceptionResolver() {
        return new DefaultHandlerExceptionResolver();
    }

    @Bean
    ResponseStatusExceptionResolver responseStatusExceptionResolver() {
        return new ResponseStatusExceptionResolver();
    }

    @Bean
    FilterRegistrationBean<ProtocolVersionFilter> protocolVersionFilter() {
        FilterRegistrationBean<ProtocolVersionFilter> registration = new FilterRegistrationBean<>(new ProtocolVersionFilter());
        registration.addUrlPatterns(MCP_ENDPOINTS);
        registration.setOrder(3); // after the token: a client without it learns nothing about versions
        return registration;
    }

    @Bean(destroyMethod = "close")
    RefusalAudit refusalAudit() {
        return new RefusalAudit();
    }

    @Bean
    FilterRegistrationBean<RefusalsClose> refusalsCloseFilter() {
        FilterRegistrationBean<RefusalsClose> registration = new FilterRegistrationBean<>(new RefusalsClose());
        registration.addUrlPatterns("/*");
        registration.setOrder(-2); // outermost: every answer's status passes through it, whoever sets it
        return registration;
    }

    @Bean
    FilterRegistrationBean<RefusalAudit> refusalAuditFilter(RefusalAudit audit) {
        FilterRegistrationBean<RefusalAudit> registration = new FilterRegistrationBean<>(audit);
        registration.addUrlPatterns("/*");
        registration.setOrder(-1); // around everything, to see each answer's final status
        return registration;
    }

    @Bean
    FilterRegistrationBean<ServerRequestMarker> serverRequestMarker() {
        FilterRegistrationBean<ServerRequestMarker> registration = new FilterRegistrationBean<>(new ServerRequestMarker());
        registration.addUrlPatterns("/*");
        registration.setOrder(0); // before the token and size checks, whose refusals it covers too
        return registration;
    }

    /** The first check of a request: before it, nothing of the request but its head is read. */
    @Bean
    FilterRegistrationBean<BearerTokenFilter> bearerTokenFilter(DebugServerSettings settings) {
        FilterRegistrationBean<BearerTokenFilter> registration =
                new FilterRegistrationBean<>(new BearerTokenFilter(settings.token()));
        registration.addUrlPatterns(MCP_ENDPOINTS);
        registration.setOrder(1);
        return registration;
    }

    /**
     * {@code GET /health}: open without a token (it tells nothing secret), but behind the same
     * Origin/Host checks as the MCP endpoint.
     */
    @Bean
    RouterFunction<ServerResponse> healthRoute(ToolCatalog tools, DebugServerSettings settings,
                                               LoopbackSecurityValidator validator) {
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
            body.put("tools", tools.published(settings.config().allowActions()));
            return ServerResponse.ok().body(body);
        }).build();
    }
}
