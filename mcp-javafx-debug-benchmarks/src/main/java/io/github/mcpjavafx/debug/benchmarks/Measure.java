package io.github.mcpjavafx.debug.benchmarks;

/** The figures the benchmark reports for each scene size; each is filled by at most one {@link Workload}. */
enum Measure {
    /** Visit every node and read its class, id and text: the floor any snapshot pays. */
    BARE_TRAVERSAL("bare traversal"),
    /** {@code ui_get_snapshot} in compact mode: the default an agent asks for. */
    COMPACT_SNAPSHOT("compact snapshot"),
    /** {@code ui_get_snapshot} in full mode. */
    FULL_SNAPSHOT("full snapshot"),
    /** {@code ui_query} by {@code #id}. */
    ID_QUERY("#id query"),
    /** {@code ui_query} by text. */
    TEXT_QUERY("text query");

    private final String label;

    Measure(String label) {
        this.label = label;
    }

    String label() {
        return label;
    }
}
