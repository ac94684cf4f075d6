package io.github.mcpjavafx.debug.benchmarks;

/** The figures the benchmark reports for each scene size; each is filled by at most one {@link Workload}. */
enum Measure {
    /** Every scene-graph node, skins included: what the scene is made of (its size), for reference. */
    SCENE_WALK("scene-graph walk"),
    /**
     * The floor: the nodes a snapshot lists (logical children, skins of standard controls left
     * out), reading only class, id and text.
     */
    BARE_TRAVERSAL("bare traversal"),
    /** The same walk with cold CPU caches, as when an agent's calls come seconds apart. */
    BARE_TRAVERSAL_COLD("bare cold", true),
    /** The FX-thread part of {@code ui_get_snapshot} in compact mode (the default an agent asks for). */
    COMPACT_SNAPSHOT("compact capture"),
    /** The compact capture with cold CPU caches. */
    COMPACT_SNAPSHOT_COLD("compact cold", true),
    /** The FX-thread part of {@code ui_get_snapshot} in full mode. */
    FULL_SNAPSHOT("full capture"),
    /** The off-FX part of a compact snapshot: the captured records become a snapshot and its text tree. */
    COMPACT_RENDER("compact render"),
    /** A whole compact snapshot call from the caller's thread: hand-over, capture and rendering. */
    COMPACT_SNAPSHOT_CALL("compact call"),
    /** A whole full snapshot call from the caller's thread. */
    FULL_SNAPSHOT_CALL("full call"),
    /** {@code ui_query} by {@code #id}, from the caller's thread: two FX hand-overs included. */
    ID_QUERY("#id query"),
    /** The same {@code #id} query run on the FX thread, where its FX calls run inline: the UI's cost. */
    ID_QUERY_FX("#id query on FX"),
    /** {@code ui_query} by text, from the caller's thread. */
    TEXT_QUERY("text query"),
    /** The same text query on the FX thread; includes the text matching, which normally runs off it. */
    TEXT_QUERY_FX("text query on FX"),
    /**
     * What {@code ui_perform} adds to the FX thread to report an action's consequences: the state
     * before and the state after, compared (here with nothing changed). Its items are the nodes it read.
     */
    CONSEQUENCES("consequences"),
    /** The same when the action changed one label (the status bar's): the cost of a typical click's report. */
    CONSEQUENCES_ONE_LABEL("consequences, 1 label");

    private final String label;
    private final boolean cold;

    Measure(String label) {
        this(label, false);
    }

    Measure(String label, boolean cold) {
        this.label = label;
        this.cold = cold;
    }

    /**
     * Whether each run starts with cold CPU caches. Back-to-back runs find the scene graph in the
     * caches; a real call, coming after the app and the server did other work, does not, and the
     * walks are memory-bound: on a 10k-node scene they take 3 to 4 times as long.
     */
    boolean cold() {
        return cold;
    }

    String label() {
        return label;
    }
}
