package io.github.mcpjavafx.debug.mcp;

import io.github.mcpjavafx.debug.core.model.ToolOutput;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.spec.McpSchema;

import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * One tool, declared once: its name, title, what it does to the app (the published hints), description,
 * argument record, handler, a valid call as an example, and its share of the {@code tools/list} budget. The
 * rest follows from it: the published input schema, generated from the record ({@link ToolInputSchemas});
 * the check of every call against that schema and the binding to the record ({@link ArgumentCheck}); the
 * result, from what the handler returns ({@link ToolResults}); and the docs' tables, which a test keeps equal
 * to the declarations. The handler's return type is the tool's result type.
 *
 * @param <S>         what the handler works on: the engine, or the stdio entry point's apps
 * @param <A>         the argument record
 * @param description for the agent; short, as every agent turn carries it
 * @param example     a valid call's arguments as JSON, shown with every refusal of a call
 * @param share       the most characters the tool may take of {@code tools/list} ({@link #TOOLS_LIST_BUDGET})
 * @param nested      an argument that takes another tool's arguments ({@link #nests}), null when none
 */
public record ToolDeclaration<S, A>(String name, String title, Effect effect, Class<A> arguments,
                                    BiFunction<S, A, ? extends ToolOutput> handler, String description,
                                    String example, int share, Nested nested) {

    /**
     * The characters the tool definitions of {@code tools/list} may take in all: they ride along in every agent
     * turn, about 4,000 tokens at most. The shares of the tools one server lists add up to no more.
     */
    public static final int TOOLS_LIST_BUDGET = 16_000;

    /** A tool with no description, example or share yet: give them with {@link #described}, {@link #example}, {@link #share}. */
    public static <S, A> ToolDeclaration<S, A> tool(String name, String title, Effect effect, Class<A> arguments,
                                                    BiFunction<S, A, ? extends ToolOutput> handler) {
        return new ToolDeclaration<>(name, title, effect, arguments, handler, "", null, 0, null);
    }

    public ToolDeclaration<S, A> described(String text) {
        return new ToolDeclaration<>(name, title, effect, arguments, handler, text, example, share, nested);
    }

    public ToolDeclaration<S, A> example(String arguments) {
        return new ToolDeclaration<>(name, title, effect, this.arguments, handler, description, arguments, share, nested);
    }

    public ToolDeclaration<S, A> share(int characters) {
        return new ToolDeclaration<>(name, title, effect, arguments, handler, description, example, characters, nested);
    }

    /**
     * {@code argument} takes {@code tool}'s arguments (the schema publishes them once, under that tool): a call is
     * checked against that tool's check too, and refused as that tool would refuse them, before anything runs.
     */
    public ToolDeclaration<S, A> nests(String argument, String tool) {
        return new ToolDeclaration<>(name, title, effect, arguments, handler, description, example, share,
                new Nested(argument, tool));
    }

    /** An argument that takes another tool's arguments. */
    public record Nested(String argument, String tool) {
    }

    /** The tool as {@code tools/list} publishes it. */
    public McpSchema.Tool published(McpJsonMapper mcpJson) {
        return McpSchema.Tool.builder()
                .name(name)
                .title(title)
                .description(description)
                .inputSchema(mcpJson, ToolSchemaGenerator.published(ToolInputSchemas.of(arguments)).toString())
                .annotations(effect.hints())
                .build();
    }

    /** This tool, its handler working on {@code subject}. */
    public Served servedBy(S subject) {
        return new Served(this, bound -> handler.apply(subject, arguments.cast(bound)));
    }

    /** Each of {@code tools}, working on {@code subject}. */
    public static <S> List<Served> servedBy(S subject, List<ToolDeclaration<S, ?>> tools) {
        return tools.stream().map(tool -> tool.servedBy(subject)).toList();
    }

    /** A declared tool and its handler, bound to what it works on: what a {@link ToolCatalog} serves. */
    public record Served(ToolDeclaration<?, ?> declaration, Function<Object, ? extends ToolOutput> handler) {
    }

    /** What a tool does to the app, published as its hints; none reaches beyond this machine's app ({@code openWorldHint} false). */
    public enum Effect {
        /** Reads the app; the same call again answers alike. */
        READS(true, false, true),
        /** Reads the app; each call is one of its own (a pick, an export). */
        READS_ONCE(true, false, false),
        /** Changes the app as a user would. */
        CHANGES(false, false, false),
        /** Ends the app's process (to run it again). */
        ENDS(false, true, false);

        private final boolean readOnly;
        private final boolean destructive;
        private final boolean idempotent;

        Effect(boolean readOnly, boolean destructive, boolean idempotent) {
            this.readOnly = readOnly;
            this.destructive = destructive;
            this.idempotent = idempotent;
        }

        /**
         * Whether a tool is destructive or idempotent means something only for a tool that is not read-only (MCP's
         * {@code ToolAnnotations}), so a read-only tool leaves both out: they would ride along in every agent turn,
         * saying nothing.
         */
        McpSchema.ToolAnnotations hints() {
            return new McpSchema.ToolAnnotations(null, readOnly, readOnly ? null : destructive, readOnly ? null : idempotent,
                    false, null);
        }
    }
}
