package io.github.mcpjavafx.debug.core.capture;

import java.util.Arrays;

/**
 * Hands out the {@code n} of a path segment {@code Type[n]} while the children of one parent are
 * walked in order: the n-th sibling of the same simple type. Counting as we go keeps a parent with
 * thousands of children linear, where {@link NodePaths#sameTypeIndex} per child would be
 * quadratic. Reusable: {@link #reset()} before each parent.
 */
final class SiblingTypeCounter {

    private String[] types = new String[8];
    private int[] counts = new int[8];
    private int size;

    void reset() {
        size = 0;
    }

    /** The index of the next sibling of {@code type}; type names come from a ClassValue, so usually the same instance. */
    int next(String type) {
        for (int i = 0; i < size; i++) {
            String known = types[i];
            if (known == type || known.equals(type)) {
                return counts[i]++;
            }
        }
        if (size == types.length) {
            types = Arrays.copyOf(types, size * 2);
            counts = Arrays.copyOf(counts, size * 2);
        }
        types[size] = type;
        counts[size] = 1;
        size++;
        return 0;
    }
}
