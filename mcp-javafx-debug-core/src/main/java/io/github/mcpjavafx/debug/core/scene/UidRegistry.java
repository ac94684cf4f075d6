package io.github.mcpjavafx.debug.core.scene;

import javafx.scene.Node;

import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Issues stable uids ({@code u-<base36 counter>}) and finds nodes by them.
 *
 * <p>A node's uid lives in its own {@link Node#getProperties()} under {@value #PROPERTY_KEY}, so it
 * survives re-layouts and re-snapshots and dies with the node. The index from uid to node holds
 * weak references only and drops an entry as soon as its node is collected: a UI that replaces
 * many nodes over time does not grow the heap. Uids are never reused, which is what tells a stale
 * uid (issued, node gone) from an unknown one (never issued).
 *
 * <p>Reads and writes happen on the FX thread only, like every other touch of a node; the class
 * is not thread-safe on purpose.
 */
public final class UidRegistry {

    public static final String PROPERTY_KEY = "mcp.uid";
    private static final String PREFIX = "u-";
    private static final UidRegistry SHARED = new UidRegistry();

    private final Map<String, UidReference> byUid = new HashMap<>();
    private final ReferenceQueue<Node> collected = new ReferenceQueue<>();
    private long lastIssued;

    /**
     * The registry of this JVM. Uids are kept in the nodes themselves, so two registries would
     * hand out clashing uids: everything uses this one.
     */
    public static UidRegistry shared() {
        return SHARED;
    }

    /**
     * A registry of its own, counting from {@code u-1}: for tests that need predictable uids over
     * nodes no other registry has seen. Everything else uses {@link #shared()}.
     */
    public UidRegistry() {
    }

    /** The node's uid, issuing one on first sight. */
    public String uidOf(Node node) {
        Object existing = node.getProperties().get(PROPERTY_KEY);
        if (existing instanceof String uid && names(uid, node)) {
            return uid;
        }
        purgeCollected();
        String uid = PREFIX + Long.toString(++lastIssued, 36);
        node.getProperties().put(PROPERTY_KEY, uid);
        byUid.put(uid, new UidReference(uid, node, collected));
        return uid;
    }

    /**
     * Whether {@code uid}, found in {@code node}'s properties, is the node's own: an app may copy one node's properties
     * to another (ControlsFX puts a new root in place of a scene's root with all of the old root's properties), and a
     * uid names one node. A uid this registry issued to a node that is gone or another is no longer this one's; one
     * it never issued (another registry's, in a test) is left as it is.
     */
    private boolean names(String uid, Node node) {
        UidReference issued = byUid.get(uid);
        return issued != null ? issued.get() == node : !wasIssued(uid);
    }

    /** The uid the node already has, without issuing one. */
    public static Optional<String> existingUid(Node node) {
        return node.hasProperties() && node.getProperties().get(PROPERTY_KEY) instanceof String uid
                ? Optional.of(uid) : Optional.empty();
    }

    /** The live node with this uid, if it has not been collected. */
    public Optional<Node> find(String uid) {
        purgeCollected();
        UidReference ref = byUid.get(uid);
        return ref == null ? Optional.empty() : Optional.ofNullable(ref.get());
    }

    /** True if this registry issued the uid at some point, whether or not its node still lives. */
    public boolean wasIssued(String uid) {
        if (uid == null || !uid.startsWith(PREFIX) || uid.length() == PREFIX.length()) {
            return false;
        }
        try {
            long n = Long.parseLong(uid.substring(PREFIX.length()), 36);
            return n >= 1 && n <= lastIssued && uid.equals(PREFIX + Long.toString(n, 36));
        } catch (NumberFormatException e) {
            return false;
        }
    }

    /** How many uids currently point at live (not yet collected) nodes. */
    public int liveCount() {
        purgeCollected();
        return byUid.size();
    }

    private void purgeCollected() {
        for (var ref = collected.poll(); ref != null; ref = collected.poll()) {
            UidReference gone = (UidReference) ref;
            byUid.remove(gone.uid, gone);
        }
    }

    private static final class UidReference extends WeakReference<Node> {
        final String uid;

        UidReference(String uid, Node node, ReferenceQueue<Node> queue) {
            super(node, queue);
            this.uid = uid;
        }
    }
}
