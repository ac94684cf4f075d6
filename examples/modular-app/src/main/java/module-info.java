/** The greeter as a named module: it requires the debug API's module, the rest of the server stays on the class path. */
module com.example.modular {
    requires javafx.controls;
    requires io.github.mcpjavafx.debug;

    exports com.example.modular to javafx.graphics;
}
