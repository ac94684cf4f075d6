package io.github.mcpjavafx.debug.core.recording;

import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Whether an app's {@code stop()} ends the JVM ({@code System.exit}, {@code Runtime.exit} or {@code halt}), as
 * TilesFX's demo does: an exported test must not call it in-process, or the test JVM ends before JUnit reports.
 * Read from the class file of the class that declares {@code stop()}: the calls in its code and in the methods
 * of the same class it calls. A call made through another class is not seen; the test's own exit guard then
 * fails the run instead.
 */
final class StopExits {

    private static final int METHODREF = 10;
    private static final int MAX_DEPTH = 3;

    private StopExits() {
    }

    /** Whether {@code app}'s {@code stop()} (its own or an inherited one below Application) may end the JVM. */
    static boolean inStop(Class<?> app) {
        for (Class<?> c = app; c != null && !c.getName().equals("javafx.application.Application"); c = c.getSuperclass()) {
            try {
                c.getDeclaredMethod("stop");
            } catch (NoSuchMethodException | SecurityException | LinkageError notHere) {
                continue;
            }
            ClassFile file = ClassFile.read(c);
            return file != null && file.callsExit("stop", "()V", new HashSet<>(), 0);
        }
        return false;
    }

    /** The parts of a class file this needs: its method references and its methods' code. */
    private record ClassFile(String name, Map<Integer, String[]> methodRefs, Map<String, byte[]> code) {

        static ClassFile read(Class<?> c) {
            String simple = c.getName().substring(c.getName().lastIndexOf('.') + 1);
            try (InputStream in = c.getResourceAsStream(simple + ".class")) {
                return in == null ? null : parse(new DataInputStream(new ByteArrayInputStream(in.readAllBytes())));
            } catch (IOException | RuntimeException unreadable) {
                return null;
            }
        }

        private static ClassFile parse(DataInputStream in) throws IOException {
            in.skipBytes(8); // magic, versions
            int count = in.readUnsignedShort();
            String[] utf8 = new String[count];
            int[][] refs = new int[count][];
            int[] tags = new int[count];
            for (int i = 1; i < count; i++) {
                int tag = in.readUnsignedByte();
                tags[i] = tag;
                switch (tag) {
                    case 1 -> utf8[i] = in.readUTF();
                    case 7, 8, 16, 19, 20 -> refs[i] = new int[] {in.readUnsignedShort()};
                    case 3, 4 -> in.skipBytes(4);
                    case 5, 6 -> {
                        in.skipBytes(8);
                        i++; // a long or a double takes two entries
                    }
                    case 9, 10, 11, 12, 17, 18 -> refs[i] = new int[] {in.readUnsignedShort(), in.readUnsignedShort()};
                    case 15 -> {
                        in.skipBytes(1);
                        refs[i] = new int[] {in.readUnsignedShort()};
                    }
                    default -> throw new IOException("constant pool tag " + tag);
                }
            }
            in.skipBytes(2); // access flags
            String name = utf8[refs[in.readUnsignedShort()][0]];
            in.skipBytes(2); // super class
            in.skipBytes(2 * in.readUnsignedShort()); // interfaces
            skipMembers(in);
            Map<String, byte[]> code = new HashMap<>();
            int methods = in.readUnsignedShort();
            for (int m = 0; m < methods; m++) {
                in.skipBytes(2);
                String method = utf8[in.readUnsignedShort()] + utf8[in.readUnsignedShort()];
                int attributes = in.readUnsignedShort();
                for (int a = 0; a < attributes; a++) {
                    String attribute = utf8[in.readUnsignedShort()];
                    byte[] body = new byte[in.readInt()];
                    in.readFully(body);
                    if (attribute.equals("Code")) {
                        DataInputStream c = new DataInputStream(new ByteArrayInputStream(body));
                        c.skipBytes(4); // max stack, max locals
                        byte[] bytes = new byte[c.readInt()];
                        c.readFully(bytes);
                        code.put(method, bytes);
                    }
                }
            }
            Map<Integer, String[]> methodRefs = new HashMap<>();
            for (int i = 1; i < count; i++) {
                if (tags[i] == METHODREF) {
                    int[] nameAndType = refs[refs[i][1]];
                    methodRefs.put(i, new String[] {utf8[refs[refs[i][0]][0]], utf8[nameAndType[0]], utf8[nameAndType[1]]});
                }
            }
            return new ClassFile(name, methodRefs, code);
        }

        private static void skipMembers(DataInputStream in) throws IOException {
            int fields = in.readUnsignedShort();
            for (int f = 0; f < fields; f++) {
                in.skipBytes(6);
                int attributes = in.readUnsignedShort();
                for (int a = 0; a < attributes; a++) {
                    in.skipBytes(2);
                    in.skipBytes(in.readInt());
                }
            }
        }

        /** Whether the method's code invokes an exit, itself or through a method of this class it invokes. */
        boolean callsExit(String method, String descriptor, Set<String> seen, int depth) {
            byte[] bytes = code.get(method + descriptor);
            if (bytes == null || !seen.add(method + descriptor) || depth > MAX_DEPTH) {
                return false;
            }
            for (int i = 0; i + 2 < bytes.length; i++) {
                int op = bytes[i] & 0xff;
                // invokevirtual, invokespecial, invokestatic: a byte scan, not a decoder; an operand that looks like
                // one of these calls costs at most a stop() not called
                if (op >= 0xb6 && op <= 0xb8) {
                    String[] ref = methodRefs.get(((bytes[i + 1] & 0xff) << 8) | (bytes[i + 2] & 0xff));
                    if (ref != null && (isExit(ref) || ref[0].equals(name) && callsExit(ref[1], ref[2], seen, depth + 1))) {
                        return true;
                    }
                }
            }
            return false;
        }

        private static boolean isExit(String[] ref) {
            return ref[0].equals("java/lang/System") && ref[1].equals("exit")
                    || ref[0].equals("java/lang/Runtime") && (ref[1].equals("exit") || ref[1].equals("halt"));
        }
    }
}
