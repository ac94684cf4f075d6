package io.github.mcpjavafx.debug.core.scene;

import javafx.scene.control.Control;
import javafx.scene.control.Skin;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Which methods a skin's code calls, read from its class files: whether a skin reads a property of its control
 * ({@code tile.isActive()}, {@code tile.activeProperty()}). A control from outside JavaFX has many properties that
 * only some of its looks show (a dashboard tile's {@code active} is the LED of one skin, the switch of another, and
 * nothing at all of a percentage dial): a property is what the control shows when the skin drawing it reads it. The
 * skin's class, its superclasses outside JavaFX and the classes nested in each (its listeners, its lambdas' classes)
 * are read once per skin class. Where a class file cannot be read (a runtime image without them, a class made at run
 * time), it is not known. Any thread.
 */
final class SkinCode {

    /** Per skin class, the methods its code calls as {@code owner.name} (owner in internal form); empty when unread. */
    private static final ClassValue<Optional<Set<String>>> CALLS = new ClassValue<>() {
        @Override
        protected Optional<Set<String>> computeValue(Class<?> type) {
            return callsOf(type);
        }
    };

    private SkinCode() {
    }

    /**
     * Whether the skin's code reads the control's property {@code name} through its getter or its property method;
     * empty when the skin's code cannot be read.
     */
    static Optional<Boolean> reads(Control control, String name) {
        Skin<?> skin = control.getSkin();
        if (skin == null) {
            return Optional.empty();
        }
        Optional<Set<String>> calls = CALLS.get(skin.getClass());
        if (calls.isEmpty()) {
            return Optional.empty();
        }
        String capitalized = Character.toUpperCase(name.charAt(0)) + name.substring(1);
        List<String> methods = List.of("is" + capitalized, "get" + capitalized, name + "Property");
        for (Class<?> type = control.getClass(); type != null && !FxProperties.isJavaFx(type); type = type.getSuperclass()) {
            String owner = type.getName().replace('.', '/');
            for (String method : methods) {
                if (calls.get().contains(owner + "." + method)) {
                    return Optional.of(true);
                }
            }
        }
        return Optional.of(false);
    }

    private static Optional<Set<String>> callsOf(Class<?> skinClass) {
        Set<String> calls = new HashSet<>();
        for (Class<?> type = skinClass; type != null && !FxProperties.isJavaFx(type); type = type.getSuperclass()) {
            for (Class<?> part : ownAndNested(type)) {
                if (!addCalls(part, calls)) {
                    return Optional.empty();
                }
            }
        }
        return Optional.of(Set.copyOf(calls));
    }

    /** The class and the classes written inside it (anonymous listeners, inner classes), which its nest lists. */
    private static List<Class<?>> ownAndNested(Class<?> type) {
        List<Class<?>> classes = new ArrayList<>(List.of(type));
        try {
            for (Class<?> member : type.getNestMembers()) {
                if (member != type && member.getName().startsWith(type.getName() + "$")) {
                    classes.add(member);
                }
            }
        } catch (SecurityException | LinkageError e) {
            // its nested classes are not known: the class's own code is read
        }
        return classes;
    }

    /** Adds the methods the class's code refers to; false when its class file cannot be read. */
    private static boolean addCalls(Class<?> type, Set<String> calls) {
        String name = type.getName();
        String file = name.substring(name.lastIndexOf('.') + 1) + ".class";
        try (InputStream in = type.getResourceAsStream(file)) {
            if (in == null) {
                return false;
            }
            readMethodRefs(new DataInputStream(in), calls);
            return true;
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    /** The constant pool's method references ({@code Methodref}, {@code InterfaceMethodref}) as {@code owner.name}. */
    private static void readMethodRefs(DataInputStream in, Set<String> calls) throws IOException {
        if (in.readInt() != 0xCAFEBABE) {
            throw new IOException("not a class file");
        }
        in.readUnsignedShort(); // minor version
        in.readUnsignedShort(); // major version
        int count = in.readUnsignedShort();
        String[] utf8 = new String[count];
        int[] classNames = new int[count];
        int[] firsts = new int[count];
        int[] seconds = new int[count];
        byte[] tags = new byte[count];
        for (int i = 1; i < count; i++) {
            int tag = in.readUnsignedByte();
            tags[i] = (byte) tag;
            switch (tag) {
                case 1 -> utf8[i] = in.readUTF();
                case 7 -> classNames[i] = in.readUnsignedShort();
                case 8, 16, 19, 20 -> in.readUnsignedShort();
                case 3, 4 -> in.readInt();
                case 5, 6 -> {
                    in.readLong();
                    i++; // takes two entries
                }
                case 9, 10, 11, 12, 17, 18 -> {
                    firsts[i] = in.readUnsignedShort();
                    seconds[i] = in.readUnsignedShort();
                }
                case 15 -> {
                    in.readUnsignedByte();
                    in.readUnsignedShort();
                }
                default -> throw new IOException("unknown constant tag " + tag);
            }
        }
        for (int i = 1; i < count; i++) {
            if (tags[i] == 10 || tags[i] == 11) { // owner class, then name and type
                String owner = utf8[classNames[firsts[i]]];
                String method = utf8[firsts[seconds[i]]];
                if (owner != null && method != null) {
                    calls.add(owner + "." + method);
                }
            }
        }
    }
}
